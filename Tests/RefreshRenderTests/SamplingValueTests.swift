import Testing
@testable import RefreshRender

/// The validated values of a sampling and of the drawing options: each rule checked once, where the value is built,
/// with an error that carries the value and the accepted range and names no command-line option.
@Suite struct SamplingValueTests {
    @Test func frameRatesAboveZeroUpTo240() throws {
        #expect(try FrameRate(240).perSecond == 240 && FrameRate(0.5).perSecond == 0.5)
        for bad in [0, -1, 240.001, .infinity] {
            #expect(throws: SamplingError.frameRateOutOfRange(bad, allowed: FrameRate.allowed)) { try FrameRate(bad) }
        }
        #expect(throws: SamplingError.self) { try FrameRate(.nan) }
        #expect(try FrameRate.standard.description == "60" && FrameRate(29.97).description == "29.97")
    }

    @Test func durationsAndTimesInState() throws {
        #expect(try SequenceDuration(600).seconds == 600)
        #expect(throws: SamplingError.durationOutOfRange(0, allowed: SequenceDuration.allowed)) { try SequenceDuration(0) }
        #expect(throws: SamplingError.durationOutOfRange(600.5, allowed: SequenceDuration.allowed)) { try SequenceDuration(600.5) }
        #expect(try TimeInState(0).seconds == 0 && TimeInState(600).seconds == 600)
        #expect(SequenceDuration.allowed.description == "seconds above 0 and at most 600")
        #expect(TimeInState.allowed.description == "seconds from 0 to 600")
        #expect(NumberBounds(from: 0.5, to: 1e20, unit: "units").description == "units from 0.5 to 1e+20")
        #expect(throws: SamplingError.timeOutOfRange(-0.1, allowed: TimeInState.allowed)) { try TimeInState(-0.1) }
    }

    @Test func widthsAndScales() throws {
        #expect(try HeaderWidth(100).points == 100 && HeaderWidth(2000).points == 2000 && PixelScale(3).factor == 3)
        #expect(throws: RenderOptionsError.widthOutOfRange(99.9, allowed: HeaderWidth.allowed)) { try HeaderWidth(99.9) }
        #expect(throws: RenderOptionsError.scaleOutOfRange(4, allowed: 1...3)) { try PixelScale(4) }
        #expect(throws: RenderOptionsError.widthOutOfRange(1e9, allowed: HeaderWidth.allowed)) { try RenderOptions(width: 1e9).validate() }
        #expect(throws: RenderOptionsError.scaleOutOfRange(0, allowed: 1...3)) { try RenderOptions(scale: 0).validate() }
        let options = RenderOptions(width: try HeaderWidth(320), scale: try PixelScale(1), background: .none)
        #expect(options.width == 320 && options.scale == 1 && options.background == .none)
    }

    @Test func sweepsFromValuesOrAStride() throws {
        #expect(try ProgressSweep(from: 0, through: 1, step: 0.25).values == [0, 0.25, 0.5, 0.75, 1])
        // The end is included when it lands on a step within rounding, and never passed.
        #expect(try ProgressSweep(from: 0, through: 1.2, step: 0.3).values.count == 5)
        #expect(try ProgressSweep(from: 0, through: 1, step: 0.3).values.last == 0.8999999999999999)
        #expect(throws: SamplingError.sweepStepNotPositive(0)) { try ProgressSweep(from: 0, through: 1, step: 0) }
        #expect(throws: SamplingError.sweepEndBeforeStart(start: 1, end: 0)) { try ProgressSweep(from: 1, through: 0, step: 0.1) }
        #expect(throws: SamplingError.progressOutOfRange(10.5, allowed: ProgressSweep.allowed)) { try ProgressSweep([1, 10.5]) }
        #expect(throws: SamplingError.frameCountOutOfRange(0, allowed: 1...100_000)) { try ProgressSweep([]) }
        // Counted before anything is allocated, even for a step so small the count overflows an Int.
        #expect(throws: SamplingError.frameCountOutOfRange(1_000_001, allowed: 1...100_000)) {
            try ProgressSweep(from: 0, through: 10, step: 0.00001)
        }
        #expect(throws: SamplingError.frameCountOutOfRange(Int.max, allowed: 1...100_000)) {
            try ProgressSweep(from: 0, through: 10, step: 1e-300)
        }
    }

    @Test func framePlansThrowDomainErrors() throws {
        let rules = AirplaneStyle().rules
        func plan(fps: Double = 60, duration: Double? = nil, range: ClosedRange<Int>? = nil) throws -> FramePlan {
            try FramePlan(sampling: .sequence(scenario: .refresh, fps: fps, duration: duration, range: range), rules: rules)
        }
        #expect(try plan().totalCount == 333)
        #expect(try plan(range: 330...332).frames.map(\.index) == [330, 331, 332])
        #expect(throws: SamplingError.frameRangeOutside(1000...2000, frameCount: 333)) { try plan(range: 1000...2000) }
        #expect(throws: SamplingError.frameCountOutOfRange(144_000, allowed: 1...100_000)) { try plan(fps: 240, duration: 600) }
        #expect(throws: SamplingError.frameRateOutOfRange(0, allowed: FrameRate.allowed)) { try plan(fps: 0) }
        #expect(throws: SamplingError.durationOutOfRange(-1, allowed: SequenceDuration.allowed)) { try plan(duration: -1) }
        #expect(throws: SamplingError.timeOutOfRange(601, allowed: TimeInState.allowed)) {
            try FramePlan(sampling: .sweep(progresses: [1], state: .refreshing, time: 601), rules: rules)
        }
        #expect(throws: SamplingError.progressOutOfRange(-1, allowed: ProgressSweep.allowed)) {
            try FramePlan(sampling: .sweep(progresses: [-1], state: nil, time: nil), rules: rules)
        }
    }

    /// The messages say what is wrong and what is accepted in the model's words: no command-line option.
    @Test(arguments: [
        SamplingError.frameRateOutOfRange(0, allowed: FrameRate.allowed), .durationOutOfRange(601, allowed: SequenceDuration.allowed),
        .timeOutOfRange(-1, allowed: TimeInState.allowed), .progressOutOfRange(11, allowed: ProgressSweep.allowed), .sweepStepNotPositive(0),
        .sweepEndBeforeStart(start: 1, end: 0), .frameCountOutOfRange(144_000, allowed: 1...100_000),
        .frameRangeOutside(1000...2000, frameCount: 333),
    ])
    func samplingErrorsNameTheValueAndTheRangeButNoFlag(error: SamplingError) {
        #expect(!error.description.contains("--"), "\(error)")
        #expect(error.description.contains(error.value) && !error.accepted.isEmpty, "\(error)")
    }

    @Test func renderOptionsErrorsNameNoFlag() {
        let width = RenderOptionsError.widthOutOfRange(0, allowed: HeaderWidth.allowed)
        #expect(width.description == "header width 0.0 is not accepted; expected points from 100 to 2000")
        #expect(RenderOptionsError.scaleOutOfRange(4, allowed: 1...3).description == "pixel scale 4 is not accepted; expected 1, 2 or 3")
    }
}
