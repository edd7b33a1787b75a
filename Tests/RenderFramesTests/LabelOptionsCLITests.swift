import Foundation
import Testing
import RefreshTestSupport

/// `--locale`, `--title`, `--subtitle` and `--last-updated` through the built `render-frames`: bad values exit 2 with
/// a message naming the value and what is accepted; good ones render.
@Suite struct LabelOptionsCLITests {
    static let base = ["--style", "mj", "--progress", "1", "--out"]

    static func outDir() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("labels-cli-\(UUID().uuidString)").path
    }

    @Test(arguments: [
        (["--locale", "fr"], ["'fr'", "--locale", "- pt-BR\n", "- ar"]),
        (["--locale", "zh"], ["'zh'", "--locale", "- zh-Hans\n"]),
        (["--title", "idel=Pull"], ["\"idel\" is not a state", "idle, pulling, refreshing, ending"]),
        (["--title", "Pull"], ["'Pull'", "--title", "STATE=TEXT"]),
        (["--title", "idle=a", "--title", "idle=b"], ["--title idle=", "given twice"]),
        (["--last-updated", "yesterday"], ["'yesterday'", "--last-updated", "ISO date-time", "never", "now"]),
        (["--last-updated", "2026-13-01T10:00"], ["'2026-13-01T10:00'", "--last-updated", "month 13", "1…12"]),
        (["--last-updated", "2026-11-22T14:05+99:00"], ["2026-11-22T14:05+99:00", "offset hours 99"]),
    ])
    func badValuesExit2(_ arguments: [String], _ expected: [String]) throws {
        let out = Self.outDir()
        let result = InProcessCommand.run(Self.base + [out] + arguments)
        #expect(result.status == 2, "\(arguments): exit \(result.status)")
        for piece in expected {
            #expect(result.stderr.contains(piece), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func goodValuesRender() throws {
        let out = Self.outDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = InProcessCommand.run(Self.base + [out, "--locale", "zh-Hant", "--title", "idle=拉一下",
                                                "--title", "pulling=Release = go", "--subtitle", "",
                                                "--last-updated", "2025-03-01T09:30:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/frame_0000.png"))
    }

    /// The default last update is fixed: two runs give the same frame; `never` gives another.
    @Test func defaultsAreReproducible() throws {
        func manifest(_ extra: [String]) throws -> String {
            let out = Self.outDir()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let result = InProcessCommand.run(Self.base + [out] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try String(contentsOfFile: out + "/frames.json", encoding: .utf8)
            let hash = try #require(json.range(of: #""sha256"\s*:\s*"[0-9a-f]+""#, options: .regularExpression))
            return String(json[hash])
        }
        let first = try manifest([]), second = try manifest([])
        let explicit = try manifest(["--last-updated", "2026-11-22T14:05"])
        let never = try manifest(["--last-updated", "never"])
        #expect(first == second && first == explicit)
        #expect(first != never)
    }
}
