import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// Each footer against its library (STYLES.md §1.4, §3.3, §3.4, §4.5), checked on the presentation tree.
@Suite struct FooterBehaviourTests {
    let measurer = MonospaceMeasurer()
    var context: StyleContext { StyleContext(width: 375, text: measurer) }

    func tree(_ style: any RefreshStyle, progress: Double = 1, _ state: RefreshState, time: Double? = nil) throws -> Layer {
        let sample = FramePlan.sweepSample(progress: progress, state: state, time: time, rules: style.rules)
        return try style.scene(for: sample, context: context).presentation(at: sample.time)
    }

    func angle(_ layer: Layer?) throws -> Double {
        let t = try #require(layer).transform
        return atan2(t.b, t.a)
    }

    // MARK: CLL (§1.4)

    @Test func circleFooterCentresItsLabelThenThePairWhileLoading() throws {
        let style = CircleFooterStyle()
        let idle = try tree(style, progress: 0.5, .idle)
        let label = try #require(idle.sublayer(named: "status"))
        #expect(label.text?.string == "上拉加载更多" && label.text?.fontSize == 14 && label.text?.color == .black)
        // sizeToFit: 6 glyphs × 7.7 = 46.2 → 47 wide, line height 16.1 → 17 high; centred in 375 × 40.
        #expect(label.frame == Rect(x: 164, y: 11.5, width: 47, height: 17))
        #expect(idle.sublayer(named: "spinner")?.isHidden == true)

        // Loading: 加载中 is 24 wide; the spinner at x = (375 − 20 − 24 − 5) / 2 = 163, the label 25 pt right of it.
        let loading = try tree(style, .refreshing, time: 0.5)
        #expect(loading.sublayer(named: "status")?.text?.string == "加载中")
        #expect(loading.sublayer(named: "status")?.frame.minX == 188)
        let spinner = try #require(loading.sublayer(named: "spinner"))
        #expect(!spinner.isHidden && spinner.frame == Rect(x: 163, y: 10, width: 20, height: 20))
    }

    @Test func circleFooterKeepsLoadingUntilTheCollapseCompletes() throws {
        let style = CircleFooterStyle()
        let collapsing = try tree(style, .ending, time: 0.15)
        #expect(collapsing.sublayer(named: "status")?.text?.string == "加载中")
        #expect(collapsing.sublayer(named: "spinner")?.isHidden == false)
        let done = try tree(style, .ending, time: 0.3)
        #expect(done.sublayer(named: "status")?.text?.string == "上拉加载更多")
        #expect(done.sublayer(named: "spinner")?.isHidden == true)
    }

    @Test func circleFooterStringsPerLanguage() throws {
        func text(_ language: LabelLanguage, _ state: RefreshState) throws -> String? {
            let sample = FramePlan.sweepSample(progress: 1, state: state, time: 0.1, rules: CircleFooterStyle().rules)
            let labels = StyleContext(width: 375, text: measurer, labels: LabelOptions(language: language))
            return try CircleFooterStyle().scene(for: sample, context: labels).root.sublayer(named: "status")?.text?.string
        }
        #expect(try text(.zhHant, .idle) == "上拉加載更多" && text(.zhHant, .refreshing) == "加載中")
        #expect(try text(.en, .idle) == "Pull up to load more" && text(.en, .refreshing) == "Loading...")
    }

    // MARK: SV bottom (§3.3)

    @Test func svBottomRestsUpAndTurnsClockwiseDownWhenTriggered() throws {
        let style = SVStyle(position: .bottom)
        #expect(style.name == "sv-bottom" && style.kind == .footer)
        #expect(abs(abs(try angle(tree(style, progress: 0.5, .idle).sublayer(named: "arrow"))) - Double.pi) < 1e-6)
        // (float)M_PI → 0: the angle grows through −π/2, clockwise on screen (the top position turns the other way).
        let quarter = try angle(tree(style, progress: 1.2, .pulling, time: 0.05).sublayer(named: "arrow"))
        let half = try angle(tree(style, progress: 1.2, .pulling, time: 0.1).sublayer(named: "arrow"))
        #expect(quarter < half && abs(half + Double.pi / 2) < 1e-6)
        #expect(abs(try angle(tree(style, progress: 1.2, .pulling).sublayer(named: "arrow"))) < 1e-12)
        // Loading: back to π while fading out; the spinner in the arrow's place.
        let loading = try tree(style, .refreshing, time: 0.2)
        #expect(loading.sublayer(named: "arrow")?.opacity == 0)
        #expect(abs(abs(try angle(loading.sublayer(named: "arrow"))) - Double.pi) < 1e-6)
        #expect(loading.sublayer(named: "spinner")?.isHidden == false)
        #expect(loading.sublayer(named: "title")?.text?.string == "Loading...")
    }

    // MARK: SV infinite scrolling (§3.4)

