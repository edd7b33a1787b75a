import Raster
import RefreshRender

/// What every output job is given: what to draw (a control with its options, context and text), how to sample it,
/// and where to write (a folder, replacing what is in the way only under `force`), on how many workers. Each job adds
/// only what its format needs (a PNG level, a play count, a grid).
public struct JobInput: Sendable {
    /// A header, a footer or a Lottie composition.
    public var control: any Control
    public var options: RenderOptions
    public var context: StyleContext
    /// Draws labels; nil for a run whose frames hold none (a label then fails the frame).
    public var text: (any TextDrawing)?
    public var sampling: FrameSampling
    /// Workers rendering and encoding frames (`FrameRunner`); the files do not depend on it.
    public var jobs: Int
    /// The folder the output goes in (created if missing).
    public var outputPath: String
    /// Replace files of another kind or run that are in the way.
    public var force: Bool

    public init(control: any Control, options: RenderOptions, context: StyleContext, text: (any TextDrawing)?,
                sampling: FrameSampling, jobs: Int = 1, outputPath: String, force: Bool = false) {
        self.control = control
        self.options = options
        self.context = context
        self.text = text
        self.sampling = sampling
        self.jobs = jobs
        self.outputPath = outputPath
        self.force = force
    }

    /// The frames, after the options are checked: the control checks the sampling against what it can play.
    public func plan() throws -> FramePlan {
        try options.validate()
        return try control.plan(sampling, screen: options.screen)
    }

    /// The frame rate of a time sequence; nil for a progress sweep.
    public var framesPerSecond: Double? {
        switch sampling {
        case .sequence(_, let fps, _, _), .clock(let fps, _, _): return fps
        case .sweep: return nil
        }
    }

    /// A frame's size in pixels.
    public var pixelSize: (width: Int, height: Int) { FrameRenderer.pixelSize(of: control, options: options) }

    /// A renderer of its own, for one worker; its canvas stops drawing once `cancellation` is set (the frame being
    /// drawn then throws `DrawingCancelled`).
    func makeRenderer(cancellation: RenderCancellation? = nil) throws -> FrameRenderer {
        let renderer = try FrameRenderer(style: control, options: options, context: context, text: text)
        renderer.canvas.cancellation = cancellation?.drawing
        return renderer
    }

    /// The single file `name` in the output folder, replaced only when it starts with `signature` (or under `force`).
    func singleFile(_ name: String, signature: [UInt8], offset: Int = 0, kind: String) -> SingleFileOutput {
        SingleFileOutput(directory: outputPath, name: name, force: force, signature: signature, signatureOffset: offset,
                         kind: kind)
    }
}
