import Raster
/// CLLRefresh's load-more footer (STYLES.md §1.4): a 40 pt strip below the content with a centred label,
/// 上拉加载更多; released more than 40 pt past the end it loads, and a grey spinner appears left of 加载中, the pair
/// centred together (`resetView`). Its source strings are Chinese, so its labels default to zh-Hans.
public struct CircleFooterStyle: RefreshStyle {
    public let name = "circle-footer"
    public let summary = "CLLRefresh's load-more footer: a grey spinner beside 上拉加载更多 / 加载中"
    public var kind: StyleKind { .footer }
    /// `CLLRefreshFooterViewHeight` (§1.4).
    public let height = 40.0

    public init() {}

    /// Loads when released more than 40 pt past the end of the content (there is no pulling state); the bottom
    /// inset 40 is set at once and the content settles there with the scroll view's bounce; when the load is done
    /// the inset goes back to 0 over 0.3 s (UIView, easeInOut), whose completion returns the footer to Normal
    /// (§1.4). The load takes 2 s, as the header's (§1.3, the project's choice).
    public let rules = PullRules(threshold: 40, showsPullingState: false, refreshingInset: 40,
                                 openDuration: PullRules.scrollBounceDuration, openCurve: .easeOut,
                                 refreshDuration: 2.0, collapseDuration: 0.3)

    public var artwork: [VectorArtwork] { [] }

    /// systemFont 14, black (§1.4).
    public static let font = "Helvetica", fontSize = 14.0
    /// The gap between spinner and label in `resetView` (§1.4).
    static let spinnerGap = 5.0

    /// `resetView` (§1.4): the label sized to its text (sizeToFit, whole points); while spinning the spinner's
    /// x = (w − 20 − labelW − 5) / 2, y = (40 − 20) / 2, and the label 5 pt right of it; otherwise the label
    /// centred. The label is centred vertically. Returns the label's and the spinner's frames (nil when stopped).
    public func layout(text: String, spinning: Bool, width w: Double,
                       measurer: any TextMeasuring) throws -> (label: Rect, spinner: Rect?) {
        let labelWidth = try measurer.width(of: text, fontName: CircleFooterStyle.font, size: CircleFooterStyle.fontSize)
            .rounded(.up)
        let labelHeight = try measurer.lineHeight(fontName: CircleFooterStyle.font, size: CircleFooterStyle.fontSize)
            .rounded(.up)
        let labelY = (height - labelHeight) / 2
        guard spinning else {
            return (Rect(x: (w - labelWidth) / 2, y: labelY, width: labelWidth, height: labelHeight), nil)
        }
        let size = ActivityIndicator.size
        let spinner = Rect(x: (w - size - labelWidth - CircleFooterStyle.spinnerGap) / 2, y: (height - size) / 2,
                           width: size, height: size)
        return (Rect(x: spinner.maxX + CircleFooterStyle.spinnerGap, y: labelY, width: labelWidth, height: labelHeight),
                spinner)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        // Loading lasts until the end animation's completion sets the state back to Normal: the spinner and 加载中
        // stay through the 0.3 s collapse (§1.4).
        let loading = sample.state == .refreshing || sample.state == .ending
        let labels = context.labels
        let table = CircleFooterStrings.titles(labels.language(default: .zhHans))
        let text = labels.titles[sample.state] ?? labels.title(for: loading ? .refreshing : .idle, table: table)
        let frames = try layout(text: text, spinning: loading, width: w, measurer: context.text)
        let label = Layer(name: "status", frame: frames.label, content: .text(TextProperties(
            string: text, fontName: CircleFooterStyle.font, fontSize: CircleFooterStyle.fontSize, color: .black,
            alignment: .left)))
        let spinnerCenter = frames.spinner?.center ?? Point(x: w / 2, y: height / 2)
        let spinner = ActivityIndicator.layer(named: "spinner", center: spinnerCenter,
                                              elapsed: loading ? sample.timeSinceRefreshBegan : nil)
        // The footer is clear; behind it the demo's table view, systemBackground; the black label and the Gray
        // spinner are fixed (§1.4, §10.2).
        var root = Layer(name: "footer", frame: Rect(x: 0, y: 0, width: w, height: height), sublayers: [spinner, label])
        root.backgroundColor = context.appearance.systemBackground
        return ControlScene(root: root, animations: AnimationList())
    }
}
