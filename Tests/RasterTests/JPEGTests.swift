import Foundation
import Testing
@testable import Raster

/// JPEG decoding through libjpeg-turbo's TurboJPEG API, against Pillow's decode of the same files
/// (`Fixtures/make_jpegs.py`): within 2 per channel, as libjpeg versions round the inverse DCT differently.
@Suite struct JPEGTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))) }

    /// The largest difference of one channel between two images of one size.
    static func largestDifference(_ a: Image, _ b: Image) -> UInt32 {
        zip(a.pixels, b.pixels).map { p, q in
            (0..<4).map { c in
                let x = p >> (8 * UInt32(c)) & 0xFF, y = q >> (8 * UInt32(c)) & 0xFF
                return x > y ? x - y : y - x
            }.max()!
        }.max() ?? 0
    }

    @Test(arguments: ["gradient", "gradient-progressive", "gradient-gray"])
    func decodesAsPillowDoes(name: String) throws {
        let ours = try Image(jpegData: Self.bytes(name + ".jpg"))
        let pillow = try Image(pngData: Self.bytes(name + "-pillow.png"))
        #expect(ours.width == 24 && ours.height == 16)
        #expect(Self.largestDifference(ours, pillow) <= 2, "\(name)")
        #expect(ours.pixels.allSatisfy { $0 >> 24 == 0xFF }, "a JPEG is opaque")
        #expect(Image.jpegSize(try Self.bytes(name + ".jpg")).map { [$0.width, $0.height] } == [24, 16])
    }

    @Test func aCMYKJPEGIsRefusedByName() throws {
        #expect(throws: JPEGError.unsupported("a CMYK JPEG (accepted: colour or grayscale)")) {
            try Image(jpegData: Self.bytes("gradient-cmyk.jpg"))
        }
    }

    /// A truncated JPEG, which libjpeg would finish in grey with a warning, is refused, as rlottie and ThorVG leave it
    /// out; bytes that are no JPEG have no size.
    @Test func truncatedAndForeignBytesAreRefused() throws {
        let whole = try Self.bytes("gradient.jpg")
        #expect(throws: JPEGError.self) { try Image(jpegData: Array(whole[..<(whole.count / 2)])) }
        #expect(throws: JPEGError.decodeFailed("not a JPEG file (it does not start with FF D8 FF)")) {
            try Image(jpegData: Array("GIF89a".utf8))
        }
        #expect(Image.jpegSize(Array("GIF89a".utf8)) == nil)
    }

    /// The size is read from the header and refused before a pixel is allocated: a 24 × 16 file whose frame header
    /// (SOF0) claims 60 000 × 60 000 pixels.
    @Test func anOversizedHeaderIsRefusedBeforeDecoding() throws {
        var bytes = try Self.bytes("gradient.jpg")
        let sof = try #require((0..<bytes.count - 8).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for at in [sof + 5, sof + 7] { (bytes[at], bytes[at + 1]) = (0xEA, 0x60) }
        #expect(Image.jpegSize(bytes).map { [$0.width, $0.height] } == [60_000, 60_000])
        #expect(throws: JPEGError.tooLarge("60000×60000")) { try Image(jpegData: bytes) }
    }
}
