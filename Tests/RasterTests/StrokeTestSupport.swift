import Raster

/// The winding number of `polygon` around `p` (non-zero fill: inside when ≠ 0).
func winding(_ polygon: Polygon, at p: Point) -> Int {
    var w = 0
    for i in 0..<polygon.contourCount {
        let c = Array(polygon.contour(i))
        guard c.count >= 2 else { continue }
        var a = c[c.count - 1]
        for b in c {
            if a.y <= p.y {
                if b.y > p.y && (b - a).cross(p - a) > 0 { w += 1 }
            } else if b.y <= p.y && (b - a).cross(p - a) < 0 {
                w -= 1
            }
            a = b
        }
    }
    return w
}

/// The area covered under the non-zero rule, sampled on a grid of `step` over the polygon's bounds (for outlines
/// whose contours overlap, where the signed area would count overlaps twice).
func nonZeroArea(_ polygon: Polygon, step: Double = 0.25) -> Double {
    let b = polygon.bounds
    var count = 0
    var y = b.minY + step / 2
    while y < b.maxY {
        var x = b.minX + step / 2
        while x < b.maxX {
            if winding(polygon, at: Point(x: x, y: y)) != 0 { count += 1 }
            x += step
        }
        y += step
    }
    return Double(count) * step * step
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
