import Foundation
import Raster

/// Polygons for the benchmark scenes.
enum Shapes {
    /// A regular polygon approximating a circle, clockwise on screen (or counter-clockwise when `reversed`).
    static func circle(_ cx: Double, _ cy: Double, _ r: Double, points n: Int, reversed: Bool = false) -> [Point] {
        (0..<n).map { i in
            let a = Double(reversed ? n - i : i) / Double(n) * 2 * Double.pi
            return Point(x: cx + r * cos(a), y: cy + r * sin(a))
        }
    }

    /// An annulus as one non-zero polygon: outer circle plus reversed inner circle.
    static func ring(_ cx: Double, _ cy: Double, _ r: Double, width: Double, points n: Int) -> Polygon {
        Polygon(contours: [circle(cx, cy, r + width / 2, points: n), circle(cx, cy, r - width / 2, points: n, reversed: true)])
    }

    /// A pie wedge from `start` sweeping `sweep` radians.
    static func wedge(_ cx: Double, _ cy: Double, _ r: Double, start: Double, sweep: Double, points n: Int) -> Polygon {
        var pts = [Point(x: cx, y: cy)]
        for i in 0...n {
            let a = start + sweep * Double(i) / Double(n)
            pts.append(Point(x: cx + r * cos(a), y: cy + r * sin(a)))
        }
        return Polygon(contours: [pts])
    }

    /// A 105×105 test sprite: a soft disc with a gradient and a transparent surround.
    static func sprite(size: Int = 105) throws -> Image {
        var image = try Image(width: size, height: size)
        let c = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - c) * (Double(x) + 0.5 - c) + (Double(y) + 0.5 - c) * (Double(y) + 0.5 - c)).squareRoot()
                let a = max(0, min(1, c - d))
                let color = Color(red: Double(x) / Double(size), green: 0.4, blue: Double(y) / Double(size), alpha: a)
                image.setPixel(x: x, y: y, color.premultipliedPixel)
            }
        }
        return image
    }

    /// A UI-like 1125×330 frame: sky-blue background, a dashed-looking ring, a wedge, dots, a rotated sprite.
    static func uiFrame(_ canvas: Canvas, sprite: Image, angle: Double = 0.6) {
        canvas.clear(Color(rgb8: 135, 206, 235))
        let cx = 562.5, cy = 165.0
        canvas.fill(ring(cx, cy, 60, width: 9, points: 240), paint: .solid(Color(white: 1, alpha: 0.9)))
        canvas.fill(wedge(cx, cy, 45, start: -Double.pi / 2, sweep: 2.2, points: 80), paint: .solid(Color(rgb8: 173, 53, 60)))
        for i in 0..<10 {
            let a = Double(i) / 10 * 2 * Double.pi
            canvas.fill(Polygon(contours: [circle(cx + 120 * cos(a) + 200, cy + 120 * sin(a) * 0.8, 7, points: 40)]),
                        paint: .solid(Color(white: 0.2, alpha: 0.3 + 0.07 * Double(i))))
        }
        let t = AffineTransform.translation(-52.5, -52.5).concatenating(.scale(0.6, 0.6)).concatenating(.rotation(angle))
            .concatenating(.translation(cx - 200 + 30.25, cy - 10.6))
        canvas.drawImage(sprite, transform: t)
    }
}
