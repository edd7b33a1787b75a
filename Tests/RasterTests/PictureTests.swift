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
        #expect(canvas.pictures[ObjectIdentifier(Double.self)]?.pixels != nil)
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

    /// A picture that begins with a picture of another key type (a still backdrop under a moving layer): the inner
    /// one is kept and copied back while the outer changes every frame, and the frames are those drawn afresh,
    /// whether the backdrop stays, changes, or the whole frame repeats.
    @Test func aPictureWithinAPictureIsKeptOnItsOwn() throws {
        struct Backdrop: Equatable { let shift: Double }
        let canvas = try Canvas(width: 32, height: 24), fresh = try Canvas(width: 32, height: 24)
        let moving = { (x: Double) in { (c: Canvas) in c.fill(Rect(x: x, y: 12, width: 6, height: 5), paint: .solid(Color(white: 0.2, alpha: 0.7))) } }
        // (backdrop, top): the backdrop still for a while, then changed; the whole frame repeated once.
        let frames: [(Double, Double)] = [(0, 1), (0, 2), (0, 3.5), (0, 4), (3, 5), (3, 7.25), (3, 6), (3, 6)]
        for (back, top) in frames {
            canvas.clear()
            canvas.drawPicture(key: [back, top]) { c in
                c.drawPicture(key: Backdrop(shift: back), Self.draw(back))
                moving(top)(c)
            }
            fresh.clear()
            Self.draw(back)(fresh)
            moving(top)(fresh)
            #expect(canvas.makeImage() == fresh.makeImage(), "backdrop \(back), top \(top)")
        }
        #expect(canvas.pictures[ObjectIdentifier(Backdrop.self)]?.pixels != nil)
        #expect(canvas.pictures[ObjectIdentifier([Double].self)]?.pixels != nil)
    }

    /// A clear of the whole canvas is owed until the pixels are used; drawing the same picture again cancels it
    /// (nothing used the pixels since it was left there). Whatever comes between — a picture repeated unread, a
    /// shape drawn over it, another picture, a read — the pixels are those of drawing afresh.
    @Test func aClearOwedIsDoneOrCancelledAsTheNextDrawingNeeds() throws {
        let canvas = try Canvas(width: 32, height: 24), fresh = try Canvas(width: 32, height: 24)
        let red = Color(red: 1, green: 0, blue: 0)
        let over: (Canvas) -> Void = { $0.fill(Rect(x: 20, y: 2, width: 9, height: 9), paint: .solid(red)) }
        // Each step: the keys drawn after one clear each, and what is drawn over the last without a clear.
        let steps: [([Double], ((Canvas) -> Void)?)] = [
            ([0, 0, 0, 0], nil), ([0, 0], over), ([0, 0, 0], nil), ([0, 3, 3, 3], nil), ([3, 0, 0], over), ([0], nil),
        ]
        for (keys, extra) in steps {
            for key in keys {
                canvas.clear()
                canvas.drawPicture(key: key, Self.draw(key))
            }
            fresh.clear()
            Self.draw(keys.last!)(fresh)
            if let extra {
                extra(canvas)
                extra(fresh)
            }
            let same = canvas.makeImage() == fresh.makeImage()
            #expect(same, "after \(keys), the pixels differ from drawing afresh")
        }
        // Cleared with the picture still owed its clear, then a shape alone: the picture is gone.
        canvas.clear()
        canvas.drawPicture(key: 0.0, Self.draw(0))
        canvas.clear()
        over(canvas)
        fresh.clear()
        over(fresh)
        let same = canvas.makeImage() == fresh.makeImage()
        #expect(same, "the picture owed its clear shows under a later shape")
        #expect(canvas.pendingClear.isEmpty)
    }
}
