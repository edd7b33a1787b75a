import Raster
/// MJRefresh's normal header (STYLES.md §4): two centred bold labels (state and last update) with the thin arrow —
/// or the spinner — to the left of the text; the arrow turns counter-clockwise to "Release".
public struct MJStyle: RefreshStyle {
    public let name = "mj"
    public let summary = "MJRefresh normal header: centred state and last-update labels with the arrow beside them"
    /// `MJRefreshHeaderHeight` (§4.1).
    public let height = 54.0
    /// `automaticallyChangeAlpha` (default NO): the header's alpha follows the pull while not refreshing (§4.4).
    package var automaticallyChangeAlpha: Bool
    /// The labels' `textColor`, which also tints the arrow (§4.2, §10.3).
    public var textColor: Color

    public init(automaticallyChangeAlpha: Bool = false, textColor: Color = MJStyle.textColor) {
        self.automaticallyChangeAlpha = automaticallyChangeAlpha
        self.textColor = textColor
    }

    /// `auto-alpha=on|off`: `automaticallyChangeAlpha` (§4.4); `text-color=COLOR` (§10.3).
    public static let options = [
        StyleOption<MJStyle>("auto-alpha", \.automaticallyChangeAlpha, values: [("on", true), ("off", false)],
                             help: "the header fades in with the pull while not refreshing (automaticallyChangeAlpha)"),
        .color("text-color", \.textColor, help: MJStyle.textColorHelp),
    ]

    static let textColorHelp = "stateLabel's and lastUpdatedTimeLabel's textColor; the arrow takes it as its tint"

    /// Pulling past 54 pt while dragging (strict); refreshing inset 54 over 0.25 s (MJRefreshFastAnimationDuration);
    /// back over 0.4 s (MJRefreshSlowAnimationDuration) (§4.1, §4.4). The example app ends after 2.0 s.
    public let rules = PullRules(threshold: 54, refreshingInset: 54, openDuration: 0.25, refreshDuration: 2.0,
                                 collapseDuration: 0.4)

    public var artwork: [VectorArtwork] { [.mjArrow(color: textColor)] }

    public static let textColor = Color(rgb8: 90, 90, 90)
    public static let font = "Helvetica-Bold"
    public static let fontSize = 14.0
    /// `MJRefreshLabelLeftInset` (§4.1).
    package static let labelLeftInset = 25.0
    /// `CGAffineTransformMakeRotation(0.000001 − M_PI)`: counter-clockwise (§4.4, §6.10).
    package static let pullingAngle = 0.000001 - Double.pi

    /// The state label in `state` (§4.4): the override or MJRefresh's own string; default language en.
    package func stateText(for state: RefreshState, labels: LabelOptions) -> String {
        labels.title(for: state, table: MJStrings.titles(labels.language(default: .en)))
    }

    /// The last-updated line (§4.4): the override, or the library's format of the last update against the clock of
    /// the moment shown. MJRefresh saves the date when a refresh ends (Refreshing → Idle), so after one the line
    /// shows that moment of the scenario's clock.
    package func lastUpdatedText(labels: LabelOptions, after sample: PullSample) -> String {
        labels.subtitle ?? MJStrings.lastUpdated(labels.lastUpdated(after: sample, initial: labels.lastUpdatedOrDefault),
                                                 now: labels.clock(of: sample),
                                                 language: labels.language(default: .en))
    }

    /// `placeSubviews` (§4.2, §7 A5): the arrow centre x = w/2 − (textW/2 + 25), textW the wider label, y = 27.
    package func arrowCenter(stateText: String, timeText: String, width w: Double, text: any TextMeasuring) throws -> Point {
        let textWidth = max(try MJParts.textWidth(stateText, text), try MJParts.textWidth(timeText, text))
        return MJParts.indicatorCenter(textWidth: textWidth, width: w, height: height)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        let state = stateText(for: sample.state, labels: context.labels)
        let time = lastUpdatedText(labels: context.labels, after: sample)
        let center = try arrowCenter(stateText: state, timeText: time, width: w, text: context.text)
        // The spinner runs while refreshing and, fading out, through the 0.4 s end animation (§4.4).
        let spinning = sample.state == .refreshing || sample.state == .ending
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: height), sublayers: [
            MJParts.label("state", frame: Rect(x: 0, y: 0, width: w, height: height / 2), text: state,
                          labels: context.labels, color: textColor),
            MJParts.label("lastUpdated", frame: Rect(x: 0, y: height / 2, width: w, height: height / 2), text: time,
                          labels: context.labels, color: textColor),
            MJParts.arrow(center: center, restAngle: 0, context: context, tint: textColor),
            MJParts.spinner(center: center, sample: sample, spinning: spinning, appearance: context.appearance),
        ])
        // The table behind the clear header (systemBackground, §10.2); the header's alpha does not fade it
        // (FrameRenderer).
        root.backgroundColor = context.appearance.systemBackground
        if automaticallyChangeAlpha && sample.state != .refreshing && sample.state != .ending {
            // Past the end animation the alpha it left (0) holds until the content moves again: `pullingPercent`
            // sets it only from the scroll callback (§4.4).
            let ended = sample.events.last.flatMap { $0.from == .ending && $0.to == .idle ? $0.time : nil }
            let unmoved = ended.map { sample.distance(at: $0) == sample.distance } ?? false
            root.opacity = unmoved ? 0 : min(max(sample.progress, 0), 1)
        }
        var builder = SceneBuilder(root: root)
        if automaticallyChangeAlpha && sample.state == .ending {
            // The end animation sets alpha to 0 in its 0.4 s block (easeInOut), whatever the pull (§4.4).
            try builder.set(.opacity, of: .root, to: .scalar(0), at: sample.stateEnteredAt,
                            duration: MJParts.slowAnimationDuration)
        }
        try MJParts.animateArrowAndSpinner(sample.events, restAngle: 0, pullingAngle: MJStyle.pullingAngle, in: &builder)
        return builder.scene
    }
}
