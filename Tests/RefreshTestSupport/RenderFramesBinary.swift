import Foundation

/// The built `render-frames` executable, for end-to-end tests of the command line: next to the test bundle
/// (`.build/<triple>/debug/`), else `.build/debug/` of this package.
public enum RenderFramesBinary {
    public static var url: URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("render-frames"))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("render-frames"))
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/render-frames"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What one run printed and how it exited.
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
        }
    }

    /// Runs `render-frames` with `arguments` (in `directory` when given, with `PATH` set to `path` when given, and the
    /// variables of `environment` set) and waits for it. With `executable`, runs that program instead (a shell that
    /// sets limits and then runs the binary).
    public static func run(_ arguments: [String], in directory: String? = nil, path: String? = nil,
                    environment: [String: String] = [:], executable: String? = nil) throws -> Result {
        guard let url = executable.map({ URL(fileURLWithPath: $0) }) ?? url else { throw Missing() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if path != nil || !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            if let path { variables["PATH"] = path }
            variables.merge(environment) { $1 }
            process.environment = variables
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Starts the binary without waiting for it; its output goes to files in `logFolder` (so a long run never blocks
    /// on a full pipe), with the variables of `environment` set. `finish` waits and collects the result.
    public static func start(_ arguments: [String], logFolder: String, environment: [String: String] = [:]) throws -> Process {
        try FileManager.default.createDirectory(atPath: logFolder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: logFolder + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: logFolder + "/stderr", contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: logFolder + "/stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logFolder + "/stderr"))
        try process.run()
        return process
    }

    /// Waits for a process from `start` and reads its output.
    public static func finish(_ process: Process, logFolder: String) -> Result {
        process.waitUntilExit()
        func text(_ name: String) -> String {
            String(decoding: FileManager.default.contents(atPath: logFolder + "/" + name) ?? Data(), as: UTF8.self)
        }
        return Result(status: process.terminationStatus, stdout: text("stdout"), stderr: text("stderr"))
    }

    /// A fresh path under the temporary folder (not created).
    public static func temporaryFolder(_ tag: String) -> String {
        NSTemporaryDirectory() + "rf-\(tag)-\(UUID().uuidString)"
    }

    public struct Missing: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "render-frames is not built: run `swift build` before `swift test`" }
    }
}