    @Test func svInfiniteSpinsFromTheTriggerThroughTheLoad() throws {
        let style = SVInfiniteStyle()
        #expect(style.spinnerFrame(width: 375) == Rect(x: 178, y: 20, width: 20, height: 20))  // roundf(177.5)
        #expect(try tree(style, progress: 0, .idle).sublayer(named: "spinner")?.isHidden == true)
        #expect(try tree(style, progress: 0.5, .pulling).sublayer(named: "spinner")?.isHidden == false)
        let refreshing = try tree(style, .refreshing, time: 0)
        #expect(refreshing.sublayer(named: "spinner")?.isHidden == false)
        // It started at the trigger (1 s before the load in a sweep) and did not restart.
        let sample = FramePlan.sweepSample(progress: 1, state: .refreshing, time: 0, rules: style.rules)
        #expect(SVInfiniteStyle.spinningSince(sample.events) == -1)
        #expect(try tree(style, .ending, time: 0).sublayer(named: "spinner")?.isHidden == true)
        #expect(try tree(style, .idle).sublayers.map(\.name) == ["spinner"])               // no text
    }

    // MARK: MJ auto footer (§4.5)

    @Test func mjAutoFooterShowsTheSpinnerLeftOfTheLoadingText() throws {
        let style = MJAutoFooterStyle()
        let idle = try tree(style, progress: 0.5, .idle)
        #expect(idle.sublayer(named: "state")?.text?.string == "Tap or pull up to load more")
        #expect(idle.sublayer(named: "state")?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(idle.sublayer(named: "spinner")?.isHidden == true)
        let loading = try tree(style, .refreshing, time: 0.5)
        #expect(loading.sublayer(named: "state")?.text?.string == "Loading...")
        let spinner = try #require(loading.sublayer(named: "spinner"))
        let textW = 10 * 0.55 * 14.0
        #expect(!spinner.isHidden && near(spinner.frame.center, Point(x: 375 / 2 - (textW / 2 + 25), y: 22)))
        let done = try tree(style, .noMoreData)
        #expect(done.sublayer(named: "state")?.text?.string == "No more data")
        #expect(done.sublayer(named: "spinner")?.isHidden == true)
    }

    // MARK: MJ back footer (§4.5)

    @Test func mjBackFooterArrowRestsUpAndTurnsDownPastTheFullHeight() throws {
        let style = MJBackFooterStyle()
        let rest = try angle(tree(style, progress: 0.5, .idle).sublayer(named: "arrow"))
        #expect(abs(rest - (0.000001 - Double.pi)) < 1e-12)
        // 1e-6 − π → identity: the shortest way is clockwise (growing angle), back counter-clockwise.
        let early = try angle(tree(style, progress: 1.2, .pulling, time: 0.06).sublayer(named: "arrow"))
        let half = try angle(tree(style, progress: 1.2, .pulling, time: 0.125).sublayer(named: "arrow"))
        #expect(rest < early && early < half && abs(half + Double.pi / 2) < 1e-5)
        #expect(try tree(style, progress: 1.2, .pulling).sublayer(named: "arrow")?.transform == .identity)
        let pulling = try tree(style, progress: 1.2, .pulling)
        #expect(pulling.sublayer(named: "state")?.text?.string == "Release to load more")
        // The arrow sits left of the current text: w/2 − (textW/2 + 25), y = 22.
        let textW = 20 * 0.55 * 14.0
        #expect(near(try #require(pulling.sublayer(named: "arrow")).frame.center, Point(x: 375 / 2 - (textW / 2 + 25), y: 22)))
    }

    @Test func mjBackFooterSpinsFadesAndEndsWithNoMoreData() throws {
        let style = MJBackFooterStyle()
        let loading = try tree(style, .refreshing, time: 0.3)
        #expect(loading.sublayer(named: "arrow")?.isHidden == true)
        #expect(loading.sublayer(named: "spinner")?.isHidden == false)
        #expect(loading.sublayer(named: "state")?.text?.string == "Loading...")
        let fading = try tree(style, .ending, time: 0.2)
        let spinner = try #require(fading.sublayer(named: "spinner"))
        #expect(!spinner.isHidden && spinner.opacity > 0 && spinner.opacity < 1)
        #expect(fading.sublayer(named: "arrow")?.isHidden == true)
        #expect(abs(try angle(fading.sublayer(named: "arrow")) - (0.000001 - Double.pi)) < 1e-12)  // reset at once
        let done = try tree(style, .ending, time: 0.4)
        #expect(done.sublayer(named: "arrow")?.isHidden == false && done.sublayer(named: "spinner")?.isHidden == true)
        let none = try tree(style, .noMoreData)
        #expect(none.sublayer(named: "state")?.text?.string == "No more data")
        #expect(none.sublayer(named: "arrow")?.isHidden == true && none.sublayer(named: "spinner")?.isHidden == true)
    }

    @Test func mjFooterStringsPerLanguage() {
        #expect(MJFooterStrings.autoFooter(.zhHans)[.noMoreData] == "已经全部加载完毕")
        #expect(MJFooterStrings.autoFooter(.zhHant)[.idle] == "點擊或上拉加載更多")
        #expect(MJFooterStrings.backFooter(.zhHans)[.pulling] == "松开立即加载更多")
        #expect(MJFooterStrings.backFooter(.zhHant)[.refreshing] == "正在加載更多的數據...")
        #expect(MJFooterStrings.backFooter(.en)[.ending] == "Pull up to load more")
    }
}
