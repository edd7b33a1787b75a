import Raster
/// EGOTableViewPullRefresh (STYLES.md §2): a grey-blue panel with the fading-ladder arrow that flips when the pull
/// passes 65 pt, the spinner while loading, and two centred labels with a white shadow. The library ships English
/// only; its Chinese labels are the project's choice, MJRefresh's translations (see `ArrowStrings`).
public struct ArrowStyle: RefreshStyle {
    public let name = "arrow"
    public let summary = "EGOTableViewPullRefresh: the flipping arrow, spinner and labels on a grey-blue panel"
    /// The visible height rendered (§7 A14: the library's header is as tall as the table; only its bottom 65 pt are
    /// laid out, measured from the bottom edge).
    public let height = 80.0
    package var arrowColor: VectorArtwork.EGOArrowColor
    /// Both labels' colour, the `textColor:` argument of `initWithFrame:arrowImageName:textColor:…` (§2.1, §10.3).
    public var textColor: Color

    public init(arrowColor: VectorArtwork.EGOArrowColor = .blue, textColor: Color = ArrowStyle.textColor) {
        self.arrowColor = arrowColor
        self.textColor = textColor
    }

    /// `arrow-color=blue|gray|black|white`: the library's four arrow images (§2.2); `text-color=COLOR` (§10.3).
    public static let options = [
        StyleOption<ArrowStyle>("arrow-color", \.arrowColor,
                                values: VectorArtwork.EGOArrowColor.allCases.map { ($0.rawValue, $0) },
                                help: "the arrow image the library ships in this colour"),
        .color("text-color", \.textColor, help: "both labels' colour (initWithFrame:…textColor:)"),
    ]

    /// Pulling past 65 pt while dragging (strict); the release loads when `offset.y <= −65` — at least 65 pt, whatever
    /// the state on screen; loading inset 60 over 0.2 s, finish over 0.3 s (§2.3). The demo app finishes loading
    /// after 3.0 s.
    public let rules = PullRules(threshold: 65, release: .atLeastTrigger, refreshingInset: 60, openDuration: 0.2,
                                 refreshDuration: 3.0, collapseDuration: 0.3)

    public var artwork: [VectorArtwork] { [.egoArrow(arrowColor)] }

    public static let background = Color(rgb8: 226, 231, 237)
    public static let textColor = Color(rgb8: 87, 108, 137)
    public static let shadowColor = Color(rgb8: 230, 230, 230)
    /// FLIP_ANIMATION_DURATION inside a CATransaction: an implicit action with the Default curve (§2.3, §6.8).
    package static let flipDuration = 0.18

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width, h = height
        let arrow = Layer(name: "arrow", frame: Rect(x: 25, y: h - 65, width: 30, height: 55), content: .image(
            ImageProperties(contents: context.image(VectorArtwork.egoArrow(arrowColor).name, default: .egoArrow(arrowColor)),
                            contentsGravity: .resizeAspect)))
        // Strings per state and language, and the last-updated line (§2.3, §7 A12); default language en.
        let labels = context.labels
        let language = labels.language(default: .en)
        let status = labels.title(for: sample.state, table: ArrowStrings.titles(language))
        let updated = labels.subtitle ?? ArrowStrings.lastUpdated(labels.lastUpdatedOrDefault, language: language)
        func label(_ name: String, _ y: Double, _ text: String, _ font: String, _ size: Double) -> Layer {
            Layer(name: name, frame: Rect(x: 0, y: y, width: w, height: 20), content: .text(TextProperties(
                string: text, fontName: font, fontSize: size, color: textColor, alignment: .center,
                shadowColor: ArrowStyle.shadowColor, shadowOffset: Size(width: 0, height: 1),
                direction: language.writingDirection)))
        }
        let statusLabel = label("status", h - 48, status, "Helvetica-Bold", 13)
        let lastUpdated = label("lastUpdated", h - 30, updated, "Helvetica", 12)
        // The spinner animates only while loading (§2.3); EGO's finish returns straight to Normal.
        let spinnerElapsed = sample.state == .refreshing ? sample.time - sample.stateEnteredAt : nil
        let spinner = ActivityIndicator.layer(named: "spinner", center: Point(x: 35, y: h - 28), elapsed: spinnerElapsed)

        // The panel is opaque and its colours fixed: the same in light and dark (§10.2).
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: h),
                         sublayers: [lastUpdated, statusLabel, arrow, spinner])
        root.backgroundColor = ArrowStyle.background
        var builder = SceneBuilder(root: root)

        // The flip: an implicit 0.18 s Default-curve transform animation from the angle on screen; the exact-π target
        // goes clockwise to "Release" and back counter-clockwise (§6.10, §7 A3). Loading hides the arrow without
        // animation; finishing shows it again reset to identity with actions disabled.
        let flipped = AnimatableValue.transform(.rotation(Double.pi))
        let upright = AnimatableValue.transform(.identity)
        for event in sample.events {
            switch event.to {
            case .pulling:
                try builder.set(.transform, of: ["arrow"], to: flipped, at: event.time,
                                duration: ArrowStyle.flipDuration, curve: .default)
            case .idle:
                if event.from == .pulling {
                    try builder.set(.transform, of: ["arrow"], to: upright, at: event.time,
                                    duration: ArrowStyle.flipDuration, curve: .default)
                }
            case .refreshing:
                try builder.set(.hidden, of: ["arrow"], to: .bool(true), at: event.time)
            case .ending:
                try builder.set(.hidden, of: ["arrow"], to: .bool(false), at: event.time)
                try builder.set(.transform, of: ["arrow"], to: upright, at: event.time)
            case .noMoreData:
                break   // EGO has no such state (its rules never enter it).
            }
        }
        return builder.scene
    }
}
