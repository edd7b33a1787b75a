import Testing
@testable import RefreshRender
import RefreshTestSupport

/// The local-time computation of STYLES.md §6.4, checked on `MediaTiming.phase` directly.
@Suite struct MediaTimingTests {
    func progress(_ timing: MediaTiming, _ t: Double, duration: Double = 1) -> Double? {
        timing.phase(atParentTime: t, simpleDuration: duration)?.progress
    }

    @Test func oneCycleThenRemoved() throws {
        let timing = try MediaTiming(duration: 2)
        #expect(progress(timing, -0.1, duration: 2) == nil)
        #expect(progress(timing, 0, duration: 2) == 0)
        #expect(progress(timing, 0.5, duration: 2) == 0.25)
        #expect(progress(timing, 2, duration: 2) == nil) // removed on completion
    }

    @Test func forwardsFillKeepsXEqualOneAtTheEndOfACompletedFinalCycle() throws {
        let kept = try MediaTiming(duration: 1.5, repeatCount: 4, fillMode: .forwards, removedOnCompletion: false)
        let end = kept.phase(atParentTime: 100, simpleDuration: 1.5)
        #expect(end?.progress == 1)
        #expect(end?.completedCycles == 3)
        #expect(end?.isFillingForwards == true)
        // A partial final cycle (5.0 / 1.5 = 3.33 laps, the book's repeatDuration) stops a third of the way round.
        let partial = try MediaTiming(duration: 1.5, repeatDuration: 5, fillMode: .forwards, removedOnCompletion: false)
        let p = try #require(partial.phase(atParentTime: 9, simpleDuration: 1.5))
        #expect(near(p.progress, 1.0 / 3, 1e-12) && p.completedCycles == 3)
    }

    @Test func forwardsFillNeedsRemovedOnCompletionOff() throws {
        let removed = try MediaTiming(duration: 1, fillMode: .forwards)
        #expect(progress(removed, 1.5) == nil)
        let kept = try MediaTiming(duration: 1, fillMode: .forwards, removedOnCompletion: false)
        #expect(progress(kept, 1.5) == 1)
        let both = try MediaTiming(duration: 1, fillMode: .both, removedOnCompletion: false)
        #expect(progress(both, 1.5) == 1)
        // Children of a group ignore removedOnCompletion (STYLES.md §6.5).
        #expect(removed.phase(atParentTime: 1.5, simpleDuration: 1, ignoresRemoval: true)?.progress == 1)
    }

    @Test func backwardsFillShowsTheStartBeforeTheBegin() throws {
        let none = try MediaTiming(beginTime: 1, duration: 1)
        #expect(progress(none, 0.5) == nil)
        let backwards = try MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards)
        #expect(progress(backwards, 0.5) == 0)
        #expect(progress(backwards, 1.25) == 0.25)
        #expect(progress(backwards, 2.5) == nil)
    }

    @Test func repeatsCountCyclesAndFractionalCounts() throws {
        let timing = try MediaTiming(duration: 1, repeatCount: 2.5)
        let p = try #require(timing.phase(atParentTime: 2.25, simpleDuration: 1))
        #expect(p.progress == 0.25 && p.completedCycles == 2)
        #expect(progress(timing, 2.5) == nil)
    }

    @Test func maxFloatRepeatsForever() throws {
        let timing = try MediaTiming(duration: 0.25, repeatCount: Double(Float.greatestFiniteMagnitude))
        #expect(timing.repeatCount == .infinity)
        let p = try #require(timing.phase(atParentTime: 1e6 + 0.0625, simpleDuration: 0.25))
        #expect(near(p.progress, 0.25, 1e-6) && p.completedCycles == 4e6)
    }

    @Test func autoreverseRunsForwardThenBack() throws {
        let timing = try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards,
                                     removedOnCompletion: false)
        #expect(timing.activeDuration(simpleDuration: 1) == 4)
        #expect(progress(timing, 0.25) == 0.25)
        #expect(progress(timing, 1.25) == 0.75)
        #expect(progress(timing, 1.75) == 0.25)
        let second = try #require(timing.phase(atParentTime: 2.5, simpleDuration: 1))
        #expect(second.progress == 0.5 && second.completedCycles == 1)
        #expect(progress(timing, 10) == 0) // ends back at the start
    }

    @Test func speedScalesLocalTime() throws {
        let timing = try MediaTiming(beginTime: 1, duration: 1, speed: 2)
        #expect(progress(timing, 1.25) == 0.5)
        #expect(progress(timing, 1.6) == nil) // done after 0.5 s of parent time
        let frozen = try MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
        #expect(near(progress(frozen, 50) ?? .nan, 0.3, 1e-12))
    }

    @Test func timeOffsetShiftsAndWraps() throws {
        // APL: a 5 s animation with timeOffset 2 shows 2…5 then 0…2.
        let timing = try MediaTiming(duration: 5, timeOffset: 2)
        #expect(near(progress(timing, 0, duration: 5) ?? .nan, 0.4, 1e-12))
        #expect(near(progress(timing, 2.5, duration: 5) ?? .nan, 0.9, 1e-12))
        #expect(near(progress(timing, 3.5, duration: 5) ?? .nan, 0.1, 1e-12))
        #expect(progress(timing, 5, duration: 5) == nil)
    }

    @Test func validation() {
        #expect(throws: AnimationError.nonFinite(what: "duration", value: .infinity)) {
            try MediaTiming(duration: .infinity)
        }
        #expect(throws: AnimationError.self) { try MediaTiming(beginTime: .nan) }
        #expect(throws: AnimationError.self) { try MediaTiming(duration: -1) }
        #expect(throws: AnimationError.self) { try MediaTiming(speed: -1) }
        #expect(throws: AnimationError.self) { try MediaTiming(repeatCount: .nan) }
        #expect(throws: AnimationError.self) { try MediaTiming(repeatCount: 2, repeatDuration: 3) }
        #expect("\(AnimationError.nonFinite(what: "duration", value: .nan))"
            == "duration is nan; accepted: a finite number")
        // A non-finite parent time has no phase rather than trapping.
        #expect(MediaTiming.standard.phase(atParentTime: .infinity, simpleDuration: 1) == nil)
    }
}
