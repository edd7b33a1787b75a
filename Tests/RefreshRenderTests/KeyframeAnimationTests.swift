import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

@Suite struct KeyframeAnimationTests {
    static let width = 320.0
    /// The airplane's oval: UIBezierPath(ovalIn: (w/2 − 44, 11, 88, 88)), centre (w/2, 55) (STYLES.md §5.1).
    static let oval = Path.oval(in: Rect(x: width / 2 - 44, y: 11, width: 88, height: 88))

    func position(_ a: KeyframeAnimation, at t: Double, model: Point = .zero) throws -> Layer {
        let root = Layer(position: model)
        let attached = [try AttachedAnimation(target: .root, animation: .keyframe(a), beginTime: 0)]
        return Presentation.evaluate(root: root, animations: attached, at: t)
    }

    @Test func pacedAlongTheOvalRunsClockwiseAtConstantSpeed() throws {
        let a = try KeyframeAnimation(keyPath: "position", path: Self.oval, calculationMode: .paced,
                                      timing: MediaTiming(duration: 1.5))
        let c = Point(x: Self.width / 2, y: 55)
        // Flattening tolerance 0.001 pt plus the cubic circle's 0.03 % deviation (STYLES.md §6.2).
        #expect(near(try position(a, at: 0).position, Point(x: c.x + 44, y: c.y), 0.02))        // 3 o'clock
        #expect(near(try position(a, at: 0.375).position, Point(x: c.x, y: c.y + 44), 0.02))    // 6 o'clock
        #expect(near(try position(a, at: 0.75).position, Point(x: c.x - 44, y: c.y), 0.02))     // 9 o'clock
        #expect(near(try position(a, at: 1.125).position, Point(x: c.x, y: c.y - 44), 0.02))    // 12 o'clock
        // Constant speed: at 1/8 of the time the point is at 45° clockwise (within the cubic's radial error).
        let p = try position(a, at: 1.5 / 8).position
        let theta = atan2(p.y - c.y, p.x - c.x)
        #expect(near(theta, Double.pi / 4, 2e-3))
    }

    @Test func rotationModeAutoFollowsTheTangent() throws {
        let auto = try KeyframeAnimation(keyPath: "position", path: Self.oval, rotationMode: .auto,
                                         timing: MediaTiming(duration: 1))
        // Headings come from the flattened path's chords: within 0.01 rad (`KeyframeAnimation.pathTolerance`).
        // At 6 o'clock the clockwise path heads left: angle π.
        #expect(near(abs(angle(of: try position(auto, at: 0.25).transform)), Double.pi, 1e-2))
        #expect(near(angle(of: try position(auto, at: 0).transform), Double.pi / 2, 1e-2)) // heading down
        let reverse = try KeyframeAnimation(keyPath: "position", path: Self.oval, rotationMode: .autoReverse,
                                            timing: MediaTiming(duration: 1))
        #expect(near(angle(of: try position(reverse, at: 0).transform), -Double.pi / 2, 1e-2))
        let none = try KeyframeAnimation(keyPath: "position", path: Self.oval, timing: MediaTiming(duration: 1))
        #expect(try position(none, at: 0.3).transform == .identity)
    }

    @Test func linearPathModeGivesEachElementAnEqualShare() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))   // 10 long
        path.line(to: Point(x: 10, y: 30))  // 30 long
        let a = try KeyframeAnimation(keyPath: "position", path: path, calculationMode: .linear,
                                      timing: MediaTiming(duration: 1))
        #expect(near(try position(a, at: 0.25).position, Point(x: 5, y: 0), 1e-9))
        #expect(near(try position(a, at: 0.75).position, Point(x: 10, y: 15), 1e-9))
        let paced = try KeyframeAnimation(keyPath: "position", path: path, timing: MediaTiming(duration: 1))
        #expect(near(try position(paced, at: 0.25).position, Point(x: 10, y: 0), 1e-9))
    }

    @Test func linearValuesWithKeyTimesAndSegmentCurves() throws {
        let a = try KeyframeAnimation(keyPath: "position.x", values: [.scalar(0), .scalar(10), .scalar(20)],
                                      keyTimes: [0, 0.2, 1], timing: MediaTiming(duration: 1))
        #expect(near(try position(a, at: 0.1).position.x, 5))
        #expect(near(try position(a, at: 0.6).position.x, 15))
        let eased = try KeyframeAnimation(keyPath: "position.x", values: [.scalar(0), .scalar(10), .scalar(20)],
                                          timingFunctions: [.easeIn, .linear], timing: MediaTiming(duration: 1))
        let expected = 10 * referenceEasing(0.42, 0, 1, 1, at: 0.5)
        #expect(near(try position(eased, at: 0.25).position.x, expected, 2e-5))
        #expect(near(try position(eased, at: 0.75).position.x, 15))
    }

    @Test func discreteHoldsEachValue() throws {
        let a = try KeyframeAnimation(keyPath: "position.y", values: [.scalar(1), .scalar(2), .scalar(3)],
                                      calculationMode: .discrete, timing: MediaTiming(duration: 3))
        #expect(try position(a, at: 0.5).position.y == 1)
        #expect(try position(a, at: 1.5).position.y == 2)
        #expect(try position(a, at: 2.9).position.y == 3)
    }

    @Test func pacedValuesMoveAtConstantSpeed() throws {
        let a = try KeyframeAnimation(keyPath: "position.x", values: [.scalar(0), .scalar(10), .scalar(40)],
                                      calculationMode: .paced, timing: MediaTiming(duration: 1))
        #expect(near(try position(a, at: 0.25).position.x, 10))
        #expect(near(try position(a, at: 0.5).position.x, 20))
    }

    @Test func cumulativeKeyframesContinueFromTheLastValue() throws {
        let a = try KeyframeAnimation(keyPath: "position.x", values: [.scalar(0), .scalar(5)],
                                      timing: MediaTiming(duration: 1, repeatCount: 3), isCumulative: true)
        #expect(near(try position(a, at: 2.5).position.x, 12.5))
    }

    @Test func validation() {
        #expect(throws: AnimationError.self) { try KeyframeAnimation(keyPath: "opacity", values: []) }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation(keyPath: "opacity", values: [.scalar(0), .scalar(1)], keyTimes: [0, 0.5, 1])
        }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation(keyPath: "opacity", values: [.scalar(0), .scalar(1)], keyTimes: [0.6, 0.5])
        }
        #expect(throws: AnimationError.self) {
            try KeyframeAnimation(keyPath: "opacity", values: [.scalar(0), .scalar(1)],
                                  timingFunctions: [.linear, .easeIn])
        }
        #expect(throws: AnimationError.self) { try KeyframeAnimation(keyPath: "opacity", path: Self.oval) }
        #expect(throws: AnimationError.self) { try KeyframeAnimation(keyPath: "position", path: Path()) }
    }
}
