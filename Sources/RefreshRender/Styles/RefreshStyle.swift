/// A header's model layer tree and the animations attached to it for one moment of the gesture; the presentation
/// at `sample.time` is `Presentation.evaluate(root:animations:at:)`.
public struct ControlScene: Sendable {
    public var root: Layer
    public var animations: AnimationList

    public init(root: Layer, animations: AnimationList) {
        self.root = root
        self.animations = animations
    }

    /// The layer tree as shown at `time`.
    public func presentation(at time: Double) -> Layer {
        Presentation.evaluate(root: root, animations: animations, at: time)
    }

    /// Name of the sublayer that holds a style's background artwork, the root's first sublayer. A style of your own
    /// names its background so for the render options' background choice (`BackgroundChoice.none` or a colour leave
    /// it out) and for a run to draw it once rather than every frame (`FrameRenderer`).
    public static let backgroundLayerName = "background"
}

/// What a style needs besides the gesture: the header width, text measurement, the images to draw and the labels.
public struct StyleContext: Sendable {
    /// Header width in points.
    public var width: Double
    /// Measures labels for the layouts that depend on text width (SV, MJ).
    public var text: any TextMeasuring
    /// Replacement images by artwork name (`--image airplane=plane.png`); missing names use the style's artwork.
    public var images: [String: LayerContents]
    /// Language, text overrides and the last-updated moment of the labels (`--locale`, `--title`, `--subtitle`,
    /// `--last-updated`).
    public var labels: LabelOptions
    /// Light or dark screen (`--appearance`): each style resolves its colours for it (STYLES.md §10).
    public var appearance: Appearance

    public init(width: Double, text: any TextMeasuring, images: [String: LayerContents] = [:],
                labels: LabelOptions = LabelOptions(), appearance: Appearance = .light) {
        self.width = width
        self.text = text
        self.images = images
        self.labels = labels
        self.appearance = appearance
    }

    /// The replacement for `name`, or `artwork`.
    public func image(_ name: String, default artwork: VectorArtwork) -> LayerContents {
        images[name] ?? .artwork(artwork)
    }
}

/// A refresh control of another library, a header or a footer (`kind`): what it draws and how a gesture moves it, as
/// STYLES.md states it. A style is pure: the scene is a function of the sample (gesture and state history) and the
/// context.
public protocol RefreshStyle: Control {
    /// One line for `render-frames list`.
    var summary: String { get }
    /// Header or footer (default header, `StyleKind.swift`).
    var kind: StyleKind { get }
    /// Thresholds, insets, durations and curves of the library's state machine.
    var rules: PullRules { get }
    /// Where the control sits on its library's demo screen, with a viewport (STYLES.md §8.4, `ScreenTraits.swift`).
    var screen: ScreenTraits { get }
    /// The artwork a user may replace, by name.
    var artwork: [VectorArtwork] { get }
    /// The documented variants (STYLES.md), each a key and named values; none by default. Declared here, a variant
    /// reaches the command line's help, its messages and `render-frames list` with no other edit.
    static var options: [StyleOption<Self>] { get }
    /// Seconds after which the refreshing picture repeats (`RefreshingLoop.swift`).
    var refreshingLoop: Double { get }
}

extension RefreshStyle {
    /// Headers and footers take the width they are given.
    public var fixedWidth: Double? { nil }
    public var drawsText: Bool { true }
    public var screenTraits: ScreenTraits? { screen }

    /// A gesture's sequence or a progress sweep under the style's rules; a footer on a screen loads pages into its
    /// list (`ScrollGeometry.loadedRows`).
    public func plan(_ sampling: FrameSampling, screen: ScreenOptions?) throws -> FramePlan {
        try FramePlan(sampling: sampling, rules: rules, list: ScrollGeometry.loadedRows(for: self, screen: screen))
    }
}
