import Foundation
import Raster
import RefreshRender
import RefreshReview

/// The review page of a comparison of two runs: `index.html` in its folder, the pictures beside it (`reference/`,
/// `actual/` and `diff/`), so it works offline from `file://`. Frames are added as they are compared (their pictures
/// copied and their diffs written at once, so no decoded frame is held), then `write` makes the page. The folder
/// keeps a manifest of what the report wrote (`ComparisonFolder`): a file there that the report did not write is
/// never replaced, unless forced.
public struct ComparisonReport: Sendable {
    /// The page's file name in the report folder.
    public static let pageName = "index.html"

    public let folder: String
    private let referenceLabel: String
    private let actualLabel: String
    private var frames: [Pending] = []
    private var output: ComparisonFolder
    private let force: Bool
    /// What differs between two compared animations (format, canvas, frames, duration), shown as their settings.
    private var animationSettings: [ReviewPage.SettingDifference] = []

    private struct Pending: Sendable {
        var name: String
        var frame: ReviewFrame
    }

    /// A report into `folder` comparing `reference` with `actual` (their names as the page shows them), that may
    /// write `pictures` (`pictureNames`). Throws `OutputError`, before anything is written, when a file that is not a
    /// review page is where the page goes, or a picture would replace a file the report did not write; `force`
    /// replaces them.
    public init(folder: String, reference: String, actual: String, pictures: [String], force: Bool = false) throws {
        self.folder = folder
        referenceLabel = reference
        actualLabel = actual
        self.force = force
        let page = (folder as NSString).appendingPathComponent(Self.pageName)
        let isPage = ReviewViewer.isReviewPage(atPath: page)
        if !force, FileManager.default.fileExists(atPath: page), !isPage {
            throw OutputError.otherKind(page, expected: "review page")
        }
        output = try ComparisonFolder(path: folder, manifestName: ComparisonFolder.reportManifestName, force: force,
                                      names: pictures + [Self.pageName], allowing: isPage ? [Self.pageName] : [])
    }

    /// The pictures a report of two frame folders (or two files) may write: each side's frames, and a diff of every
    /// frame both have.
    public static func pictureNames(reference: [String], actual: [String]) -> [String] {
        let both = Set(reference).intersection(actual)
        return reference.map { "reference/" + $0 } + actual.map { "actual/" + $0 }
            + reference.filter(both.contains).map { "diff/" + stem($0) + "-diff.png" }
    }

    /// The pictures a report of two animations may write: each side's frames, and a diff of every span.
    public static func pictureNames(for comparison: AnimationComparison) -> [String] {
        (0..<comparison.reference.frames.count).map { "reference/" + FrameSpec.fileName(index: $0) }
            + (0..<comparison.actual.frames.count).map { "actual/" + FrameSpec.fileName(index: $0) }
            + comparison.spans.map { "diff/" + spanDiffName($0.index) }
    }

    /// `span_NNNN-diff.png`: the diff picture of a span of two animations.
    public static func spanDiffName(_ index: Int) -> String { "span_" + String(format: "%04d", index) + "-diff.png" }

    /// The page's path.
    public var pagePath: String { (folder as NSString).appendingPathComponent(Self.pageName) }

    /// A frame equal on both sides (within the tolerance): its reference picture is copied and shown for both.
    public mutating func addEqual(name: String, index: Int, referencePath: String, width: Int, height: Int)
        throws(ReviewPageWriter.WriteError) {
        let image = try copy(referencePath, side: "reference", name: name, width: width, height: height)
        frames.append(Pending(name: name, frame: ReviewFrame(index: index, status: .equal, reference: image, actual: image)))
    }

    /// A differing frame: both pictures copied, the diff picture (`DiffImage`) written.
    public mutating func addDifferent(name: String, index: Int, referencePath: String, actualPath: String,
                                      reference: Image, actual: Image, difference: ImageDifference,
                                      tolerance: ImageTolerance) throws(ReviewPageWriter.WriteError) {
        let left = try copy(referencePath, side: "reference", name: name, width: reference.width, height: reference.height)
        let right = try copy(actualPath, side: "actual", name: name, width: actual.width, height: actual.height)
        let diffName = "diff/" + Self.stem(name) + "-diff.png"
        let diff: Image
        do {
            diff = try DiffImage.make(reference: reference, actual: actual, tolerance: tolerance)
        } catch {
            throw .cannotWrite(path: (folder as NSString).appendingPathComponent(diffName), reason: "\(error)")
        }
        try writePNG(diff, to: diffName)
        frames.append(Pending(name: name, frame: ReviewFrame(
            index: index, status: .different, reference: left, actual: right,
            diff: ReviewImage(path: diffName, width: diff.width, height: diff.height),
            changedPixels: difference.changedPixelCount, largestDifference: difference.largestChannelDifference)))
    }

