import Raster
/// MJRefresh's `MJRefreshBackNormalFooter` (STYLES.md §4.5): a 44 pt footer revealed by pulling up past the end of
/// the content, a centred bold label with MJ's thin arrow left of it, resting up; pulled past its full height the
/// arrow turns down ("Release to load more"); released there it loads (spinner), and a load may end in "no more
/// data".
public struct MJBackFooterStyle: RefreshStyle {
    public let name = "mj-back-footer"
    public let summary = "MJRefresh back footer: the arrow (resting up) beside a centred label, spinner, no more data"
    public var kind: StyleKind { .footer }
    /// `MJRefreshFooterHeight` (§4.1).
    public let height = 44.0

    /// The label's `textColor`, which also tints the arrow (§4.5, §10.3).
    public var textColor: Color

    public init(textColor: Color = MJStyle.textColor) {
        self.textColor = textColor
    }

    /// `text-color=COLOR`: stateLabel's textColor, the arrow's tint too (§10.3).
    public static let options = [
        StyleOption<MJBackFooterStyle>.color("text-color", \.textColor,
                                             help: "stateLabel's textColor; the arrow takes it as its tint"),
    ]

    /// Pulling once dragged more than 44 pt past the end (strict); released while pulling it loads: bottom inset 44
    /// over 0.25 s; the end (idle or no more data) takes the inset back over 0.4 s (§4.5, `MJRefreshBackFooter`).
    /// The example app loads for 2.0 s, as for the header (§4.4).
    public let rules = PullRules(threshold: 44, hasNoMoreDataState: true, refreshingInset: 44,
                                 openDuration: MJParts.fastAnimationDuration, refreshDuration: 2.0,
                                 collapseDuration: MJParts.slowAnimationDuration)

    public var artwork: [VectorArtwork] { [.mjArrow(color: textColor)] }

    /// The label in `state` (§4.5): the override or MJRefresh's own string; default language en.
    public func text(for state: RefreshState, labels: LabelOptions) -> String {
        labels.title(for: state, table: MJFooterStrings.backFooter(labels.language(default: .en)))
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        // The arrow rests pointing up, rot(1e-6 − π), and pulling turns it to identity; the spinner takes its place
        // while refreshing and fades out through the end (§4.5).
        let spinning = sample.state == .refreshing || sample.state == .ending
        let root = try MJParts.footer(text: text(for: sample.state, labels: context.labels), height: height,
                                      context: context, textColor: textColor) { center in
            [MJParts.arrow(center: center, restAngle: MJStyle.pullingAngle, context: context, tint: textColor),
             MJParts.spinner(center: center, sample: sample, spinning: spinning, appearance: context.appearance)]
        }
        var builder = SceneBuilder(root: root)
        try MJParts.animateArrowAndSpinner(sample.events, restAngle: MJStyle.pullingAngle, pullingAngle: 0, in: &builder)
        return builder.scene
    }
}
