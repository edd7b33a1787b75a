/// SVPullToRefresh (STYLES.md §3): the code-drawn gradient arrow beside a bold title, the block centred as a whole;
/// the arrow turns counter-clockwise to "Release" and fades out for the spinner while loading.
public struct SVStyle: HeaderStyle {
    public let name = "sv"
    public let summary = "SVPullToRefresh: a gradient arrow and a bold title centred together, spinner while loading"
    /// `SVPullToRefreshViewHeight` (§3.1).
    public let height = 60.0

    public init() {}

    /// Triggered past 60 pt while dragging (strict), loading inset 60 over 0.3 s, back over 0.3 s (§3.3). The demo
    /// app stops after 2.0 s.
    public let rules = PullRules(threshold: 60, refreshingInset: 60, openDuration: 0.3, refreshDuration: 2.0,
                                 collapseDuration: 0.3)

    public var artwork: [VectorArtwork] { [.svArrow()] }

    /// darkGrayColor (§3.1).
    public static let textColor = Color(white: 1.0 / 3.0)
    /// `rotateArrow`: UIView 0.2 s, easeInOut (§3.3).
    public static let rotateDuration = 0.2
    /// `(float)M_PI` = 3.14159274 > π: the shortest way there is counter-clockwise (§6.10, §7 A4).
    /// (Swift's `Float.pi` is rounded towards zero, 3.14159250 < π, so it would turn clockwise: round π to Float here.)
    public static let triggeredAngle = Double(Float(Double.pi))

    public func title(for state: RefreshState) -> String {
        switch state {
        case .idle, .ending: return "Pull to refresh..."
        case .pulling: return "Release to refresh..."
        case .refreshing: return "Loading..."
        }
    }

    /// HEAD's `layoutSubviews` (§3.1): the 22 pt arrow column, a 10 pt margin and the title, centred as one block;
    /// the title frame goes through CGRectIntegral. Returns the arrow's and the title's frames.
    public func layout(title: String, width w: Double, text: any TextMeasuring) throws -> (arrow: Rect, title: Rect) {
        let font = "Helvetica-Bold", size = 14.0
        let lineHeight = try text.lineHeight(fontName: font, size: size)
        let titleWidth = min(try text.width(of: title, fontName: font, size: size), w - 10 - 22)
        let total = title.isEmpty ? 22 : 22 + 10 + titleWidth
        let arrowX = w / 2 - total / 2
        let labelX = arrowX + 32
        let titleFrame = Rect(x: labelX, y: 30 - lineHeight / 2, width: titleWidth, height: lineHeight)
        return (Rect(x: arrowX, y: 6, width: 22, height: 48), SVStyle.integral(titleFrame))
    }

    /// CGRectIntegral: origin floored, far edge ceiled.
    static func integral(_ r: Rect) -> Rect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> HeaderScene {
        let w = context.width
        let title = title(for: sample.state)
        let frames = try layout(title: title, width: w, text: context.text)
        let arrow = Layer(name: "arrow", frame: frames.arrow, content: .image(
            ImageProperties(contents: context.image("sv-arrow", default: .svArrow()))))
        let titleLabel = Layer(name: "title", frame: frames.title, content: .text(TextProperties(
            string: title, fontName: "Helvetica-Bold", fontSize: 14, color: SVStyle.textColor, alignment: .left)))
        let spinnerElapsed = sample.state == .refreshing ? sample.time - sample.stateEnteredAt : nil
        let spinner = ActivityIndicator.layer(named: "spinner", center: frames.arrow.center, elapsed: spinnerElapsed)

        // The header is clear; the demo's table view behind it is white.
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: height),
                         sublayers: [arrow, titleLabel, spinner])
        root.backgroundColor = .white
        var builder = SceneBuilder(root: root)

        // rotateArrow(angle, hide) animates transform and opacity together (§3.3).
        func rotate(_ angle: Double, hide: Bool, at time: Double) throws {
            try builder.set(.transform, of: ["arrow"], to: .transform(.rotation(angle)), at: time,
                            duration: SVStyle.rotateDuration)
            try builder.set(.opacity, of: ["arrow"], to: .scalar(hide ? 0 : 1), at: time, duration: SVStyle.rotateDuration)
        }
        for event in sample.events {
            switch event.to {
            case .pulling: try rotate(SVStyle.triggeredAngle, hide: false, at: event.time)
            case .refreshing: try rotate(0, hide: true, at: event.time)
            case .ending, .idle:
                if event.from != .ending { try rotate(0, hide: false, at: event.time) }
            }
        }
        return builder.scene
    }
}
