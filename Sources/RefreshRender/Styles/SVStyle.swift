import Raster
/// SVPullToRefresh (STYLES.md §3): the code-drawn gradient arrow beside a bold title, the block centred as a whole;
/// the arrow turns counter-clockwise to "Release" and fades out for the spinner while loading. At
/// `SVPullToRefreshPositionBottom` the same view is a footer below the content, pulled up, with the two rotations
/// swapped (§3.3): the arrow rests at π (pointing up) and turns to 0 when triggered. The library ships English only;
/// its Chinese labels are the project's choice, MJRefresh's translations (see `SVStrings`).
public struct SVStyle: RefreshStyle {
    /// `SVPullToRefreshPosition`.
    public enum Position: Sendable, Hashable {
        case top, bottom
    }

    public var position: Position
    /// `textColor` of the title and subtitle, darkGrayColor by default (§3.1, §10.3).
    public var textColor: Color
    /// `arrowColor`, grayColor by default (§3.2, §10.3).
    package var arrowColor: Color
    public var name: String { position == .top ? "sv" : "sv-bottom" }
    public var summary: String {
        position == .top ? "SVPullToRefresh: a gradient arrow and a bold title centred together, spinner while loading"
            : "SVPullToRefresh at the bottom: the same arrow (resting up) and titles below the content"
    }
    public var kind: StyleKind { position == .top ? .header : .footer }
    /// `SVPullToRefreshViewHeight` (§3.1).
    public let height = 60.0

    public init(position: Position = .top, textColor: Color = SVStyle.textColor, arrowColor: Color = SVStyle.arrowColor) {
        self.position = position
        self.textColor = textColor
        self.arrowColor = arrowColor
    }

    /// `text-color=COLOR`, `arrow-color=COLOR`: SVPullToRefreshView's `textColor` and `arrowColor` (§10.3).
    public static let options = [
        StyleOption<SVStyle>.color("text-color", \.textColor, help: "the title's and subtitle's colour (textColor)"),
        .color("arrow-color", \.arrowColor, help: "the arrow's colour (arrowColor)"),
    ]

    /// Triggered past 60 pt while dragging (strict), loading inset 60 over 0.3 s, back over 0.3 s (§3.3). The demo
    /// app stops after 2.0 s. The bottom position triggers 60 pt past the end of the content; its loading inset is
    /// set at once by the scroll callback (`setScrollViewContentInsetForLoading` animates nothing there), so the
    /// content settles with the scroll view's own bounce, and the stop takes the inset back over 0.3 s (§3.3).
    public var rules: PullRules {
        switch position {
        case .top:
            return PullRules(threshold: 60, refreshingInset: 60, openDuration: 0.3, refreshDuration: 2.0,
                             collapseDuration: 0.3)
        case .bottom:
            return PullRules(threshold: 60, refreshingInset: 60, openDuration: PullRules.scrollBounceDuration,
                             openCurve: .easeOut, refreshDuration: 2.0, collapseDuration: 0.3)
        }
    }

    public var artwork: [VectorArtwork] { [.svArrow(color: arrowColor)] }

    /// darkGrayColor (§3.1).
    public static let textColor = Color(white: 1.0 / 3.0)
    /// grayColor (§3.2).
    public static let arrowColor = Color(white: 0.5)
    /// `rotateArrow`: UIView 0.2 s, easeInOut (§3.3).
    package static let rotateDuration = 0.2
    /// `(float)M_PI` = 3.14159274 > π: the shortest way there is counter-clockwise (§6.10, §7 A4). C rounds M_PI to
    /// the nearest float; Swift's `Float.pi` is rounded down (3.1415925 < π), so convert from Double.
    package static let triggeredAngle = Double(Float(Double.pi))

    /// The arrow's angle at rest (Stopped, and hidden while Loading) and when Triggered: 0 and (float)M_PI at the top,
    /// swapped at the bottom (§3.3).
    package var restAngle: Double { position == .top ? 0 : SVStyle.triggeredAngle }
    package var pullingAngle: Double { position == .top ? SVStyle.triggeredAngle : 0 }

    /// The title in `state` (§3.3): the override or the library's string; default language en.
    public func title(for state: RefreshState, labels: LabelOptions = LabelOptions()) -> String {
        labels.title(for: state, table: SVStrings.titles(labels.language(default: .en), position: position))
    }

    /// The subtitle (§3.1, §3.3): the override; else `Last Updated: …` once a last update is given; else empty, the
    /// library's default.
    public func subtitle(labels: LabelOptions) -> String {
        if let text = labels.subtitle { return text }
        guard let value = labels.lastUpdated else { return "" }
        return SVStrings.lastUpdated(value, language: labels.language(default: .en))
    }

    package static let titleFont = "Helvetica-Bold", titleSize = 14.0
    package static let subtitleFont = "Helvetica", subtitleSize = 12.0

