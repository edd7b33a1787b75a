/// Turns a scenario into pull distance, dragging and state over time, following one library's rules. Built once per
/// run (a pure function of scenario and rules); sampling it at any time is independent of every other sample, so
/// frames can be rendered in any order or in parallel (ARCHITECTURE.md).
///
/// Headers and footers share it: for a footer the distance is how far the content is dragged past its end (pull-up),
/// and the refresh is the load-more. The rules say what starts a refresh (`PullRules.ReleaseRule`); a refresh that
/// starts without a release (MJRefresh's auto footer) ends once its load has run and the finger has lifted.
public struct PullTimeline: Sendable {
    public let rules: PullRules
    public let scenario: Scenario
    /// Every state change, in time order.
    public let events: [StateEvent]
    /// Total length in seconds, including the scenario's tail.
    public let duration: Double
    /// The content's motions: the distance at any time.
    public let history: PullHistory
    /// True when `events` are in time order, as every scenario gives them (checked, so sampling may binary-search).
    private let eventsInOrder: Bool
    /// When each load that appended a page of rows ended, in order (empty without a list).
    package let pagesLoadedAt: [Double]

    /// Builds the timeline; throws a `ScenarioError` when the scenario is invalid or asks for the impossible
    /// (a pull that starts while the control refreshes, or a no-more-data ending on a style without that state).
    /// Building costs O(N) for N steps; sampling then costs O(log N).
    ///
    /// With `list` (a footer on a screen, STYLES.md §8.5) each load that ends with more data appends a page of rows:
    /// the content stays where it is, and the distance past the new end drops by the page's growth of the scroll
    /// range (it may go negative: the end of the content below the visible area).
    public init(scenario: Scenario, rules: PullRules, list: LoadedRows? = nil) throws {
        try scenario.validate()
        if scenario.endsInNoMoreData && !rules.hasNoMoreDataState {
            throw ScenarioError.impossible(
                field: "noMoreData",
                reason: "this style has no no-more-data state (MJRefresh's footers have one: mj-auto-footer, mj-back-footer)")
        }
        self.rules = rules
        self.scenario = scenario
        var builder = Builder(rules: rules, scenario: scenario, list: list)
        for (i, step) in scenario.steps.enumerated() {
            switch step {
            case .pull(let progress, let stepDuration, let curve):
                try builder.pull(to: progress, over: stepDuration, curve: curve, step: i)
            case .wait(let d): builder.wait(d)
            case .release: builder.release()
            }
        }
        self.history = PullHistory(motions: builder.motions)
        self.pagesLoadedAt = builder.pagesLoadedAt
        self.events = builder.events
        self.eventsInOrder = zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
        self.duration = max(builder.time, builder.busyUntil) + scenario.tail
    }

    /// The timeline as its steps are played: the content's motions and the state changes so far, and where the
    /// gesture stands (time, distance, finger down or not, automatic motion and refreshes still running).
    private struct Builder {
        typealias Motion = PullHistory.Motion
        let rules: PullRules
        let scenario: Scenario
        let list: LoadedRows?
        let refreshDuration: Double
        var motions: [Motion] = []
        var events: [StateEvent] = []
        var pagesLoadedAt: [Double] = []
        var state = RefreshState.idle
        /// The steps' running total, summed exactly: a hundred thousand steps of 1/240 s end at 600 s, not a hair after.
        var clock = ExactSum()
        var time: Double { clock.value }
        var distance = 0.0
        var dragging = false
        /// Automatic motion after a release runs until `busyUntil`; a refresh blocks new pulls until it has ended.
        var busyUntil = 0.0
        var refreshBlocksUntil = -Double.infinity
        /// A refresh started by the pull itself (`onReachingTrigger`), waiting for the finger to lift. It ends only
        /// after the release, so one drag starts at most one (MJRefresh's autoTriggerTimes = 1).
        var refreshStartedWhileDragging: Double?

        init(rules: PullRules, scenario: Scenario, list: LoadedRows?) {
            self.rules = rules
            self.scenario = scenario
            self.list = list
            refreshDuration = scenario.refreshDuration ?? rules.refreshDuration
        }

        func currentDistance(at t: Double) -> Double {
            PullHistory.current(in: motions, at: t)?.distance(at: t) ?? 0
        }

        mutating func enter(_ next: RefreshState, at t: Double) {
            guard next != state else { return }
            events.append(StateEvent(time: t, from: state, to: next))
            state = next
        }

        /// A drag to `progress` of the threshold over `stepDuration` (step `step` of the scenario, for messages).
        mutating func pull(to progress: Double, over stepDuration: Double, curve: TimingFunction, step: Int) throws {
            if time < refreshBlocksUntil {
                throw ScenarioError.impossible(
                    field: "steps[\(step)]",
                    reason: "a pull may not start at \(NumberBounds.text(time)) s while the control refreshes (until \(NumberBounds.text(refreshBlocksUntil)) s); add a wait before it")
            }
            // Grabbing the content stops any automatic motion where it is.
            distance = time < busyUntil ? currentDistance(at: time) : distance
            // Motions start in time order: the ones not yet started are at the end (amortised O(1) per step).
            while let last = motions.last, last.start >= time { motions.removeLast() }
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
            if rules.release == .onReachingTrigger, state == .idle,
               let reached = PullTimeline.reachingTime(of: motion, trigger: rules.trigger) {
                // STYLES.md §4.5: the auto footer starts loading as soon as it is fully visible, finger down.
                enter(.refreshing, at: reached)
                refreshStartedWhileDragging = reached
            }
            clock.add(stepDuration)
            distance = target
        }

