import Raster
/// Which moments to render: a time sequence through a gesture scenario, or a sweep of pull progresses with no
/// gesture (optionally in a given state, a given time after entering it).
public enum FrameSampling: Sendable, Hashable {
    /// Frames every 1/fps seconds through `scenario`, for `duration` seconds (default: the scenario's length),
    /// restricted to the frame indices in `range` when given.
    case sequence(scenario: Scenario, fps: Double, duration: Double?, range: ClosedRange<Int>?)
    /// One frame per progress value (× threshold). `state` defaults to idle below the threshold and pulling past it;
    /// `time` is the time since that state was entered (nil: for idle, pulling and no-more-data, long enough that the
    /// entry animations have finished; for refreshing and ending, 0 — the moment the state begins). Past the collapse
    /// an ending control is idle again, as in the whole gesture.
    case sweep(progresses: [Double], state: RefreshState?, time: Double?)

    public static let maximumFrames = 100_000
    public static let maximumFPS = 240.0
}

/// One frame to render: its index and file name, and the gesture at that moment.
public struct FrameSpec: Sendable, Hashable {
    public var index: Int
    /// Time on the timeline (sequence) or time since the state was entered (sweep).
    public var time: Double
    public var sample: PullSample

    /// A frame to render; `time` is usually `sample.time`.
    public init(index: Int, time: Double, sample: PullSample) {
        self.index = index
        self.time = time
        self.sample = sample
    }

    public var fileName: String { FrameSpec.fileName(index: index) }

    public static func fileName(index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }
}

/// A sampling that cannot be rendered; the message names the option, the value and what is accepted.
public enum SamplingError: Error, Equatable, CustomStringConvertible {
    case invalid(option: String, value: String, accepted: String)

    public var description: String {
        switch self {
        case .invalid(let option, let value, let accepted): return "\(option) \(value) is not accepted; expected \(accepted)"
        }
    }
}
