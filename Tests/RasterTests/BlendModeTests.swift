import Foundation
import Testing
@testable import Raster

/// Blend modes against W3C Compositing and Blending Level 1 computed in `Double` on straight colours: the spec's
/// Cs' = (1 − αb)·Cs + αb·B(Cb, Cs), composited source-over (co = αs·Cs' + (1 − αs)·αb·Cb). The canvas rounds
/// each channel to nearest, so it is within 0.5 of this, and its alpha is exact.
@Suite struct BlendModeTests {
    // MARK: The oracle, written from the spec's text (§9.1, §9.2) independently of BlendMode.

    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        func multiply(_ b: Double, _ s: Double) -> Double { b * s }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch mode {
        case .normal: return cs
        case .multiply: return multiply(cb, cs)
        case .screen: return screen(cb, cs)
        case .overlay: return hardLight(cs, cb)
        case .darken: return Swift.min(cb, cs)
        case .lighten: return Swift.max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs == 1 { return 1 }
            return Swift.min(1, cb / (1 - cs))
        case .colorBurn:
            if cb == 1 { return 1 }
            if cs == 0 { return 0 }
            return 1 - Swift.min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : sqrt(cb)
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .add: return Swift.min(1, cb + cs)
        case .hue, .saturation, .color, .luminosity: return .nan
        }
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// The spec's SetSat, spelled out on the sorted channels Cmax, Cmid, Cmin.
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (iMin, iMid, iMax) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[iMax] > c[iMin] {
            out[iMid] = (c[iMid] - c[iMin]) * s / (c[iMax] - c[iMin])
            out[iMax] = s
        }
        return out
    }

    static func blend(_ mode: BlendMode, _ cb: [Double], _ cs: [Double]) -> [Double] {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (0..<3).map { separable(mode, cb[$0], cs[$0]) }
        }
    }

    /// The composited premultiplied pixel as four values on the 0...255 scale (R, G, B, A), unrounded.
    static func oracle(_ src: UInt32, _ dst: UInt32, _ mode: BlendMode) -> [Double] {
        func bytes(_ p: UInt32) -> [Double] { [Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF)] }
        let αs = Double(src >> 24) / 255, αb = Double(dst >> 24) / 255
        let cs = αs > 0 ? bytes(src).map { Swift.min($0 / 255 / αs, 1) } : [0, 0, 0]
        let cb = αb > 0 ? bytes(dst).map { Swift.min($0 / 255 / αb, 1) } : [0, 0, 0]
        let b = blend(mode, cb, cs)
        let mixed = (0..<3).map { (1 - αb) * cs[$0] + αb * b[$0] }
        let co = (0..<3).map { αs * mixed[$0] + (1 - αs) * αb * cb[$0] }
        return co.map { $0 * 255 } + [(αs + αb - αs * αb) * 255]
    }

    static func channels(_ p: UInt32) -> [Double] {
        [Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF), Double(p >> 24)]
    }

    /// Premultiplied pixels: transparent, opaque and in-between alphas, each with channels at 0, its alpha and
    /// between; and a seeded spread of arbitrary ones.
    static let pixels: [UInt32] = {
        var out: [UInt32] = []
        for a: UInt32 in [0, 1, 37, 128, 200, 254, 255] {
            for (r, g, b) in [(0, 0, 0), (a, a, a), (a, a / 2, 0), (a / 3, a, a * 2 / 3), (a / 5, a / 7, a)] {
                out.append(r | g << 8 | b << 16 | a << 24)
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<60 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt32(state >> 56)
            let c = (0..<3).map { UInt32((state >> (8 + 16 * UInt64($0))) & 0xFF) * a / 255 }
            out.append(c[0] | c[1] << 8 | c[2] << 16 | a << 24)
        }
        return out
    }()

    // MARK: Tests

    @Test(arguments: BlendMode.allCases)
    func everyPairIsWithinHalfAUnitOfTheSpec(mode: BlendMode) {
        var worst = 0.0
        for src in Self.pixels {
            for dst in Self.pixels {
                let ours = Self.channels(PixelMath.blend(src, dst, mode)), exact = Self.oracle(src, dst, mode)
                for i in 0..<4 { worst = max(worst, abs(ours[i] - exact[i])) }
                if zip(ours, exact).contains(where: { abs($0 - $1) > 0.5 + 1e-9 }) {
                    Issue.record("\(mode) src \(String(src, radix: 16)) dst \(String(dst, radix: 16)): \(ours) vs \(exact)")
                    return
                }
            }
        }
        #expect(worst <= 0.5 + 1e-9)
    }

    @Test(arguments: BlendMode.allCases)
    func transparentSourceOrBackdropLeavesTheOther(mode: BlendMode) {
        for p in Self.pixels {
            #expect(PixelMath.blend(0, p, mode) == p)
            #expect(PixelMath.blend(p & 0x00FF_FFFF, p, mode) == p)  // colour bytes under alpha 0 count for nothing
            #expect(PixelMath.blend(p, 0, mode) == p)
        }
    }

    @Test(arguments: BlendMode.allCases)
    func opaqueOverOpaqueIsTheBlendFunctionRounded(mode: BlendMode) {
        let dst: UInt32 = 0xFF32_64C8, src: UInt32 = 0xFFFA_9664  // backdrop (200, 100, 50), source (100, 150, 250)
        let b = Self.blend(mode, [200 / 255, 100 / 255, 50 / 255], [100 / 255, 150 / 255, 250 / 255])
        let expected = b.map { UInt32(($0 * 255).rounded()) }
        #expect(PixelMath.blend(src, dst, mode) == expected[0] | expected[1] << 8 | expected[2] << 16 | 0xFF00_0000)
    }

    @Test func knownValues() {
        // Multiply of opaque (200, 100, 50) by (100, 150, 250): 78.43, 58.82, 49.02.
        #expect(PixelMath.blend(0xFFFA_9664, 0xFF32_64C8, .multiply) == 0xFF31_3B4E)
        // Normal is source-over.
        #expect(PixelMath.blend(0x8040_2010, 0xFF32_64C8, .normal) == PixelMath.over(0x8040_2010, 0xFF32_64C8))
        // Difference of a colour with itself is black; screen with white is white.
        #expect(PixelMath.blend(0xFF32_64C8, 0xFF32_64C8, .difference) == 0xFF00_0000)
        #expect(PixelMath.blend(0xFFFF_FFFF, 0xFF32_64C8, .screen) == 0xFFFF_FFFF)
        // Luminosity and colour of greys over a grey: the source's grey, and the backdrop's.
        #expect(PixelMath.blend(0xFF80_8080, 0xFF40_4040, .luminosity) == 0xFF80_8080)
        #expect(PixelMath.blend(0xFF80_8080, 0xFF40_4040, .color) == 0xFF40_4040)
    }

    @Test func aGroupIsBlendedWholeThroughItsOpacityAndMask() throws {
        let c = try Canvas(width: 3, height: 1)
        let backdrop = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
        let source = Color(red: 100 / 255, green: 150 / 255, blue: 250 / 255)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(backdrop))
        let below = c.pixel(x: 0, y: 0)
        // Two overlapping fills inside the group: only the top one shows, then the group multiplies at half opacity.
        c.beginGroup(opacity: 0.5, blend: .multiply)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(.white))
        c.fill(Rect(x: 0, y: 0, width: 2, height: 1), paint: .solid(source))
        c.endGroup()
        let half = PixelMath.scale(source.premultipliedPixel, by: 128)
        #expect(c.pixel(x: 0, y: 0) == PixelMath.blend(half, below, .multiply))
        #expect(c.pixel(x: 2, y: 0) == PixelMath.blend(0x8080_8080, below, .multiply))

        c.clear()
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(backdrop))
        var mask = CoverageMask(width: 3, height: 1, value: 255)
        mask.values = [255, 128, 0]
        c.beginGroup(opacity: 1, blend: .difference)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(source))
        c.endGroup(mask: mask)
        #expect(c.pixel(x: 0, y: 0) == PixelMath.blend(source.premultipliedPixel, below, .difference))
        #expect(c.pixel(x: 1, y: 0) == PixelMath.blend(PixelMath.scale(source.premultipliedPixel, by: 128), below, .difference))
        #expect(c.pixel(x: 2, y: 0) == below)
    }

    @Test func aNormalGroupIsTheOpacityGroup() throws {
        let a = try Canvas(width: 2, height: 2), b = try Canvas(width: 2, height: 2)
        for (canvas, blended) in [(a, false), (b, true)] {
            canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), paint: .solid(Color(red: 0.2, green: 0.4, blue: 0.9)))
            if blended { canvas.beginGroup(opacity: 0.7, blend: .normal) } else { canvas.beginGroup(opacity: 0.7) }
            canvas.fill(Rect(x: 0.5, y: 0, width: 1.5, height: 2), paint: .solid(Color(red: 1, green: 0.5, blue: 0, alpha: 0.8)))
            canvas.endGroup()
        }
        #expect(a.makeImage() == b.makeImage())
    }
}
