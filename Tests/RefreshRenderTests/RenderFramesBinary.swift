import Foundation

/// Runs the built `render-frames` executable (next to the test bundle in `.build/<config>/`; `swift build
/// --build-tests` builds both) for end-to-end tests.
enum RenderFramesBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable's path, or an error saying how to build it.
    static func path() throws -> String {
        var candidates: [String] = []
        if let exe = Bundle.main.executableURL {
            // The test runner is `.build/<triple>/debug/RefreshRenderPackageTests.xctest` on Linux.
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("render-frames").path)
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/render-frames").path)
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BinaryMissing(candidates: candidates)
        }
        return found
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var candidates: [String]
        var description: String {
            "render-frames is not built (looked at \(candidates.joined(separator: ", "))); run swift build --build-tests"
        }
    }

    /// Runs `render-frames arguments…` in `directory` and waits for it.
    static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
