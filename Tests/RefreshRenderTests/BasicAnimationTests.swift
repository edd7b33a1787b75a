import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

@Suite struct BasicAnimationTests {
    /// A layer whose model opacity is 0.5, and the presented opacity at `t` with `animations` attached at 0.
    func opacity(_ animations: [BasicAnimation], at t: Double, model: Double = 0.5) throws -> Double {
        let root = Layer(name: "root", opacity: model)
        let attached = try animations.map { try AttachedAnimation(target: .root, animation: .basic($0), beginTime: 0) }
        return Presentation.evaluate(root: root, animations: attached, at: t).opacity
    }

    func opacityAnimation(from: Double? = nil, to: Double? = nil, by: Double? = nil, additive: Bool = false)
        throws -> BasicAnimation {
        try BasicAnimation(keyPath: "opacity", from: from.map { .scalar($0) }, to: to.map { .scalar($0) },
                           by: by.map { .scalar($0) }, timing: MediaTiming(duration: 1), isAdditive: additive)
    }

    // STYLES.md §6.4: Apple's from/to/by rules, with the presentation value beneath = 0.5.
    @Test func fromToByRules() throws {
        #expect(near(try opacity([opacityAnimation(from: 0.2, to: 0.8)], at: 0.5), 0.5))
        #expect(near(try opacity([opacityAnimation(to: 1)], at: 0.25), 0.625))          // cur → to
        #expect(near(try opacity([opacityAnimation(from: 0)], at: 0.5), 0.25))          // from → cur
        #expect(near(try opacity([opacityAnimation(by: 0.2)], at: 0.5), 0.6))           // cur → cur + by
        #expect(near(try opacity([opacityAnimation(from: 0.1, by: 0.4)], at: 0.5), 0.3)) // from → from + by
        #expect(near(try opacity([opacityAnimation(to: 0.9, by: 0.4)], at: 0.5), 0.7))  // to − by → to
        #expect(throws: AnimationError.self) { try BasicAnimation(keyPath: "opacity") }
    }

    @Test func additiveAddsToTheValueBeneath() throws {
        // 0.5 + (0 → 0.2 at half) = 0.6
        #expect(near(try opacity([opacityAnimation(to: 0.2, additive: true)], at: 0.5), 0.6))
    }

    @Test func laterAnimationsOnAKeyOverrideAndAdditiveOnesAdd() throws {
        let first = try opacityAnimation(from: 0, to: 1)
        let second = try opacityAnimation(from: 0.2, to: 0.4)
        #expect(near(try opacity([first, second], at: 0.5), 0.3))
        let additive = try opacityAnimation(from: 0.1, to: 0.1, additive: true)
        #expect(near(try opacity([first, additive], at: 0.5), 0.6))
        // A to-only animation starts from what the earlier one presents.
        let toOnly = try opacityAnimation(to: 1)
        #expect(near(try opacity([second, toOnly], at: 0.5), 0.3 + (1 - 0.3) * 0.5))
    }

