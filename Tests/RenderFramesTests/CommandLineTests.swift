import Foundation
import Testing

/// Runs the built `render-frames` (next to the test bundle, or in .build/debug) and checks exit codes and messages.
@Suite struct CommandLineTests {
    static var binary: String {
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("render-frames").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/render-frames").path
    }

    func run(_ arguments: [String]) throws -> (code: Int32, stderr: String, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLineTests.binary)
        process.arguments = arguments
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self), String(decoding: outData, as: UTF8.self))
    }

    @Test(arguments: [
        (["--format", "bmp"], "--format bmp"),
        (["--format", "gif", "--loop", "-1"], "--loop -1"),
        (["--format", "gif", "--matte", "pink"], "--matte pink"),
        (["--format", "gif", "--matte", "#12345"], "--matte #12345"),
        (["--format", "gif", "--gif-name", "a/b.gif"], "--gif-name a/b.gif"),
        (["--format", "gif", "--progress", "0.5"], "--progress"),
    ])
    func badOptionsExitTwoNamingTheValue(arguments: [String], named: String) throws {
        let result = try run(arguments + ["--out", NSTemporaryDirectory() + "never-written"])
        #expect(result.code == 2)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }

    @Test func gifAndSheetAreWrittenAndAForeignFileIsKept() throws {
        let folder = NSTemporaryDirectory() + "cli-gif-\(UUID().uuidString)"
        let gif = try run(["--style", "circle", "--format", "gif", "--fps", "60", "--scale", "1", "--out", folder])
        #expect(gif.code == 0, "\(gif.stderr)")
        #expect(gif.stderr.contains("--fps 60 is above 50"))
        let decoded = try DecodedGIF(path: folder + "/circle.gif")
        #expect(decoded.width == 375)
        let sheet = try run(["--style", "mj", "--format", "sheet", "--scale", "1", "--out", folder])
        #expect(sheet.code == 0, "\(sheet.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/mj-sheet.png"))
        // A file of another kind under the GIF's name is not overwritten without --force.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.gif"))
        let refused = try run(["--style", "circle", "--format", "gif", "--gif-name", "notes.gif", "--scale", "1", "--out", folder])
        #expect(refused.code == 1 && refused.stderr.contains("notes.gif already exists and is not a GIF file"))
        #expect(try String(contentsOfFile: folder + "/notes.gif", encoding: .utf8) == "notes")
        try? FileManager.default.removeItem(atPath: folder)
    }
}
