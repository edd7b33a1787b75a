import Foundation
import Raster

/// Layer effects, drawn as ThorVG draws them (lottie-web draws them through SVG filters): a drop shadow below the
/// layer, fill and tint replacing its colours through its own alpha, a Gaussian blur of all it draws.
extension DrawingRenderer {
    /// The standard deviation of the Gaussian a blurriness of 1 draws. After Effects' is 0.3 (lottie-web's and
    /// Skia's "close enough to AE", ThorVG's BLUR_TO_SIGMA), but ThorVG, at the quality it draws by default, runs
    /// two of the three boxes it sizes for that σ: the blur it draws has two thirds of the variance, σ ≈ 0.245 per
    /// unit of blurriness (measured: 1.16, 2.00 and 4.48 px at 5, 10 and 20). That is the blur drawn here.
    static let sigmaPerBlurriness = 0.3 * (2.0 / 3).squareRoot()

    /// The layer, with its other effects, drawn into a group blurred as a whole (several blurs add their variances
    /// along each axis), which is then composited with the layer's blend mode. The blurriness is in composition
    /// units, scaled as the device transform scales (as the drop shadow's softness). Whatever their order, the other
    /// effects are drawn first: a shadow is blurred with the layer.
    func drawBlurred(_ layer: DrawLayer) {
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot() * Self.sigmaPerBlurriness
        var variance = (x: 0.0, y: 0.0)
        for case let .gaussianBlur(blurriness, horizontal, vertical) in layer.effects {
            let sigma = blurriness * scale
            if horizontal { variance.x += sigma * sigma }
            if vertical { variance.y += sigma * sigma }
        }
        var inner = layer
        inner.effects.removeAll(where: \.isBlur)
        guard variance.x > 0 || variance.y > 0 else { return draw(inner) }
        inner.blend = .normal
        // A layer that stays put under the same blur is blurred once (its blurred pixels kept on the canvas).
        let sigma = (x: variance.x.squareRoot(), y: variance.y.squareRoot())
        let key = GroupKey(layer: inner, device: device, finish: [sigma.x, sigma.y], shapes: fillsMaskedRectanglesAsShapes)
        canvas.drawKeptGroup(key: key, opacity: 1, blend: layer.blend, finish: .blur(sigmaX: sigma.x, sigmaY: sigma.y)) { _ in
            draw(inner)
        }
    }

    /// What the pixels of a layer drawn into a group of its own and then finished depend on: the layer (its
    /// effects included), the transform, the numbers of the finish not in the layer (a blur's standard deviations)
    /// and how masked rectangles are drawn.
    struct GroupKey: Equatable {
        let layer: DrawLayer
        let device: AffineTransform
        let finish: [Double]
        let shapes: Bool
    }

    func drawWithEffects(_ layer: DrawLayer) {
        var plain = layer
        plain.effects = []
        for case let .dropShadow(color, opacity, offset, softness) in layer.effects {
            shadow(of: plain, color: color, opacity: opacity, offset: offset, softness: softness)
        }
        let colour = layer.effects.last { if case .dropShadow = $0 { return false } else { return true } }
        // Chained colour effects are rare: the last one is applied to the layer's own pixels.
        guard let colour else { return drawPlain(plain) }
        recolour(plain, colour)
    }

    /// The layer's pixels recoloured by a fill effect (its colour through the layer's alpha at its opacity) or a tint
    /// effect (mixed with the original by the effect's amount).
    private func recolour(_ layer: DrawLayer, _ effect: DrawEffect) {
        switch effect {
        case let .fill(color, opacity):
            // The layer becomes the colour through its alpha times the opacity, as lottie-web's SVGFillFilter (a
            // colour matrix: the colour, alpha × opacity) and ThorVG: a translucent fill shows what lies below the
            // layer, not the layer. The colour goes straight onto the canvas through the alpha, within the layer's
            // drawn box.
            let alpha = alphaMask(of: layer, device: device, blur: nil)
            canvas.fill(color, mask: alpha, opacity: opacity)
        case let .tint(black, white, amount):
            tint(layer, effect) { TintMap(black: black, white: white, amount: amount) }
        case let .tritone(highlight, midtone, shadow, amount):
            tint(layer, effect) { TintMap(shadow: shadow, midtone: midtone, highlight: highlight, amount: amount) }
        case .dropShadow, .gaussianBlur:
            drawPlain(layer)
        }
    }

    /// Tint or tritone as ThorVG: each pixel's straight colour becomes `map`'s colour for its Rec. 709 luminance,
    /// mixed with the original by the map's amount, at the pixel's alpha. The layer is drawn in a group whose pixels
    /// are recoloured in place within its drawn box before it is composited; a layer that stays put under the same
    /// `effect` is recoloured once (its pixels kept on the canvas), and its map (`makeMap`) is then not made.
    private func tint(_ layer: DrawLayer, _ effect: DrawEffect, _ makeMap: @escaping () -> TintMap) {
        var plain = layer
        plain.effects = [effect]
        let key = GroupKey(layer: plain, device: device, finish: [], shapes: fillsMaskedRectanglesAsShapes)
        // Runs of one colour (a solid fill's inside) map once: the last pixel mapped is remembered.
        var last: (pixel: UInt32, tinted: UInt32) = (0, 0)
        var made: TintMap? = nil
        let recolour = GroupFinish.edit { row in
            let map = made ?? makeMap()
            made = map
            for i in row.indices where row[i] != 0 {
                if row[i] != last.pixel { last = (row[i], map.apply(row[i])) }
                row[i] = last.tinted
            }
        }
        canvas.drawKeptGroup(key: key, opacity: 1, blend: .normal, finish: recolour) { _ in drawPlain(layer) }
    }

