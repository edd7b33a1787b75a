import ArgumentParser
import Foundation
import RefreshOutput

/// Where and in what form the frames go, and how many workers render them.
struct OutputGroup: ParsableArguments {
    @Option(help: "Folder to write frame_NNNN.png and frames.json into, or the GIF / sheet (created if missing; default frames).",
            transform: OutputGroup.folder)
    var out = "frames"

    @Option(help: "png: one file per frame; gif: one animated GIF, <style>.gif; sheet: one contact sheet, <style>-sheet.png.")
    var format = OutputFormat.png

    @Flag(help: "Overwrite files in --out that render-frames did not write.")
    var force = false

    @Option(help: "Parallel workers, 1 to \(OutputGroup.maximumJobs) (default: the number of cores, at most \(OutputGroup.maximumJobs)).",
            transform: { try ArgumentValues.integer($0, in: 1...OutputGroup.maximumJobs, "workers") })
    var jobs = OutputGroup.defaultJobs

    static let maximumJobs = 64
    /// This machine's default.
    static let defaultJobs = defaultJobs(cores: ProcessInfo.processInfo.activeProcessorCount)

    /// One worker per core, at most `maximumJobs`, so the bare command runs on any machine.
    static func defaultJobs(cores: Int) -> Int { min(max(cores, 1), maximumJobs) }

    static func folder(_ text: String) throws -> String {
        guard !text.isEmpty else { throw ValidationError("expected a folder path") }
        return text
    }

    /// The message for a folder or file the run cannot write: the path, the reason, and the option that gets past it.
    static func message(for error: OutputError) -> String {
        switch error {
        case .notADirectory(let path): return "--out \(path) exists and is not a directory; give a folder path"
        case .notWritable: return "--out \(error)"
        case .foreignFile, .otherKind, .foreignManifest: return "\(error); use --force to overwrite it, or another --out"
        }
    }
}
