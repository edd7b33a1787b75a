import Foundation
import Raster

/// Layer effects, drawn as ThorVG draws them (lottie-web draws them through SVG filters): a drop shadow below the
/// layer, fill and tint replacing its colours through its own alpha.
extension DrawingRenderer {
    func drawWithEffects(_ layer: DrawLayer) {
        var plain = layer
        plain.effects = []
        var hidden = false
        for case let .dropShadow(color, opacity, offset, softness, shadowOnly) in layer.effects {
            shadow(of: plain, color: color, opacity: opacity, offset: offset, softness: softness)
            hidden = hidden || shadowOnly
        }
        guard !hidden else { return }
        let colour = layer.effects.last { if case .dropShadow = $0 { return false } else { return true } }
        // Chained colour effects are rare: the last one is applied to the layer's own pixels.
        guard let colour else { return drawPlain(plain) }
        recolour(plain, colour)
    }

    /// The layer's pixels recoloured by a fill or tint effect, mixed with the original by the effect's amount.
    private func recolour(_ layer: DrawLayer, _ effect: DrawEffect) {
        switch effect {
        case let .fill(color, opacity):
            // The colour through the layer's alpha, over the layer as much as the effect is transparent.
            canvas.beginGroup(opacity: 1)
            drawPlain(layer)
            let alpha = canvas.endGroupAsMask(.alpha)
            if opacity < 1 { drawPlain(layer) }
            canvas.beginGroup(opacity: opacity)
            canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)), paint: .solid(color))
            canvas.endGroup(mask: alpha)
        case let .tint(black, white, amount):
            tint(layer, black: black, white: white, amount: amount)
        case .dropShadow:
            drawPlain(layer)
        }
    }

    /// Tint as ThorVG: each pixel's straight colour becomes black + (white − black) × its Rec. 709 luminance,
    /// mixed with the original by `amount`, at the pixel's alpha. Drawn offscreen, where the pixels can be read.
    private func tint(_ layer: DrawLayer, black: Color, white: Color, amount: Double) {
        let w = canvas.width, h = canvas.height
        guard let offscreen = try? Canvas(width: w, height: h) else { return drawPlain(layer) }
        DrawingRenderer(canvas: offscreen, device: device).drawPlain(layer)
        var image = offscreen.makeImage()
        for i in 0..<w * h {
            let p = image.pixels[i], a = Double(p >> 24) / 255
            guard a > 0 else { continue }
            let r = Double(p & 0xFF) / 255 / a, g = Double(p >> 8 & 0xFF) / 255 / a, b = Double(p >> 16 & 0xFF) / 255 / a
            let luma = min(max(0.2126 * r + 0.7152 * g + 0.0722 * b, 0), 1)
            let tinted = Color(red: mix(r, mix(black.red, white.red, luma), amount),
                               green: mix(g, mix(black.green, white.green, luma), amount),
                               blue: mix(b, mix(black.blue, white.blue, luma), amount), alpha: a)
            image.setPixel(x: i % w, y: i / w, tinted.premultipliedPixel)
        }
        canvas.drawImage(image, transform: .identity)
    }

    /// The layer's alpha moved by `offset` and blurred by `softness` (composition units, scaled as the device
    /// transform scales), in `color` at `opacity`. The blur's standard deviation is a quarter of the softness: the
    /// closest to ThorVG's of those measured (a half, a third, a quarter, a sixth).
    private func shadow(of layer: DrawLayer, color: Color, opacity: Double, offset: Point, softness: Double) {
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        // Whole device pixels, as ThorVG moves the shadow (measured closer than the exact offset).
        let dx = (offset.x * scale).rounded(.towardZero), dy = (offset.y * scale).rounded(.towardZero)
        let moved = DrawingRenderer(canvas: canvas, device: device.concatenating(.translation(dx, dy)))
        canvas.beginGroup(opacity: 1)
        moved.drawPlain(layer)
        let mask = canvas.endGroupAsMask(.alpha)
        let w = canvas.width, h = canvas.height
        let coverage = softness * scale >= 0.5 ? BoxBlur.gaussian(mask.values, width: w, height: h, sigma: softness * scale / 4)
                                               : mask.values.map { Double($0) }
        guard var image = try? Image(width: w, height: h) else { return }
        let c = color.withAlphaMultiplied(by: opacity)
        for y in 0..<h {
            for x in 0..<w {
                let m = coverage[y * w + x] / 255
                guard m > 0 else { continue }
                image.setPixel(x: x, y: y, c.withAlphaMultiplied(by: min(m, 1)).premultipliedPixel)
            }
        }
        canvas.drawImage(image, transform: .identity)
    }
}

/// A Gaussian blur approximated by three box blurs each way (the boxes' widths from the standard deviation).
enum BoxBlur {
    static func gaussian(_ values: [UInt8], width: Int, height: Int, sigma: Double) -> [Double] {
        let radius = max(1, Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5))
        var a = values.map { Double($0) }, b = a
        for _ in 0..<3 {
            blur(a, into: &b, count: width, lines: height, step: 1, stride: width, radius: radius)
            blur(b, into: &a, count: height, lines: width, step: width, stride: 1, radius: radius)
        }
        return a
    }

    /// Each line's running mean over 2 × radius + 1 samples (zero outside).
    private static func blur(_ src: [Double], into dst: inout [Double], count: Int, lines: Int, step: Int, stride: Int,
                             radius: Int) {
        let span = Double(2 * radius + 1)
        for line in 0..<lines {
            let base = line * stride
            var sum = 0.0
            for i in 0..<min(radius, count) { sum += src[base + i * step] }
            for i in 0..<count {
                if i + radius < count { sum += src[base + (i + radius) * step] }
                if i - radius - 1 >= 0 { sum -= src[base + (i - radius - 1) * step] }
                dst[base + i * step] = sum / span
            }
        }
    }
}
