import Foundation
import Testing
@testable import Raster

/// A group ended blurred (`Canvas.endGroup(blurSigmaX:y:)`) composites each premultiplied channel of its pixels
/// blurred over the whole canvas (three boxes each way from `BoxBlur.radii(sigma:)`, the edge pixels repeated beyond
/// the canvas), rounded, within the clip; the boxes' variances add up to the nearest σ².
@Suite struct GroupBlurTests {
    /// Two translucent colours, one of them cut by the canvas's left edge.
    static func drawArt(on canvas: Canvas) {
        canvas.fill(MaskedFillTests.blob, transform: .translation(6, 2), paint: .solid(Color(red: 1, green: 0.5, blue: 0, alpha: 0.8)))
        canvas.fill(.rect(Rect(x: -4, y: 20.5, width: 13.3, height: 9)), transform: .identity,
                    paint: .solid(Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)))
    }

    /// The art's pixels blurred channel by channel in Doubles over the whole canvas, rounded.
    static func reference(width: Int, height: Int, sigmaX: Double, sigmaY: Double) throws -> [UInt32] {
        let plain = try Canvas(width: width, height: height)
        drawArt(on: plain)
        let pixels = plain.makeImage().pixels
        var out = [UInt32](repeating: 0, count: pixels.count)
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let plane = pixels.map { Double($0 >> shift & 0xFF) }
            let blurred = MaskBlurTests.boxBlurred(plane, width: width, height: height, radiiX: BoxBlur.radii(sigma: sigmaX),
                                                   radiiY: BoxBlur.radii(sigma: sigmaY), repeatsEdges: true)
            for i in out.indices { out[i] |= UInt32(min(blurred[i] + 0.5, 255)) << shift }
        }
        return out
    }

    static let sigmas: [(Double, Double)] = [(2.6, 2.6), (4, 0), (0, 3.2), (0.8, 7), (30, 30)]

    @Test(arguments: 0..<sigmas.count) func blurEqualsAWholeCanvasBlurOfEachChannel(_ i: Int) throws {
        let (sx, sy) = Self.sigmas[i]
        let canvas = try Canvas(width: 60, height: 47)
        canvas.beginGroup(opacity: 1)
        Self.drawArt(on: canvas)
        canvas.endGroup(blurSigmaX: sx, y: sy)
        let blurred = canvas.makeImage().pixels
        let expected = try Self.reference(width: 60, height: 47, sigmaX: sx, sigmaY: sy)
        var worst = 0
        for (p, q) in zip(blurred, expected) {
            // Premultiplied: no channel above alpha.
            #expect(p & 0xFF <= p >> 24 && p >> 8 & 0xFF <= p >> 24 && p >> 16 & 0xFF <= p >> 24)
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                worst = max(worst, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)))
            }
        }
        // The integer sums are exact: only a value within a rounding of .5 may round the other way.
        #expect(worst <= 1, "sigma \(sx), \(sy): off by \(worst)")
        #expect(canvas.groups.isEmpty && canvas.pool.allSatisfy { b in (0..<60 * 47).allSatisfy { b.pixels[$0] == 0 } })
    }

    /// The blurred group goes over what lies below with its opacity, and shows only within the clip (a fractional
    /// clip edge through its coverage); pooled buffers are left transparent.
    @Test func blurredGroupsCompositeWithinTheClip() throws {
        let background = Color(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.6)
        for clip in [nil, Rect(x: 5, y: 4, width: 30, height: 20), Rect(x: 5.5, y: 4.25, width: 30, height: 20.6)] {
            let blurred = try Canvas(width: 60, height: 47), expected = try Canvas(width: 60, height: 47)
            for canvas in [blurred, expected] { canvas.clear(background) }
            // The art drawn unclipped, the group ended under the clip (the clip of a precomposition around a layer).
            blurred.beginGroup(opacity: 0.7)
            Self.drawArt(on: blurred)
            blurred.clipRect = clip
            blurred.endGroup(blurSigmaX: 3, y: 2)
            blurred.clipRect = nil
            // The reference blur as an image, drawn through the same clip and opacity.
            let art = try Image(width: 60, height: 47, pixels: Self.reference(width: 60, height: 47, sigmaX: 3, sigmaY: 2))
            expected.clipRect = clip
            expected.drawImage(art, transform: .identity, opacity: 0.7)
            expected.clipRect = nil
            let worst = zip(blurred.makeImage().pixels, expected.makeImage().pixels).map { p, q in
                stride(from: UInt32(0), to: 32, by: 8).map { abs(Int(p >> $0 & 0xFF) - Int(q >> $0 & 0xFF)) }.max()!
            }.max()!
            #expect(worst <= 1, "clip \(String(describing: clip)): off by \(worst)")
            #expect(blurred.pool.allSatisfy { b in (0..<60 * 47).allSatisfy { b.pixels[$0] == 0 } })
        }
    }

    /// Three boxes of widths w have variances (w² − 1) / 12 adding up to the nearest σ² the widths allow (some boxes
    /// of one odd width, the rest two wider); nothing for no blur.
    @Test func radiiAddUpToTheNearestVariance() {
        for sigma in stride(from: 0.9, through: 60, by: 0.37) {
            let radii = BoxBlur.radii(sigma: sigma)
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            let narrow = 2 * radii.min()! + 1
            // One box a step wider or narrower changes the variance by (4·w + 4) / 12.
            #expect(abs(variance - sigma * sigma) <= Double(4 * narrow + 4) / 24 + 1e-9, "sigma \(sigma): \(radii)")
            #expect(radii.max()! - radii.min()! <= 1)
        }
        #expect(BoxBlur.radii(sigma: 0).isEmpty && BoxBlur.radii(sigma: -1).isEmpty && BoxBlur.radii(sigma: .nan).isEmpty)
        #expect(BoxBlur.radii(sigma: 0.4).isEmpty)
        #expect(BoxBlur.radii(sigma: 1e300).count == 3 && BoxBlur.radii(sigma: 1e300).allSatisfy { $0 <= CoverageMask.maxBlurRadius })
    }

    /// A blurred group kept by key (`drawKeptGroup(key:…)`) is drawn once per key and clip, and composites the
    /// very pixels drawing and blurring it again gives, whatever lies below, under a fractional clip too; an empty
    /// group and a blur of none are kept as what they are.
    @Test func keptBlurredGroupsAreThePixelsOfBlurringAgain() throws {
        let kept = try Canvas(width: 60, height: 47), fresh = try Canvas(width: 60, height: 47)
        fresh.reusesCoverage = false
        var draws = 0
        let below = { (c: Canvas, x: Double) in c.fill(Rect(x: x, y: 10, width: 12, height: 20), paint: .solid(Color(white: 0.2, alpha: 0.9))) }
        // (key, σ, clip, what lies below): keys repeated with the art moving below, a clip, an empty group, no blur.
        let steps: [(Int, Double, Rect?, Double)] = [(1, 2.6, nil, 0), (1, 2.6, nil, 20), (1, 2.6, nil, 35),
                                                     (1, 2.6, Rect(x: 3.5, y: 2.25, width: 40, height: 30), 10),
                                                     (1, 2.6, Rect(x: 3.5, y: 2.25, width: 40, height: 30), 15),
                                                     (2, 0, nil, 5), (2, 0, nil, 6), (3, 4, nil, 7), (3, 4, nil, 8)]
        for (key, sigma, clip, x) in steps {
            for canvas in [kept, fresh] {
                canvas.clear()
                below(canvas, x)
                let body = { (c: Canvas) in
                    c.drawKeptGroup(key: key, opacity: 0.8, blend: .multiply, finish: .blur(sigmaX: sigma, sigmaY: sigma)) { g in
                        if canvas === kept { draws += 1 }
                        if key != 3 { Self.drawArt(on: g) }
                    }
                }
                if let clip { canvas.withClip(clip, body) } else { body(canvas) }
            }
            #expect(kept.makeImage() == fresh.makeImage(), "key \(key), clip \(String(describing: clip)), below at \(x)")
        }
        #expect(draws == 4)  // one draw per key and clip
    }
}
