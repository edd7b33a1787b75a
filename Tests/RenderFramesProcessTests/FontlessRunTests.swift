import Foundation
import Testing
import RefreshTestSupport

/// Fonts are found only for runs that draw labels (`RefreshStyle.drawsText`): with a fontconfig that knows no font,
/// a style without labels still renders, and a labelled one fails before it writes anything, naming the package.
@Suite struct FontlessRunTests {
    /// A fontconfig configuration whose only font folder does not exist.
    static func fontlessConfig() throws -> String {
        let folder = RenderFramesBinary.temporaryFolder("fontless")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(folder)/no-fonts</dir><cachedir>\(folder)/cache</cachedir></fontconfig>
            """
        try config.write(toFile: folder + "/fonts.conf", atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: [["--style", "airplane"], ["--style", "sv-infinite"]])
    func aStyleWithoutLabelsNeedsNoFont(_ style: [String]) throws {
        let config = try Self.fontlessConfig(), out = RenderFramesBinary.temporaryFolder("fontless-out")
        defer { for folder in [config, out] { try? FileManager.default.removeItem(atPath: folder) } }
        let result = try RenderFramesBinary.run(style + ["--progress", "0.5", "--out", out],
                                                environment: ["FONTCONFIG_FILE": config + "/fonts.conf"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/frame_0000.png"))
    }
    @Test(arguments: [["--style", "sv"], ["--style", "airplane", "--viewport", "iphone-8"]])
    func aRunWithLabelsFailsBeforeWriting(_ style: [String]) throws {
        let config = try Self.fontlessConfig(), out = RenderFramesBinary.temporaryFolder("fontless-out")
        defer { for folder in [config, out] { try? FileManager.default.removeItem(atPath: folder) } }
        let result = try RenderFramesBinary.run(style + ["--progress", "0.5", "--out", out],
                                                environment: ["FONTCONFIG_FILE": config + "/fonts.conf"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("fonts-liberation2"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
