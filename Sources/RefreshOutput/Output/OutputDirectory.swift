import Raster
import RefreshModel
import Foundation

/// The folder a run writes into, and the rule that protects it: the tool writes only files it owns — new names, or
/// files that its own `frames.json` lists with an unchanged SHA-256 — unless `force` is set. Frames go in atomically;
/// the manifest is written last.
public struct OutputDirectory: Sendable {
    public let path: String
    public let force: Bool
    /// The manifest found in the folder when the run started, if this tool wrote it.
    public let previousManifest: FrameManifest?

    /// Opens (creating it and its parents if needed) the output folder and reads its manifest.
    public init(path: String, force: Bool) throws(OutputError) {
        self.path = path
        self.force = force
        let fm = FileManager.default
        try OutputError.openFolder(path)
        let manifestPath = OutputDirectory.join(path, FrameManifest.fileName)
        if let data = fm.contents(atPath: manifestPath) {
            if let manifest = FrameManifest.decode([UInt8](data)) {
                previousManifest = manifest
            } else if force {
                previousManifest = nil
            } else {
                throw .foreignManifest(manifestPath)
            }
        } else {
            previousManifest = nil
        }
    }

    /// The full path of a file in the folder.
    public func file(_ name: String) -> String { OutputDirectory.join(path, name) }

    /// Checks, before anything is written, that every name in `names` is free or ours (listed in our manifest with
    /// an unchanged hash). Throws `foreignFile` naming the first that is not, unless `force`.
    public func checkWritable(_ names: [String]) throws(OutputError) {
        guard !force else { return }
        let ours = Dictionary(previousManifest?.frames.map { ($0.file, $0.sha256) } ?? [], uniquingKeysWith: { a, _ in a })
        let fm = FileManager.default
        for name in names {
            let full = file(name)
            guard fm.fileExists(atPath: full) else { continue }
            // Our own manifest (init decoded it) is ours to replace; it does not list itself.
            if name == FrameManifest.fileName, previousManifest != nil { continue }
            guard let hash = ours[name], let data = fm.contents(atPath: full), SHA256.hex([UInt8](data)) == hash else {
                throw .foreignFile(full)
            }
        }
    }

    /// Writes one file atomically.
    public func write(_ bytes: [UInt8], named name: String) throws {
        try AtomicFile.write(bytes, to: file(name))
    }

    /// Writes the manifest for this run. Frames of an earlier run with the same settings that this run did not
    /// re-render are kept (so `--frames` sub-ranges can fill one folder); our own unchanged frames from a run with
    /// other settings are removed, as they no longer belong to the manifest. Files we did not write are never touched.
    public func finish(settings: FrameManifest.Settings, frames: [FrameManifest.Frame]) throws {
        var merged: [Int: FrameManifest.Frame] = [:]
        let fm = FileManager.default
        if let previous = previousManifest {
            let written = Set(frames.map(\.file))
            for old in previous.frames where !written.contains(old.file) {
                let full = file(old.file)
                guard let data = fm.contents(atPath: full), SHA256.hex([UInt8](data)) == old.sha256 else { continue }
                if previous.settings == settings {
                    merged[old.index] = old
                } else {
                    try? fm.removeItem(atPath: full)
                }
            }
        }
        for f in frames { merged[f.index] = f }
        let manifest = FrameManifest(settings: settings, frames: merged.values.sorted { $0.index < $1.index })
        try AtomicFile.write(try manifest.encoded(), to: file(FrameManifest.fileName))
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