    /// A frame of the reference that the actual run lacks.
    public mutating func addMissing(name: String, index: Int, referencePath: String, width: Int, height: Int)
        throws(ReviewPageWriter.WriteError) {
        let image = try copy(referencePath, side: "reference", name: name, width: width, height: height)
        frames.append(Pending(name: name, frame: ReviewFrame(index: index, status: .missing, reference: image)))
    }

    /// A frame only in the actual run.
    public mutating func addExtra(name: String, index: Int, actualPath: String, width: Int, height: Int)
        throws(ReviewPageWriter.WriteError) {
        let image = try copy(actualPath, side: "actual", name: name, width: width, height: height)
        frames.append(Pending(name: name, frame: ReviewFrame(index: index, status: .extra, actual: image)))
    }

    /// Two animations compared over time (`AnimationComparison`): a frame of the page per span, its time the span's
    /// start, each side's canvas then shown written once per animation frame (`reference/frame_NNNN.png`,
    /// `actual/frame_NNNN.png`), the diff picture of each differing span. A span where a clock rounded a frame change
    /// is not judged: shown as equal.
    public mutating func addAnimations(_ comparison: AnimationComparison) throws(ReviewPageWriter.WriteError) {
        var written: [String: ReviewImage] = [:]
        func picture(_ side: String, _ playback: AnimationPlayback, _ index: Int?) throws(ReviewPageWriter.WriteError) -> ReviewImage? {
            guard let index else { return nil }
            let relative = side + "/" + FrameSpec.fileName(index: index)
            if let image = written[relative] { return image }
            let canvas = playback.frames[index].canvas
            try writePNG(canvas, to: relative)
            let image = ReviewImage(path: relative, width: canvas.width, height: canvas.height)
            written[relative] = image
            return image
        }
        for span in comparison.spans {
            let left = try picture("reference", comparison.reference, span.referenceFrame)
            let right = try picture("actual", comparison.actual, span.actualFrame)
            let status = ReviewFrame.Status(span.status)
            var diff: ReviewImage?
            if status == .different, let r = span.referenceFrame, let a = span.actualFrame {
                let relative = "diff/" + Self.spanDiffName(span.index)
                let image: Image
                do {
                    image = try DiffImage.make(reference: comparison.reference.frames[r].canvas,
                                               actual: comparison.actual.frames[a].canvas, tolerance: comparison.tolerance)
                } catch {
                    throw .cannotWrite(path: relative, reason: "\(error)")
                }
                try writePNG(image, to: relative)
                diff = ReviewImage(path: relative, width: image.width, height: image.height)
            }
            frames.append(Pending(name: "span_" + String(format: "%04d", span.index), frame: ReviewFrame(
                index: span.index, time: span.start.seconds, status: status, reference: left, actual: right, diff: diff,
                changedPixels: span.difference?.changedPixelCount, largestDifference: span.difference?.largestChannelDifference)))
        }
        animationSettings = Self.settingDifferences(comparison).map {
            ReviewPage.SettingDifference(name: $0.name, reference: $0.reference, actual: $0.actual)
        }
    }

    /// What differs between two compared animations: format, canvas, frame count, duration.
    package static func settingDifferences(_ comparison: AnimationComparison) -> [(name: String, reference: String?, actual: String?)] {
        let (a, b) = (comparison.reference, comparison.actual)
        let facts: [(String, String, String)] = [
            ("format", a.format.rawValue, b.format.rawValue),
            ("canvas", "\(a.width)×\(a.height)", "\(b.width)×\(b.height)"),
            ("frames", "\(a.frames.count)", "\(b.frames.count)"),
            ("duration", "\(a.duration)", "\(b.duration)"),
        ]
        return facts.filter { $0.1 != $0.2 }.map { (name: $0.0, reference: $0.1, actual: $0.2) }
    }

    private mutating func writePNG(_ image: Image, to relative: String) throws(ReviewPageWriter.WriteError) {
        let path = (folder as NSString).appendingPathComponent(relative)
        let bytes: [UInt8]
        do { bytes = try image.pngData() } catch { throw .cannotWrite(path: path, reason: "\(error)") }
        try ReviewPageWriter.writeFile(bytes, to: path)
        output.record(relative, bytes: bytes)
    }

