import Raster
/// CLLRefresh's circle header (STYLES.md §1): a thin red arc that grows with the pull from 20 pt to 60 pt (up to
/// 342°), then spins at one turn per second while loading, with the status and time labels beside it. Its source
/// strings are Chinese, so its labels default to zh-Hans (see `CircleStrings`).
public struct CircleStyle: RefreshStyle {
    public let name = "circle"
    public let summary = "CLLRefresh: a red arc that grows with the pull and spins while loading"
    /// `CLLDefaultRefreshTotalPixels` (§1.1).
    public let height = 60.0
    /// Where the arc starts: π/2 (6 o'clock, the default header-on-scroll-view case) or 3π/2 (12 o'clock) (§7 A1).
    public var startAngle: Double
    /// The arc's colour, rgb(173,53,60) by default (§1.1); the library has no property for it (§7 A20).
    package var circleColor: Color

    public init(startAngle: Double = Double.pi / 2, circleColor: Color = CircleStyle.arcColor) {
        self.startAngle = startAngle
        self.circleColor = circleColor
    }

    /// `start=bottom|top` (§1.2, §7 A1); `circle-color=COLOR` (§10.3, §7 A20).
    public static let options = [
        StyleOption<CircleStyle>("start", \.startAngle, values: [("bottom", Double.pi / 2), ("top", 3 * Double.pi / 2)],
                                 help: "where the arc starts: bottom (6 o'clock) or top (12 o'clock)"),
        .color("circle-color", \.circleColor, help: "the arc's colour (drawn in CLLRefreshCircleView's drawRect:)"),
    ]

    /// Threshold 60, loading inset 60 over 0.3 s easeInOut, back over 0.3 s (§1.3). The demo's load takes 2 s (the
    /// source documents give no figure; this is the project's choice).
    public let rules = PullRules(threshold: 60, refreshingInset: 60, openDuration: 0.3, refreshDuration: 2.0,
                                 collapseDuration: 0.3)

    public var artwork: [VectorArtwork] { [] }

    /// The arc's colour rgb(173,53,60) (§1.1).
    public static let arcColor = Color(rgb8: 173, 53, 60)
    /// The arc begins at a pull of 20 pt (`CLLRefreshCircleViewHeight`) and is full 40 pt later (§1.1, §7 A2).
    static let arcStart = 20.0
    static let arcSpan = 40.0

    /// The arc for `offsetY` ∈ [0, 40]: sweep = offsetY / 40 · 19π/10, clockwise on screen from `startAngle`
    /// (CGContextAddArc with clockwise = 0 in a flipped context, §1.2).
    package func arcPath(offsetY: Double) -> Path {
        let sweep = min(max(offsetY, 0), CircleStyle.arcSpan) / CircleStyle.arcSpan * (19 * Double.pi / 10)
        var p = Path()
        p.addArc(center: Point(x: 10, y: 10), radius: 9, startAngle: startAngle, sweep: sweep)
        return p
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        // While loading and until the end animation completes the arc is full (offsetY forced to 40, §1.3); otherwise
        // it follows the pull: offsetY = min(p, 60) − 20. The completion resets it to 0, and only the KVO of moving
        // content draws it again (§1.2): a sweep frozen past the collapse shows no arc, as the whole gesture does.
        let loading = sample.state == .refreshing || sample.state == .ending
        let completion = sample.events.last { $0.from == .ending }
        let movedSinceCompletion = completion.map { sample.distance(at: $0.time) != sample.distance } ?? true
        let offsetY = loading ? CircleStyle.arcSpan
            : movedSinceCompletion ? max(0, min(sample.distance, height) - CircleStyle.arcStart) : 0
        let arc = Layer(name: "arc", frame: Rect(x: 0, y: 0, width: 20, height: 20), content: .shape(ShapeProperties(
            path: arcPath(offsetY: offsetY), fillColor: nil, strokeColor: circleColor, lineWidth: 1)))
        let circle = Layer(name: "circle", frame: Rect(x: 110, y: 15, width: 20, height: 20), sublayers: [arc])

        // Strings per state and language (§1.3); default zh-Hans. The time label shows 刷新时间 (or the last update
        // given) until a refresh ends, then 上次刷新：MM-dd HH:mm of that moment on the scenario's clock.
        let labels = context.labels
        let language = labels.language(default: .zhHans)
        let status = labels.title(for: sample.state, table: CircleStrings.titles(language))
        let time = labels.subtitle ?? CircleStrings.lastUpdated(
            labels.lastUpdated(after: sample, initial: labels.lastUpdated ?? .never), language: language)
        let statusLabel = Layer(name: "status", frame: Rect(x: 135, y: 15, width: 160, height: 14), content: .text(
            TextProperties(string: status, fontName: "Helvetica", fontSize: 14, color: .black, alignment: .left,
                           direction: language.writingDirection)))
        let timeLabel = Layer(name: "time", frame: Rect(x: 135, y: 35, width: 160, height: 14), content: .text(
            TextProperties(string: time, fontName: "Helvetica", fontSize: 11, color: Color(rgb8: 168, 168, 168),
                           alignment: .left, direction: language.writingDirection)))

        // The header is clear; behind it the demo's table view, systemBackground; the labels' colours are fixed
        // (§1.1, §10.2).
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: height),
                         sublayers: [circle, statusLabel, timeLabel])
        root.backgroundColor = context.appearance.systemBackground
        var builder = SceneBuilder(root: root)

        // Loading: a cumulative 0.25 s quarter turn repeated forever = 2π·t, clockwise, about the view's centre;
        // removed (snapping back to 0°) when the end animation completes (§1.3).
        let spin = try BasicAnimation(
            keyPath: .rotationZ, to: .scalar(Double.pi / 2),
            timing: MediaTiming(duration: 0.25, repeatCount: .infinity, fillMode: .forwards, removedOnCompletion: false),
            isCumulative: true)
        for event in sample.events {
            if event.to == .refreshing {
                try builder.animations.add(spin, to: ["circle"], forKey: "rotation", at: event.time)
            } else if event.from == .ending {
                try builder.animations.removeAllAnimations(from: ["circle"], at: event.time)
            }
        }
        return builder.scene
    }
}
