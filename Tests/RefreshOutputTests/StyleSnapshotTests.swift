import Testing
import RefreshRender
import RefreshSnapshotTesting

/// One moment of one header to keep a golden of.
struct StyleMoment: Sendable, CustomStringConvertible {
    enum When: Sendable {
        /// A progress sweep frame: `progress` in `state`, `time` seconds after entering it (nil: the sweep default).
        case sweep(progress: Double, state: RefreshState?, time: Double?)
        /// Half-way through the collapse after the refresh scenario's refresh ends.
        case midCollapse
    }

    var style: any RefreshStyle
    var label: String
    var when: When

    var name: String { "\(style.name)-\(label)" }
    var description: String { name }

    /// STYLES.md: idle at 0.25 / 0.5 / 1.0 for every style.
    static func idle(_ style: any RefreshStyle) -> [StyleMoment] {
        [0.25, 0.5, 1.0].map { StyleMoment(style: style, label: "idle-\($0)", when: .sweep(progress: $0, state: .idle, time: nil)) }
    }

    /// Half-way through the arrow flip (§2.3 0.18 s, §3.3 0.2 s, §4.4 0.25 s), then settled in pulling.
    static func pulling(_ style: any RefreshStyle, flipHalf: Double?) -> [StyleMoment] {
        var moments: [StyleMoment] = []
        if let flipHalf {
            moments.append(StyleMoment(style: style, label: "flip-\(flipHalf)", when: .sweep(progress: 1.2, state: .pulling, time: flipHalf)))
        }
        moments.append(StyleMoment(style: style, label: "pulling-1.2", when: .sweep(progress: 1.2, state: .pulling, time: nil)))
        return moments
    }

    static func refreshing(_ style: any RefreshStyle, times: [Double]) -> [StyleMoment] {
        times.map { StyleMoment(style: style, label: "refreshing-\($0)", when: .sweep(progress: 1, state: .refreshing, time: $0)) }
    }

    static let all: [StyleMoment] = {
        let circle = CircleStyle(), arrow = ArrowStyle(), sv = SVStyle(), mj = MJStyle(), airplane = AirplaneStyle()
        var moments: [StyleMoment] = []
        moments += idle(circle) + pulling(circle, flipHalf: nil) + refreshing(circle, times: [0, 0.5])
        moments += idle(arrow) + pulling(arrow, flipHalf: 0.09) + refreshing(arrow, times: [0, 0.5])
        moments += idle(sv) + pulling(sv, flipHalf: 0.1) + refreshing(sv, times: [0, 0.5])
        moments += idle(mj) + pulling(mj, flipHalf: 0.125) + refreshing(mj, times: [0, 0.5])
        // The airplane has no pulling state (it checks only at release, §5.3).
        moments += idle(airplane) + refreshing(airplane, times: [0.375, 0.75, 1.2])
        for style in [circle, arrow, sv, mj, airplane] as [any RefreshStyle] {
            moments.append(StyleMoment(style: style, label: "collapse-half", when: .midCollapse))
        }
        // The header fixes: past the collapse the completions have run — CLL's arc is gone and unrotated,
        // its time label shows the end of the refresh (§1.3); MJ's arrow is back after the 0.4 s fade (§4.4). MJ's
        // automaticallyChangeAlpha fades the header over an opaque table (§4.4); EGO's grey ladder (§2.2).
        moments.append(StyleMoment(style: circle, label: "ending-0.35", when: .sweep(progress: 1, state: .ending, time: 0.35)))
        moments.append(StyleMoment(style: mj, label: "ending-0.4", when: .sweep(progress: 1, state: .ending, time: 0.4)))
        moments.append(StyleMoment(style: MJStyle(automaticallyChangeAlpha: true), label: "auto-alpha-0.5",
                                   when: .sweep(progress: 0.5, state: .idle, time: nil)))
        // The end animation fades an automaticallyChangeAlpha header to 0 over its 0.4 s (§4.4): half-way at 0.2 s.
        moments.append(StyleMoment(style: MJStyle(automaticallyChangeAlpha: true), label: "auto-alpha-ending-0.2",
                                   when: .sweep(progress: 1, state: .ending, time: 0.2)))
        moments.append(StyleMoment(style: ArrowStyle(arrowColor: .gray), label: "gray-idle-1.0",
                                   when: .sweep(progress: 1, state: .idle, time: nil)))
        return moments
    }()
}

/// Goldens of every header at its key moments, @2x, 375 pt wide, with the real fonts
/// (references in `__Snapshots__/StyleSnapshotTests/`, looked at against STYLES.md before they were committed).
@Suite struct StyleSnapshotTests {
    @Test(arguments: StyleMoment.all)
    func keyMoment(_ moment: StyleMoment) throws {
        switch moment.when {
        case let .sweep(progress, state, time):
            assertSnapshot(of: moment.style, as: .frame(progress: progress, state: state, time: time), named: moment.name)
        case .midCollapse:
            let rules = moment.style.rules
            let timeline = try PullTimeline(scenario: .refresh, rules: rules)
            let ending = try #require(timeline.events.first { $0.to == .ending })
            assertSnapshot(of: moment.style, as: .frame(scenario: .refresh, at: ending.time + rules.collapseDuration / 2),
                           named: moment.name)
        }
    }

    /// The whole refresh of the airplane, 2 frames a second, @1x, as one filmstrip.
    @Test func airplaneRefreshFilmstrip() {
        assertSnapshot(of: AirplaneStyle(), as: .filmstrip(scenario: .refresh, fps: 2, options: RenderOptions(scale: 1)),
                       named: "airplane-refresh-2fps@1x")
    }

    /// The golden `sv-flip-0.1` shows this: (float)M_PI rounds up past π, so SV turns counter-clockwise (§7 A4).
    /// Swift's `Float.pi` rounds down and would turn it clockwise.
    @Test func svTriggeredAngleIsFloatPiRoundedUp() {
        #expect(SVStyle.triggeredAngle > Double.pi)
        #expect(SVStyle.triggeredAngle == 3.1415927410125732)
    }

    @Test func momentNamesAreUnique() {
        #expect(Set(StyleMoment.all.map(\.name)).count == StyleMoment.all.count)
        #expect(StyleMoment.all.count == 43)
    }
}
