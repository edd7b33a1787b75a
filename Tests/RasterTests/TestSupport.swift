import Foundation
@testable import Raster

/// Helpers shared by the Raster tests.
enum TS {
    static func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixel(x: x, y: y) >> 24) }

    static func channels(_ p: UInt32) -> [Int] {
        [Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF), Int(p >> 24)]
    }

    static func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    static func polygon(_ pts: [(Double, Double)]) -> Polygon {
        Polygon(contours: [pts.map { Point(x: $0.0, y: $0.1) }])
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]
    }

    /// Sum of alpha / 255 over the canvas: the total covered area when filled with opaque white.
    static func coveredArea(_ c: Canvas) -> Double {
        c.withUnsafePixels { $0.reduce(0.0) { $0 + Double($1 >> 24) / 255 } }
    }

    /// Area of the unit pixel (x, y) inside the convex polygon `poly` (reference, by Sutherland–Hodgman in Double).
    static func pixelArea(_ poly: [Point], _ x: Int, _ y: Int) -> Double {
        var pts = poly
        let x0 = Double(x), y0 = Double(y)
        func clip(_ inside: (Point) -> Bool, _ cross: (Point, Point) -> Point) {
            guard let last = pts.last else { return }
            var out: [Point] = []
            var prev = last
            for p in pts {
                if inside(p) != inside(prev) { out.append(cross(prev, p)) }
                if inside(p) { out.append(p) }
                prev = p
            }
            pts = out
        }
        func atX(_ v: Double) -> (Point, Point) -> Point { { p, q in Point(x: v, y: p.y + (q.y - p.y) * (v - p.x) / (q.x - p.x)) } }
        func atY(_ v: Double) -> (Point, Point) -> Point { { p, q in Point(x: p.x + (q.x - p.x) * (v - p.y) / (q.y - p.y), y: v) } }
        clip({ $0.x >= x0 }, atX(x0))
        clip({ $0.x <= x0 + 1 }, atX(x0 + 1))
        clip({ $0.y >= y0 }, atY(y0))
        clip({ $0.y <= y0 + 1 }, atY(y0 + 1))
        return abs(Polygon(contours: [pts]).signedArea)
    }
}
