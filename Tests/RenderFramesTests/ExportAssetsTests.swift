import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshOutput
@testable import RefreshRender
@testable import render_frames

/// `render-frames assets` writes EGO's arrows in all four colours with the library's own pixels, and their licence
/// beside them (STYLES.md §2.2). Run in this process.
@Suite struct ExportAssetsTests {
    /// SHA-256 of the library's files (EGOTableViewPullRefresh/Resources at 01d7ff2): the embedded bytes are those files.
    static let libraryFiles: [String: String] = [
        "blueArrow.png": "d107a2a81c0a8e8beaa4a0eb0d73e7a6019f7d06b6913bb25252c334474df5be",
        "blueArrow@2x.png": "445a1fc8d695f8d7b5e6a7e5c58bfdb65072805905e9678f738e14d48f5f7d46",
        "grayArrow.png": "d977772961f291d260d2fccdb2db3df205060eb7ad32f2735785d8f016392bee",
        "grayArrow@2x.png": "375a8711d06d2e1013a76393f292f49801f7dad3b2bcab682b3d857d15b258fb",
        "blackArrow.png": "4ef2b99d13048b30d5c06d9a04457d6e26fdf441b62baedc2c675e7a5912de97",
        "blackArrow@2x.png": "7c192b3085074a5d6fa51b5f2120539ffbe5ced0615d78c10ab255641e126ec0",
        "whiteArrow.png": "33a7a706949fba314de52a895a6cddfe6923f97a41790e13f238e31379820d11",
        "whiteArrow@2x.png": "9f5ccb6c9f42a03b1c91597b6139600a7a8ec146369631555104b462b10e365d",
    ]

    static func libraryBytes(_ color: VectorArtwork.EGOArrowColor, retina: Bool) throws -> [UInt8] {
        [UInt8](try #require(Data(base64Encoded: EGOArrowFiles.base64(color, retina: retina), options: .ignoreUnknownCharacters)))
    }

    @Test func theEmbeddedFilesAreTheLibrarys() throws {
        for color in VectorArtwork.EGOArrowColor.allCases {
            for retina in [false, true] {
                let name = "\(color.rawValue)Arrow\(retina ? "@2x" : "").png"
                #expect(SHA256.hex(try Self.libraryBytes(color, retina: retina)) == Self.libraryFiles[name], "\(name)")
            }
        }
    }

    @Test func everyColourIsWrittenWithTheLibrarysPixels() throws {
        let out = RenderFramesBinary.temporaryFolder("assets-ego")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, message) = RenderFrames.execute(["assets", "--out", out])
        #expect(status == 0, "\(message)")
        for color in VectorArtwork.EGOArrowColor.allCases {
            for retina in [false, true] {
                let written = try Image(contentsOfFile: out + "/ego-arrow-\(color.rawValue)\(retina ? "@2x" : "").png")
                let library = try Image(pngData: try Self.libraryBytes(color, retina: retina))
                #expect(written.width == library.width && written.height == library.height)
                var largest: UInt32 = 0
                for y in 0..<library.height {
                    for x in 0..<library.width {
                        let a = written.pixel(x: x, y: y), b = library.pixel(x: x, y: y)
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let p = (a >> shift) & 0xFF, q = (b >> shift) & 0xFF
                            largest = max(largest, p > q ? p - q : q - p)
                        }
                    }
                }
                #expect(largest <= 1, "\(color) \(retina ? "@2x" : "@1x"): a channel off by \(largest)")
            }
            let three = try Image(contentsOfFile: out + "/ego-arrow-\(color.rawValue)@3x.png")
            #expect(three.width == 69 && three.height == 180, "\(color) @3x: the @2x image at 1.5×")
        }
        let notice = try String(contentsOfFile: out + "/" + ExportAssets.noticeName, encoding: .utf8)
        #expect(notice.contains("Copyright 2009 enormego") && notice.contains("Permission is hereby granted"))
        let manifest = try String(contentsOfFile: out + "/" + FrameManifest.assetsFileName, encoding: .utf8)
        #expect(manifest.contains("\"\(ExportAssets.noticeName)\""), "the notice is listed: the tool may replace it")
        #expect(RenderFrames.execute(["assets", "--out", out]).status == 0, "its own folder again")
    }
}
