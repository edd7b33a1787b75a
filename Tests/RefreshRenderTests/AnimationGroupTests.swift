import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

@Suite struct AnimationGroupTests {
    func evaluate(_ group: AnimationGroup, at t: Double) throws -> Layer {
        let root = Layer(position: Point(x: -1, y: -1), opacity: 0.3)
        return Presentation.evaluate(
            root: root, animations: [try AttachedAnimation(target: .root, animation: .group(group), beginTime: 0)],
            at: t)
    }

    /// STYLES.md §6.5, §7 A7: duration 1.5, repeatDuration 6; a child without duration takes 1.5; a longer child is
    /// clipped, not scaled; children restart every 1.5 s; model values after 6 s.
    @Test func groupRepeatsItsChildrenAndClipsThem() throws {
        let fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1))
        let slide = try BasicAnimation(keyPath: "position.x", from: .scalar(0), to: .scalar(300),
                                       timing: MediaTiming(duration: 3))
        let group = AnimationGroup(animations: [.basic(fade), .basic(slide)],
                                   timing: try MediaTiming(duration: 1.5, repeatDuration: 6))
        for cycle in 0..<4 {
            let start = 1.5 * Double(cycle)
            let l = try evaluate(group, at: start + 0.75)
            #expect(near(l.opacity, 0.5, 1e-12), "cycle \(cycle)")
            #expect(near(l.position.x, 75, 1e-9), "cycle \(cycle)")
            #expect(near(try evaluate(group, at: start + 1.4).position.x, 140, 1e-9)) // never beyond 150
        }
        let after = try evaluate(group, at: 6.01)
        #expect(after.opacity == 0.3 && after.position.x == -1)
    }

    @Test func childOffsetsAndFillsInsideTheGroup() throws {
        let late = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                      timing: MediaTiming(beginTime: 0.5, duration: 0.5))
        let group = AnimationGroup(animations: [.basic(late)], timing: try MediaTiming(duration: 1.5))
        #expect(try evaluate(group, at: 0.25).opacity == 0.3)
        #expect(near(try evaluate(group, at: 0.75).opacity, 0.5))
        #expect(try evaluate(group, at: 1.25).opacity == 0.3) // child ended without a fill
        let held = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1),
                                      timing: MediaTiming(beginTime: 0.5, duration: 0.5, fillMode: .forwards))
        let group2 = AnimationGroup(animations: [.basic(held)], timing: try MediaTiming(duration: 1.5))
        #expect(try evaluate(group2, at: 1.25).opacity == 1) // removedOnCompletion ignored in a group
    }

    @Test func groupHeldAtItsEndHoldsItsChildren() throws {
        let fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(0.8))
        let group = AnimationGroup(animations: [.basic(fade)],
                                   timing: try MediaTiming(duration: 1, fillMode: .forwards,
                                                           removedOnCompletion: false))
        #expect(try evaluate(group, at: 5).opacity == 0.8)
    }

    @Test func groupTimingFunctionWarpsChildTime() throws {
        let fade = try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1))
        let group = AnimationGroup(animations: [.basic(fade)], timing: try MediaTiming(duration: 2),
                                   timingFunction: .easeIn)
        #expect(near(try evaluate(group, at: 1).opacity, referenceEasing(0.42, 0, 1, 1, at: 0.5), 2e-6))
    }
}