    /// HEAD's `layoutSubviews` (§3.1): the 22 pt arrow column, a 10 pt margin and the wider of title and subtitle,
    /// centred as one block. Without a subtitle the title is centred on y = 30; with one, the block of
    /// titleH + 2 + subH is. Label frames go through CGRectIntegral. Returns the arrow's and the labels' frames
    /// (subtitle nil when it is empty).
    public func layout(title: String, subtitle: String = "", width w: Double,
                       text: any TextMeasuring) throws -> (arrow: Rect, title: Rect, subtitle: Rect?) {
        let maxWidth = w - 10 - 22
        let titleHeight = try text.lineHeight(fontName: SVStyle.titleFont, size: SVStyle.titleSize)
        let titleWidth = min(try text.width(of: title, fontName: SVStyle.titleFont, size: SVStyle.titleSize), maxWidth)
        let hasSubtitle = !subtitle.isEmpty
        let subtitleHeight = hasSubtitle ? try text.lineHeight(fontName: SVStyle.subtitleFont, size: SVStyle.subtitleSize) : 0
        let subtitleWidth = hasSubtitle
            ? min(try text.width(of: subtitle, fontName: SVStyle.subtitleFont, size: SVStyle.subtitleSize), maxWidth) : 0
        let labelWidth = max(titleWidth, subtitleWidth)
        let total = labelWidth > 0 ? 22 + 10 + labelWidth : 22
        let arrowX = w / 2 - total / 2
        let labelX = arrowX + 32
        let blockHeight = hasSubtitle ? titleHeight + 2 + subtitleHeight : titleHeight
        let titleY = 30 - blockHeight / 2
        let titleFrame = Rect(x: labelX, y: titleY, width: titleWidth, height: titleHeight)
        let subtitleFrame = hasSubtitle
            ? SVStyle.integral(Rect(x: labelX, y: titleY + titleHeight + 2, width: subtitleWidth, height: subtitleHeight))
            : nil
        return (Rect(x: arrowX, y: 6, width: 22, height: 48), SVStyle.integral(titleFrame), subtitleFrame)
    }

    /// CGRectIntegral: origin floored, far edge ceiled.
    static func integral(_ r: Rect) -> Rect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        let title = title(for: sample.state, labels: context.labels)
        let subtitle = subtitle(labels: context.labels)
        let frames = try layout(title: title, subtitle: subtitle, width: w, text: context.text)
        let direction = context.labels.language(default: .en).writingDirection
        var arrow = Layer(name: "arrow", frame: frames.arrow, content: .image(
            ImageProperties(contents: context.image("sv-arrow", default: .svArrow(color: arrowColor)))))
        arrow.transform = .rotation(restAngle)
        let titleLabel = Layer(name: "title", frame: frames.title, content: .text(TextProperties(
            string: title, fontName: SVStyle.titleFont, fontSize: SVStyle.titleSize, color: textColor,
            alignment: .left, direction: direction)))
        let subtitleLabel = frames.subtitle.map { frame in
            Layer(name: "subtitle", frame: frame, content: .text(TextProperties(
                string: subtitle, fontName: SVStyle.subtitleFont, fontSize: SVStyle.subtitleSize,
                color: textColor, alignment: .left, direction: direction)))
        }
        let spinnerElapsed = sample.state == .refreshing ? sample.time - sample.stateEnteredAt : nil
        let spinner = ActivityIndicator.layer(named: "spinner", center: frames.arrow.center, elapsed: spinnerElapsed)

        // The header is clear; behind it the demo's table view, systemBackground; the text, the arrow and the Gray
        // spinner keep their fixed colours (§10.2).
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: height),
                         sublayers: [arrow, titleLabel] + (subtitleLabel.map { [$0] } ?? []) + [spinner])
        root.backgroundColor = context.appearance.systemBackground
        var builder = SceneBuilder(root: root)

        // rotateArrow(angle, hide) animates transform and opacity together (§3.3).
        func rotate(_ angle: Double, hide: Bool, at time: Double) throws {
            try builder.set(.transform, of: ["arrow"], to: .transform(.rotation(angle)), at: time,
                            duration: SVStyle.rotateDuration)
            try builder.set(.opacity, of: ["arrow"], to: .scalar(hide ? 0 : 1), at: time, duration: SVStyle.rotateDuration)
        }
        for event in sample.events {
            switch event.to {
            case .pulling: try rotate(pullingAngle, hide: false, at: event.time)
            case .refreshing: try rotate(restAngle, hide: true, at: event.time)
            case .ending, .idle:
                guard event.from != .ending else { break }
                // Stopped: `layoutSubviews` sets `arrow.alpha = 1` outside any animation before `rotateArrow`, so
                // the arrow is back at once and only its turn animates (§3.3).
                try builder.set(.opacity, of: ["arrow"], to: .scalar(1), at: event.time, duration: 0)
                try builder.set(.transform, of: ["arrow"], to: .transform(.rotation(restAngle)), at: event.time,
                                duration: SVStyle.rotateDuration)
            case .noMoreData:
                break   // SVPullToRefresh has no such state (its rules never enter it).
            }
        }
        return builder.scene
    }
}
