import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshSnapshotTesting
import RefreshTestSupport

/// The engine without any header: a dashed oval whose trim animates, and a bitmap that orbits it on a paced keyframe
/// path while turning (the airplane's mechanics without its artwork), rendered through the layer renderer.
@Suite struct LayerSceneSnapshotTests {
    static let ovalRect = Rect(x: 60, y: 20, width: 80, height: 80)

    /// A 20×20 px arrowhead pointing down (+y), so its heading is visible.
    static func sprite() throws -> Image {
        let canvas = try Canvas(width: 20, height: 20)
        var p = Path()
        p.move(to: Point(x: 3, y: 2)); p.line(to: Point(x: 17, y: 2)); p.line(to: Point(x: 10, y: 19)); p.close()
        canvas.fill(p.flattened(), paint: .solid(Color(rgb8: 255, 200, 40)))
        return canvas.makeImage()
    }

    static func scene() throws -> (Layer, AnimationList) {
        let oval = Path.oval(in: ovalRect)
        let ring = Layer(name: "ring", content: .shape(ShapeProperties(
            path: oval, fillColor: nil, strokeColor: .white, lineWidth: 3, lineDashPattern: [4, 3])))
        let sprite = Layer(name: "sprite", bounds: Rect(x: 0, y: 0, width: 20, height: 20),
                           position: Point(x: ovalRect.maxX, y: ovalRect.midY),
                           content: .image(ImageProperties(contents: .bitmap(BitmapContents(image: try sprite())))))
        var root = Layer(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 120), sublayers: [ring, sprite])
        root.backgroundColor = Color(rgb8: 20, 40, 80)

        var animations = AnimationList()
        let twoSeconds = try MediaTiming(duration: 2)
        try animations.add(BasicAnimation(keyPath: .strokeEnd, from: .scalar(0), to: .scalar(1), timing: twoSeconds),
                           to: ["ring"], at: 0)
        try animations.add(BasicAnimation(keyPath: .strokeStart, from: .scalar(-0.5), to: .scalar(0.5), timing: twoSeconds,
                                          timingFunction: .easeInEaseOut), to: ["ring"], at: 0)
        let orbit = AnimationGroup(animations: [
            .keyframe(try KeyframeAnimation(keyPath: .position, path: oval, calculationMode: .paced)),
            .basic(try BasicAnimation(keyPath: .rotationZ, from: .scalar(0), to: .scalar(2 * Double.pi))),
        ], timing: try MediaTiming(duration: 2, repeatCount: .infinity))
        try animations.add(orbit, to: ["sprite"], at: 0)
        return (root, animations)
    }

    static func render(at time: Double) throws -> Canvas {
        let (root, animations) = try scene()
        let canvas = try Canvas(width: 400, height: 240)
        try LayerRenderer(scale: 2).render(Presentation.evaluate(root: root, animations: animations, at: time), into: canvas)
        return canvas
    }

    @Test(arguments: [0.25, 0.5, 1.0, 1.5, 2.5])
    func sceneAtTime(_ time: Double) throws {
        assertSnapshot(of: try Self.render(at: time), as: .image, named: "orbit-\(time)")
    }

    @Test func spriteRidesThePacedPathWithItsHeading() throws {
        // At a quarter of the lap the sprite is at 6 o'clock, turned a quarter clockwise (pointing left).
        let (root, animations) = try Self.scene()
        let tree = Presentation.evaluate(root: root, animations: animations, at: 0.5)
        let sprite = try #require(tree.sublayer(named: "sprite"))
        #expect(abs(sprite.position.x - Self.ovalRect.midX) < 0.02 && abs(sprite.position.y - Self.ovalRect.maxY) < 0.02)
        #expect(abs(atan2(sprite.transform.b, sprite.transform.a) - Double.pi / 2) < 1e-9)
    }
}
