import Testing
@testable import Raster

@Suite struct RadialGradientTests {
    static let stops = [LinearGradient.Stop(location: 0, color: .white), LinearGradient.Stop(location: 1, color: .black)]

    @Test func parameterIsDistanceOverRadiusAroundTheCentre() throws {
        let g = RadialGradient(center: Point(x: 10, y: 10), radius: 5, stops: Self.stops)
        #expect(try #require(g.parameter(at: Point(x: 10, y: 10))) == 0)
        #expect(abs(try #require(g.parameter(at: Point(x: 13, y: 14))) - 1) < 1e-12)
        #expect(abs(try #require(g.parameter(at: Point(x: 12.5, y: 10))) - 0.5) < 1e-12)
    }

    @Test func focalPointIsWhereTheParameterIsZero() throws {
        let g = RadialGradient(center: .zero, radius: 10, focal: Point(x: 5, y: 0), stops: Self.stops)
        #expect(try #require(g.parameter(at: Point(x: 5, y: 0))) == 0)
        // Towards the near edge the colour runs out in 5 units, towards the far edge in 15.
        #expect(abs(try #require(g.parameter(at: Point(x: 10, y: 0))) - 1) < 1e-12)
        #expect(abs(try #require(g.parameter(at: Point(x: -10, y: 0))) - 1) < 1e-12)
        #expect(abs(try #require(g.parameter(at: Point(x: -2.5, y: 0))) - 0.5) < 1e-12)
    }

    @Test func focalPointOnOrOutsideTheCircleIsPulledInside() {
        let g = RadialGradient(center: .zero, radius: 10, focal: Point(x: 30, y: 0), stops: Self.stops)
        #expect(abs(g.focal.x - 9.9) < 1e-12 && g.focal.y == 0)
        #expect(RadialGradient(center: .zero, radius: 0, stops: Self.stops).parameter(at: .zero) == nil)
    }

    @Test func fillPaintsTheCentreAndPadsBeyondTheCircle() throws {
        let c = try Canvas(width: 40, height: 40)
        let g = RadialGradient(center: Point(x: 20, y: 20), radius: 10, stops: Self.stops)
        c.fill(Rect(x: 0, y: 0, width: 40, height: 40), paint: .radialGradient(g))
        #expect(c.pixel(x: 19, y: 19) & 0xFF > 230)  // (19.5, 19.5): t ≈ 0.07, near white
        #expect(c.pixel(x: 0, y: 0) == 0xFF00_0000)   // padded with the last stop
        #expect(c.pixel(x: 39, y: 20) == 0xFF00_0000)
    }

    @Test func transformMakesAnEllipse() throws {
        // Scaled ×2 horizontally: the circle of radius 10 reaches x = 40 but y = 10 from the centre (20, 20) → (40, 20).
        let c = try Canvas(width: 80, height: 40)
        let g = RadialGradient(center: Point(x: 20, y: 20), radius: 10, stops: Self.stops,
                               transform: .scale(2, 1))
        c.fill(Rect(x: 0, y: 0, width: 80, height: 40), paint: .radialGradient(g))
        let mid = c.pixel(x: 59, y: 19)  // device (59.5, 19.5) → gradient (29.75, 19.5): t ≈ 0.98
        #expect(mid & 0xFF < 12)
        let inside = c.pixel(x: 50, y: 19)  // gradient (25.25, 19.5): t ≈ 0.53
        #expect((100...140).contains(inside & 0xFF))
        let above = c.pixel(x: 40, y: 5)  // gradient (20.25, 5.5): t ≈ 1.45, padded black
        #expect(above == 0xFF00_0000)
    }

    @Test func singularTransformPaintsNothing() throws {
        let c = try Canvas(width: 4, height: 4)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4),
               paint: .radialGradient(RadialGradient(center: .zero, radius: 2, stops: Self.stops, transform: .scale(0, 1))))
        #expect(c.pixel(x: 1, y: 1) == 0)
    }
}

extension RadialGradientTests {
    @Test func farOutsideTheGradientIsPaddedNotATrap() throws {
        // A gradient shrunk 100 000-fold (near the singular limit): device pixels map to gradient coordinates in the
        // millions, computed in Float, and are padded with the last colour.
        let c = try Canvas(width: 64, height: 4)
        let g = RadialGradient(center: Point(x: 1, y: 0), radius: 1, focal: Point(x: 1.9, y: 0), stops: Self.stops,
                               transform: .scale(1e-5, 1e-5))
        c.fill(Rect(x: 0, y: 0, width: 64, height: 4), paint: .radialGradient(g))
        #expect(c.pixel(x: 63, y: 3) == 0xFF00_0000)
    }
}
