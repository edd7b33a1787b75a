import Raster
/// Turns a scenario into pull distance, dragging and state over time, following one library's rules. Built once per
/// run (a pure function of scenario and rules); sampling it at any time is independent of every other sample, so
/// frames can be rendered in any order or in parallel (ARCHITECTURE.md).
public struct PullTimeline: Sendable {
    /// One piece of content motion: distance goes from `from` to `to` over [start, end] along `curve`.
    struct Motion: Sendable {
        var start: Double
        var end: Double
        var from: Double
        var to: Double
        var curve: TimingFunction
        var dragging: Bool

        func distance(at t: Double) -> Double {
            guard end > start else { return to }
            let x = min(max((t - start) / (end - start), 0), 1)
            return from + (to - from) * curve.value(at: x)
        }
    }

    public let rules: PullRules
    public let scenario: Scenario
    /// Every state change, in time order.
    public let events: [StateEvent]
    /// Total length in seconds, including the scenario's tail.
    public let duration: Double
    private let motions: [Motion]

    /// Builds the timeline; throws a `ScenarioError` when the scenario is invalid or asks for the impossible
    /// (e.g. a pull that starts while the header is refreshing).
    public init(scenario: Scenario, rules: PullRules) throws {
        try scenario.validate()
        self.rules = rules
        self.scenario = scenario
        var motions: [Motion] = []
        var events: [StateEvent] = []
        var state = RefreshState.idle
        var time = 0.0
        var distance = 0.0
        var dragging = false
        // Automatic motion after a release runs until `busyUntil`; a refresh blocks new pulls until it has ended.
        var busyUntil = 0.0
        var refreshBlocksUntil = -Double.infinity
        let refreshDuration = scenario.refreshDuration ?? rules.refreshDuration

        func currentDistance(at t: Double) -> Double {
            for m in motions.reversed() where m.start <= t { return m.distance(at: t) }
            return 0
        }
        func enter(_ next: RefreshState, at t: Double) {
            guard next != state else { return }
            events.append(StateEvent(time: t, from: state, to: next))
            state = next
        }

        for (i, step) in scenario.steps.enumerated() {
            switch step {
            case .pull(let progress, let stepDuration, let curve):
                if time < refreshBlocksUntil {
                    throw ScenarioError.impossible(
                        field: "steps[\(i)]",
                        reason: "a pull may not start at \(time) s while the header refreshes (until \(refreshBlocksUntil) s); add a wait before it")
                }
                // Grabbing the content stops any automatic motion where it is.
                distance = time < busyUntil ? currentDistance(at: time) : distance
                motions = motions.filter { $0.start < time }
                if let last = motions.last, last.end > time {
                    motions[motions.count - 1].end = time
                    motions[motions.count - 1].to = distance
                }
                if state == .ending { enter(.idle, at: time) }
                busyUntil = time
                dragging = true
                let target = progress * rules.threshold
                let motion = Motion(start: time, end: time + stepDuration, from: distance, to: target, curve: curve,
                                    dragging: true)
                motions.append(motion)
                if rules.showsPullingState {
                    PullTimeline.appendCrossings(of: motion, rules: rules, state: &state, events: &events)
                }
                time += stepDuration
                distance = target
            case .wait(let d):
                if dragging {
                    motions.append(Motion(start: time, end: time + d, from: distance, to: distance, curve: .linear,
                                          dragging: true))
                }
                time += d
            case .release:
                guard dragging else { continue }
                dragging = false
                let armed = rules.showsPullingState ? state == .pulling : rules.isPastThreshold(distance)
                if armed {
                    // STYLES.md §1.3, §2.3, §3.3, §4.4, §5.4: release while armed starts the refresh, the content settles
                    // at the refreshing inset, the app's load runs, then the header collapses.
                    enter(.refreshing, at: time)
                    let openEnd = time + rules.openDuration
                    motions.append(Motion(start: time, end: openEnd, from: distance, to: rules.refreshingInset,
                                          curve: rules.openCurve, dragging: false))
                    let endAt = time + max(refreshDuration, rules.openDuration)
                    events.append(StateEvent(time: endAt, from: .refreshing, to: .ending))
                    let collapseEnd = endAt + rules.collapseDuration
                    motions.append(Motion(start: endAt, end: collapseEnd, from: rules.refreshingInset, to: 0,
                                          curve: rules.collapseCurve, dragging: false))
                    events.append(StateEvent(time: collapseEnd, from: .ending, to: .idle))
                    state = .idle
                    busyUntil = collapseEnd
                    refreshBlocksUntil = collapseEnd
                } else {
                    enter(.idle, at: time)
                    motions.append(Motion(start: time, end: time + rules.bounceDuration, from: distance, to: 0,
                                          curve: rules.bounceCurve, dragging: false))
                    busyUntil = time + rules.bounceDuration
                }
                distance = 0
            }
        }
        let settled = max(time, busyUntil)
        self.motions = motions
        self.events = events
        self.duration = settled + scenario.tail
    }

    /// Adds the threshold crossings of one dragging motion (bisection to 1e-9 s; the motion is monotone).
    private static func appendCrossings(of m: Motion, rules: PullRules, state: inout RefreshState,
                                        events: inout [StateEvent]) {
        func desired(_ d: Double) -> RefreshState { rules.isPastThreshold(d) ? .pulling : .idle }
        guard state == .idle || state == .pulling else { return }
        if desired(m.from) != state {
            events.append(StateEvent(time: m.start, from: state, to: desired(m.from)))
            state = desired(m.from)
        }
        guard desired(m.to) != state else { return }
        var lo = m.start, hi = m.end
        for _ in 0..<80 where hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if desired(m.distance(at: mid)) == state { lo = mid } else { hi = mid }
        }
        let next = desired(m.to)
        events.append(StateEvent(time: hi, from: state, to: next))
        state = next
    }

    /// The gesture at time `t` (clamped to the timeline).
    public func sample(at t: Double) -> PullSample {
        let time = t.isFinite ? min(max(t, 0), duration) : 0
        var distance = 0.0
        var dragging = false
        for m in motions.reversed() where m.start <= time {
            distance = m.distance(at: time)
            dragging = m.dragging && time <= m.end
            break
        }
        let past = events.filter { $0.time <= time }
        let state = past.last?.to ?? .idle
        return PullSample(time: time, distance: max(distance, 0), progress: max(distance, 0) / rules.threshold,
                          isDragging: dragging, state: state, events: past)
    }
}
