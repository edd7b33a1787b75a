import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

@Suite struct LayerTests {
    @Test func defaultsFollowCoreAnimation() {
        let layer = Layer()
        #expect(layer.anchorPoint == Point(x: 0.5, y: 0.5) && layer.opacity == 1 && !layer.isHidden)
        let shape = ShapeProperties()
        #expect(shape.fillColor == .black && shape.strokeColor == nil && shape.lineWidth == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.miterLimit == 10)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
        #expect(ImageProperties().contentsGravity == .resize)
    }

    @Test func frameAndTransformToParent() {
        var layer = Layer(frame: Rect(x: 110, y: 15, width: 20, height: 20))
        #expect(layer.position == Point(x: 120, y: 25) && layer.bounds.size == Size(width: 20, height: 20))
        #expect(layer.frame == Rect(x: 110, y: 15, width: 20, height: 20))
        // A quarter turn about the centre maps the top-left corner (0,0) to the top-right of the frame (130, 15).
        layer.transform = .rotation(Double.pi / 2)
        #expect(near(layer.transformToParent.apply(Point(x: 0, y: 0)), Point(x: 130, y: 15), 1e-12))
        #expect(near(layer.transformToParent.apply(Point(x: 10, y: 10)), Point(x: 120, y: 25), 1e-12))
    }

    /// STYLES.md §2.1: EGO's 23×60 arrow in a 30×55 layer with resizeAspect → 21.083×55 at x = 4.458.
    @Test func contentsGravityPlacement() {
        let art = VectorArtwork(name: "arrow", size: Size(width: 23, height: 60), elements: [])
        let image = ImageProperties(contents: .artwork(art),
                                    contentsGravity: .resizeAspect)
        let r = image.contentsRect(in: Rect(x: 0, y: 0, width: 30, height: 55))
        #expect(near(r.size.width, 23 * 55 / 60, 1e-12) && near(r.size.height, 55, 1e-12))
        #expect(near(r.origin.x, (30 - 23 * 55 / 60) / 2, 1e-12) && near(r.origin.x, 4.458, 1e-3))
        // §5.2: 320×100 background aspect-filled into 320×110 → 352×110 at x −16.
        let fill = ContentsGravity.resizeAspectFill.placement(of: Size(width: 320, height: 100),
                                                              in: Rect(x: 0, y: 0, width: 320, height: 110))
        #expect(near(fill.origin.x, -16, 1e-12) && near(fill.size.width, 352, 1e-12))
    }

    @Test func trimRangeClamps() {
        #expect(ShapeProperties(strokeStart: -0.5, strokeEnd: 1.5).trimRange == 0...1)
        #expect(ShapeProperties(strokeStart: 0.6, strokeEnd: 0.4).trimRange == nil)
        #expect(ShapeProperties(strokeStart: 0.5, strokeEnd: 0.5).trimRange == nil)
        #expect(ShapeProperties(strokeStart: .nan, strokeEnd: 0.5).trimRange == 0...0.5)
    }

    @Test func keyPathReadsAndWrites() {
        var layer = Layer(transform: .scale(2, 2), content: .text(TextProperties(string: "Loading...")))
        #expect(near(scalar(layer.value(for: .rotationZ)), 0))
        layer.setValue(.scalar(Double.pi / 2), for: .rotationZ)
        #expect(near(layer.transform, Raster.AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0), 1e-12))
        #expect(layer.value(for: .strokeEnd) == nil)
        layer.setValue(.scalar(0.3), for: .strokeEnd) // ignored: not a shape layer
        #expect(layer.shape == nil)
        layer.setValue(.scalar(14), for: .fontSize)
        #expect(layer.text?.fontSize == 14 && layer.text?.string == "Loading...")
        layer.setValue(.bool(true), for: .hidden)
        #expect(layer.isHidden)
    }

    @Test func addressingByName() {
        let tree = Layer(name: "header", sublayers: [
            Layer(name: "arrow"), Layer(name: "labels", sublayers: [Layer(name: "status", opacity: 0.5)]),
        ])
        #expect(tree.layer(at: ["labels", "status"])?.opacity == 0.5)
        #expect(tree.layer(at: .root)?.name == "header")
        #expect(tree.layer(at: ["labels", "nope"]) == nil)
        #expect(LayerPath(["labels"]).appending("status").description == "labels/status")
    }
}
