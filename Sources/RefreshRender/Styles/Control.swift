/// Anything a run draws frame by frame: a refresh control of another library (a header or a footer, `RefreshStyle`),
/// which a gesture pulls, or a Lottie composition (`LottieCompositionControl`), which plays on its own clock. Frames
/// are pure: a frame's scene is a function of its sample and the context, never of the frames before it.
public protocol Control: Sendable {
    /// The name a run's files and messages carry (`--style NAME` for a style).
    var name: String { get }
    /// Height in points.
    var height: Double { get }
    /// The frame's width when the control has its own (a composition's); nil: the width of the render options.
    var fixedWidth: Double? { get }
    /// Whether the frames may hold labels (layers with text content). A control without lets a run skip finding
    /// fonts until something asks for them (7 ms of its start); a test checks every style's answer against its
    /// frames.
    var drawsText: Bool { get }
    /// Where the control sits on its library's demo screen (STYLES.md §8.4); nil: it is drawn only on its own.
    var screenTraits: ScreenTraits? { get }
    /// The frames of `sampling`, checked against what the control can play: a refresh control plays gestures and
    /// sweeps under its rules; a composition only its own clock (`FrameSampling.clock`).
    func plan(_ sampling: FrameSampling, screen: ScreenOptions?) throws -> FramePlan
    /// The model tree and animations for `sample`.
    func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene
}
