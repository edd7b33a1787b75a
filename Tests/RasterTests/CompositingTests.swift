import Testing
@testable import Raster

@Suite struct CompositingTests {
    @Test func div255IsExactRounding() {
        for v in UInt32(0)...65025 {
            #expect(PixelMath.div255(v) == (v + 127) / 255)
        }
    }

    /// Reference source-over on premultiplied channels: s·m/255 rounded, then s' + d·(255 − s'ₐ)/255 rounded.
    static func reference(src: UInt32, coverage m: Int, dst: UInt32) -> UInt32 {
        let s = TS.channels(src).map { ($0 * m + 127) / 255 }
        let d = TS.channels(dst)
        let out = (0..<4).map { s[$0] + (d[$0] * (255 - s[3]) + 127) / 255 }
        return TS.rgba(out[0], out[1], out[2], out[3])
    }

    @Test func sourceOverMatchesReferenceExactly() throws {
        let c = try Canvas(width: 1, height: 1)
        var rng = SystemRandomNumberGenerator()
        for i in 0..<600 {
            let dst = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                            blue: .random(in: 0...1, using: &rng), alpha: i % 5 == 0 ? 1 : .random(in: 0...1, using: &rng))
            let src = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                            blue: .random(in: 0...1, using: &rng), alpha: .random(in: 0...1, using: &rng))
            c.clear(dst)
            c.fill(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(src))
            let expected = Self.reference(src: src.premultipliedPixel, coverage: 255, dst: dst.premultipliedPixel)
            #expect(c.pixel(x: 0, y: 0) == expected, "src \(src) over dst \(dst)")
        }
    }

    @Test func partialCoverageScalesTheSourceOnce() throws {
        let c = try Canvas(width: 2, height: 1)
        let dst = Color(rgb8: 10, 200, 30)
        let src = Color(rgb8: 250, 20, 100, alpha: 0.8)
        c.clear(dst)
        c.fill(Rect(x: 0, y: 0, width: 0.5, height: 1), paint: .solid(src))
        #expect(c.pixel(x: 0, y: 0) == Self.reference(src: src.premultipliedPixel, coverage: 128, dst: dst.premultipliedPixel))
        #expect(c.pixel(x: 1, y: 0) == dst.premultipliedPixel)
    }

    @Test func opaqueFillStoresTheColour() throws {
        let c = try Canvas(width: 3, height: 3)
        c.clear(Color(white: 0.5, alpha: 0.5))
        c.fill(Rect(x: 0, y: 0, width: 3, height: 3), paint: .solid(Color(rgb8: 1, 2, 3)))
        #expect(c.pixel(x: 1, y: 1) == TS.rgba(1, 2, 3, 255))
    }

    @Test func clipRectLimitsDrawing() throws {
        let c = try Canvas(width: 10, height: 10)
        c.clipRect = Rect(x: 2, y: 3, width: 4, height: 2)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(.white))
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<5).contains(y)
                #expect(TS.alpha(c, x, y) == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
        c.clipRect = nil
        c.clear(.black)
        #expect(c.pixel(x: 0, y: 0) == TS.rgba(0, 0, 0, 255))
    }

    @Test func fractionalClipEdgesAreAntiAliased() throws {
        let c = try Canvas(width: 10, height: 4)
        c.withClip(Rect(x: 2.5, y: 0, width: 3.25, height: 4)) { c in
            c.fill(Polygon(contours: [TS.rect(-3, -3, 20, 20)]), paint: .solid(.white))
        }
        #expect((0..<8).map { TS.alpha(c, $0, 1) } == [0, 0, 128, 255, 255, 191, 0, 0])
        #expect(c.clipRect == nil)
    }

    @Test func nestedClipsIntersect() throws {
        let c = try Canvas(width: 10, height: 10)
        c.withClip(Rect(x: 0, y: 0, width: 5, height: 10)) { c in
            c.withClip(Rect(x: 3, y: 0, width: 5, height: 10)) { c in
                c.fill(Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(.white))
            }
        }
        #expect((0..<10).map { TS.alpha(c, $0, 5) } == [0, 0, 0, 255, 255, 0, 0, 0, 0, 0])
    }

    @Test func nonFiniteClipDrawsNothing() throws {
        let c = try Canvas(width: 4, height: 4)
        c.clipRect = Rect(x: .nan, y: 0, width: 4, height: 4)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), paint: .solid(.white))
        #expect(TS.coveredArea(c) == 0)
    }

    @Test func groupOpacityCompositesOnce() throws {
        let c = try Canvas(width: 10, height: 4)
        c.clear(.white)
        c.drawGroup(opacity: 0.5) { g in
            g.fill(Rect(x: 0, y: 0, width: 6, height: 4), paint: .solid(Color(rgb8: 255, 0, 0)))
            g.fill(Rect(x: 3, y: 0, width: 6, height: 4), paint: .solid(Color(rgb8: 255, 0, 0)))
        }
        // Red at 128/255 over white, the same in the overlap as outside it.
        let expected = Self.reference(src: TS.rgba(255, 0, 0, 255), coverage: 128, dst: TS.rgba(255, 255, 255, 255))
        #expect(c.pixel(x: 1, y: 1) == expected)
        #expect(c.pixel(x: 4, y: 1) == expected)
        #expect(c.pixel(x: 9, y: 1) == TS.rgba(255, 255, 255, 255))
    }

    @Test func groupsNestAndPooledBuffersStartClear() throws {
        let c = try Canvas(width: 8, height: 2)
        c.drawGroup(opacity: 1) { g in g.fill(Rect(x: 0, y: 0, width: 4, height: 2), paint: .solid(.white)) }
        c.clear()
        // The pooled buffer is reused: what the first group drew must not reappear.
        c.drawGroup(opacity: 1) { g in
            g.drawGroup(opacity: 0.5) { g in g.fill(Rect(x: 4, y: 0, width: 4, height: 2), paint: .solid(.white)) }
        }
        #expect(TS.alpha(c, 1, 1) == 0)
        #expect(TS.alpha(c, 5, 1) == 128)
        c.endGroup()  // unbalanced: ignored
    }

    @Test func zeroOpacityGroupDrawsNothing() throws {
        let c = try Canvas(width: 4, height: 4)
        c.drawGroup(opacity: 0) { g in g.fill(Rect(x: 0, y: 0, width: 4, height: 4), paint: .solid(.white)) }
        c.drawGroup(opacity: .nan) { g in g.fill(Rect(x: 0, y: 0, width: 4, height: 4), paint: .solid(.white)) }
        #expect(TS.coveredArea(c) == 0)
    }

    @Test func canvasSizeIsValidated() {
        #expect(throws: ImageError.invalidSize(width: 0, height: 10)) { try Canvas(width: 0, height: 10) }
        #expect(throws: ImageError.self) { try Canvas(width: 100_000, height: 1) }
    }
}
