import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshRender
@testable import RefreshOutput

/// Footers through the command line (run in process): listed with their kind, the load-more gesture by default, the
/// no-more-data scenario and state where the style has it, a usage error where it has not.
@Suite(.serialized) struct FooterCommandTests {
    func manifest(_ out: String) throws -> FrameManifest {
        try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
    }

    @Test func listNamesEachStyleWithItsKind() throws {
        let r = InProcessCommand.run(["list"])
        #expect(r.status == 0)
        for style in StyleCatalog.all {
            #expect(r.stdout.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.first.map(String.init) == style.name && words.dropFirst().first.map(String.init) == style.kind.rawValue
            }, "\(style.name)")
        }
    }

    @Test func aFooterRendersTheLoadMoreGestureByDefault() throws {
        let out = RenderFramesBinary.temporaryFolder("back-footer")
        let r = InProcessCommand.run(["--style", "mj-back-footer", "--fps", "10", "--scale", "1", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let m = try manifest(out)
        #expect(m.settings.scenario == "load-more" && m.settings.height == 44)
        #expect(m.frames.map(\.state).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
                == ["idle", "pulling", "refreshing", "ending", "idle"])
    }

    @Test func theAutoFooterEndsOnNoMoreData() throws {
        let out = RenderFramesBinary.temporaryFolder("auto-footer")
        let r = InProcessCommand.run(["--style", "mj-auto-footer", "--scenario", "no-more-data", "--fps", "10",
                                            "--scale", "1", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try manifest(out).frames.last?.state == "no-more-data")
        let sweep = RenderFramesBinary.temporaryFolder("auto-footer-state")
        let s = InProcessCommand.run(["--style", "mj-auto-footer", "--progress", "1", "--state", "no-more-data",
                                            "--locale", "zh-Hans", "--out", sweep])
        #expect(s.status == 0, "\(s.stderr)")
        #expect(try manifest(sweep).frames.first?.state == "no-more-data")
    }

    @Test(arguments: [["--scenario", "no-more-data"], ["--progress", "1", "--state", "no-more-data"]])
    func noMoreDataIsAUsageErrorWhereTheStyleHasNone(arguments: [String]) throws {
        let out = RenderFramesBinary.temporaryFolder("no-more-data")
        let r = InProcessCommand.run(["--style", "sv-bottom"] + arguments + ["--out", out])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no-more-data: sv-bottom has no no-more-data state; mj-auto-footer, mj-back-footer have one"),
                "\(r.stderr)")
    }

    @Test func aFooterSheetHasANoMoreDataColumnWhereTheStyleHasIt() throws {
        let out = RenderFramesBinary.temporaryFolder("footer-sheet")
        for (style, columns) in [("mj-back-footer", 7), ("circle-footer", 6)] {
            let r = InProcessCommand.run(["--style", style, "--format", "sheet", "--scale", "1", "--out", out])
            #expect(r.status == 0, "\(r.stderr)")
            let sheet = try Image(contentsOfFile: "\(out)/\(style)-sheet.png")
            #expect(sheet.width == 12 + columns * (375 + 12), "\(style)")
        }
    }
}
