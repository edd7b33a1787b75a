import ArgumentParser
import Foundation
import Raster
import RefreshOutput

/// `render-frames compare A B` for two animations (GIF, APNG, WebP, in any pairing): the canvases compared over time.
extension Compare {
    /// Decodes both sides (exit 3 when one does not decode), prints the report, adds the spans to `page` when a review
    /// page is being made; true when they differ.
    func compareAnimations(_ left: [UInt8], _ right: [UInt8], tolerance: ImageTolerance,
                           page: inout ComparisonReport?) throws -> Bool {
        let a = try playback(left, reference), b = try playback(right, actual)
        let comparison = AnimationComparison(reference: a, actual: b, tolerance: tolerance)
        try reporting { try page?.addAnimations(comparison) }
        print("reference: \(reference) (\(Compare.describe(a)))")
        print("actual:    \(actual) (\(Compare.describe(b)))")
        let differing = comparison.differingSpans, judged = comparison.judgedSpans.count
        let roundings = comparison.spans.count - judged
        let notJudged = comparison.timeTolerance.map { roundings == 0 ? "" : "; \(roundings) spans shorter than \($0), where a clock rounded a frame change, not judged" } ?? ""
        guard let first = differing.first else {
            print("equal: all \(judged) spans match (\(a.duration); \(a.frames.count) and \(b.frames.count) frames\(notJudged))")
            return false
        }
        print("first difference: \(Compare.describe(first, comparison))")
        print("differing spans:")
        for span in differing {
            var line = "  " + Compare.describe(span, comparison)
            if let difference = span.difference {
                line += "  changed \(difference.changedPixelCount) px, max difference \(difference.largestChannelDifference)"
                if let box = difference.changedBounds { line += ", \(box)" }
                try writeDiff(span, comparison)
            }
            print(line)
        }
        if !comparison.sizesMatch {
            print("canvas size differs: \(a.width)×\(a.height) in \(reference), \(b.width)×\(b.height) in \(actual)")
        }
        if !comparison.durationsMatch {
            print("duration differs: \(a.duration) in \(reference), \(b.duration) in \(actual)")
        }
        let written = diffOut.map { differing.contains { $0.difference != nil } ? "; diff images in \($0)" : "" } ?? ""
        print("summary: \(judged - differing.count) equal, \(differing.count) differ of \(judged) spans" + notJudged + written)
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

    /// The diff picture of a differing span, `span_NNNN-diff.png` in the diff folder.
    private func writeDiff(_ span: AnimationComparison.Span, _ comparison: AnimationComparison) throws {
        guard let diffOut, let r = span.referenceFrame, let a = span.actualFrame else { return }
        let name = "span_" + String(format: "%04d", span.index) + "-diff.png"
        let path = (diffOut as NSString).appendingPathComponent(name)
        do {
            try DiffImage.make(reference: comparison.reference.frames[r].canvas, actual: comparison.actual.frames[a].canvas,
                               tolerance: comparison.tolerance).writePNG(to: path)
        } catch {
            throw RunFailure(message: "cannot write the diff image \(path): \(error)", status: Compare.unreadable)
        }
    }
}
