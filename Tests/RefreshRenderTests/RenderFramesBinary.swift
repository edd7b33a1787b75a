import Foundation

/// Runs the built `render-frames` executable (it sits next to the test bundle in the build folder).
enum RenderFramesBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var url: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("render-frames")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        // `swift test` from the package root: the debug build folder.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/render-frames")
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Starts the binary without waiting for it; its output goes to files in `logFolder` (so a long run never blocks
    /// on a full pipe). `finish` waits and collects the result.
    static func start(_ arguments: [String], logFolder: String) throws -> Process {
        try FileManager.default.createDirectory(atPath: logFolder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: logFolder + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: logFolder + "/stderr", contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: logFolder + "/stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logFolder + "/stderr"))
        try process.run()
        return process
    }

    /// Waits for a process from `start` and reads its output.
    static func finish(_ process: Process, logFolder: String) -> Result {
        process.waitUntilExit()
        func text(_ name: String) -> String {
            String(decoding: FileManager.default.contents(atPath: logFolder + "/" + name) ?? Data(), as: UTF8.self)
        }
        return Result(status: process.terminationStatus, stdout: text("stdout"), stderr: text("stderr"))
    }

    static func temporaryFolder(_ tag: String) -> String {
        NSTemporaryDirectory() + "rf-\(tag)-\(UUID().uuidString)"
    }
}
