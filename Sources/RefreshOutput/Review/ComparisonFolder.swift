import Foundation

/// A folder a comparison writes into (its diff pictures, or a review page and its pictures), with its own manifest
/// listing every file it wrote and its SHA-256. A file already there is replaced only when that manifest lists it
/// unchanged (it is this tool's, of the same kind), or under `force`: the folder rules of `OutputDirectory`, checked
/// for every name the comparison may write before anything is written.
package struct ComparisonFolder: Sendable {
    /// The manifest of a folder of diff pictures.
    package static let diffManifestName = "diffs.json"
    /// The manifest of a review page's folder.
    package static let reportManifestName = "report.json"

    private let output: OutputDirectory
    private let mode: String
    /// The files written by this comparison, by name (relative to the folder).
    private var written: [String: String] = [:]

    /// Opens (creating it when missing) and locks the folder, and checks that each of `names` is free, this tool's
    /// (listed unchanged in the manifest), in `allowing`, or that `force` is set. Throws `OutputError` naming the
    /// first file that is none of these.
    package init(path: String, manifestName: String, force: Bool, names: [String], allowing: Set<String> = [])
        throws(OutputError) {
        output = try OutputDirectory(path: path, force: force, manifestName: manifestName)
        mode = manifestName == Self.diffManifestName ? "compare-diff" : "compare-report"
        try output.checkWritable(names, allowing: allowing)
    }

    /// The full path of `name` in the folder.
    package func file(_ name: String) -> String { output.file(name) }

    /// Writes `bytes` as `name` atomically, and notes it for the manifest.
    package mutating func write(_ bytes: [UInt8], named name: String) throws {
        try output.write(bytes, named: name)
        record(name, bytes: bytes)
    }

    /// Notes that `bytes` were written as `name`, for the manifest.
    package mutating func record(_ name: String, bytes: [UInt8]) {
        written[name] = SHA256.hex(bytes)
    }

    /// Writes the manifest: the files written now, and the ones listed before that are still there unchanged (this
    /// tool's, so a later comparison may replace them); then lets the folder go.
    package func finish() throws {
        defer { output.unlock() }
        var listed = written
        for frame in output.previousManifest?.frames ?? [] where listed[frame.file] == nil {
            if let data = FolderFile.read(output.file(frame.file), limit: FolderFile.frameLimit), SHA256.hex(data) == frame.sha256 {
                listed[frame.file] = frame.sha256
            }
        }
        let frames = listed.keys.sorted().enumerated().map { i, name in
            FrameManifest.Frame(index: i, file: name, time: 0, progress: 0, state: mode, sha256: listed[name] ?? "")
        }
        let settings = FrameManifest.Settings(style: "compare", mode: mode, scenario: nil, width: 0, height: 0, scale: 0,
                                              fps: nil, background: "none", format: "png")
        try output.finish(identity: nil, settings: settings, frames: frames)
    }
}
