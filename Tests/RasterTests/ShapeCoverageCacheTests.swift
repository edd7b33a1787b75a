import Foundation
import RefreshTestSupport
import Testing
@testable import Raster

/// Replayed path fills and strokes (`ShapeCoverageCache`) are the very pixels a fresh flattening, stroking and
/// rasterization gives, whatever was drawn before and in whatever order.
@Suite struct ShapeCoverageCacheTests {
    /// A ring of cubics, a dashed stroke of it, a rectangle, each under its own transform and paint.
    static let shapes: [@Sendable (Canvas) -> Void] = {
        var p = Path()
        p.move(to: Point(x: 0, y: -10))
        p.cubic(to: Point(x: 10, y: 0), control1: Point(x: 6, y: -10), control2: Point(x: 10, y: -6))
        p.cubic(to: Point(x: 0, y: 10), control1: Point(x: 10, y: 6), control2: Point(x: 6, y: 10))
        p.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: Double.pi / 2, endAngle: 1.5 * Double.pi, clockwise: true)
        p.close()
        let ring = p
        let dashed = StrokeStyle(width: 2.5, cap: .round, join: .round, dashPattern: [4, 3], dashPhase: 1.5)
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 60, y: 40),
                                      stops: [.init(location: 0, color: .black), .init(location: 1, color: Color(red: 1, green: 0.5, blue: 0))])
        return [
            { $0.fill(ring, transform: .scale(1.7, 1.7).concatenating(.translation(20.3, 21.1)), paint: .solid(Color(red: 0, green: 0.4, blue: 1, alpha: 0.6))) },
            { $0.stroke(ring, style: dashed, transform: .rotation(0.4).concatenating(.translation(40.5, 30.25)), paint: .linearGradient(gradient)) },
            { $0.fill(ring, transform: .translation(30, 30), rule: .evenOdd, paint: .solid(.black)) },
            { c in c.withClip(Rect(x: 10.5, y: 12.25, width: 30.3, height: 25.6)) { $0.fill(ring, transform: .scale(2, 2).concatenating(.translation(30, 30)), paint: .solid(Color(white: 0.3, alpha: 0.8))) } },
            { $0.stroke(ring, style: StrokeStyle(width: 3, strokeStart: 0.1, strokeEnd: 0.7), transform: .translation(20, 40), paint: .solid(.black)) },
            { $0.fill(ring, transform: .translation(-0.0, 0), paint: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5))) },
            { $0.fill(ring, transform: .translation(0.0, 0), paint: .solid(Color(red: 0, green: 1, blue: 0, alpha: 0.5))) },
        ]
    }()

    /// Frames of the shapes in a shuffled order, drawn over and over on one caching canvas, equal the same frames
    /// drawn on a canvas that rasterizes every fill.
    @Test func replayedShapesMatchFreshOnes() throws {
        let cached = try Canvas(width: 64, height: 64), fresh = try Canvas(width: 64, height: 64)
        fresh.reusesCoverage = false
        var generator = SplitMix(seed: 7)
        for _ in 0..<12 {
            let frame = Self.shapes.indices.shuffled(using: &generator).prefix(4)
            for canvas in [cached, fresh] {
                canvas.clear()
                for i in frame { Self.shapes[i](canvas) }
            }
            #expect(cached.makeImage() == fresh.makeImage())
        }
        #expect(cached.shapeCache.recordedCount > 0)
        #expect(fresh.shapeCache.recordedCount == 0)
    }

    /// The key tells apart what could change the polygon: a transform one ulp away, −0 from 0, another stroke.
    @Test func keysHoldEveryInput() {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.line(to: Point(x: 5, y: 2))
        let clip = ScanBounds(x0: 0, y0: 0, x1: 8, y1: 8)
        let cache = ShapeCoverageCache()
        func key(_ t: Raster.AffineTransform, _ s: StrokeStyle? = nil) -> ShapeCoverageCache.Key {
            cache.key(path: path, stroke: s, transform: t, rule: .nonZero, clip: clip, clipRect: nil, alphaScale: 255)
        }
        #expect(key(.translation(1, 0)) == key(.translation(1, 0)))
        #expect(key(.translation(1, 0)) != key(.translation(1.0.nextUp, 0)))
        #expect(key(.translation(0, 0)) != key(.translation(-0.0, 0)))
        #expect(key(.identity, StrokeStyle(width: 1)) != key(.identity, StrokeStyle(width: 1, dashPattern: [1])))
        #expect(key(.identity, StrokeStyle(width: 1)) != key(.identity))
    }

    /// A long path keyed again is not made into words again while its elements keep their storage; a copy that
    /// changed (new storage), or a path built anew with the same elements, gets keys of its own words, and keys of
    /// equal elements are equal however they were made.
    @Test func knownPathsAreKeyedByTheirElements() {
        let cache = ShapeCoverageCache()
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 1...ShapeCoverageCache.minKnownPathElements { path.line(to: Point(x: Double(i), y: Double(i % 3))) }
        func key(_ p: Path) -> ShapeCoverageCache.Key {
            cache.key(path: p, stroke: nil, transform: .identity, rule: .nonZero, clip: ScanBounds(x0: 0, y0: 0, x1: 8, y1: 8),
                      clipRect: nil, alphaScale: 255)
        }
        func storage(_ k: ShapeCoverageCache.Key) -> UnsafeRawPointer? {
            k.path.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        let first = key(path), again = key(path)
        #expect(first == again && storage(first) == storage(again))

        var changed = path
        changed.line(to: Point(x: 0, y: 5))
        #expect(key(changed) != first)
        path.line(to: Point(x: 0, y: 5))  // the original, changed the same way after it was keyed
        #expect(key(path) == key(changed))

        var rebuilt = Path()
        for e in changed.elements { rebuilt.append(e) }
        let fresh = key(rebuilt)
        #expect(fresh == key(changed) && storage(fresh) != storage(key(changed)))
    }

    /// Shapes that change every time (an animated long path) keep the cache within its byte budget, keys included.
    @Test func keysCountAgainstTheBudget() {
        let cache = ShapeCoverageCache()
        var counter = CoverageCacheTests.Counter()
        for frame in 0..<150 {  // 150 keys of 160 kB: 24 MB offered
            let key = ShapeCoverageCache.Key(path: .init([UInt64](repeating: UInt64(frame), count: 20_000)), rest: [])
            _ = cache.lookup(key, into: &counter)
            #expect(cache.byteCount <= ShapeCoverageCache.maxBytes)
        }
        #expect(cache.byteCount > ShapeCoverageCache.maxBytes / 4)
    }
}
