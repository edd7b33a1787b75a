import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// The airplane header's refresh animations (STYLES.md §5.4, §7 A6), built the way the style will build them.
@Suite struct AirplanePresentationTests {
    static let w = 320.0
    static let trigger = 2.0 // scenario time at which refreshing begins

    static func model() -> Layer {
        let oval = Path.oval(in: Rect(x: w / 2 - 44, y: 11, width: 88, height: 88))
        let ovalLayer = Layer(name: "oval", content: .shape(ShapeProperties(
            path: oval, fillColor: .clear, strokeColor: .white, lineWidth: 4, lineDashPattern: [2, 3],
            strokeEnd: 1)))
        let plane = Layer(name: "plane", bounds: Rect(x: 0, y: 0, width: 35, height: 35),
                          position: Point(x: w / 2 + 44, y: 55), opacity: 1)
        return Layer(name: "header", frame: Rect(x: 0, y: -110, width: w, height: 110),
                     sublayers: [ovalLayer, plane])
    }

    static func animations() throws -> AnimationList {
        let laps = try MediaTiming(duration: 1.5, repeatDuration: 6)
        let strokeStart = try BasicAnimation(keyPath: "strokeStart", from: .scalar(-0.5), to: .scalar(1))
        let strokeEnd = try BasicAnimation(keyPath: "strokeEnd", from: .scalar(0), to: .scalar(1))
        let flight = try KeyframeAnimation(keyPath: "position",
                                           path: .oval(in: Rect(x: w / 2 - 44, y: 11, width: 88, height: 88)),
                                           calculationMode: .paced)
        let heading = try BasicAnimation(keyPath: "transform.rotation", from: .scalar(0), to: .scalar(2 * .pi))
        var list = AnimationList()
        try list.add(AnimationGroup(animations: [.basic(strokeStart), .basic(strokeEnd)], timing: laps),
                     to: ["oval"], at: trigger)
        try list.add(AnimationGroup(animations: [.keyframe(flight), .basic(heading)], timing: laps),
                     to: ["plane"], at: trigger)
        return list
    }

    func frame(at t: Double) throws -> (oval: ShapeProperties, plane: Layer) {
        let tree = Presentation.evaluate(root: Self.model(), animations: try Self.animations(), at: Self.trigger + t)
        let oval = try #require(tree.layer(at: ["oval"])?.shape)
        let plane = try #require(tree.layer(at: ["plane"]))
        return (oval, plane)
    }

    @Test func atAQuarterLapThePlaneIsAtSixOClockNoseLeft() throws {
        let (oval, plane) = try frame(at: 0.375)
        #expect(near(plane.position, Point(x: Self.w / 2, y: 99), 0.02))
        #expect(near(plane.transform, .rotation(Double.pi / 2), 1e-12))
        // strokeStart −0.5 + 1.5 · 0.25 = −0.125 is kept raw and clamps to 0 when drawn (§6.3, A9).
        #expect(near(oval.strokeStart, -0.125, 1e-12))
        #expect(near(oval.strokeEnd, 0.25, 1e-12))
        let trim = try #require(oval.trimRange)
        #expect(trim.lowerBound == 0 && near(trim.upperBound, 0.25, 1e-12))
    }

    @Test func lapsStartAtThreeOClockAndRestartEveryLap() throws {
        let start = try frame(at: 0)
        #expect(near(start.plane.position, Point(x: Self.w / 2 + 44, y: 55), 1e-9))
        #expect(near(start.plane.transform, .identity, 1e-12))
        for lap in 1..<4 {
            let (oval, plane) = try frame(at: 1.5 * Double(lap) + 0.375)
            #expect(near(plane.position, Point(x: Self.w / 2, y: 99), 0.02), "lap \(lap)")
            #expect(near(oval.strokeEnd, 0.25, 1e-9), "lap \(lap)")
        }
    }

    /// STYLES.md §5.4: visible fraction u for u ≤ 1/3, then 0.5 − 0.5u.
    @Test func cometLength() throws {
        for u in [0.1, 1.0 / 3, 0.5, 0.9] {
            let trim = try #require(try frame(at: 1.5 * u).oval.trimRange)
            let expected = u <= 1.0 / 3 ? u : 0.5 - 0.5 * u
            #expect(near(trim.upperBound - trim.lowerBound, expected, 1e-9), "u = \(u)")
        }
    }

    @Test func afterSixSecondsTheModelShowsAgain() throws {
        let (oval, plane) = try frame(at: 6.2)
        #expect(oval.strokeStart == 0 && oval.strokeEnd == 1)
        #expect(plane.position == Point(x: Self.w / 2 + 44, y: 55))
        #expect(plane.transform == .identity)
        // And before the trigger nothing is animated.
        let before = Presentation.evaluate(root: Self.model(), animations: try Self.animations(), at: 1)
        #expect(before.layer(at: ["oval"])?.shape?.strokeEnd == 1)
    }

    @Test func animationsFitTheTree() throws {
        try Presentation.validate(root: Self.model(), animations: Self.animations().entries)
        var wrong = AnimationList()
        try wrong.add(BasicAnimation(keyPath: "strokeEnd", to: .scalar(1)), to: ["plane"], at: 0)
        #expect(throws: PresentationError.propertyMissing(.strokeEnd, ["plane"])) {
            try Presentation.validate(root: Self.model(), animations: wrong.entries)
        }
        var missing = AnimationList()
        try missing.add(BasicAnimation(keyPath: "opacity", to: .scalar(1)), to: ["nope"], at: 0)
        #expect(throws: PresentationError.unknownLayer(["nope"])) {
            try Presentation.validate(root: Self.model(), animations: missing.entries)
        }
    }
}
