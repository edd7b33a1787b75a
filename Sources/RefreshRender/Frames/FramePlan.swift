/// The frames of a run, computed up front from the sampling and the style's rules. Each frame is then rendered
/// independently of every other (ARCHITECTURE.md: no state carries from one frame to the next).
public struct FramePlan: Sendable {
    public let frames: [FrameSpec]
    /// Total frame count of the full sequence (before `range` restricts it).
    public let totalCount: Int
    public let timeline: PullTimeline?
    /// The frame files' names as a printf pattern (`FrameSpec.filePattern`).
    public var filePattern: String { FrameSpec.filePattern(digits: FrameSpec.digits(frameCount: totalCount)) }

    /// Plans the frames of `sampling`. Throws `SamplingError` for a number out of range, too many frames or a frame
    /// range outside the sequence, and `ScenarioError` for a scenario the style's rules cannot play.
    /// With `list` (a footer on a screen, `LoadedRows.of(_:screen:)`) each load appends a page of rows (STYLES.md §8.5).
    public init(sampling: FrameSampling, rules: PullRules, list: LoadedRows? = nil) throws {
        switch sampling {
        case .sequence(let scenario, let fps, let duration, let range):
            let timeline = try PullTimeline(scenario: scenario, rules: rules, list: list)
            // The length limit is on what the user gave: a duration, or the scenario's steps (`Scenario.validate`).
            // What the rules add after the steps — the refresh, the collapse, the tail — does not count against it.
            try self.init(fps: fps, duration: duration, otherwise: timeline.duration, range: range, timeline: timeline,
                          sample: timeline.sample(at:))
        case .clock(let fps, let duration, let range):
            try self.init(fps: fps, duration: duration, range: range, timeline: nil, sample: FramePlan.idleSample(at:))
        case .sweep(let progresses, let state, let time):
            let sweep = try ProgressSweep(progresses)
            let time = try time.map { t throws(SamplingError) in try TimeInState(t).seconds }
            // Footers: only MJRefresh's footers have a no-more-data state (STYLES.md §4.5).
            if let state, !rules.has(state) { throw SamplingError.stateNotInStyle(state) }
            let digits = FrameSpec.digits(frameCount: sweep.values.count)
            self.init(frames: sweep.values.enumerated().map { i, p in
                let s = state ?? (rules.showsPullingState && rules.isPastThreshold(p * rules.threshold) ? .pulling : .idle)
                return FrameSpec(index: i, time: time ?? 0,
                                 sample: FramePlan.sweepSample(progress: p, state: s, time: time, rules: rules),
                                 nameDigits: digits)
            }, totalCount: sweep.values.count, timeline: nil)
        }
    }

    private init(frames: [FrameSpec], totalCount: Int, timeline: PullTimeline?) {
        self.frames = frames
        self.totalCount = totalCount
        self.timeline = timeline
    }

    /// Frames at t = i / fps for every t < `duration` (checked), else `otherwise` (and at least one frame),
    /// restricted to `range`; `sample` gives the gesture at each.
    private init(fps: Double, duration: Double?, otherwise natural: Double = 0, range: ClosedRange<Int>?,
                 timeline: PullTimeline?, sample: (Double) -> PullSample) throws {
        let rate = try FrameRate(fps).perSecond
        let seconds = try duration.map { d throws(SamplingError) in try SequenceDuration(d).seconds } ?? natural
        let count = max(1, Int((seconds * rate - 1e-9).rounded(.up)))
        try FrameSampling.checkFrameCount(count)
        var indices = 0..<count
        if let range {
            guard range.lowerBound >= 0, range.upperBound < count else {
                throw SamplingError.frameRangeOutside(range, frameCount: count)
            }
            indices = range.lowerBound..<(range.upperBound + 1)
        }
        let digits = FrameSpec.digits(frameCount: count)
        self.init(frames: indices.map { i in
            let t = Double(i) / rate
            return FrameSpec(index: i, time: t, sample: sample(t), nameDigits: digits)
        }, totalCount: count, timeline: timeline)
    }

    /// The frames of a control on its own clock (`FrameSampling.clock`); any other sampling needs a gesture's rules,
    /// which such a control has not.
    public init(clock sampling: FrameSampling) throws {
        guard case .clock(let fps, let duration, let range) = sampling else { throw SamplingError.notPulled }
        try self.init(fps: fps, duration: duration, range: range, timeline: nil, sample: FramePlan.idleSample(at:))
    }

    /// Nothing pulled, at `time`.
    static func idleSample(at time: Double) -> PullSample {
        PullSample(time: time, distance: 0, progress: 0, isDragging: false, state: .idle, events: [])
    }

    /// A gesture frozen at `progress` in `state`, which was entered `time` seconds ago (default: see `FrameSampling`). The
    /// finger is down for idle and pulling (as when sweeping a pull), up for refreshing and ending.
    static func sweepSample(progress: Double, state: RefreshState, time: Double?, rules: PullRules) -> PullSample {
        // Idle, pulling and no-more-data default to "long ago": every entry animation (a flip) has finished.
        // Refreshing and ending default to the moment they begin, as their animations are the point of rendering them.
        let now = time ?? (state == .idle || state == .pulling || state == .noMoreData ? FramePlan.settledTime : 0)
        // The state's entry is at time 0, preceded by the history that leads there in the library: pulling past
        // the threshold 1 s before a refresh (flips settled), and a refresh of the style's own length before ending.
        let pull = rules.showsPullingState
        var events: [StateEvent] = []
        switch state {
        case .idle:
            break
        case .pulling:
            events = [StateEvent(time: 0, from: .idle, to: .pulling)]
        case .refreshing:
            events = (pull ? [StateEvent(time: -1, from: .idle, to: .pulling)] : [])
                + [StateEvent(time: 0, from: pull ? .pulling : .idle, to: .refreshing)]
        case .ending, .noMoreData:
            // A refresh of the style's own length before it ended. Ending runs to its completion at the end of the
            // collapse (back to idle), as in a whole gesture: past it the completions have run (STYLES.md §1.3, §4.4).
            let r = rules.refreshDuration
            events = (pull ? [StateEvent(time: -r - 1, from: .idle, to: .pulling)] : [])
                + [StateEvent(time: -r, from: pull ? .pulling : .idle, to: .refreshing),
                   StateEvent(time: 0, from: .refreshing, to: state)]
            if state == .ending {
                events.append(StateEvent(time: rules.collapseDuration, from: .ending, to: .idle))
            }
        }
        events = events.filter { $0.time <= now }
        return PullSample(time: now, distance: progress * rules.threshold, progress: progress,
                          isDragging: state == .idle || state == .pulling, state: events.last?.to ?? state,
                          events: events[...])
    }

    static let settledTime = 60.0
}
