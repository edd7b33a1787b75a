import Foundation
import Raster

/// Strokes, dashes and trims through the stroker and rasterizer, and the typical UI frame.
enum StrokeCases {
    static func all() throws -> [BenchmarkCase] {
        let big = try Canvas(width: 1024, height: 1024)
        let wide = try Canvas(width: 1125, height: 330)
        let circle = Path.circle(center: Point(x: 512, y: 512), radius: 500)
        let circleStyle = StrokeStyle(width: 10)
        // The dashed ring of the issue: r = 132 px, 12 px wide, dashes [6, 9], on 1125×330.
        let ring = Path.circle(center: Point(x: 562.5, y: 165), radius: 132)
        let dashed = StrokeStyle(width: 12, dashPattern: [6, 9])
        let frame = try Canvas(width: 1125, height: 330)
        let sprite = try TypicalFrame.sprite()
        // These cases time the stroker and rasterizer: each repeats one frame, which a canvas would otherwise replay
        // (in an animation the ring and spinner change every frame).
        for c in [big, wide, frame] { c.reusesCoverage = false }
        return [
            BenchmarkCase(name: "stroke circle d=1000 w=10 (outline+fill)", units: 0, run: {
                big.fill(Stroker.outline(of: circle, style: circleStyle), paint: .solid(.black))
            }),
            BenchmarkCase(name: "stroke circle d=1000 w=10 (outline only)", units: 0, run: {
                _ = Stroker.outline(of: circle, style: circleStyle)
            }),
            BenchmarkCase(name: "dashed ring r=132 w=12 [6,9] on 1125x330", units: 0, run: {
                wide.fill(Stroker.outline(of: ring, style: dashed), paint: .solid(.white))
            }),
            BenchmarkCase(name: "typical UI frame 1125x330 (render)", units: 0, run: {
                TypicalFrame.draw(frame, sprite: sprite)
            }),
            BenchmarkCase(name: "typical UI frame PNG encode (default)", units: 0, run: {
                _ = try? frame.pngData()
            }, note: { "\((try? frame.pngData().count) ?? 0) bytes" }),
        ]
    }
}

/// The typical UI frame at @3x: background, a dashed ring trimmed to 60 %, a rotated image, a spinner of
/// 12 round-capped spokes.
enum TypicalFrame {
    static func sprite() throws -> Image {
        let c = try Canvas(width: 105, height: 105)
        c.fill(Path.circle(center: Point(x: 52.5, y: 52.5), radius: 45).flattened(), paint: .solid(Color(rgb8: 176, 255, 255)))
        c.fill(Path.rect(Rect(x: 40, y: 10, width: 25, height: 85)).flattened(), paint: .solid(Color(rgb8: 0, 255, 255)))
        return c.makeImage()
    }

    static func draw(_ canvas: Canvas, sprite: Image) {
        canvas.clear(Color(rgb8: 0, 154, 222))
        let ring = Path.oval(in: Rect(x: 562.5 - 132, y: 165 - 132, width: 264, height: 264))
        canvas.fill(Stroker.outline(of: ring, style: StrokeStyle(width: 12, dashPattern: [6, 9], strokeEnd: 0.6)),
                    paint: .solid(.white))
        let t = AffineTransform.translation(-52.5, -52.5).concatenating(.rotation(0.7))
            .concatenating(.translation(562.5 + 132, 165))
        canvas.drawImage(sprite, transform: t)
        for j in 0..<12 {
            let a = Double(j) * Double.pi / 6
            let d = Point(x: cos(a), y: sin(a))
            let c = Point(x: 200, y: 165)
            canvas.fill(Stroker.outline(of: .line(from: c + d * 18, to: c + d * 24),
                                        style: StrokeStyle(width: 6, cap: .round)),
                        paint: .solid(Color(white: 0.5, alpha: max(0.3, 1 - Double(j) * 0.7 / 11))))
        }
    }
}
