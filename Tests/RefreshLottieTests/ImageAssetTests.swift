import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Image assets as the players draw them: an image file that is missing or does not decode is left out with a warning
/// naming the asset and its file (rlottie and ThorVG draw the rest of the file), JPEG is decoded as PNG
/// is, and the pixel budget is counted from a JPEG's header before it is decoded.
@Suite struct ImageAssetTests {
    /// A 24 × 16 composition: image asset `img` (a 24 × 16 picture drawn at its size) under a red square at (18, 10).
    static func document(p: String, u: String = "images/") -> Data {
        Data((#"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":24,"h":16,"assets":[{"id":"img","w":24,"h":16,"u":"\#(u)","p":"\#(p)","e":0}],"#
            + #""layers":[{"ty":4,"ind":2,"ip":0,"op":10,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"k":[20,12]},"s":{"k":[4,4]},"r":{"k":0}},"#
            + #"{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]},{"ty":2,"ind":1,"refId":"img","ip":0,"op":10,"st":0,"ks":{}}]}"#).utf8)
    }

    static let red = Color(rgb8: 255, 0, 0).premultipliedPixel

    /// The file drawn without the image, and its one warning.
    static func drawnWithout(_ composition: LottieComposition) throws -> LottieWarning {
        let frame = try composition.image(frame: 0)
        #expect(frame.pixel(x: 20, y: 12) == red, "the rest of the file is drawn")
        #expect(frame.pixel(x: 4, y: 4) == 0, "the image is not")
        #expect(composition.warnings.count == 1, "\(composition.warnings)")
        return try #require(composition.warnings.first)
    }

    @Test func aMissingImageFileIsDrawnAsNothingWithAWarning() throws {
        let warning = try Self.drawnWithout(LottieComposition(data: Self.document(p: "img_0.png"), baseURL: Fixtures.folder))
        #expect(warning.feature == "unreadable image")
        #expect(warning.path == "assets[0].p")
        #expect(warning.description.contains(#"image asset "img" (images/img_0.png) is not drawn: images/img_0.png cannot be read (no such file)"#),
                "\(warning)")
        // Loaded from bytes alone, the file has nowhere to come from: the same.
        let alone = try Self.drawnWithout(LottieComposition(data: Self.document(p: "dot.png")))
        #expect(alone.description.contains("the animation was loaded without a base folder"), "\(alone)")
    }

    /// A folder in the image's place is not a regular file: never read, and left out as a missing one is.
    @Test func aFolderInPlaceOfTheImageIsNotRead() throws {
        let warning = try Self.drawnWithout(LottieComposition(data: Self.document(p: "images", u: ""), baseURL: Fixtures.folder))
        #expect(warning.description.contains("is not a regular file"), "\(warning)")
    }

    /// Bytes that decode as no image (a damaged PNG, a truncated JPEG, base64 that is not) are left out as rlottie and
    /// ThorVG leave them out.
    @Test func anImageThatDoesNotDecodeIsDrawnAsNothingWithAWarning() throws {
        let jpeg = try Data(contentsOf: Fixtures.folder.appendingPathComponent("images/gradient.jpg"))
        let damaged: [(String, String)] = [
            ("data:image/png;base64," + Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).base64EncodedString(),
             "neither a JPEG nor a PNG the decoder accepts"),
            ("data:image/jpeg;base64," + jpeg.prefix(jpeg.count / 2).base64EncodedString(), "not a JPEG the decoder accepts"),
            ("data:image/png;base64,@@@", "the base64 data does not decode"),
            ("data:image/png,abc", "a data URL must be base64"),
        ]
        for (p, reason) in damaged {
            let warning = try Self.drawnWithout(LottieComposition(data: Self.document(p: p)))
            #expect(warning.description.contains(#"image asset "img" (the embedded image) is not drawn: \#(reason)"#), "\(warning)")
        }
    }

    /// A JPEG file and the same JPEG embedded are drawn pixel for pixel as Raster decodes it (JPEGTests compares that
    /// decode with Pillow's).
    @Test func aJPEGIsDrawnAsDecoded() throws {
        let bytes = try Data(contentsOf: Fixtures.folder.appendingPathComponent("images/gradient.jpg"))
        let decoded = try Image(jpegData: [UInt8](bytes))
        for composition in [try LottieComposition(data: Self.document(p: "gradient.jpg"), baseURL: Fixtures.folder),
                            try LottieComposition(data: Self.document(p: "data:image/jpeg;base64," + bytes.base64EncodedString()))] {
            #expect(composition.warnings == [])
            let frame = try composition.image(frame: 0)
            for (x, y) in [(0, 0), (5, 3), (12, 8), (23, 15), (17, 0)] {
                #expect(frame.pixel(x: x, y: y) == decoded.pixel(x: x, y: y), "(\(x), \(y))")
            }
            #expect(frame.pixel(x: 20, y: 12) == Self.red)
        }
    }

    /// A JPEG whose header claims more pixels than the composition may decode is refused from its header, before it is
    /// decoded; an image path out of the folder is still refused.
    @Test func limitsAndFoldersStillRefuse() throws {
        var jpeg = [UInt8](try Data(contentsOf: Fixtures.folder.appendingPathComponent("images/gradient.jpg")))
        let sof = try #require((0..<jpeg.count - 8).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        for at in [sof + 5, sof + 7] { (jpeg[at], jpeg[at + 1]) = (0x27, 0x10) }  // 10 000 × 10 000
        #expect(throws: LottieError.limitExceeded(path: "assets[0].p", what: "100000000 pixels of images in the composition with this one's 10000×10000",
                                                  limit: "\(LottieLimits.maxImagePixels) pixels")) {
            try LottieComposition(data: Self.document(p: "data:image/jpeg;base64," + Data(jpeg).base64EncodedString()))
        }
        (jpeg[sof + 5], jpeg[sof + 6], jpeg[sof + 7], jpeg[sof + 8]) = (0, 1, 0x4E, 0x20)  // 20 000 × 1: a side too long
        #expect(throws: LottieError.limitExceeded(path: "assets[0].p", what: "a 20000×1 image", limit: "\(Image.maxDimension) pixels a side")) {
            try LottieComposition(data: Self.document(p: "data:image/jpeg;base64," + Data(jpeg).base64EncodedString()))
        }
        #expect(throws: LottieError.imageOutsideFolder(path: "assets[0].p", reason: "../secret.png climbs out of the animation's folder with ..")) {
            try LottieComposition(data: Self.document(p: "secret.png", u: "../"), baseURL: Fixtures.folder)
        }
    }
}