    @Test func removedOnCompletionShowsTheModelAgainButForwardsFillKeepsTheEnd() throws {
        let removed = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                         timing: MediaTiming(duration: 1, fillMode: .forwards))
        #expect(try opacity([removed], at: 2) == 0.5)
        let kept = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(0.9),
                                      timing: MediaTiming(duration: 1, fillMode: .forwards,
                                                          removedOnCompletion: false))
        #expect(try opacity([kept], at: 2) == 0.9)
    }

    @Test func fillModesAroundADelayedAnimation() throws {
        func anim(_ fill: FillMode) throws -> BasicAnimation {
            try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                               timing: MediaTiming(beginTime: 1, duration: 1, fillMode: fill,
                                                   removedOnCompletion: false))
        }
        #expect(try opacity([anim(.none)], at: 0.5) == 0.5)
        #expect(try opacity([anim(.backwards)], at: 0.5) == 0)
        #expect(try opacity([anim(.both)], at: 0.5) == 0)
        #expect(try opacity([anim(.none)], at: 1.5) == 0.5)
        #expect(try opacity([anim(.none)], at: 2.5) == 0.5)
        #expect(try opacity([anim(.backwards)], at: 2.5) == 0.5)
        #expect(try opacity([anim(.forwards)], at: 2.5) == 1)
        #expect(try opacity([anim(.forwards)], at: 0.5) == 0.5)
    }

    @Test func autoreversingOpacity() throws {
        let a = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                   timing: MediaTiming(duration: 1, autoreverses: true))
        #expect(near(try opacity([a], at: 0.25), 0.25))
        #expect(near(try opacity([a], at: 1.25), 0.75))
        #expect(try opacity([a], at: 2.1) == 0.5)
    }

    @Test func speedAndTimeOffset() throws {
        let fast = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                      timing: MediaTiming(duration: 1, speed: 2))
        #expect(near(try opacity([fast], at: 0.25), 0.5))
        let offset = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                        timing: MediaTiming(duration: 1, timeOffset: 0.25))
        #expect(near(try opacity([offset], at: 0.5), 0.75))
        #expect(near(try opacity([offset], at: 0.85), 0.1))
    }

    /// CLL spinner (STYLES.md §1.3): transform.rotation.z to π/2 over 0.25 s, cumulative, repeating forever ⇒ 2πt.
    @Test func cumulativeRotationIsTwoPiT() throws {
        let spin = try BasicAnimation(
            keyPath: "transform.rotation.z", to: .scalar(Double.pi / 2),
            timing: MediaTiming(duration: 0.25, repeatCount: Double(Float.greatestFiniteMagnitude),
                                fillMode: .forwards, removedOnCompletion: false),
            isCumulative: true)
        let root = Layer(name: "circle", bounds: Rect(x: 0, y: 0, width: 20, height: 20),
                         position: Point(x: 120, y: 25))
        let attached = [try AttachedAnimation(target: .root, animation: .basic(spin), beginTime: 3)]
        for t in [0.0, 0.1, 0.25, 0.3, 0.8, 1.0, 1.37, 12.6] {
            let expected = 2 * Double.pi * t
            // The unwrapped angle of the animation itself …
            let phase = try #require(spin.timing.phase(atParentTime: t, simpleDuration: 0.25))
            let raw = spin.value(atEasedProgress: spin.timingFunction.value(at: phase.progress),
                                 completedCycles: phase.completedCycles, over: .scalar(0))
            #expect(near(scalar(raw), expected, 1e-9), "t = \(t)")
            // … and the presented transform, a rotation by it.
            let presented = Presentation.evaluate(root: root, animations: attached, at: 3 + t)
            #expect(near(presented.transform, .rotation(expected), 1e-9), "t = \(t)")
        }
    }

    @Test func rotationComposesWithTheBaseTransform() throws {
        let spin = try BasicAnimation(keyPath: "transform.rotation", from: .scalar(0), to: .scalar(Double.pi),
                                      timing: MediaTiming(duration: 1))
        let root = Layer(transform: .scale(2, 3).concatenating(.translation(5, 7)))
        let attached = [try AttachedAnimation(target: .root, animation: .basic(spin), beginTime: 0)]
        let p = Presentation.evaluate(root: root, animations: attached, at: 0.5)
        // Rotation replaced (π/2), scale and translation kept: R(π/2)·diag(2, 3) + (5, 7).
        let expected = Raster.AffineTransform.scale(2, 3).concatenating(.rotation(Double.pi / 2))
            .concatenating(.translation(5, 7))
        #expect(near(p.transform, expected, 1e-12))
    }

    @Test func validation() throws {
        #expect(throws: AnimationError.unknownKeyPath("opacty")) { try BasicAnimation(keyPath: "opacty") }
        #expect(throws: AnimationError.kindMismatch(what: "toValue", keyPath: "opacity", expected: .scalar,
                                                    found: .point)) {
            try BasicAnimation(keyPath: "opacity", to: .point(.zero))
        }
        #expect(throws: AnimationError.self) { try BasicAnimation(keyPath: "opacity", to: .scalar(.infinity)) }
        #expect(throws: AnimationError.self) {
            try BasicAnimation(keyPath: "transform", to: .transform(.identity), by: .transform(.scale(0, 1)))
        }
        #expect(try AnimationKeyPath("transform.rotation") == .rotationZ)
    }

    @Test func durationZeroRunsForTheTransactionDefault() throws {
        let a = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1))
        #expect(near(try opacity([a], at: 0.125), 0.5))
        #expect(try opacity([a], at: 0.25) == 0.5)
    }
}
