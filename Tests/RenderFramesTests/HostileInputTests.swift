import Foundation
import Testing
import RefreshTestSupport
@testable import render_frames

/// Input a hostile or careless user types, in this process: help for a command that does not exist, options that
/// would be ignored, a value that looks like an option, and control characters that a terminal would obey.
@Suite struct HostileInputTests {
    @Test(arguments: [["help", "bogus"], ["help", "render", "bogus"], ["help", "lottie", "x"]])
    func helpForAnUnknownCommandIsAUsageError(arguments: [String]) {
        let (status, message) = InProcessCommand.outcome(arguments)
        #expect(status == 2, "\(message)")
        let unknown = arguments.last!
        #expect(message.hasPrefix("Error: help: '\(unknown)' is not a command of render-frames"), "\(message)")
    }

    @Test(arguments: [["help"], ["help", "render"], ["help", "compare"]])
    func helpForACommandExits0(arguments: [String]) {
        let (status, message) = InProcessCommand.outcome(arguments)
        #expect(status == 0, "\(message)")
    }

    /// A sweep of pull progresses has no gesture and no clock: a scenario or a frame rate given with it would be
    /// ignored, so both are refused, each named (an image set takes --fps for its refreshing loop).
    @Test(arguments: [
        (["--progress", "0.5", "--scenario", "/nonexistent.json"], ["--scenario /nonexistent.json is not accepted"]),
        (["--progress", "0.5", "--fps", "30"], ["--fps 30 is not accepted"]),
        (["--progress", "0:1:0.5", "--scenario", "cancel", "--fps", "24"], ["--scenario cancel and --fps 24 are not accepted"]),
        (["--progress", "1", "--format", "sheet", "--fps", "24"], ["--fps 24 is not accepted"]),
    ])
    func aSweepRefusesAScenarioOrFrameRate(arguments: [String], expected: [String]) {
        let out = RenderFramesBinary.temporaryFolder("sweep")
        let (status, message) = InProcessCommand.outcome(arguments + ["--out", out])
        #expect(status == 2, "\(message)")
        for piece in expected { #expect(message.contains(piece), "\(message)") }
        #expect(message.contains("--progress renders pull progresses without a gesture"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anImageSetTakesAFrameRateWithASweep() {
        let (status, message) = InProcessCommand.outcome(["--format", "image-set", "--progress", "0:1:0.5", "--fps", "24",
                                                          "--out", RenderFramesBinary.temporaryFolder("set")])
        #expect(status == 0, "\(message)")
    }

    /// A viewport value starting with a dash is a bad value, named, not a missing one.
    @Test(arguments: ["-375x667", "-1"])
    func aViewportStartingWithADashIsNamed(value: String) {
        let (status, message) = InProcessCommand.outcome(["--viewport", value, "--out", RenderFramesBinary.temporaryFolder("vp")])
        #expect(status == 2, "\(message)")
        #expect(message.contains("'\(value)'") && message.contains("--viewport"), "\(message)")
        #expect(!message.contains("Missing value"), "\(message)")
    }

    // MARK: Control characters

    static let hostile = "x\u{1B}[2J\u{1B}]0;PWNED\u{07}\r\nFAKE: all good"

    /// What may reach a terminal from `message`: no control character but the tool's own line breaks, and no line
    /// that the value forged.
    func expectSafe(_ message: String, _ comment: String) {
        let controls = message.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        #expect(controls.isEmpty, "\(comment): \(message.debugDescription)")
        #expect(!message.split(separator: "\n").contains { $0.hasPrefix("FAKE") }, "\(comment): \(message.debugDescription)")
    }

    /// A value with an escape sequence, a BEL and a forged line, in an option ArgumentParser checks, an option the tool
    /// checks, and a file path: every message shows them escaped, and keeps its own lines.
    @Test(arguments: [
        ["--style", hostile],
        ["--style=" + hostile],
        ["--viewport", hostile],
        ["--scenario", "/nonexistent/" + hostile],
        ["--image", "airplane=" + hostile],
        ["--title", "idle=" + hostile],
        ["help", hostile],
    ])
    func controlCharactersInAValueAreEscaped(arguments: [String]) {
        let (status, message) = InProcessCommand.outcome(arguments + ["--out", RenderFramesBinary.temporaryFolder("esc")])
        #expect(status == 2, "\(message)")
        expectSafe(message, "\(arguments.first!)")
        #expect(message.contains("x\\e[2J\\e]0;PWNED\\u{7}\\r\\nFAKE: all good"), "\(message.debugDescription)")
    }

    /// A failure of the run: its message is one line, escaped; the lines the tool adds below it stay lines.
    @Test func aRunFailureIsOneEscapedLineAndItsDetails() {
        let (status, message) = RenderFrames.execute(["--out", "x"], run: { _ in
            throw RunFailure(message: "cannot write " + HostileInputTests.hostile, details: ["  first", "  second"])
        })
        #expect(status == 1)
        expectSafe(message, "run failure")
        #expect(message.split(separator: "\n") == [
            "render-frames: error: cannot write x\\e[2J\\e]0;PWNED\\u{7}\\r\\nFAKE: all good", "  first", "  second",
        ])
    }

    /// A Lottie layer whose name clears the screen, sets the window title and forges a line: its warning (read from
    /// the command's stderr) shows the name escaped.
    @Test func aLayerNameInAWarningIsEscaped() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../RefreshLottieTests/Fixtures/unsupported.json").standardizedFileURL.path
        let json = try String(contentsOfFile: fixture, encoding: .utf8)
        let name = #""nm": "x\u001b[2J\u001b]0;PWNED\u0007\r\nFAKE: all good""#
        #expect(json.contains(#""nm": "spinner""#))
        let folder = RenderFramesBinary.temporaryFolder("hostile-lottie")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try json.replacingOccurrences(of: #""nm": "spinner""#, with: name).write(toFile: folder + "/hostile.json", atomically: true, encoding: .utf8)
        let r = InProcessCommand.run(["lottie", folder + "/hostile.json", "--frames", "0..0", "--out", folder + "/out"])
        #expect(r.status == 0, "\(r.stderr)")
        expectSafe(r.stderr, "warning")
        #expect(r.stderr.contains(#"expression in layer "x\e[2J\e]0;PWNED\u{7}\r\nFAKE: all good""#), "\(r.stderr.debugDescription)")
    }

    @Test func escapedShowsEveryControlCharacter() {
        #expect(TerminalText.escaped("plain – ümlaut 漢字") == "plain – ümlaut 漢字")
        #expect(TerminalText.escaped("a\tb\u{0}c\u{7F}d\u{9B}e") == "a\\tb\\u{0}c\\u{7F}d\\u{9B}e")
        #expect(TerminalText.escaped("\u{202E}gpj.exe\u{2028}") == "\\u{202E}gpj.exe\\u{2028}")
        #expect(TerminalText.lines(["one\ntwo", "three"]) == "one\\ntwo\nthree")
    }
}