        /// Time passes; a finger that is down holds the content where it is.
        mutating func wait(_ d: Double) {
            if dragging {
                motions.append(Motion(start: time, end: time + d, from: distance, to: distance, curve: .linear,
                                      dragging: true))
            }
            clock.add(d)
        }

        /// The finger lifts: a refresh starts (or one started while dragging goes on), or the content bounces back.
        mutating func release() {
            guard dragging else { return }
            dragging = false
            var refreshStart: Double?
            if let started = refreshStartedWhileDragging {
                refreshStart = started
                refreshStartedWhileDragging = nil
            } else if rules.startsRefreshOnRelease(distance: distance, state: state) {
                enter(.refreshing, at: time)
                refreshStart = time
            }
            if let start = refreshStart { refresh(startedAt: start) } else { bounce() }
        }

        /// STYLES.md §1.3, §1.4, §2.3, §3.3, §4.4, §4.5, §5.4: the content settles at the refreshing inset, the app's
        /// load runs, then the control collapses (or, for a footer, ends with no more data). The load ends no earlier
        /// than the content has settled.
        private mutating func refresh(startedAt start: Double) {
            let openEnd = time + rules.openDuration
            motions.append(Motion(start: time, end: openEnd, from: distance, to: rules.refreshingInset,
                                  curve: rules.openCurve, dragging: false))
            let endAt = max(start + refreshDuration, openEnd)
            let collapseEnd = endAt + (rules.keepsInset ? 0 : rules.collapseDuration)
            if scenario.endsInNoMoreData {
                events.append(StateEvent(time: endAt, from: .refreshing, to: .noMoreData))
                state = .noMoreData
            } else {
                events.append(StateEvent(time: endAt, from: .refreshing, to: .ending))
                events.append(StateEvent(time: collapseEnd, from: .ending, to: .idle))
                state = .idle
            }
            // §8.5: the app appends its page before it ends the load (none when there is no more data); the offset
            // stays, so the distance past the new end drops by the range's growth at once.
            var settled = rules.refreshingInset
            if let list, !scenario.endsInNoMoreData {
                pagesLoadedAt.append(endAt)
                settled -= list.growth(ofLoad: pagesLoadedAt.count)
            }
            // A footer that keeps its inset ends with no motion; the others take the inset back, which moves the
            // content only as far as the appended rows do not fill it (UIScrollView keeps the offset within the new
            // range).
            let rest = rules.keepsInset ? settled : min(settled, 0)
            motions.append(Motion(start: endAt, end: collapseEnd, from: settled, to: rest, curve: rules.collapseCurve,
                                  dragging: false))
            distance = rest
            busyUntil = collapseEnd
            refreshBlocksUntil = collapseEnd
        }

        /// Released short of a refresh: the content springs back to rest.
        private mutating func bounce() {
            if state == .pulling { enter(.idle, at: time) }
            motions.append(Motion(start: time, end: time + rules.bounceDuration, from: distance, to: 0,
                                  curve: rules.bounceCurve, dragging: false))
            busyUntil = time + rules.bounceDuration
            distance = 0
        }
    }

    /// Adds the threshold crossings of one dragging motion (bisection to 1e-9 s; the motion is monotone).
    private static func appendCrossings(of m: PullHistory.Motion, rules: PullRules, state: inout RefreshState,
                                        events: inout [StateEvent]) {
        func desired(_ d: Double) -> RefreshState { rules.isPastThreshold(d) ? .pulling : .idle }
        guard state == .idle || state == .pulling else { return }
        if desired(m.from) != state {
            events.append(StateEvent(time: m.start, from: state, to: desired(m.from)))
            state = desired(m.from)
        }
        guard desired(m.to) != state else { return }
        let next = desired(m.to)
        events.append(StateEvent(time: crossing(of: m) { desired($0) == next }, from: state, to: next))
        state = next
    }

    /// When a growing motion first reaches `trigger` (MJRefresh checks `offset ≥ threshold` on each scroll tick
    /// that moves the content up); nil when it does not grow or stays short of it.
    private static func reachingTime(of m: PullHistory.Motion, trigger: Double) -> Double? {
        guard m.to > m.from, m.to >= trigger else { return nil }
        if m.from >= trigger { return m.start }
        return crossing(of: m) { $0 >= trigger }
    }

    /// The first time in a monotone motion at which `reached` holds for the distance (bisection to 1e-9 s; it holds
    /// at the motion's end).
    private static func crossing(of m: PullHistory.Motion, _ reached: (Double) -> Bool) -> Double {
        var lo = m.start, hi = m.end
        for _ in 0..<80 where hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if reached(m.distance(at: mid)) { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// The gesture at time `t` (clamped to the timeline).
    public func sample(at t: Double) -> PullSample {
        let time = t.isFinite ? min(max(t, 0), duration) : 0
        let (distance, dragging) = history.state(at: time)
        let offset = history.offset(at: time)
        let pages = pagesLoadedAt.prefixCount { $0 <= time }
        let past = eventsInOrder ? events[..<events.prefixCount { $0.time <= time }] : events.filter { $0.time <= time }[...]
        let state = past.last?.to ?? .idle
        return PullSample(time: time, distance: distance, progress: distance / rules.threshold,
                          isDragging: dragging, state: state, events: past, history: history, scrollOffset: offset,
                          pagesLoaded: pages)
    }
}
