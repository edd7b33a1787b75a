import Foundation
import Testing
@testable import Raster
import RefreshTestSupport

@Suite struct PNGTests {
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    static func straight(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 { Image.premultiply(TS.rgba(r, g, b, a)) }

    @Test func opaqueCanvasIsWrittenAsRGBAndRoundTrips() throws {
        let c = try Canvas(width: 37, height: 11)
        c.clear(Color(rgb8: 135, 206, 235))
        c.fill(TS.polygon([(3.2, 1.1), (30.7, 5.5), (8.1, 10.2)]), paint: .solid(Color(rgb8: 173, 53, 60, alpha: 0.7)))
        for options in [PNGOptions.default, .libpngDefault, PNGOptions(level: 0, filter: .none, strategy: .rle),
                        PNGOptions(level: 9, filter: .paeth, strategy: .filtered), PNGOptions(memoryLevel: 1),
                        PNGOptions(level: 6, memoryLevel: 9)] {
            let png = try c.pngData(options: options)
            #expect(Self.colorType(png) == 2)
            #expect(try Image(pngData: png) == c.makeImage())
        }
    }

    @Test func translucentImageIsWrittenAsRGBAAndRoundTripsExactly() throws {
        // Demultiply with rounding then premultiply with rounding restores every valid premultiplied pixel.
        var pixels: [UInt32] = []
        for a in 0...255 {
            for c in stride(from: 0, through: a, by: max(1, a / 7)) { pixels.append(TS.rgba(c, a - c, c / 2, a)) }
        }
        pixels += Array(repeating: 0, count: (64 - pixels.count % 64) % 64)
        let image = try Image(width: 64, height: pixels.count / 64, pixels: pixels)
        let png = try image.pngData()
        #expect(Self.colorType(png) == 6)
        #expect(try Image(pngData: png) == image)
    }

    @Test func demultiplyRounds() {
        #expect(PNGEncoder.demultiply(TS.rgba(64, 1, 0, 128)) == TS.rgba(128, 2, 0, 128))
        #expect(PNGEncoder.demultiply(TS.rgba(1, 0, 1, 3)) == TS.rgba(85, 0, 85, 3))
        #expect(PNGEncoder.demultiply(TS.rgba(2, 0, 0, 3)) == TS.rgba(170, 0, 0, 3))
        #expect(PNGEncoder.demultiply(TS.rgba(9, 9, 9, 0)) == 0)
    }

    @Test func writePNGIsAtomicAndReadable() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("raster-png-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let c = try Canvas(width: 5, height: 4)
        c.clear(Color(rgb8: 1, 2, 3))
        try c.writePNG(to: dir + "/frame.png")
        c.clear(Color(rgb8: 4, 5, 6, alpha: 0.5))
        try c.writePNG(to: dir + "/frame.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["frame.png"])
        #expect(try Image(contentsOfFile: dir + "/frame.png") == c.makeImage())
        #expect(throws: PNGError.self) { try c.writePNG(to: dir + "/missing/frame.png") }
        #expect(throws: PNGError.self) { try Image(contentsOfFile: dir + "/nothing.png") }
    }

    /// Only a regular file is read: a device is refused before a byte of it is read (it never ends), and a FIFO
    /// without a writer is refused at once (it would block).
    @Test func aDeviceOrAPipeIsRefusedBeforeReading() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("png-fifo-\(getpid())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for path in ["/dev/zero", fifo] {
            #expect(throws: PNGError.fileError(path: path, message: "not a regular file (a folder, a device or a pipe)")) {
                try Image(contentsOfFile: path)
            }
        }
    }

