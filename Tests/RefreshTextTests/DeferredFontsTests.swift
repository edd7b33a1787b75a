import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshText
import RefreshTestSupport

/// `DeferredFonts`: the fonts are found on first use, once, whichever thread asks first; until then a run that
/// draws no label pays nothing for them.
@Suite(.tags(.parallel)) struct DeferredFontsTests {
    @Test func foundOnFirstUseOnlyAndOnce() throws {
        let made = Locked(0)
        let fonts = DeferredFonts { () throws(TextError) in
            made.withLock { $0 += 1 }
            return try FontLibrary()
        }
        #expect(made.withLock { $0 } == 0)
        #expect(fonts.fonts == nil)
        // Four threads measure at once: one library is made.
        let widths = Locked<[Double]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let width = try? fonts.width(of: "Pull to refresh", fontName: "Helvetica", size: 13)
            widths.withLock { $0.append(width ?? -1) }
        }
        #expect(made.withLock { $0 } == 1)
        #expect(fonts.fonts != nil)
        let eager = TextLayout(fonts: try FontLibrary())
        let expected = try eager.width(of: "Pull to refresh", fontName: "Helvetica", size: 13)
        #expect(widths.withLock { $0 } == Array(repeating: expected, count: 4))
        #expect(try fonts.lineHeight(fontName: "Helvetica-Bold", size: 14) == eager.lineHeight(fontName: "Helvetica-Bold", size: 14))
    }

    /// Drawing through it gives the pixels of the eager drawer.
    @Test func drawsAsTheEagerDrawer() throws {
        let text = TextProperties(string: "Loading…", fontName: "Helvetica", fontSize: 14, color: .black, alignment: .center)
        let bounds = Rect(x: 0, y: 0, width: 120, height: 20)
        func pixels(_ drawer: any TextDrawing) throws -> [UInt32] {
            let canvas = try Canvas(width: 240, height: 40)
            try drawer.draw(text, in: bounds, transform: .scale(2, 2), canvas: canvas)
            return canvas.makeImage().pixels
        }
        let deferred = DeferredFonts { () throws(TextError) in try FontLibrary() }
        let drawn = try pixels(deferred)
        #expect(drawn.contains { $0 != 0 })
        #expect(try drawn == pixels(LabelDrawer(layout: TextLayout(fonts: try FontLibrary()))))
    }

    /// A failure to find the fonts is the error of every use, and is not retried.
    @Test func anErrorIsEveryUsesError() {
        let made = Locked(0)
        let fonts = DeferredFonts { () throws(TextError) in
            made.withLock { $0 += 1 }
            throw .fontconfigUnavailable
        }
        for _ in 0..<2 {
            #expect(throws: TextError.fontconfigUnavailable) { try fonts.width(of: "a", fontName: "Helvetica", size: 12) }
        }
        #expect(throws: TextError.fontconfigUnavailable) {
            try fonts.draw(TextProperties(string: "a", fontName: "Helvetica", fontSize: 12, color: .black, alignment: .left),
                           in: Rect(x: 0, y: 0, width: 10, height: 10), transform: .identity, canvas: try Canvas(width: 10, height: 10))
        }
        #expect(made.withLock { $0 } == 1)
        #expect(fonts.fonts == nil)
    }
}
