import Raster
import RefreshRender

/// A whole scenario in one snapshot: its frames at `fps`, rendered with real fonts and stacked top to bottom
/// (frame 0 at the top). Rows map back to frames, so a difference is reported as "since frame N, at t = …".
public struct Filmstrip: Sendable {
    /// The stacked frames.
    public let image: Image
    /// The frames, in order; frame `i` occupies rows `i * frameHeight ..< (i + 1) * frameHeight`.
    public let frames: [FrameSpec]
    /// Height of one frame in pixels.
    public let frameHeight: Int

    /// Renders `scenario` for `style` at `fps` frames per second over the scenario's whole length.
    public init(style: any RefreshStyle, scenario: Scenario, fps: Double, options: RenderOptions = RenderOptions()) throws {
        let plan = try FramePlan(sampling: .sequence(scenario: scenario, fps: fps, duration: nil, range: nil),
                                 rules: style.rules, list: ScrollGeometry.loadedRows(for: style, screen: options.screen))
        let renderer = try SnapshotRendering.renderer(for: style, options: options)
        let height = renderer.pixelHeight, width = renderer.pixelWidth
        guard plan.frames.count * height <= Image.maxDimension else {
            throw SnapshotError.filmstripTooLong(frames: plan.frames.count, fps: fps,
                                                 maximum: Image.maxDimension / height)
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(plan.frames.count * height * width)
        for spec in plan.frames {
            try renderer.render(spec).withUnsafePixels { pixels.append(contentsOf: $0) }
        }
        image = try Image(width: width, height: plan.frames.count * height, pixels: pixels)
        frames = plan.frames
        frameHeight = height
    }

    /// Where each frame is and its moment, for the failure page.
    public var layout: SnapshotFrameLayout {
        SnapshotFrameLayout(frameHeight: frameHeight, frames: frames.map {
            SnapshotFrameLayout.Frame(index: $0.index, time: $0.time, progress: $0.sample.progress,
                                      state: $0.sample.state.rawValue)
        })
    }

    /// The frame shown at pixel row `y`.
    public func frame(atRow y: Int) -> FrameSpec? {
        let i = y / frameHeight
        return y >= 0 && i < frames.count ? frames[i] : nil
    }

    /// "first differing frame 7 (t 1.750 s, progress 1.200, refreshing)", or nil when nothing changed.
    public func firstDifferingFrame(in difference: ImageDifference) -> String? {
        guard let box = difference.changedBounds, let spec = frame(atRow: box.y) else { return nil }
        func fixed(_ v: Double) -> String {
            let n = Int((v * 1000).rounded())
            let digits = String(n.magnitude), padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            return (n < 0 ? "-" : "") + padded.dropLast(3) + "." + padded.suffix(3)
        }
        return "first differing frame \(spec.index) (t \(fixed(spec.time)) s, progress \(fixed(spec.sample.progress)), \(spec.sample.state.rawValue))"
    }
}