    /// Writes the page: the counts (`ComparisonCounts`, as a summary of the same comparison gives them), the settings
    /// that differ between the two manifests, each frame's moment (from the reference's manifest, or the actual's for
    /// a frame only there); then the folder's manifest. Returns the page's path.
    @discardableResult
    public func write(referenceManifest: FrameManifest?, actualManifest: FrameManifest?) throws -> String {
        let referenceFrames = Dictionary(referenceManifest?.frames.map { ($0.file, $0) } ?? [], uniquingKeysWith: { a, _ in a })
        let actualFrames = Dictionary(actualManifest?.frames.map { ($0.file, $0) } ?? [], uniquingKeysWith: { a, _ in a })
        let ordered = frames.sorted { ($0.frame.index, $0.name) < ($1.frame.index, $1.name) }
        let shown = ordered.map { pending -> ReviewFrame in
            var frame = pending.frame
            let listed = frame.status == .extra
                ? actualFrames[pending.name] ?? referenceFrames[pending.name]
                : referenceFrames[pending.name] ?? actualFrames[pending.name]
            if let listed {
                frame.time = listed.time
                frame.progress = listed.progress
                frame.state = listed.state
            }
            if frame.status != .extra, let other = actualFrames[pending.name],
               other.time != frame.time || other.progress != frame.progress || other.state != frame.state {
                frame.actualTime = other.time
                frame.actualProgress = other.progress
                frame.actualState = other.state
            }
            return frame
        }
        let counts = ComparisonCounts(shown.compactMap { ComparisonStatus(rawValue: $0.status.rawValue) })
        let summary = ReviewPage.Summary(equal: counts.equal, different: counts.different, missing: counts.missing,
                                         extra: counts.extra)
        let start = shown.firstIndex { $0.status != .equal } ?? 0
        let fps = referenceManifest?.settings.fps ?? actualManifest?.settings.fps
        let sweep = referenceManifest.map { RunPage.isSweep($0.settings) } ?? false
        let entry = ReviewEntry(title: "\(referenceLabel) → \(actualLabel)", fps: fps, isSweep: sweep, start: start,
                                frames: shown)
        let page = ReviewPage(kind: .comparison, title: "Comparison: \(referenceLabel) → \(actualLabel)",
                              subtitle: "reference \(referenceLabel), actual \(actualLabel)", summary: summary,
                              settings: animationSettings + Self.settingDifferences(referenceManifest, actualManifest),
                              entries: [entry])
        try ReviewPageWriter.write(page, to: pagePath, replacingAnyFile: force)
        var output = self.output
        if let bytes = FolderFile.read(pagePath, limit: FolderFile.listLimit) { output.record(Self.pageName, bytes: bytes) }
        try output.finish()
        return pagePath
    }

    /// The settings whose values differ between two manifests: the run identities' values (everything that
    /// determines the pixels), else the recorded settings; empty when either manifest is absent.
    static func settingDifferences(_ reference: FrameManifest?, _ actual: FrameManifest?) -> [ReviewPage.SettingDifference] {
        settingValueDifferences(reference, actual).map {
            ReviewPage.SettingDifference(name: $0.name, reference: $0.reference, actual: $0.actual)
        }
    }

    /// `settingDifferences` as plain values, for a summary of the same comparison.
    package static func settingValueDifferences(_ reference: FrameManifest?, _ actual: FrameManifest?)
        -> [(name: String, reference: String?, actual: String?)] {
        guard let reference, let actual else { return [] }
        var left = settingValues(reference.settings), right = settingValues(actual.settings)
        if let a = reference.identity, let b = actual.identity {
            left.merge(a.values) { _, identity in identity }
            right.merge(b.values) { _, identity in identity }
        }
        return Set(left.keys).union(right.keys).sorted().compactMap { name in
            left[name] == right[name] ? nil : (name: name, reference: left[name], actual: right[name])
        }
    }

    private static func settingValues(_ settings: FrameManifest.Settings) -> [String: String] {
        var values = ["style": settings.style, "mode": settings.mode, "width": "\(settings.width)",
                      "height": "\(settings.height)", "scale": "\(settings.scale)", "background": settings.background,
                      "format": settings.format]
        values["scenario"] = settings.scenario
        values["fps"] = settings.fps.map { String(format: "%g", $0) }
        values["labels"] = settings.labels
        values["appearance"] = settings.appearance
        return values
    }

    private mutating func copy(_ source: String, side: String, name: String, width: Int, height: Int)
        throws(ReviewPageWriter.WriteError) -> ReviewImage {
        let relative = side + "/" + name
        try ReviewPageWriter.copyFile(source, to: (folder as NSString).appendingPathComponent(relative))
        if let bytes = FolderFile.read((folder as NSString).appendingPathComponent(relative), limit: FolderFile.frameLimit) {
            output.record(relative, bytes: bytes)
        }
        return ReviewImage(path: relative, width: width, height: height)
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }
}

extension ReviewFrame.Status {
    init(_ status: ComparisonStatus) {
        switch status {
        case .equal: self = .equal
        case .different: self = .different
        case .missing: self = .missing
        case .extra: self = .extra
        }
    }
}
