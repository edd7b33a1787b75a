import Foundation

/// A gesture script: what the finger does over time. Pull amounts are in units of the style's trigger threshold
/// (1.0 = exactly the threshold), so one scenario fits every style; for a footer they are the distance pulled past
/// the end of the content (pull-up). After a release, the style's own rules (`PullRules`) move the content: open and
/// refresh (a footer's load-more), then collapse — or bounce back.
public struct Scenario: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        /// Drag to `progress` × threshold over `duration` seconds with a curve (the finger goes down if it was up).
        case pull(progress: Double, duration: Double, curve: TimingFunction)
        /// Let `duration` seconds pass (holding the finger still, or letting the content move on its own).
        case wait(duration: Double)
        /// Lift the finger.
        case release
    }

    public var name: String
    public var steps: [Step]
    /// Overrides the style's refresh duration (seconds), when set.
    package var refreshDuration: Double?
    /// Idle time appended after everything has settled (seconds).
    package var tail: Double
    /// True when each refresh ends in the no-more-data state (MJRefresh's `endRefreshingWithNoMoreData`, STYLES.md
    /// §4.5) instead of idle; only styles with that state accept it.
    package var endsInNoMoreData: Bool

    /// Upper bound on a scenario's length, the sum of its steps, against runaway frame counts. What the style's rules
    /// add after the steps (the refresh, the collapse, the tail) is not the user's and does not count.
    public static let maximumDuration: Double = 600
    /// Upper bound on pull progress (× threshold).
    public static let maximumProgress: Double = 10
    /// How far the steps' total may exceed `maximumDuration` and still be accepted: a millisecond, a quarter of a frame
    /// at the highest rate, which nobody sees; durations typed or recorded as decimals (1/240 s is 0.004166…) add up
    /// to a hair over a round total.
    package static let durationTolerance = 0.001
    /// Upper bound on the number of steps: a gesture recorded at 240 Hz for the longest scenario (600 s) has 144 000;
    /// a million keeps a run's memory and its timeline's build (linear in the steps) within a second or so.
    package static let maximumSteps = 1_000_000
    /// Upper bound on a scenario file's size: a million steps written out in full (a pull with its duration and curve
    /// takes about 60 bytes) fit, and a file read by mistake (a video, a log) is refused before it is read.
    public static let maximumJSONBytes = 64 << 20
    /// Upper bound on the name's length in characters (it is recorded in every run's manifest).
    package static let maximumNameLength = 200

    /// Refuses more than `maximumSteps` steps (before they are read).
    static func checkStepCount(_ count: Int) throws(ScenarioError) {
        guard count <= maximumSteps else {
            throw .invalidValue(field: "steps", value: "\(count) steps", accepted: "at most \(maximumSteps) steps")
        }
    }

    /// Refuses a name longer than `maximumNameLength`.
    static func checkName(_ name: String) throws(ScenarioError) {
        guard name.count <= maximumNameLength else {
            throw .invalidValue(field: "name", value: "\(name.count) characters long",
                                accepted: "at most \(maximumNameLength) characters")
        }
    }

    public init(name: String, steps: [Step], refreshDuration: Double? = nil, tail: Double = 0.25,
                endsInNoMoreData: Bool = false) {
        self.name = name
        self.steps = steps
        self.refreshDuration = refreshDuration
        self.tail = tail
        self.endsInNoMoreData = endsInNoMoreData
    }

    /// Pull past the threshold, hold, release, refresh for the style's duration, collapse.
    public static let refresh = Scenario(name: "refresh", steps: [
        .pull(progress: 1.2, duration: 0.8, curve: .easeOut),
        .wait(duration: 0.2),
        .release,
    ])

    /// Pull part of the way, release, bounce back.
    public static let cancel = Scenario(name: "cancel", steps: [
        .pull(progress: 0.6, duration: 0.6, curve: .easeOut),
        .wait(duration: 0.15),
        .release,
    ])

    /// A footer's gesture: pull up past the threshold, hold, release, load for the style's duration, end. The same
    /// finger as `refresh`, named for what it does to a footer.
    package static let loadMore = Scenario(name: "load-more", steps: Scenario.refresh.steps)

    /// `loadMore` whose load ends with nothing more to load: the footer stays in the no-more-data state (MJRefresh's
    /// footers, STYLES.md §4.5).
    public static let noMoreData = Scenario(name: "no-more-data", steps: Scenario.refresh.steps, endsInNoMoreData: true)

    /// The named presets.
    public static let presets: [Scenario] = [.refresh, .cancel, .loadMore, .noMoreData]

    /// The preset a style's gesture uses by default: `refresh` for a header, `loadMore` for a footer.
    public static func defaultPreset(for kind: StyleKind) -> Scenario {
        switch kind {
        case .header: return .refresh
        case .footer: return .loadMore
        }
    }

    /// Checks every number; throws a `ScenarioError` naming the step and the field.
    public func validate() throws {
        // The field's name is built only for a message (a recorded gesture has a hundred thousand steps).
        func check(_ value: Double, _ field: @autoclosure () -> String, in range: ClosedRange<Double>) throws {
            guard value.isFinite, range.contains(value) else {
                throw ScenarioError.invalidValue(field: field(), value: NumberBounds.text(value),
                                                 accepted: "a number from \(NumberBounds.text(range.lowerBound)) to \(NumberBounds.text(range.upperBound))")
            }
        }
        guard !steps.isEmpty else {
            throw ScenarioError.invalidValue(field: "steps", value: "[]", accepted: "at least one step")
        }
        try Scenario.checkStepCount(steps.count)
        try Scenario.checkName(name)
        var total = ExactSum()
        for (i, step) in steps.enumerated() {
            switch step {
            case .pull(let progress, let duration, _):
                try check(progress, "steps[\(i)].pull", in: 0...Scenario.maximumProgress)
                try check(duration, "steps[\(i)].duration", in: 0...Scenario.maximumDuration)
                total.add(duration)
            case .wait(let duration):
                try check(duration, "steps[\(i)].wait", in: 0...Scenario.maximumDuration)
                total.add(duration)
            case .release:
                break
            }
        }
        if let r = refreshDuration { try check(r, "refreshDuration", in: 0...Scenario.maximumDuration) }
        try check(tail, "tail", in: 0...Scenario.maximumDuration)
        guard total.value <= Scenario.maximumDuration + Scenario.durationTolerance else {
            throw ScenarioError.invalidValue(field: "steps", value: "\(NumberBounds.text(total.value)) s in all",
                                             accepted: "at most \(NumberBounds.text(Scenario.maximumDuration)) s")
        }
    }
}

/// A sum of many doubles without their rounding errors piling up (Neumaier's compensated summation): a hundred
/// thousand steps of 1/240 s add up to 600 s, not 600.000000000737.
struct ExactSum {
    private var sum = 0.0
    private var compensation = 0.0

    mutating func add(_ x: Double) {
        let t = sum + x
        compensation += abs(sum) >= abs(x) ? (sum - t) + x : (x - t) + sum
        sum = t
    }

    var value: Double { sum + compensation }
}

/// A scenario that cannot be used; the message names the field, the bad value and what is accepted.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
    case malformedJSON(String)
    case invalidValue(field: String, value: String, accepted: String)
    case impossible(field: String, reason: String)

    public var description: String {
        switch self {
        case .malformedJSON(let why): return "scenario: not valid JSON (\(why))"
        case .invalidValue(let field, let value, let accepted): return "scenario: \(field) is \(value); expected \(accepted)"
        case .impossible(let field, let reason): return "scenario: \(field): \(reason)"
        }
    }
}
