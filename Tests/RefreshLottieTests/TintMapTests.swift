import Raster
import Testing
@testable import RefreshLottie

/// Tint and tritone maps on premultiplied pixels (ABGR words: R in the low byte).
@Suite struct TintMapTests {
    static func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    @Test func tritoneMapsBlackGreyAndWhiteToItsThreeColours() {
        let shadow = Color(rgb8: 20, 30, 90), midtone = Color(rgb8: 230, 115, 25), highlight = Color(rgb8: 255, 240, 180)
        let map = TintMap(shadow: shadow, midtone: midtone, highlight: highlight, amount: 1)
        #expect(map.apply(Self.pixel(0, 0, 0)) == Self.pixel(20, 30, 90))
        // Luminance 128 is the midtone exactly; 255 is one step short of the highlight in ThorVG's steps (a = 254).
        #expect(map.apply(Self.pixel(128, 128, 128)) == Self.pixel(230, 115, 25))
        #expect(map.apply(Self.pixel(255, 255, 255)) == Self.pixel(255, 239, 179))
        // Half-way to the midtone at luminance 64: a = 128, (20 · 128 >> 8) + (230 · 129 >> 8) = 10 + 115.
        #expect(map.apply(Self.pixel(64, 64, 64)) & 0xFF == 125)
    }

    @Test func tritoneMixesWithTheOriginalAndKeepsAlpha() {
        let map = TintMap(shadow: Color(rgb8: 0, 0, 255), midtone: Color(rgb8: 0, 255, 0), highlight: Color(rgb8: 255, 0, 0),
                          amount: 0)
        #expect(map.apply(Self.pixel(10, 20, 30)) == Self.pixel(10, 20, 30))
        let half = TintMap(shadow: Color(rgb8: 0, 0, 255), midtone: Color(rgb8: 0, 255, 0), highlight: Color(rgb8: 255, 0, 0),
                           amount: 1)
        // A half-transparent black pixel: its straight colour (black) maps to the shadow colour, premultiplied again.
        #expect(half.apply(Self.pixel(0, 0, 0, 128)) == Self.pixel(0, 0, 128, 128))
    }
}
