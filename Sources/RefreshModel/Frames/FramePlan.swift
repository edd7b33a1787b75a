import Raster
/// The frames of a run, computed up front from the sampling and the style's rules. Each frame is then rendered
/// independently of every other (ARCHITECTURE.md: no state carries from one frame to the next).
public struct FramePlan: Sendable {
    public let frames: [FrameSpec]
    /// Total frame count of the full sequence (before `range` restricts it).
    public let totalCount: Int
    public let timeline: PullTimeline?

    public init(sampling: FrameSampling, rules: PullRules) throws {
        switch sampling {
        case .sequence(let scenario, let fps, let duration, let range):
            guard fps.isFinite, fps > 0, fps <= FrameSampling.maximumFPS else {
                throw SamplingError.invalid(option: "--fps", value: "\(fps)", accepted: "a rate above 0 and at most \(Int(FrameSampling.maximumFPS))")
            }
            let timeline = try PullTimeline(scenario: scenario, rules: rules)
            let length = duration ?? timeline.duration
            guard length.isFinite, length > 0, length <= Scenario.maximumDuration else {
                throw SamplingError.invalid(option: "--duration", value: "\(length)",
                                            accepted: "seconds above 0 and at most \(Int(Scenario.maximumDuration))")
            }
            // Frames at t = i / fps for every t < length (and at least one frame).
            let count = max(1, Int((length * fps - 1e-9).rounded(.up)))
            guard count <= FrameSampling.maximumFrames else {
                throw SamplingError.invalid(option: "--duration × --fps", value: "\(count) frames",
                                            accepted: "at most \(FrameSampling.maximumFrames) frames")
            }
            var indices = 0..<count
            if let range {
                guard range.lowerBound >= 0, range.upperBound < count else {
                    throw SamplingError.invalid(option: "--frames", value: "\(range.lowerBound)..\(range.upperBound)",
                                                accepted: "a range within 0..\(count - 1)")
                }
                indices = range.lowerBound..<(range.upperBound + 1)
            }
            self.frames = indices.map { i in
                let t = Double(i) / fps
                return FrameSpec(index: i, time: t, sample: timeline.sample(at: t))
            }
            self.totalCount = count
            self.timeline = timeline
        case .sweep(let progresses, let state, let time):
            guard !progresses.isEmpty, progresses.count <= FrameSampling.maximumFrames else {
                throw SamplingError.invalid(option: "--progress", value: "\(progresses.count) values",
                                            accepted: "1 to \(FrameSampling.maximumFrames) values")
            }
            if let time, !(time.isFinite && time >= 0 && time <= Scenario.maximumDuration) {
                throw SamplingError.invalid(option: "--time", value: "\(time)",
                                            accepted: "seconds from 0 to \(Int(Scenario.maximumDuration))")
            }
            // Footers (issue 14): only MJRefresh's footers have a no-more-data state (STYLES.md §4.5).
            if state == .noMoreData, !rules.hasNoMoreDataState {
                throw SamplingError.invalid(option: "--state", value: RefreshState.noMoreData.rawValue,
                                            accepted: "idle, pulling, refreshing or ending: this style has no no-more-data state")
            }
            var frames: [FrameSpec] = []
            for (i, p) in progresses.enumerated() {
                guard p.isFinite, p >= 0, p <= Scenario.maximumProgress else {
                    throw SamplingError.invalid(option: "--progress", value: "\(p)",
                                                accepted: "values from 0 to \(Scenario.maximumProgress)")
                }
                let s = state ?? (rules.showsPullingState && rules.isPastThreshold(p * rules.threshold) ? .pulling : .idle)
                frames.append(FrameSpec(index: i, time: time ?? 0,
                                        sample: FramePlan.sweepSample(progress: p, state: s, time: time, rules: rules)))
            }
            self.frames = frames
            self.totalCount = frames.count
            self.timeline = nil
        }
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
                          events: events)
    }

    static let settledTime = 60.0
}
