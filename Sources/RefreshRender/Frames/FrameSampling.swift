/// Which moments to render: a time sequence through a gesture scenario, or a sweep of pull progresses with no
/// gesture (optionally in a given state, a given time after entering it).
///
/// The associated numbers are plain values; `FramePlan` checks them with the validated types (`FrameRate`,
/// `SequenceDuration`, `TimeInState`, `ProgressSweep`), which callers can also build first to fail early.
public enum FrameSampling: Sendable, Hashable {
    /// Frames every 1/fps seconds through `scenario`, for `duration` seconds (default: the scenario's length),
    /// restricted to the frame indices in `range` when given.
    case sequence(scenario: Scenario, fps: Double, duration: Double?, range: ClosedRange<Int>?)
    /// One frame per progress value (× threshold). `state` defaults to idle below the threshold and pulling past it;
    /// `time` is the time since that state was entered (nil: for idle, pulling and no-more-data, long enough that the
    /// entry animations have finished; for refreshing and ending, 0 — the moment the state begins). Past the collapse
    /// an ending control is idle again, as in the whole gesture.
    case sweep(progresses: [Double], state: RefreshState?, time: Double?)
    /// Frames every 1/fps seconds for `duration` seconds of a control that plays on its own clock (a Lottie
    /// composition), restricted to the frame indices in `range` when given. Nothing is pulled: every sample is idle.
    case clock(fps: Double, duration: Double, range: ClosedRange<Int>?)

    /// The most frames one run makes.
    public static let maximumFrames = 100_000
    /// The highest frame rate (`FrameRate.maximum`).
    package static let maximumFPS = FrameRate.maximum
    /// The frame counts a run may have.
    package static let frameCounts = 1...maximumFrames

    /// Checks a run's frame count against `frameCounts`.
    package static func checkFrameCount(_ count: Int) throws(SamplingError) {
        guard frameCounts.contains(count) else { throw .frameCountOutOfRange(count, allowed: frameCounts) }
    }
}

/// One frame to render: its index and file name, and the gesture at that moment.
public struct FrameSpec: Sendable, Hashable {
    public var index: Int
    /// Time on the timeline (sequence) or time since the state was entered (sweep).
    public var time: Double
    public var sample: PullSample
    /// The digits of the frame number in the file name (`FrameSpec.digits(frameCount:)`).
    package var nameDigits: Int

    /// A frame to render; `time` is usually `sample.time`.
    public init(index: Int, time: Double, sample: PullSample, nameDigits: Int = FrameSpec.minimumDigits) {
        self.index = index
        self.time = time
        self.sample = sample
        self.nameDigits = nameDigits
    }

    public var fileName: String { FrameSpec.fileName(index: index, digits: nameDigits) }

    /// `frame_0042.png`: the index zero-padded to `digits`, so names sort in frame order for `ls`, globs and GIF tools.
    public static func fileName(index: Int, digits: Int = minimumDigits) -> String {
        let number = String(index)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// The file names as a printf pattern (`frame_%04d.png`, as ffmpeg's `-i` takes it).
    public static func filePattern(digits: Int) -> String { "frame_%0\(digits)d.png" }

    /// Frame numbers have at least 4 digits (frame_0000.png), more when the run has more than 10 000 frames: as many
    /// as its last index has.
    public static let minimumDigits = 4

    /// The digits for the frames of a run of `frameCount` frames.
    public static func digits(frameCount: Int) -> Int { max(minimumDigits, String(max(frameCount - 1, 0)).count) }
}

/// A sampling that cannot be rendered. Each case carries the bad value and what is accepted; the description names
/// them in the model's words (a front end names its own options).
public enum SamplingError: Error, Equatable, CustomStringConvertible {
    /// Frames per second outside `allowed` (`FrameRate`).
    case frameRateOutOfRange(Double, allowed: NumberBounds)
    /// Seconds of a sequence outside `allowed` (`SequenceDuration`).
    case durationOutOfRange(Double, allowed: NumberBounds)
    /// Seconds since a state was entered outside `allowed` (`TimeInState`).
    case timeOutOfRange(Double, allowed: NumberBounds)
    /// A pull progress outside `allowed` (× the style's threshold, `ProgressSweep`).
    case progressOutOfRange(Double, allowed: NumberBounds)
    /// A sweep's step that is not finite or not above 0.
    case sweepStepNotPositive(Double)
    /// A sweep that ends below its start.
    case sweepEndBeforeStart(start: Double, end: Double)
    /// A run of `count` frames; `allowed` is `FrameSampling.frameCounts`.
    case frameCountOutOfRange(Int, allowed: ClosedRange<Int>)
    /// Frame indices outside the sequence's frames `0..<frameCount`.
    case frameRangeOutside(ClosedRange<Int>, frameCount: Int)
    /// A state the style's library does not have (no-more-data on anything but MJRefresh's footers, STYLES.md §4.5).
    case stateNotInStyle(RefreshState)
    /// A gesture or a sweep asked of a control that plays on its own clock.
    case notPulled

    /// The bad value, as the description shows it.
    public var value: String {
        switch self {
        case .frameRateOutOfRange(let v, _), .durationOutOfRange(let v, _), .timeOutOfRange(let v, _),
             .progressOutOfRange(let v, _), .sweepStepNotPositive(let v):
            return NumberBounds.text(v)
        case .sweepEndBeforeStart(let start, let end): return "\(NumberBounds.text(start)) to \(NumberBounds.text(end))"
        case .frameCountOutOfRange(let count, _): return "\(count) frames"
        case .frameRangeOutside(let range, _): return "\(range.lowerBound)..\(range.upperBound)"
        case .stateNotInStyle(let state): return state.rawValue
        case .notPulled: return "a gesture or a progress sweep"
        }
    }

    /// What is accepted instead.
    public var accepted: String {
        switch self {
        case .frameRateOutOfRange(_, let allowed), .durationOutOfRange(_, let allowed), .timeOutOfRange(_, let allowed),
             .progressOutOfRange(_, let allowed):
            return allowed.description
        case .sweepStepNotPositive: return "a step above 0"
        case .sweepEndBeforeStart: return "an end not below the start"
        case .frameCountOutOfRange(_, let allowed): return "\(allowed.lowerBound) to \(allowed.upperBound) frames"
        case .frameRangeOutside(_, let count): return "frame indices within 0..\(count - 1)"
        case .stateNotInStyle: return "a state the style has (no-more-data only on MJRefresh's footers)"
        case .notPulled: return "its own frames (a control that plays on its own clock is not pulled)"
        }
    }

    public var description: String {
        switch self {
        case .frameRateOutOfRange: return "frame rate \(value) is not accepted; expected \(accepted)"
        case .durationOutOfRange: return "duration \(value) s is not accepted; expected \(accepted)"
        case .timeOutOfRange: return "time \(value) s since the state began is not accepted; expected \(accepted)"
        case .progressOutOfRange: return "pull progress \(value) is out of range; expected \(accepted)"
        case .sweepStepNotPositive: return "sweep step \(value) is not accepted; expected \(accepted)"
        case .sweepEndBeforeStart: return "sweep \(value) ends below its start; expected \(accepted)"
        case .frameCountOutOfRange(let count, let allowed):
            return "\(count) frames are not accepted; expected at least \(allowed.lowerBound) and at most \(allowed.upperBound)"
        case .frameRangeOutside: return "frames \(value) are not accepted; expected \(accepted)"
        case .stateNotInStyle: return "state \(value) is not one this style has; expected \(accepted)"
        case .notPulled: return "\(value) is not accepted; expected \(accepted)"
        }
    }
}
