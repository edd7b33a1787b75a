import Foundation
import Raster
import RefreshOutput

/// `render-frames compare A B` for two animations (GIF, APNG, WebP, in any pairing): the canvases compared over time.
extension Compare {
    /// Decodes both sides (exit 3 when one does not decode), prints the summary, adds the spans to the review page
    /// when one is being made; true when they differ.
    func compareAnimations(_ left: [UInt8], _ right: [UInt8], tolerance: ImageTolerance) throws -> Bool {
        let a = try playback(left, reference), b = try playback(right, actual)
        let comparison = AnimationComparison(reference: a, actual: b, tolerance: tolerance)
        var outputs = try open(diffs: comparison.spans.map { ComparisonReport.spanDiffName($0.index) },
                               pictures: ComparisonReport.pictureNames(for: comparison))
        try reporting { try outputs.page?.addAnimations(comparison) }
        header("reference: \(reference) (\(Compare.describe(a)))")
        header("actual:    \(actual) (\(Compare.describe(b)))")
        let roundings = comparison.spans.count - comparison.judgedSpans.count
        let notJudged = comparison.timeTolerance.map { roundings == 0 ? "" : "\(roundings) spans shorter than \($0), where a clock rounded a frame change, not judged (counted equal)" } ?? ""
        guard !comparison.isEqual else {
            StandardOutput.write("equal: all \(comparison.judgedSpans.count) spans match (\(a.duration); \(a.frames.count) and \(b.frames.count) frames\(notJudged.isEmpty ? "" : "; " + notJudged))")
            try finish(&outputs)
            return false
        }
        var wroteDiffs = false
        for span in comparison.differingSpans where span.difference != nil && span.status == .different {
            guard let r = span.referenceFrame, let f = span.actualFrame else { continue }
            try writeDiff(DiffImage.make(reference: a.frames[r].canvas, actual: b.frames[f].canvas, tolerance: tolerance),
                          named: ComparisonReport.spanDiffName(span.index), into: &outputs.diffs)
            wroteDiffs = true
        }
        let rows = comparison.spans.map { span in
            CompareSummary.Row(index: span.index, label: Compare.describe(span, comparison), name: "span \(span.index)",
                               line: Compare.describe(span, comparison), status: span.status, difference: span.difference)
        }
        // The format, canvas, frame count and duration, as the review page's table shows them.
        let summary = CompareSummary(unit: "spans", rows: rows, actual: actual,
                                     settings: ComparisonReport.settingDifferences(comparison),
                                     notes: notJudged.isEmpty ? [] : [notJudged])
        summary.lines(verbose: verbose).forEach(StandardOutput.write)
        if let diffOut, wroteDiffs { StandardOutput.write("diff images in \(diffOut)") }
        try finish(&outputs)
        return true
    }

    /// The animation in `bytes`, or exit 3 naming the file and what is wrong with it.
    private func playback(_ bytes: [UInt8], _ path: String) throws -> AnimationPlayback {
        do {
            return try AnimationPlayback(bytes: bytes)
        } catch {
            throw RunFailure(message: "\(path): \(error)", status: Compare.unreadable)
        }
    }

    /// "t 0.1 s to 0.133 s (reference frame 3, actual frame 2)", or which side has ended.
    static func describe(_ span: AnimationComparison.Span, _ comparison: AnimationComparison) -> String {
        let frames: String
        switch (span.referenceFrame, span.actualFrame) {
        case let (r?, a?): frames = "reference frame \(r), actual frame \(a)"
        case let (r?, nil): frames = "reference frame \(r); the actual animation ended at \(comparison.actual.duration)"
        case let (nil, a?): frames = "actual frame \(a); the reference ended at \(comparison.reference.duration)"
        case (nil, nil): frames = "no frame on either side"
        }
        return "span \(span.index), t \(span.start) to \(span.end) (\(frames))"
    }

    static func describe(_ animation: AnimationPlayback) -> String {
        "\(animation.format.rawValue), \(animation.width)×\(animation.height), \(animation.frames.count) frames, \(animation.duration)"
    }
}
