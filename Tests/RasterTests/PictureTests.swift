import Foundation
import Testing
@testable import Raster

/// `Canvas.drawPicture` copies a picture back only onto a blank canvas and only for the key it was drawn with: its
/// pixels are those drawing again gives.
@Suite struct PictureTests {
    static func draw(_ shift: Double) -> (Canvas) -> Void {
        { canvas in
            var p = Path()
            p.addArc(center: Point(x: 12 + shift, y: 10), radius: 7.3, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
            canvas.fill(p, transform: .identity, paint: .solid(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.8)))
            canvas.drawGroup(opacity: 0.5) { $0.fill(Rect(x: 3, y: 4, width: 10 + shift, height: 6), paint: .solid(.black)) }
        }
    }

    @Test func picturesAreCopiedOnlyWhenTheyWouldDrawTheSame() throws {
        let canvas = try Canvas(width: 32, height: 24), fresh = try Canvas(width: 32, height: 24)
        // Keys in an order that repeats some in a row (kept, then copied) and changes others.
        for shift in [0.0, 0, 0, 3, 3, 0, 0, 5.5, 5.5, 5.5] {
            canvas.clear()
            canvas.drawPicture(key: shift, Self.draw(shift))
            fresh.clear()
            Self.draw(shift)(fresh)
            #expect(canvas.makeImage() == fresh.makeImage(), "key \(shift)")
        }
        #expect(canvas.picture?.pixels != nil)
        // Not blank (something drawn, another clear colour, a clip): drawn, not copied.
        let red = Color(red: 1, green: 0, blue: 0)
        for prepare in [{ (c: Canvas) in c.clear(); c.fill(Rect(x: 0, y: 0, width: 5, height: 5), paint: .solid(red)) },
                        { (c: Canvas) in c.clear(red) }] {
            for c in [canvas, fresh] { prepare(c) }
            canvas.drawPicture(key: 5.5, Self.draw(5.5))
            Self.draw(5.5)(fresh)
            #expect(canvas.makeImage() == fresh.makeImage())
        }
        for c in [canvas, fresh] { c.clear() }
        canvas.withClip(Rect(x: 0, y: 0, width: 16, height: 24)) { $0.drawPicture(key: 5.5, Self.draw(5.5)) }
        fresh.withClip(Rect(x: 0, y: 0, width: 16, height: 24)) { Self.draw(5.5)($0) }
        #expect(canvas.makeImage() == fresh.makeImage())
    }
}
