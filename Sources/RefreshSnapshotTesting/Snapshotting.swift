import Raster
import RefreshRender

/// How to snapshot a value of type `Value`: render it to an image, compare that image with the reference within a
/// tolerance, and explain a difference in the value's own terms (pointfree's `Snapshotting`/`Diffing` design).
///
/// Strategies compose: `pullback` makes a strategy for another type from a function into this one, and `within`
/// changes the tolerance. The library's strategies are `.image` (an `Image` or a `Canvas`), `.frame(…)` (a header
/// at a pull progress, a state and a time, or at a moment of a scenario) and `.filmstrip(…)` (a whole scenario).
public struct Snapshotting<Value>: Sendable {
    /// Renders the value; throws when it cannot be rendered (the assertion then fails with the error).
    public var snapshot: @Sendable (Value) throws -> Snapshot
    /// The largest difference from the reference that still matches.
    public var tolerance: ImageTolerance

    public init(tolerance: ImageTolerance = .exact, snapshot: @escaping @Sendable (Value) throws -> Snapshot) {
        self.snapshot = snapshot
        self.tolerance = tolerance
    }

    /// A strategy for `NewValue` that turns it into a `Value` first, then snapshots that.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(tolerance: tolerance) { try snapshot(transform($0)) }
    }

    /// The same strategy with another tolerance.
    public func within(_ tolerance: ImageTolerance) -> Snapshotting {
        var copy = self
        copy.tolerance = tolerance
        return copy
    }
}

/// A rendered snapshot: the image compared with the reference, and an annotator that says what a difference means
/// for the value (a filmstrip names the first differing frame with its time and pull progress).
public struct Snapshot: Sendable {
    public var image: Image
    /// A sentence added to the failure message, or nil.
    public var annotate: @Sendable (ImageDifference) -> String?
    /// The frames the image is made of (a filmstrip's), for the failure page; nil for one picture.
    public var layout: SnapshotFrameLayout?

    public init(image: Image, layout: SnapshotFrameLayout? = nil,
                annotate: @escaping @Sendable (ImageDifference) -> String? = { _ in nil }) {
        self.image = image
        self.layout = layout
        self.annotate = annotate
    }
}

extension Snapshotting where Value == Image {
    /// The image itself.
    public static var image: Snapshotting { Snapshotting { Snapshot(image: $0) } }
}

extension Snapshotting where Value == Canvas {
    /// The canvas's pixels as they are now.
    public static var image: Snapshotting { Snapshotting<Image>.image.pullback { $0.makeImage() } }
}

extension Snapshotting where Value == any RefreshStyle {
    /// The header at pull `progress` (1 = the trigger threshold) in `state` (default: idle below the threshold,
    /// pulling past it), `time` seconds after entering it (default: settled for idle and pulling, 0 otherwise) — the
    /// frame `render-frames --progress P --state S --time T` writes — drawn with real fonts, in `appearance`.
    public static func frame(progress: Double, state: RefreshState? = nil, time: Double? = nil,
                             options: RenderOptions = RenderOptions(), labels: LabelOptions = LabelOptions(),
                             appearance: Appearance = .light) -> Snapshotting {
        Snapshotting { style in
            let spec = try SnapshotRendering.spec(for: style, progress: progress, state: state, time: time)
            return Snapshot(image: try SnapshotRendering.image(of: style, spec: spec, options: options, labels: labels,
                                                               appearance: appearance))
        }
    }

    /// The header `time` seconds into `scenario` (a gesture: pull, release, refresh, collapse).
    public static func frame(scenario: Scenario, at time: Double, options: RenderOptions = RenderOptions(),
                             labels: LabelOptions = LabelOptions()) -> Snapshotting {
        Snapshotting { style in
            let spec = try SnapshotRendering.spec(for: style, scenario: scenario, at: time, screen: options.screen)
            return Snapshot(image: try SnapshotRendering.image(of: style, spec: spec, options: options, labels: labels))
        }
    }

    /// The whole `scenario` at `fps` as a `Filmstrip` (frames stacked top to bottom); a difference names the first
    /// frame that differs, with its time and pull progress.
    public static func filmstrip(scenario: Scenario, fps: Double, options: RenderOptions = RenderOptions()) -> Snapshotting {
        Snapshotting { style in
            let strip = try Filmstrip(style: style, scenario: scenario, fps: fps, options: options)
            return Snapshot(image: strip.image, layout: strip.layout) { difference in
                strip.firstDifferingFrame(in: difference).map { "Scenario \(scenario.name) at \(fps) fps: \($0)." }
            }
        }
    }
}
