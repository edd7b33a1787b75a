import Testing
import Raster
@testable import RefreshOutput

@Suite struct QuantizerTests {
    func histogram(_ pixels: [UInt32], matte: EdgeMatte = .auto) -> ColorHistogram {
        var h = ColorHistogram(matte: matte)
        pixels.withUnsafeBufferPointer { h.add($0) }
        return h
    }

    /// An opaque premultiplied pixel.
    func rgba(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | b << 16 | g << 8 | r }

    /// The palette form `0x00RRGGBB` of an opaque pixel.
    func rgb(_ p: UInt32) -> UInt32 {
        let r: UInt32 = p & 0xFF, g: UInt32 = (p >> 8) & 0xFF, b: UInt32 = (p >> 16) & 0xFF
        return r << 16 | g << 8 | b
    }

    @Test func exactForAtMost256Colours() {
        let pixels: [UInt32] = (0..<256).map { (i: Int) -> UInt32 in rgba(UInt32(i), UInt32(255 - i), UInt32(i / 2)) }
        let palette = MedianCutQuantizer().palette(for: histogram(pixels + pixels))
        #expect(palette.count == 256 && palette.transparentIndex == nil)
        let expected = Set(pixels.map(rgb))
        #expect(Set(palette.colors) == expected)
        // And the mapping is exact: every pixel gets its own colour back.
        let mapper = PaletteMapper(palette: palette, histogram: histogram(pixels))
        var indices = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { src in indices.withUnsafeMutableBufferPointer { mapper.map(src, width: 16, into: $0) } }
        for (p, i) in zip(pixels, indices) {
            let c = palette.colors[Int(i)]
            #expect(c == rgb(p))
        }
    }

    @Test func manyColoursGiveAtMost256EntriesAndSmallErrors() {
        var pixels: [UInt32] = []
        for r in stride(from: 0, to: 256, by: 4) {
            for g in stride(from: 0, to: 256, by: 8) { pixels.append(rgba(UInt32(r), UInt32(g), 0x40)) }
        }
        let h = histogram(pixels)
        let palette = MedianCutQuantizer().palette(for: h)
        #expect(palette.count <= 256 && palette.tableSize == 256)
        #expect(palette.transparentIndex != nil)
        // 2048 colours on a 256×256 plane: 255 entries are cells of about 16×16, so every colour lies within 12 units
        // (half a cell's diagonal is 11.3) of an entry, and the average within 6.
        var total = 0.0
        for p in pixels {
            let c = (Double(p & 0xFF), Double((p >> 8) & 0xFF))
            let best = palette.colors.map { e in
                let d0 = Double(e >> 16) - c.0, d1 = Double((e >> 8) & 0xFF) - c.1
                return (d0 * d0 + d1 * d1).squareRoot()
            }.min()!
            #expect(best < 12)
            total += best
        }
        #expect(total / Double(pixels.count) < 6)
    }

    @Test func isDeterministic() {
        let pixels: [UInt32] = (0..<5000).map { (i: Int) -> UInt32 in 0xFF00_0000 | UInt32((i * 7919) & 0xFF_FFFF) }
        let a = MedianCutQuantizer().palette(for: histogram(pixels))
        let b = MedianCutQuantizer().palette(for: histogram(pixels.reversed()))
        #expect(a == b)
    }

    @Test func autoMatteKeepsHalfCoveredEdgesInTheirOwnColourAndDropsTheRest() {
        // Premultiplied dark red at alpha 200 and 100.
        let strong: UInt32 = 200 << 24 | 20 << 16 | 20 << 8 | 120
        let weak: UInt32 = 100 << 24 | 10 << 16 | 10 << 8 | 60
        #expect(EdgeMatte.auto.key(strong) == (153 << 16 | 26 << 8 | 26))
        #expect(EdgeMatte.auto.key(weak) == EdgeMatte.transparentKey)
        #expect(EdgeMatte.auto.key(0) == EdgeMatte.transparentKey)
        // Over white: 120 + 55 = 175 red, 20 + 55 = 75 green / blue.
        #expect(EdgeMatte.color(.white).key(strong) == (175 << 16 | 75 << 8 | 75))
        #expect(EdgeMatte.color(.white).key(0) == EdgeMatte.transparentKey)
    }

    @Test func dithersOnlyColoursThePaletteMisses() {
        let palette = Palette(colors: [0x000000, 0xFFFFFF], transparent: true)
        var h = ColorHistogram(matte: .auto)
        let grey: [UInt32] = Array(repeating: 0xFF80_8080, count: 64)
        let black: [UInt32] = Array(repeating: 0xFF00_0000, count: 64)
        grey.withUnsafeBufferPointer { h.add($0) }
        black.withUnsafeBufferPointer { h.add($0) }
        let mapper = PaletteMapper(palette: palette, histogram: h)
        var out = [UInt8](repeating: 9, count: 64)
        grey.withUnsafeBufferPointer { g in out.withUnsafeMutableBufferPointer { mapper.map(g, width: 8, into: $0) } }
        let whites = out.filter { $0 == 1 }.count
        #expect(whites == 32)  // 128/255 ≈ half, in the 8×8 pattern
        black.withUnsafeBufferPointer { g in out.withUnsafeMutableBufferPointer { mapper.map(g, width: 8, into: $0) } }
        #expect(out.allSatisfy { $0 == 0 })
    }
}
