import Testing
@testable import Raster

@Suite struct ImagePaintTests {
    static let red = TS.rgba(255, 0, 0, 255), blue = TS.rgba(0, 0, 255, 255)

    /// 2×2: red, blue / blue, red.
    static func checker() throws -> Image {
        try Image(width: 2, height: 2, pixels: [red, blue, blue, red])
    }

    @Test func identityCopiesPixelsExactly() throws {
        let c = try Canvas(width: 4, height: 4)
        c.drawImage(try Self.checker(), transform: .translation(1, 1))
        #expect(c.pixel(x: 1, y: 1) == Self.red && c.pixel(x: 2, y: 1) == Self.blue)
        #expect(c.pixel(x: 1, y: 2) == Self.blue && c.pixel(x: 2, y: 2) == Self.red)
        #expect(c.pixel(x: 0, y: 0) == 0 && c.pixel(x: 3, y: 3) == 0)
    }

    @Test func bilinearAtKnownPoints() throws {
        // Scaled ×4: device pixel centres map to image positions (x + 0.5)/4 − 0.5.
        let c = try Canvas(width: 8, height: 8)
        let image = try Image(width: 2, height: 1, pixels: [TS.rgba(200, 0, 0, 255), TS.rgba(0, 0, 100, 255)])
        c.drawImage(image, transform: .scale(4, 8))
        // x = 0, 1: positions −0.375, −0.125 → padded to the left pixel.
        #expect(c.pixel(x: 0, y: 3) == TS.rgba(200, 0, 0, 255) && c.pixel(x: 1, y: 3) == TS.rgba(200, 0, 0, 255))
        // x = 2: position 0.125 → weight 32/256 of the right pixel: 200·224/256 = 175, 100·32/256 = 12.5 → 13.
        #expect(c.pixel(x: 2, y: 3) == TS.rgba(175, 0, 13, 255))
        // x = 3: position 0.375 → 96/256: 200·160/256 = 125, 100·96/256 = 37.5 → 38.
        #expect(c.pixel(x: 3, y: 3) == TS.rgba(125, 0, 38, 255))
        // x = 4: 0.625 → 160/256: 75, 62.5 → 63 (rounded half up).
        #expect(c.pixel(x: 4, y: 3) == TS.rgba(75, 0, 63, 255))
        #expect(c.pixel(x: 7, y: 3) == TS.rgba(0, 0, 100, 255))
    }

    @Test func halfPixelTranslateAveragesAndAntiAliasesEdges() throws {
        let c = try Canvas(width: 4, height: 2)
        let image = try Image(width: 2, height: 1, pixels: [TS.rgba(255, 0, 0, 255), TS.rgba(0, 0, 255, 255)])
        c.drawImage(image, transform: .translation(0.5, 0))
        #expect(c.pixel(x: 1, y: 0) == TS.rgba(128, 0, 128, 255))
        // Edge pixels are half covered: colour padded from the nearest texel, scaled by coverage 128.
        #expect(c.pixel(x: 0, y: 0) == TS.rgba(128, 0, 0, 128))
        #expect(c.pixel(x: 2, y: 0) == TS.rgba(0, 0, 128, 128))
    }

    @Test func imageEdgesHaveExactAreaCoverage() throws {
        let c = try Canvas(width: 16, height: 16)
        let white = try Image(width: 10, height: 10, color: .white)
        c.drawImage(white, transform: .translation(2.25, 3.75))
        #expect((1..<14).map { TS.alpha(c, $0, 8) } == [0, 191, 255, 255, 255, 255, 255, 255, 255, 255, 255, 64, 0])
        #expect(TS.alpha(c, 5, 3) == 64 && TS.alpha(c, 5, 13) == 191)
        // A rotated image covers exactly its area.
        let d = try Canvas(width: 40, height: 40)
        d.drawImage(white, transform: AffineTransform.translation(-5, -5).concatenating(.rotation(0.7)).concatenating(.translation(20.3, 19.6)))
        #expect(abs(TS.coveredArea(d) - 100) < 0.1)
    }

    @Test func fractionalTranslationMovesSmoothly() throws {
        // The alpha-weighted centroid of a drawn sprite follows the translation continuously (no snapping).
        let sprite = try Image(width: 6, height: 6, pixels: (0..<36).map { i in
            let x = i % 6
            let v = [40, 120, 255, 255, 120, 40][x]
            return TS.rgba(v, v, v, v)
        })
        var previous = -1.0
        for step in 0...10 {
            let t = 5 + Double(step) / 10
            let c = try Canvas(width: 20, height: 10)
            c.drawImage(sprite, transform: .translation(t, 2))
            var sum = 0.0, weighted = 0.0
            for x in 0..<20 {
                let a = Double(TS.alpha(c, x, 4))
                sum += a
                weighted += a * (Double(x) + 0.5)
            }
            let centroid = weighted / sum
            #expect(abs(centroid - (t + 3)) < 0.03, "translate \(t): centroid \(centroid)")
            #expect(centroid > previous + 0.05)
            previous = centroid
        }
    }

    @Test func opacityScalesTheImage() throws {
        let c = try Canvas(width: 2, height: 2)
        c.drawImage(try Image(width: 2, height: 2, color: .white), transform: .identity, opacity: 0.5)
        #expect(c.pixel(x: 1, y: 1) == TS.rgba(128, 128, 128, 128))
    }

    @Test func singularOrNonFiniteTransformsDrawNothing() throws {
        let c = try Canvas(width: 8, height: 8)
        let image = try Image(width: 4, height: 4, color: .white)
        for t in [AffineTransform.scale(0, 1), .scale(1e-300, 1e-300),
                  AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                  AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),
                  AffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0)] {
            c.drawImage(image, transform: t)
            c.fill(Rect(x: 0, y: 0, width: 8, height: 8), paint: .image(image, transform: t, opacity: 1))
        }
        c.drawImage(image, transform: .identity, opacity: .nan)
        c.drawImage(image, transform: .identity, opacity: -1)
        // 1e300 scale is finite and invertible: it may paint the canvas; everything else must not.
        let d = try Canvas(width: 8, height: 8)
        for t in [AffineTransform.scale(0, 1), AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
            d.drawImage(image, transform: t)
        }
        #expect(TS.coveredArea(d) == 0)
    }

    @Test func imageSizeIsValidated() {
        #expect(throws: ImageError.pixelCountMismatch(expected: 4, actual: 3)) {
            try Image(width: 2, height: 2, pixels: [0, 0, 0])
        }
        #expect(throws: ImageError.invalidSize(width: -1, height: 2)) { try Image(width: -1, height: 2) }
    }
}

extension ImagePaintTests {
    @Test func strongShrinkPadsWithEdgePixels() throws {
        // Anti-aliased edge pixels of a heavily shrunk image map far outside it: they must read edge pixels only.
        let c = try Canvas(width: 8, height: 8)
        let image = try Image(width: 3, height: 3, color: Color(rgb8: 10, 20, 30))
        c.drawImage(image, transform: AffineTransform.scale(0.05, 0.05).concatenating(.translation(3.9, 3.9)))
        let p = c.pixel(x: 3, y: 3), q = c.pixel(x: 4, y: 4)
        for px in [p, q] where px != 0 {
            let ch = TS.channels(px)
            // Colour is (10, 20, 30) scaled by coverage: ratios hold within rounding.
            #expect(abs(ch[1] - 2 * ch[0]) <= 1 && abs(ch[2] - 3 * ch[0]) <= 1, "\(ch)")
        }
    }
}