    @Test func invalidOptionsNameTheValue() throws {
        let c = try Canvas(width: 2, height: 2)
        #expect(throws: PNGError.invalidOption("level 12 is not in 0...9")) { try c.pngData(options: PNGOptions(level: 12)) }
        #expect(PNGError.invalidOption("level 12 is not in 0...9").description.contains("12"))
        for memory in [0, 10] {
            #expect(throws: PNGError.invalidOption("memory level \(memory) is not in 1...9")) {
                try c.pngData(options: PNGOptions(memoryLevel: memory))
            }
        }
    }

    /// Opaque pixels are packed to RGB four at a time (`PNGEncoder.packRGB`): every byte of every pixel, for every
    /// count left over after the groups of four, reaches the file.
    @Test func packingOpaquePixelsKeepsEveryByte() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for width in [1, 2, 3, 4, 5, 7, 8, 1125] {
            var pixels: [UInt32] = []
            for _ in 0..<(width * 3) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                pixels.append(UInt32(truncatingIfNeeded: state >> 32) | 0xFF00_0000)
            }
            let image = try Image(width: width, height: 3, pixels: pixels)
            let png = try image.pngData()
            #expect(Self.colorType(png) == 2)
            #expect(try Image(pngData: png) == image)
        }
    }

    // MARK: Decoding every colour type

    static func rows(_ w: Int, _ h: Int, _ f: (Int, Int) -> [Int]) -> [[[Int]]] {
        (0..<h).map { y in (0..<w).map { x in f(x, y) } }
    }

    @Test func decodesGray8And16() throws {
        let values = [0, 100, 200, 255]
        let g8 = PNGFixture.make(width: 4, height: 1, colorType: 0, depth: 8, samples: [values.map { [$0] }])
        let g16 = PNGFixture.make(width: 4, height: 1, colorType: 0, depth: 16, samples: [values.map { [$0 * 257] }])
        let expected = values.map { TS.rgba($0, $0, $0, 255) }
        #expect(try Image(pngData: g8).pixels == expected)
        #expect(try Image(pngData: g16).pixels == expected)
    }

    @Test func decodesLowBitDepthGray() throws {
        let bits = [1, 0, 1, 1, 0, 0, 1, 0, 1]
        let g1 = PNGFixture.make(width: 9, height: 1, colorType: 0, depth: 1, samples: [bits.map { [$0] }])
        #expect(try Image(pngData: g1).pixels == bits.map { $0 == 1 ? TS.rgba(255, 255, 255, 255) : TS.rgba(0, 0, 0, 255) })
        let g4 = PNGFixture.make(width: 5, height: 1, colorType: 0, depth: 4, samples: [[[0], [1], [7], [14], [15]]])
        #expect(try Image(pngData: g4).pixels == [0, 1, 7, 14, 15].map { TS.rgba($0 * 17, $0 * 17, $0 * 17, 255) })
    }

    @Test func decodesGrayWithTransparentKeyAndGrayAlpha() throws {
        let key = PNGFixture.make(width: 3, height: 1, colorType: 0, depth: 8, samples: [[[100], [50], [100]]], trns: [0, 100])
        #expect(try Image(pngData: key).pixels == [0, TS.rgba(50, 50, 50, 255), 0])
        let ga = PNGFixture.make(width: 2, height: 1, colorType: 4, depth: 8, samples: [[[200, 128], [10, 255]]])
        #expect(try Image(pngData: ga).pixels == [Self.straight(200, 200, 200, 128), TS.rgba(10, 10, 10, 255)])
    }

    @Test func decodesRGBAndRGBA8And16() throws {
        let px = [[255, 0, 0, 255], [0, 128, 255, 64], [10, 20, 30, 0], [90, 91, 92, 200]]
        let rgb8 = PNGFixture.make(width: 2, height: 2, colorType: 2, depth: 8, samples: Self.rows(2, 2) { x, y in Array(px[y * 2 + x][0..<3]) })
        #expect(try Image(pngData: rgb8).pixels == px.map { TS.rgba($0[0], $0[1], $0[2], 255) })
        let rgb16 = PNGFixture.make(width: 2, height: 2, colorType: 2, depth: 16, samples: Self.rows(2, 2) { x, y in px[y * 2 + x][0..<3].map { $0 * 257 } })
        #expect(try Image(pngData: rgb16).pixels == px.map { TS.rgba($0[0], $0[1], $0[2], 255) })
        let expected = px.map { Self.straight($0[0], $0[1], $0[2], $0[3]) }
        let rgba8 = PNGFixture.make(width: 2, height: 2, colorType: 6, depth: 8, samples: Self.rows(2, 2) { x, y in px[y * 2 + x] })
        #expect(try Image(pngData: rgba8).pixels == expected)
        let rgba16 = PNGFixture.make(width: 2, height: 2, colorType: 6, depth: 16, samples: Self.rows(2, 2) { x, y in px[y * 2 + x].map { $0 * 257 } })
        #expect(try Image(pngData: rgba16).pixels == expected)
    }

    @Test func decodesPaletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 40, 50, 60]
        let p8 = PNGFixture.make(width: 4, height: 1, colorType: 3, depth: 8, samples: [[[0], [1], [2], [3]]],
                                 palette: palette, trns: [255, 128, 0])
        #expect(try Image(pngData: p8).pixels == [TS.rgba(255, 0, 0, 255), Self.straight(0, 255, 0, 128), 0, TS.rgba(40, 50, 60, 255)])
        let p2 = PNGFixture.make(width: 5, height: 1, colorType: 3, depth: 2, samples: [[[3], [2], [1], [0], [3]]], palette: palette)
        #expect(try Image(pngData: p2).pixels == [TS.rgba(40, 50, 60, 255), TS.rgba(0, 0, 255, 255), TS.rgba(0, 255, 0, 255),
                                                  TS.rgba(255, 0, 0, 255), TS.rgba(40, 50, 60, 255)])
    }

    @Test func decodesInterlaced() throws {
        let f: (Int, Int) -> [Int] = { x, y in [x * 25, y * 25, (x * 7 + y * 3) % 256, 100 + x * 10 + y] }
        let w = 10, h = 9
        let png = PNGFixture.make(width: w, height: h, colorType: 6, depth: 8, interlaced: true, samples: Self.rows(w, h, f))
        let image = try Image(pngData: png)
        for y in 0..<h {
            for x in 0..<w {
                let s = f(x, y)
                #expect(image.pixel(x: x, y: y) == Self.straight(s[0], s[1], s[2], s[3]), "(\(x), \(y))")
            }
        }
    }

    // MARK: Robustness

    static func valid() -> [UInt8] {
        PNGFixture.make(width: 8, height: 8, colorType: 2, depth: 8, samples: rows(8, 8) { x, y in [x, y, 0] })
    }

    static func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
        let data = PNGFixture.be32(width) + PNGFixture.be32(height) + [8, 6, 0, 0, 0]
        return PNGFixture.signature + PNGFixture.chunk("IHDR", data) + PNGFixture.chunk("IDAT", PNGFixture.zlibStored([0]))
            + PNGFixture.chunk("IEND", [])
    }

    static func message(_ data: [UInt8]) -> PNGError? {
        do { _ = try Image(pngData: data); return nil } catch { return error }
    }

    @Test func fixtureIsValid() throws {
        #expect(try Image(pngData: Self.valid()).pixel(x: 3, y: 5) == TS.rgba(3, 5, 0, 255))
    }

    @Test func truncatedDataIsAnError() {
        let png = Self.valid()
        for n in [0, 5, 8, 20, 33, png.count / 2, png.count - 13] {
            let error = Self.message(Array(png.prefix(n)))
            #expect(error != nil, "truncated to \(n) bytes")
            #expect(error?.description.isEmpty == false)
        }
    }

    @Test func badCRCIsAnErrorWithLibpngsMessage() {
        var png = Self.valid()
        png[29] ^= 0xFF  // last byte of IHDR's CRC
        let error = Self.message(png)
        #expect(error?.description.contains("CRC") == true, "\(String(describing: error))")
    }

    @Test func zeroWidthIsAnError() {
        let error = Self.message(Self.ihdr(width: 0, height: 10))
        guard case .decodeFailed(let m)? = error else { Issue.record("expected decodeFailed, got \(String(describing: error))"); return }
        #expect(m.contains("Image width is zero"), "\(m)")
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() {
        let wide = Self.message(Self.ihdr(width: 1_000_000, height: 1_000_000))
        guard case .tooLarge(let m)? = wide else { Issue.record("expected tooLarge, got \(String(describing: wide))"); return }
        #expect(m.contains("Image width exceeds user limit"), "\(m)")
        let many = Self.message(Self.ihdr(width: 16000, height: 16000))
        guard case .tooLarge? = many else { Issue.record("expected tooLarge, got \(String(describing: many))"); return }
        let invalid = Self.message(Self.ihdr(width: 0x8000_0000, height: 1))
        #expect(invalid != nil)
    }

    @Test func notAPNGIsAnError() {
        #expect(Self.message(Array("GIF89a, definitely not a PNG".utf8))?.description.contains("signature") == true)
        #expect(Self.message([]) != nil)
    }
}

