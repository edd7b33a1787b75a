import Raster
/// MJRefresh's `MJRefreshAutoNormalFooter` (STYLES.md §4.5): a 44 pt footer inside the content's bottom inset, one
/// centred bold label; as soon as it is fully in view it loads — no release needed — with the spinner left of the
/// label; a load may end in "no more data".
public struct MJAutoFooterStyle: RefreshStyle {
    public let name = "mj-auto-footer"
    public let summary = "MJRefresh auto footer: a centred label, loading (spinner) as soon as it is in view, no more data"
    public var kind: StyleKind { .footer }
    /// `MJRefreshFooterHeight` (§4.1).
    public let height = 44.0

    /// The label's `textColor` (§4.5, §10.3).
    public var textColor: Color

    public init(textColor: Color = MJStyle.textColor) {
        self.textColor = textColor
    }

    /// `text-color=COLOR`: stateLabel's textColor (§10.3).
    public static let options = [
        StyleOption<MJAutoFooterStyle>.color("text-color", \.textColor, help: "stateLabel's textColor"),
    ]

    /// The footer adds its height to the bottom inset, so it comes into view by plain scrolling; it starts refreshing
    /// when a scroll that moves the content up finds it fully visible (`offset.y ≥ contentH − h + insetB`, 44 pt past
    /// the end, `triggerAutomaticallyRefreshPercent` 1.0), finger down or not, once per drag; a release there settles
    /// with the scroll view's bounce. Its end changes the state only (no inset animation). The example app loads for
    /// 2.0 s (§4.5, as the header, §4.4).
    public let rules = PullRules(threshold: 44, strictThreshold: false, showsPullingState: false,
                                 release: .onReachingTrigger, hasNoMoreDataState: true, refreshingInset: 44, keepsInset: true,
                                 openDuration: PullRules.scrollBounceDuration, openCurve: .easeOut,
                                 refreshDuration: 2.0, collapseDuration: 0)

    public var artwork: [VectorArtwork] { [] }

    /// The label in `state` (§4.5): the override or MJRefresh's own string; default language en.
    public func text(for state: RefreshState, labels: LabelOptions) -> String {
        labels.title(for: state, table: MJFooterStrings.autoFooter(labels.language(default: .en)))
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        // The spinner turns left of the label while refreshing (`placeSubviews`, §4.5).
        let root = try MJParts.footer(text: text(for: sample.state, labels: context.labels), height: height,
                                      context: context, textColor: textColor) { center in
            [MJParts.spinner(center: center, sample: sample, spinning: sample.state == .refreshing,
                             appearance: context.appearance)]
        }
        return ControlScene(root: root, animations: AnimationList())
    }
}
