import Testing
@testable import RefreshRender
import RefreshTestSupport

@Suite struct ImplicitAndViewAnimationTests {
    static func model(strokeEnd: Double) -> Layer {
        Layer(name: "header", sublayers: [Layer(name: "oval", content: .shape(ShapeProperties(strokeEnd: strokeEnd)))])
    }

    func strokeEnd(_ root: Layer, _ list: AnimationList, at t: Double) -> Double {
        Presentation.evaluate(root: root, animations: list, at: t).layer(at: ["oval"])?.shape?.strokeEnd ?? .nan
    }

    /// STYLES.md §6.9: setting strokeEnd 0.2 → 0.6 at t = 1 animates from the previous value over 0.25 s, Default curve.
    @Test func implicitActionFromThePreviousValue() throws {
        let actions = try ImplicitActions(isEnabled: true)
        var list = AnimationList()
        try actions.record(.strokeEnd, of: ["oval"], changingFrom: .scalar(0.2), to: .scalar(0.6), at: 1,
                           in: &list)
        let root = Self.model(strokeEnd: 0.6)
        let y = referenceEasing(0.25, 0.1, 0.25, 1, at: 0.5)
        #expect(near(strokeEnd(root, list, at: 1.125), 0.2 + 0.4 * y, 2e-6))
        #expect(strokeEnd(root, list, at: 1.25) == 0.6)
        #expect(strokeEnd(root, list, at: 0.9) == 0.6) // not yet added
    }

    @Test func implicitActionsAreOffByDefault() throws {
        var list = AnimationList()
        try ImplicitActions().record(.strokeEnd, of: ["oval"], changingFrom: .scalar(0.2), to: .scalar(0.6), at: 1,
                                     in: &list)
        #expect(list.entries.isEmpty)
    }

    @Test func aNewActionReplacesTheOneInFlightFromItsPresentationValue() throws {
        let actions = try ImplicitActions(isEnabled: true)
        var list = AnimationList()
        try actions.record(.strokeEnd, of: ["oval"], changingFrom: .scalar(0), to: .scalar(0.5), at: 0, in: &list)
        // At 0.1 s the model moves on to 0.9; the new action starts where the screen is.
        let shown = try #require(Presentation.value(of: .strokeEnd, at: ["oval"], root: Self.model(strokeEnd: 0.5),
                                                    animations: list.entries, time: 0.1))
        let y1 = referenceEasing(0.25, 0.1, 0.25, 1, at: 0.4)
        #expect(near(scalar(shown), 0.5 * y1, 2e-6))
        try actions.record(.strokeEnd, of: ["oval"], changingFrom: shown, to: .scalar(0.9), at: 0.1, in: &list)
        #expect(list.entries.count == 2 && list.entries[0].removalTime == 0.1)
        let root = Self.model(strokeEnd: 0.9)
        let y2 = referenceEasing(0.25, 0.1, 0.25, 1, at: 0.5)
        #expect(near(strokeEnd(root, list, at: 0.225), scalar(shown) + (0.9 - scalar(shown)) * y2, 4e-6))
        // Frames before the replacement still see the first action (nothing carries between frames).
        #expect(near(strokeEnd(Self.model(strokeEnd: 0.5), list, at: 0.05),
                     0.5 * referenceEasing(0.25, 0.1, 0.25, 1, at: 0.2), 2e-6))
    }

    @Test func removeAllAnimationsSnapsToTheModel() throws {
        var list = AnimationList()
        let spin = try BasicAnimation(keyPath: "strokeEnd", from: .scalar(0), to: .scalar(1),
                                      timing: MediaTiming(duration: 10))
        try list.add(spin, to: ["oval"], forKey: "spin", at: 0)
        try list.removeAllAnimations(from: ["oval"], at: 4)
        #expect(throws: AnimationError.self) { try list.removeAnimation(forKey: "spin", from: ["oval"], at: .nan) }
        let root = Self.model(strokeEnd: 0.05)
        #expect(near(strokeEnd(root, list, at: 3), 0.3))
        #expect(strokeEnd(root, list, at: 4) == 0.05)
    }

    /// UIView block: default easeInOut, delay shows the start value (backwards fill).
    @Test func viewAnimationWithDelay() throws {
        let a = try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: 0.3, delay: 0.1)
        var list = AnimationList()
        try list.add(a, to: ["oval"], at: 2)
        let root = Self.model(strokeEnd: 1)
        #expect(strokeEnd(root, list, at: 2.05) == 0)
        #expect(near(strokeEnd(root, list, at: 2.25), referenceEasing(0.42, 0, 0.58, 1, at: 0.5), 2e-6))
        #expect(strokeEnd(root, list, at: 2.4) == 1)
        let eased = try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: 0.3, curve: .easeOut)
        #expect(eased.timingFunction == .easeOut)
        #expect(throws: AnimationError.self) {
            try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: .nan)
        }
        #expect(throws: AnimationError.nonFinite(what: "animation delay", value: .infinity)) {
            try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: 0.3, delay: .infinity)
        }
        #expect(throws: AnimationError.self) {
            try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: 0.3, delay: -1)
        }
        // A 0 s block is not an animation (MediaTiming's 0 would mean the 0.25 s default).
        #expect(throws: AnimationError.outOfRange(what: "animation duration", value: "0.0",
                                                  accepted: "more than 0 seconds")) {
            try ViewAnimation.animation(for: .strokeEnd, from: .scalar(0), duration: 0)
        }
        #expect(throws: AnimationError.self) {
            try ImplicitActions.animation(for: .opacity, from: .scalar(0), duration: 0)
        }
    }
}
