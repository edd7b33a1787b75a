import Raster
import RefreshRender
import RefreshText

/// Renders headers for snapshots the way `render-frames` does: real fonts (Liberation Sans and WenQuanYi Micro Hei,
/// found with fontconfig) for measuring and drawing labels. The fonts are loaded once per process and shared.
public enum SnapshotRendering {
    private static let sharedLayout: Result<TextLayout, TextError> = Result { () throws(TextError) in
        TextLayout(fonts: try FontLibrary())
    }

    /// The shared text layout over the real fonts; throws (naming the Debian packages) when they are not installed.
    public static func textLayout() throws(TextError) -> TextLayout {
        try sharedLayout.get()
    }

    /// A renderer for `style` with real text. One renderer per thread: it owns its canvas.
    public static func renderer(for style: any RefreshStyle, options: RenderOptions = RenderOptions(),
                                images: [String: LayerContents] = [:],
                                labels: LabelOptions = LabelOptions(),
                                appearance: Appearance = .light) throws -> FrameRenderer {
        let layout = try textLayout()
        return try FrameRenderer(style: style, options: options,
                                 context: StyleContext(width: options.width, text: layout, images: images, labels: labels,
                                                       appearance: appearance),
                                 text: LabelDrawer(layout: layout))
    }

    /// The frame of `style` for `spec`.
    public static func image(of style: any RefreshStyle, spec: FrameSpec, options: RenderOptions = RenderOptions(),
                             labels: LabelOptions = LabelOptions(), appearance: Appearance = .light) throws -> Image {
        try renderer(for: style, options: options, labels: labels, appearance: appearance).render(spec).makeImage()
    }

    /// The frame at pull `progress` (1 = the trigger threshold) in `state` (default: idle below the threshold,
    /// pulling past it), `time` seconds after entering it (default: settled for idle and pulling, 0 otherwise) —
    /// the same frame as `render-frames --progress P --state S --time T`.
    public static func spec(for style: any RefreshStyle, progress: Double, state: RefreshState? = nil,
                            time: Double? = nil) throws -> FrameSpec {
        try FramePlan(sampling: .sweep(progresses: [progress], state: state, time: time), rules: style.rules).frames[0]
    }

    /// The frame `time` seconds into `scenario` — the frame `render-frames --scenario` shows at that time (on
    /// `screen`, when given: a footer's loads then append rows, STYLES.md §8.5).
    public static func spec(for style: any RefreshStyle, scenario: Scenario, at time: Double,
                            screen: ScreenOptions? = nil) throws -> FrameSpec {
        let timeline = try PullTimeline(scenario: scenario, rules: style.rules,
                                        list: ScrollGeometry.loadedRows(for: style, screen: screen))
        return FrameSpec(index: 0, time: time, sample: timeline.sample(at: time))
    }
}