    /// The layer's alpha moved by `offset` and blurred by `softness` (composition units, scaled as the device
    /// transform scales), in `color` at `opacity`. The blur's standard deviation is a quarter of the softness: the
    /// closest to ThorVG's of those measured (a half, a third, a quarter, a sixth). The mask and its blur cover the
    /// layer's drawn box grown by the blur's reach, and the colour goes through it straight onto the canvas.
    private func shadow(of layer: DrawLayer, color: Color, opacity: Double, offset: Point, softness: Double) {
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        // Whole device pixels, as ThorVG moves the shadow (measured closer than the exact offset).
        let dx = (offset.x * scale).rounded(.towardZero), dy = (offset.y * scale).rounded(.towardZero)
        let mask = alphaMask(of: layer, device: device.concatenating(.translation(dx, dy)),
                             blur: softness * scale >= 0.5 ? softness * scale / 4 : nil)
        canvas.fill(color.withAlphaMultiplied(by: opacity), mask: mask, opacity: 1)
    }

    /// The alpha of `layer` drawn through `device`, blurred with standard deviation `blur` (pixels) when given.
    /// It depends on nothing else but the clip (the layer is drawn into a transparent group of its own), so the
    /// canvas keeps it by those (`Canvas.keptMask`): a layer that stays put is drawn and blurred once.
    private func alphaMask(of layer: DrawLayer, device: AffineTransform, blur: Double?) -> CoverageMask {
        canvas.keptMask(key: AlphaMaskKey(layer: layer, device: device, blur: blur)) {
            canvas.beginGroup(opacity: 1)
            var renderer = DrawingRenderer(canvas: canvas, device: device)
            renderer.fillsMaskedRectanglesAsShapes = fillsMaskedRectanglesAsShapes
            renderer.drawPlain(layer)
            let alpha = canvas.endGroupAsMask(.alpha)
            return blur.map { alpha.blurred(sigma: $0) } ?? alpha
        }
    }
}

/// What a layer's (blurred) alpha mask is made from, besides the canvas's clip.
private struct AlphaMaskKey: Equatable {
    var layer: DrawLayer
    var device: AffineTransform
    var blur: Double?
}

/// Tint and tritone on premultiplied pixels in integers: the straight colour to 8 bits (as ThorVG unpremultiplies),
/// its luminance with Rec. 709 weights as 54, 183, 19 of 256, the colour of that luminance from a table, mixed with
/// the straight colour by the amount and premultiplied again, each step rounded exactly.
struct TintMap {
    /// Straight channel × 2¹⁶ / alpha, rounded: c · reciprocal[a] >> 16 is round(255 · c / a) for c ≤ a.
    private static let reciprocal: [UInt32] = (0...255).map { (a: Int) -> UInt32 in
        a == 0 ? 0 : UInt32((255 << 16 + a / 2) / a)
    }
    /// black + (white − black) × L / 255 per channel for each luminance L, as bytes, packed R | G << 8 | B << 16.
    private let tinted: [UInt32]
    /// The amount as 0...255.
    private let amount: UInt32

    /// Tint: luminance L maps from `black` to `white` by L / 255.
    init(black: Color, white: Color, amount: Double) {
        tinted = (0...255).map { (l: Int) -> UInt32 in
            let t = Double(l) / 255
            return Self.byte(mix(black.red, white.red, t)) | Self.byte(mix(black.green, white.green, t)) << 8
                | Self.byte(mix(black.blue, white.blue, t)) << 16
        }
        self.amount = Self.byte(amount)
    }

    /// Tritone, in ThorVG's 8-bit arithmetic: luminance below 128 maps from `shadow` to `midtone` by a = min(2L, 255),
    /// from 128 on from `midtone` to `highlight` by a = 2 (L − 128), each channel (c₀ (256 − a) >> 8) + (c₁ (a + 1) >> 8)
    /// of the colours as bytes (its ALPHA_BLEND, which truncates: up to 2 below the exact mix).
    init(shadow: Color, midtone: Color, highlight: Color, amount: Double) {
        let s = Self.bytes(shadow), m = Self.bytes(midtone), h = Self.bytes(highlight)
        tinted = (0...255).map { (l: Int) -> UInt32 in
            let (from, to, a) = l < 128 ? (s, m, UInt32(min(2 * l, 255))) : (m, h, UInt32(2 * (l - 128)))
            let c = (from &* (256 - a)) &>> 8 &+ (to &* (a + 1)) &>> 8
            return c.x | c.y << 8 | c.z << 16
        }
        self.amount = Self.byte(amount)
    }

    private static func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
    private static func bytes(_ c: Color) -> SIMD3<UInt32> { SIMD3(byte(c.red), byte(c.green), byte(c.blue)) }

    @inline(__always)
    func apply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0 else { return p }
        let k = Self.reciprocal[Int(a)]
        // Premultiplied channels never exceed alpha, so each straight channel is at most 255.
        let r = min(((p & 0xFF) * k + 0x8000) >> 16, 255), g = min(((p >> 8 & 0xFF) * k + 0x8000) >> 16, 255)
        let b = min(((p >> 16 & 0xFF) * k + 0x8000) >> 16, 255)
        let t = tinted[Int((54 * r + 183 * g + 19 * b + 128) >> 8)]
        let keep = 255 - amount
        let r2 = PixelMath.div255(r * keep + (t & 0xFF) * amount)
        let g2 = PixelMath.div255(g * keep + (t >> 8 & 0xFF) * amount)
        let b2 = PixelMath.div255(b * keep + (t >> 16 & 0xFF) * amount)
        let rgb: UInt32 = PixelMath.div255(r2 * a) | PixelMath.div255(g2 * a) << 8 | PixelMath.div255(b2 * a) << 16
        return rgb | a << 24
    }
}
