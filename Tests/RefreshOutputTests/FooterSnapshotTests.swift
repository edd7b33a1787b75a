import Testing
import RefreshRender
import RefreshSnapshotTesting

/// Goldens of every footer in each of its states, @2x, 375 pt wide, with the real fonts (STYLES.md §1.4, §3.3, §3.4,
/// §4.5; references in `__Snapshots__/FooterSnapshotTests/`, looked at against the spec before they were committed).
@Suite struct FooterSnapshotTests {
    static func moment(_ style: any RefreshStyle, _ progress: Double, _ state: RefreshState, _ time: Double?) -> StyleMoment {
        let label = "\(state.rawValue)" + (time.map { "-\($0)" } ?? "") + (state == .idle ? "-p\(progress)" : "")
        return StyleMoment(style: style, label: label, when: .sweep(progress: progress, state: state, time: time))
    }

    static let moments: [StyleMoment] = {
        let circle = CircleFooterStyle(), bottom = SVStyle(position: .bottom), infinite = SVInfiniteStyle()
        let auto = MJAutoFooterStyle(), back = MJBackFooterStyle()
        return [
            // CLL (§1.4): no pulling state; loading (spinner + 加载中) lasts until the 0.3 s collapse completes.
            moment(circle, 0.5, .idle, nil), moment(circle, 1.2, .idle, nil), moment(circle, 1, .refreshing, 0),
            moment(circle, 1, .refreshing, 0.5), moment(circle, 1, .ending, 0.15), moment(circle, 1, .ending, 0.3),
            // SV bottom (§3.3): resting up, half-way through the 0.2 s turn, triggered, loading, stopped again.
            moment(bottom, 0.5, .idle, nil), moment(bottom, 1.2, .pulling, 0.1), moment(bottom, 1.2, .pulling, nil),
            moment(bottom, 1, .refreshing, 0), moment(bottom, 1, .refreshing, 0.5), moment(bottom, 1, .ending, 0.1),
            // SV infinite scrolling (§3.4): nothing at rest; the spinner from the trigger through the load.
            moment(infinite, 0, .idle, nil), moment(infinite, 0.5, .pulling, nil), moment(infinite, 1, .refreshing, 0.5),
            moment(infinite, 1, .ending, 0),
            // MJ auto (§4.5): idle text; loading with the spinner left of the text; no more data.
            moment(auto, 0.5, .idle, nil), moment(auto, 1, .refreshing, 0), moment(auto, 1, .refreshing, 0.5),
            moment(auto, 1, .noMoreData, nil),
            // MJ back (§4.5): arrow up, half-way down, down; spinner; fading out at the end; no more data.
            moment(back, 0.5, .idle, nil), moment(back, 1.2, .pulling, 0.125), moment(back, 1.2, .pulling, nil),
            moment(back, 1, .refreshing, 0), moment(back, 1, .refreshing, 0.5), moment(back, 1, .ending, 0.2),
            moment(back, 1, .noMoreData, nil),
        ]
    }()

    @Test(arguments: moments)
    func keyMoment(_ moment: StyleMoment) throws {
        guard case let .sweep(progress, state, time) = moment.when else { return }
        assertSnapshot(of: moment.style, as: .frame(progress: progress, state: state, time: time), named: moment.name)
    }

    /// The acceptance gestures, 4 frames a second, @1x: mj-back-footer's default load-more, and mj-auto-footer's
    /// no-more-data ending on "No more data".
    @Test(arguments: [("mj-back-footer", Scenario.loadMore), ("mj-auto-footer", Scenario.noMoreData)])
    func gestureFilmstrip(name: String, scenario: Scenario) throws {
        let style = try #require(StyleCatalog.style(named: name))
        assertSnapshot(of: style, as: .filmstrip(scenario: scenario, fps: 4, options: RenderOptions(scale: 1)),
                       named: "\(name)-\(scenario.name)-4fps@1x")
    }

    @Test func momentNamesAreUnique() {
        #expect(Set(FooterSnapshotTests.moments.map(\.name)).count == FooterSnapshotTests.moments.count)
    }
}
