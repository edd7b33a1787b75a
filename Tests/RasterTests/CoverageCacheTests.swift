import Foundation
import Testing
@testable import Raster

/// Replayed fills (`CoverageCache`) are the very pixels a fresh rasterization gives (RASTER-NOTES.md §10).
@Suite struct CoverageCacheTests {
    /// Two overlapping 200-point circles: 400 points, crossing edges (exact rows) under even-odd.
    static let rings: Polygon = {
        func circle(_ cx: Double, _ cy: Double, _ r: Double) -> [Point] {
            (0..<200).map { i in
                let a = Double(i) / 200 * 2 * Double.pi
                return Point(x: cx + r * cos(a), y: cy + r * sin(a))
            }
        }
        return Polygon(contours: [circle(30.3, 31.7, 20.2), circle(38.9, 29.1, 17.6)])
    }()

    struct Counter: SpanCompositor {
        var spans = 0
        mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) { spans += 1 }
        mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) { spans += 1 }
    }

    @Test func replayedFillsMatchFreshOnes() throws {
        let cached = try Canvas(width: 64, height: 64), fresh = try Canvas(width: 64, height: 64)
        fresh.reusesCoverage = false
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.4, blue: 1, alpha: 0.5),
                      Color(white: 0.2, alpha: 0.7)]
        for color in colors {
            for c in [cached, fresh] { c.fill(Self.rings, rule: .evenOdd, paint: .solid(color)) }
            #expect(cached.makeImage() == fresh.makeImage())
        }
        // The polygon was kept and is replayed: same spans as the sweep gave.
        let clip = ScanBounds(x0: 0, y0: 0, x1: 64, y1: 64)
        var counter = Counter()
        #expect(cached.coverageCache.replay(Self.rings, rule: .evenOdd, clip: clip, alphaScale: 255, into: &counter) != nil)
        #expect(counter.spans > 0)
        // Another rule, or a point one ulp away, is not the kept fill.
        #expect(cached.coverageCache.replay(Self.rings, rule: .nonZero, clip: clip, alphaScale: 255, into: &counter) == nil)
        var moved = Self.rings
        moved.points[7].x = moved.points[7].x.nextUp
        #expect(cached.coverageCache.replay(moved, rule: .evenOdd, clip: clip, alphaScale: 255, into: &counter) == nil)
        for c in [cached, fresh] { c.fill(moved, paint: .solid(.black)) }
        #expect(cached.makeImage() == fresh.makeImage())
    }

    /// Small polygons are not kept; past its capacity the least recently used fill goes.
    @Test func smallFillsAreNotKeptAndOldOnesGo() throws {
        let canvas = try Canvas(width: 64, height: 64)
        let clip = ScanBounds(x0: 0, y0: 0, x1: 64, y1: 64)
        var counter = Counter()
        let square = Polygon(contours: [TS.rect(3.5, 3.5, 20, 20)])
        canvas.fill(square, paint: .solid(.black))
        #expect(canvas.coverageCache.replay(square, rule: .nonZero, clip: clip, alphaScale: 255, into: &counter) == nil)
        let shifted = (0...CoverageCache.capacity).map { Self.rings.applying(.translation(Double($0) / 8, 0)) }
        for p in shifted { canvas.fill(p, paint: .solid(.black)) }
        #expect(canvas.coverageCache.replay(shifted[0], rule: .nonZero, clip: clip, alphaScale: 255, into: &counter) == nil)
        #expect(canvas.coverageCache.replay(shifted[1], rule: .nonZero, clip: clip, alphaScale: 255, into: &counter) != nil)
    }
}
