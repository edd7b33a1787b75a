import Foundation
import Raster

/// The paths of Lottie's parametric shapes, with the start points and directions of After Effects (as lottie-web
/// and rlottie build them), so trims and dashes start where they do there.
enum ShapeBuilders {
    /// Control-point distance of a quarter circle as a fraction of its radius: 4/3·(√2 − 1).
    static let kappa = 0.5522847498

    /// Rectangle `rc` around `center`: starts on the right edge below the top-right corner and runs clockwise
    /// (down the right edge); corners rounded by `roundness`, at most half the shorter side.
    static func rectangle(center c: Point, size: Point, roundness: Double) -> BezierContour {
        let hw = abs(size.x) / 2, hh = abs(size.y) / 2
        let r = min(max(roundness, 0), hw, hh)
        let left = c.x - hw, right = c.x + hw, top = c.y - hh, bottom = c.y + hh
        guard r > 0 else {
            return BezierContour(vertices: [Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom),
                                            Point(x: left, y: top)].map { BezierVertex($0) }, closed: true)
        }
        let k = r * kappa
        func v(_ x: Double, _ y: Double, in ix: Double, _ iy: Double, out ox: Double, _ oy: Double) -> BezierVertex {
            BezierVertex(point: Point(x: x, y: y), inControl: Point(x: ix, y: iy), outControl: Point(x: ox, y: oy))
        }
        return BezierContour(vertices: [
            v(right, top + r, in: right, top + r - k, out: right, top + r),
            v(right, bottom - r, in: right, bottom - r, out: right, bottom - r + k),
            v(right - r, bottom, in: right - r + k, bottom, out: right - r, bottom),
            v(left + r, bottom, in: left + r, bottom, out: left + r - k, bottom),
            v(left, bottom - r, in: left, bottom - r + k, out: left, bottom - r),
            v(left, top + r, in: left, top + r, out: left, top + r - k),
            v(left + r, top, in: left + r - k, top, out: left + r, top),
            v(right - r, top, in: right - r, top, out: right - r + k, top),
        ], closed: true)
    }

    /// Ellipse `el` of `size` around `center`: four cubics from the top, clockwise (towards the right).
    static func ellipse(center c: Point, size: Point) -> BezierContour {
        let rx = abs(size.x) / 2, ry = abs(size.y) / 2
        let kx = rx * kappa, ky = ry * kappa
        let points = [(Point(x: c.x, y: c.y - ry), Point(x: -kx, y: 0)), (Point(x: c.x + rx, y: c.y), Point(x: 0, y: -ky)),
                      (Point(x: c.x, y: c.y + ry), Point(x: kx, y: 0)), (Point(x: c.x - rx, y: c.y), Point(x: 0, y: ky))]
        return BezierContour(vertices: points.map { p, tangentIn in
            BezierVertex(point: p, inControl: p + tangentIn, outControl: p - tangentIn)
        }, closed: true)
    }

    /// Polystar `sr`: a star (`inner` given) of `points` outer and inner vertices, or a polygon, starting straight up
    /// from `center` turned by `rotation` degrees, clockwise. Roundness (percent) gives each vertex tangents along
    /// the circle through it, as long as roundness × circumference / (vertex count × 2) for a star and / (vertex
    /// count × 4) for a polygon — lottie-web's construction.
    static func polystar(center c: Point, points: Int, rotation: Double, outer: (radius: Double, roundness: Double),
                         inner: (radius: Double, roundness: Double)?) -> BezierContour {
        let count = inner == nil ? points : points * 2
        guard count >= 2 else { return BezierContour(vertices: [], closed: true) }
        let step = 2 * Double.pi / Double(count)
        var angle = -Double.pi / 2 + rotation * Double.pi / 180
        var vertices: [BezierVertex] = []
        vertices.reserveCapacity(count)
        for i in 0..<count {
            let (radius, roundness) = (i % 2 == 1 ? inner : nil) ?? outer
            let direction = Point(x: cos(angle), y: sin(angle))
            let p = c + direction * radius
            // The tangent points along the circle, clockwise on screen.
            let share = Double(count * (inner == nil ? 4 : 2))
            let tangent = Point(x: -direction.y, y: direction.x) * (2 * Double.pi * radius / share * roundness / 100)
            vertices.append(BezierVertex(point: p, inControl: p - tangent, outControl: p + tangent))
            angle += step
        }
        return BezierContour(vertices: vertices, closed: true)
    }
}
