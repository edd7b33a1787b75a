import Foundation
import Testing
import RefreshTestSupport

/// `--appearance`, the colour style options and `--check-contrast` through the built `render-frames` (STYLES.md §10).
@Suite struct AppearanceCLITests {
    static func outDir() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("appearance-cli-\(UUID().uuidString)").path
    }

    static func manifest(_ out: String) throws -> String {
        try String(contentsOfFile: out + "/frames.json", encoding: .utf8)
    }

    /// SV's darkGrayColor title on the black table of a dark screen: 2.82:1. `=error` fails with exit 1 once the
    /// frames are written, naming the style, the label, its text, the state, the frame and the ratio.
    @Test func fixedDarkGreyTextFailsOnBlack() throws {
        let out = Self.outDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = InProcessCommand.run(["--style", "sv", "--appearance", "dark", "--progress", "0.5",
                                                 "--check-contrast=error", "--out", out])
        #expect(result.status == 1, "\(result.stderr)")
        for piece in ["--check-contrast=error", "sv: label title \"Pull to refresh...\" in state idle",
                      "contrast 2.81:1, below 4.5:1", "frame 0"] {
            #expect(result.stderr.contains(piece), "\(piece): \(result.stderr)")
        }
        // The frames are complete and listed: the check judges them, it does not withhold them.
        #expect(FileManager.default.fileExists(atPath: out + "/frame_0000.png"))
        #expect(try Self.manifest(out).contains("\"appearance\" : \"dark\""))
    }

    /// The same style in light mode passes (7.5:1), and so does MJRefresh in dark once its label colour is set to a
    /// light grey (the customisation the library offers, `stateLabel.textColor`).
    @Test(arguments: [
        ["--style", "sv", "--appearance", "light"],
        ["--style", "mj", "--appearance", "dark", "--style-option", "text-color=#d0d0d0"],
        ["--style", "sv", "--appearance", "dark", "--style-option", "text-color=white"],
    ])
    func readableTextPasses(_ arguments: [String]) throws {
        let out = Self.outDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = InProcessCommand.run(arguments + ["--progress", "0.5:1.2:0.7", "--check-contrast=error", "--out", out])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("contrast"), "\(result.stderr)")
    }

    /// EGO keeps its own opaque panel, so dark changes nothing — and its default text is 4.32:1 on that panel, just
    /// under AA, in both appearances; `--check-contrast` alone warns and exits 0.
    @Test func egoPanelIsTheSameInBothAndWarns() throws {
        let light = Self.outDir(), dark = Self.outDir()
        defer { for out in [light, dark] { try? FileManager.default.removeItem(atPath: out) } }
        let l = InProcessCommand.run(["--style", "arrow", "--progress", "0.5", "--check-contrast", "--out", light])
        let d = InProcessCommand.run(["--style", "arrow", "--progress", "0.5", "--appearance", "dark",
                                            "--check-contrast", "--out", dark])
        #expect(l.status == 0 && d.status == 0, "\(l.stderr) \(d.stderr)")
        for result in [l, d] {
            #expect(result.stderr.contains("render-frames: warning: arrow: label status"), "\(result.stderr)")
            #expect(result.stderr.contains("contrast 4.31:1"), "\(result.stderr)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: light + "/frame_0000.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dark + "/frame_0000.png"))
        #expect(a == b)
        #expect(!(try Self.manifest(light).contains("appearance")))
    }

    @Test(arguments: [
        (["--appearance", "dim"], ["'dim'", "--appearance", "light", "dark"]),
        (["--style-option", "text-color=#12345"], ["text-color=#12345", "mj", "#rgb|#rrggbb|#rrggbbaa|white"]),
        (["--style-option", "text-color=teal"], ["text-color=teal", "darkgray"]),
        (["--check-contrast=always"], ["'always'", "--check-contrast", "warn", "error"]),
        (["--check-contrast", "--format", "gif"], ["--check-contrast", "--format gif"]),
    ])
    func badValuesExit2(_ arguments: [String], _ expected: [String]) throws {
        let out = Self.outDir()
        let result = InProcessCommand.run(["--style", "mj", "--out", out] + arguments)
        #expect(result.status == 2, "\(arguments): exit \(result.status) \(result.stderr)")
        for piece in expected {
            #expect(result.stderr.contains(piece), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `render-frames list` shows the colour options with each style's default.
    @Test func listShowsColourOptions() throws {
        let result = InProcessCommand.run(["list"])
        #expect(result.status == 0)
        for piece in ["text-color", "arrow-color", "circle-color", "#5a5a5a", "#ad353c"] {
            #expect(result.stdout.contains(piece), "\(piece): \(result.stdout)")
        }
    }
}
