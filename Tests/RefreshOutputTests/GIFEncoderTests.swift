import Foundation
import Testing
import Raster
@testable import RefreshOutput
import RefreshTestSupport

@Suite struct GIFEncoderTests {
    func path(_ name: String) -> String { NSTemporaryDirectory() + "gifenc-\(UUID().uuidString)-\(name).gif" }

    func encode(_ frames: [[UInt8]], delays: [Int], palette: Palette, width: Int, height: Int, loop: Int = 0) throws -> DecodedGIF {
        let encoder = try GIFEncoder(width: width, height: height, palette: palette, loop: loop)
        for (f, d) in zip(frames, delays) { try encoder.add(f, delay: d) }
        let file = path("synthetic")
        try AtomicFile.write(try encoder.finish(), to: file)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try DecodedGIF(path: file)
    }

    /// A 10×8 frame of index 0 with a 2×2 square of `index` at (x, y).
    func square(_ x: Int, _ y: Int, index: UInt8 = 1, fill: UInt8 = 0) -> [UInt8] {
        var f = [UInt8](repeating: fill, count: 80)
        for dy in 0..<2 { for dx in 0..<2 { f[(y + dy) * 10 + x + dx] = index } }
        return f
    }

    @Test func mergesUnchangedFramesAndStoresOnlyTheChangedRectangle() throws {
        let palette = Palette(colors: [0x0000FF, 0xFF0000], transparent: true)
        let a = square(1, 1), b = square(5, 4)
        let gif = try encode([a, a, b, b, b, a], delays: [3, 4, 3, 3, 4, 3], palette: palette, width: 10, height: 8)
        #expect(gif.delays == [7, 10, 3])
        #expect(gif.width == 10 && gif.height == 8)
        #expect(gif.rects[0] == (0, 0, 10, 8))
        // From a to b: the old square (1,1)-(3,3) and the new (5,4)-(7,6).
        #expect(gif.rects[1] == (1, 1, 6, 5))
        #expect(gif.rects[2] == (1, 1, 6, 5))
        let colors: [UInt32] = [0xFFFF_0000, 0xFF00_00FF]  // index → 0xAABBGGRR
        for (decoded, source) in zip(gif.frames, [a, b, a]) {
            #expect(decoded.pixels == source.map { colors[Int($0)] })
        }
    }

    @Test func pixelsThatTurnTransparentAreClearedByDisposal() throws {
        let palette = Palette(colors: [0x00FF00], transparent: true)  // index 1 = transparent
        let frames = [square(1, 1, index: 0, fill: 1), square(6, 5, index: 0, fill: 1), square(3, 2, index: 0, fill: 1)]
        let gif = try encode(frames, delays: [5, 5, 5], palette: palette, width: 10, height: 8)
        #expect(gif.frames.count == 3)
        for (decoded, source) in zip(gif.frames, frames) {
            #expect(decoded.pixels == source.map { $0 == 1 ? 0 : 0xFF00_FF00 })
        }
    }

    @Test func loopCount() throws {
        let palette = Palette(colors: [0, 0xFFFFFF], transparent: false)
        let frames = [square(0, 0), square(4, 4)]
        #expect(try encode(frames, delays: [5, 5], palette: palette, width: 10, height: 8, loop: 0).loopRepeats == 0)
        #expect(try encode(frames, delays: [5, 5], palette: palette, width: 10, height: 8, loop: 1).loopRepeats == nil)
        #expect(try encode(frames, delays: [5, 5], palette: palette, width: 10, height: 8, loop: 3).loopRepeats == 2)
    }

    @Test func zeroDelayFramesAreDropped() throws {
        let palette = Palette(colors: [0, 0xFFFFFF], transparent: false)
        let gif = try encode([square(0, 0), square(4, 4), square(2, 2)], delays: [1, 0, 1], palette: palette, width: 10, height: 8)
        #expect(gif.delays == [1, 1])
    }
}
