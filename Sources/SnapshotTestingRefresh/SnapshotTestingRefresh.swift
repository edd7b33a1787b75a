import Foundation
import Raster
import RefreshRender
import RefreshSnapshotTesting
import SnapshotTesting
import Testing

/// A snapshot as pointfree's swift-snapshot-testing stores it: the rendered image, or why it could not be rendered
/// (its strategies cannot throw, so a rendering error travels to the comparison, which reports it).
public enum RefreshSnapshotImage: Sendable, Equatable {
    case image(Raster.Image)
    case failed(String)
}

extension Diffing where Value == RefreshSnapshotImage {
    /// PNG references, compared pixel by pixel within `tolerance` (RefreshSnapshotTesting's `ImageDifference`). A
    /// difference is explained by its summary (changed pixels, their bounds, the largest channel difference), and the
    /// diff picture (the reference faded to grey, changed pixels in magenta) is attached and written beside
    /// swift-snapshot-testing's failure artifacts (`SNAPSHOT_ARTIFACTS`).
    public static func refreshPNG(tolerance: ImageTolerance = .exact) -> Diffing {
        .diff(
            toData: { snapshot in
                guard case .image(let image) = snapshot, let bytes = try? image.smallestPNGData() else { return Data() }
                return Data(bytes)
            },
            fromData: { data in
                do {
                    return .image(try Raster.Image(pngData: [UInt8](data)))
                } catch {
                    return .failed("the reference is not a readable PNG: \(error)")
                }
            },
            diffV2: { reference, actual in
                switch (reference, actual) {
                case (_, .failed(let why)):
                    return ("the snapshot could not be rendered: \(why)", [])
                case (.failed(let why), _):
                    return (why, [])
                case (.image(let expected), .image(let image)):
                    let difference = ImageDifference(reference: expected, actual: image, tolerance: tolerance)
                    if difference.isWithinTolerance { return nil }
                    guard let diff = try? DiffImage.make(reference: expected, actual: image, tolerance: tolerance),
                          let png = try? diff.smallestPNGData(trying: [.default]) else { return (difference.summary, []) }
                    var message = difference.summary
                    if let path = writeDiff(png) { message += "\ndiff: \(path)" }
                    message += reviewPage(reference: expected, actual: image, difference: difference)
                    return (message, [.data(Data(png), name: "difference.png")])
                }
            })
    }

    /// Adds the failure to the review page in `$SNAPSHOT_ARTIFACTS` (RefreshSnapshotTesting's `SnapshotReviewPage`),
    /// its reference, actual and diff pictures written beside it; returns the line naming the page.
    private static func reviewPage(reference: Raster.Image, actual: Raster.Image, difference: ImageDifference) -> String {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let group = "SnapshotTestingRefresh"
        let name = "refresh-\(UUID().uuidString)"
        let base = "\(folder)/\(group)/\(name)"
        let artifacts = SnapshotArtifacts(reference: base + ".reference.png", actual: base + ".actual.png", diff: base + ".diff.png")
        do {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(group)", withIntermediateDirectories: true)
            try reference.writePNG(to: artifacts.reference)
            try actual.writePNG(to: artifacts.actual)
            try DiffImage.make(reference: reference, actual: actual, tolerance: difference.tolerance).writePNG(to: artifacts.diff)
            let test = Test.current.map { $0.displayName ?? $0.name }
            let page = try SnapshotReviewPage.recordFailure(
                name: name, test: test, group: group, artifacts: artifacts, reference: reference, actual: actual,
                difference: difference, layout: nil, in: folder)
            return "\nreview page: \(page)"
        } catch {
            return "\n(the review page was not written: \(error))"
        }
    }

    /// Writes the diff picture into `$SNAPSHOT_ARTIFACTS` (the folder swift-snapshot-testing writes failed snapshots
    /// into; the temporary folder by default) under a fresh name, and returns its path.
    private static func writeDiff(_ png: [UInt8]) -> String? {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let path = (folder as NSString).appendingPathComponent("refresh-diff-\(UUID().uuidString).png")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Whole or not at all, and never through a link at its name: a temporary file renamed into place.
            try AtomicFile.write(png, to: path)
            return path
        } catch {
            return nil
        }
    }
}

extension SnapshotTesting.Snapshotting where Format == RefreshSnapshotImage {
    /// The strategy that stores `strategy`'s images as PNG references, compared within its tolerance.
    public static func refresh(_ strategy: RefreshSnapshotTesting.Snapshotting<Value>) -> Self {
        Self(pathExtension: "png", diffing: .refreshPNG(tolerance: strategy.tolerance)) { value in
            do {
                return .image(try strategy.snapshot(value).image)
            } catch {
                return .failed("\(error)")
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == any RefreshStyle, Format == RefreshSnapshotImage {
    /// The header at pull `progress` (1 = the trigger threshold) in `state`, `time` seconds after entering it (the
    /// frame `render-frames --progress P --state S --time T` writes), drawn with real fonts:
    /// `assertSnapshot(of: MJStyle(), as: .refreshFrame(progress: 1, state: .refreshing, time: 0.375))`.
    public static func refreshFrame(progress: Double, state: RefreshState? = nil, time: Double? = nil,
                                    options: RenderOptions = RenderOptions(), labels: LabelOptions = LabelOptions(),
                                    tolerance: ImageTolerance = .exact) -> Self {
        .refresh(.frame(progress: progress, state: state, time: time, options: options, labels: labels).within(tolerance))
    }

    /// The header `time` seconds into `scenario` (a gesture: pull, release, refresh, collapse).
    public static func refreshFrame(scenario: Scenario, at time: Double, options: RenderOptions = RenderOptions(),
                                    labels: LabelOptions = LabelOptions(), tolerance: ImageTolerance = .exact) -> Self {
        .refresh(.frame(scenario: scenario, at: time, options: options, labels: labels).within(tolerance))
    }

    /// The whole `scenario` at `fps`, its frames stacked top to bottom in one PNG.
    public static func refreshFilmstrip(scenario: Scenario, fps: Double, options: RenderOptions = RenderOptions(),
                                        tolerance: ImageTolerance = .exact) -> Self {
        .refresh(.filmstrip(scenario: scenario, fps: fps, options: options).within(tolerance))
    }
}
