import Foundation

/// How a group's pixels are composited onto what lies below them (`Canvas.beginGroup(opacity:blend:)`): the blend
/// modes of W3C Compositing and Blending Level 1 (§9), plus `add`.
///
/// A mode is a function B(Cb, Cs) of the backdrop's and the source's straight colours (0...1), used in source-over
/// as the spec composites it, on premultiplied pixels (cs = αs·Cs, cb = αb·Cb):
///
///     co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)
///     αo = αs + αb − αs·αb
///
/// which is the spec's Cs' = (1 − αb)·Cs + αb·B(Cb, Cs) composited source-over. Where the backdrop is transparent
/// the source is drawn as it is; where the source is, the backdrop stays.
///
/// Rounding: each channel is that value computed in `Double` from the 8-bit premultiplied inputs and rounded to the
/// nearest integer (ties away from zero), clamped to 0...αo; αo is αs + αb − round(αs·αb / 255), exact. So every
/// result is within 0.5 of the formula's, for every mode (no per-mode integer approximations). Blended groups are
/// rare (a layer's `bm`), so the per-pixel cost is taken only there; `normal` keeps the integer fast paths.
package enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source-over: B = Cs.
    case normal
    /// Cb·Cs.
    case multiply
    /// Cb + Cs − Cb·Cs.
    case screen
    /// Hard light with the roles swapped: Cb ≤ ½ multiplies by 2·Cb, otherwise screens with 2·Cb − 1.
    case overlay
    /// min(Cb, Cs).
    case darken
    /// max(Cb, Cs).
    case lighten
    /// 0 when Cb = 0, else 1 when Cs = 1, else min(1, Cb / (1 − Cs)).
    case colorDodge
    /// 1 when Cb = 1, else 0 when Cs = 0, else 1 − min(1, (1 − Cb) / Cs).
    case colorBurn
    /// Cs ≤ ½: Cb·2Cs; otherwise screen(Cb, 2Cs − 1).
    case hardLight
    /// The spec's soft light: Cs ≤ ½: Cb − (1 − 2Cs)·Cb·(1 − Cb); otherwise Cb + (2Cs − 1)·(D(Cb) − Cb), with
    /// D(Cb) = ((16Cb − 12)·Cb + 4)·Cb for Cb ≤ ¼, else √Cb.
    case softLight
    /// |Cb − Cs|.
    case difference
    /// Cb + Cs − 2·Cb·Cs.
    case exclusion
    /// SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb)): the source's hue, the backdrop's saturation and luminosity.
    case hue
    /// SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb)).
    case saturation
    /// SetLum(Cs, Lum(Cb)).
    case color
    /// SetLum(Cb, Lum(Cs)).
    case luminosity
    /// min(1, Cb + Cs), separable like the others (not in Level 1: Lottie's `bm` 16, as ThorVG draws it).
    case add

    /// Whether B works channel by channel (the non-separable ones mix the three through luminosity).
    var isSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity: return false
        default: return true
        }
    }

    /// B(Cb, Cs) of one channel, for the separable modes (the non-separable ones return Cs).
    @inline(__always)
    func separable(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .normal, .hue, .saturation, .color, .luminosity: return s
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return Self.hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b <= 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return Self.hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .add: return min(1, b + s)
        }
    }

    @inline(__always)
    private static func hardLight(_ b: Double, _ s: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    /// B(Cb, Cs) of the non-separable modes (§9.2), on straight RGB triples.
    func nonSeparable(_ b: SIMD3<Double>, _ s: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hue: return Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.setLum(s, Self.lum(b))
        case .luminosity: return Self.setLum(b, Self.lum(s))
        default: return s
        }
    }

    static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func sat(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }

    static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (l / (l - n)) }
        if x > 1 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * ((1 - l) / (x - l)) }
        return c
    }

    static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    /// The spec's SetSat: the largest channel becomes `s`, the smallest 0, the middle one in proportion.
    static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let n = c.min(), x = c.max()
        guard x > n else { return .zero }
        return (c - SIMD3(repeating: n)) * (s / (x - n))
    }
}

extension PixelMath {
    /// `src` (premultiplied) composited onto `dst` with `mode` (see `BlendMode`), rounded to nearest per channel.
    static func blend(_ src: UInt32, _ dst: UInt32, _ mode: BlendMode) -> UInt32 {
        let sa = src >> 24
        if sa == 0 { return dst }
        let da = dst >> 24
        if da == 0 || mode == .normal { return over(src, dst) }
        let alpha = sa + da - div255(sa * da)
        let fsa = Double(sa), fda = Double(da)
        // Premultiplied channels as the formula's cs, cb in 0...255, and the straight colours (clamped: a channel
        // above its alpha, which premultiplied pixels should not have, counts as 1).
        let s = SIMD3<Double>(Double(src & 0xFF), Double(src >> 8 & 0xFF), Double(src >> 16 & 0xFF))
        let d = SIMD3<Double>(Double(dst & 0xFF), Double(dst >> 8 & 0xFF), Double(dst >> 16 & 0xFF))
        let cs = (s / fsa).clamped(lowerBound: .zero, upperBound: .one)
        let cb = (d / fda).clamped(lowerBound: .zero, upperBound: .one)
        let b: SIMD3<Double>
        if mode.isSeparable {
            b = SIMD3(mode.separable(cb.x, cs.x), mode.separable(cb.y, cs.y), mode.separable(cb.z, cs.z))
        } else {
            b = mode.nonSeparable(cb, cs)
        }
        let co = s * ((255 - fda) / 255) + d * ((255 - fsa) / 255) + b * (fsa * fda / 255)
        let top = Double(alpha)
        func channel(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), top)) }
        return channel(co.x) | channel(co.y) << 8 | channel(co.z) << 16 | alpha << 24
    }
}

extension Canvas {
    /// `group`'s pixels within `box` faded by `alpha` (0...255) times `mask`, blended onto the target with the
    /// group's mode: `endGroup`'s loop for a blend mode, apart from the source-over loops so those stay as fast.
    func compositeBlended(_ group: Group, within box: ScanBounds, alpha: UInt32, mask: CoverageMask?) {
        let t = target.pixels, s = group.buffer.pixels, mode = group.blend
        // The last source, backdrop and result: a flat shape over a flat backdrop blends one pair of pixels over and
        // over, and the formula is a function of the pair alone.
        var last: (source: UInt32, backdrop: UInt32, result: UInt32)? = nil
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let p = s[y * width + x]
                if p == 0 { continue }
                let f = mask.map { PixelMath.div255(alpha * UInt32($0.value(x: x, y: y))) } ?? alpha
                if f == 0 { continue }
                let source = f == 255 ? p : PixelMath.scale(p, by: f), backdrop = t[y * width + x]
                if let last, last.source == source, last.backdrop == backdrop {
                    t[y * width + x] = last.result
                    continue
                }
                let result = PixelMath.blend(source, backdrop, mode)
                t[y * width + x] = result
                last = (source, backdrop, result)
            }
        }
    }
}

extension CoverageMask {
    /// The value at (x, y), within the mask.
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { return outside }
        return inside[(y - bounds.y0) * (bounds.x1 - bounds.x0) + x - bounds.x0]
    }
}
