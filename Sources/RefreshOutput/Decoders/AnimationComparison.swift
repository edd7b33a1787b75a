import Raster

/// Two animations compared as they play: at every moment either shows a new frame, the two canvases then shown are
/// compared. The spans run between the union of both animations' frame changes, so a frame shown for 2/30 s on one
/// side and two equal frames of 1/30 s on the other are equal, whatever the files' formats. Past the end of the
/// shorter animation a span has a frame on one side only and differs; so does every span when the canvas sizes
/// differ.
///
/// A format that counts delays in ticks (GIF centiseconds, WebP milliseconds) has its frame changes rounded to them:
/// the same run at 30 fps changes frame at 1/30 s in an APNG, 0.033 s in a WebP and 0.03 s in a GIF. A span shorter
/// than the coarser side's tick is such a rounding and is not judged (`isRounding`), and durations that differ by
/// less than that tick match.
public struct AnimationComparison: Sendable {
    /// A stretch of time during which both sides show one frame each.
    public struct Span: Sendable {
        /// The span's position, from 0.
        public let index: Int
        public let start: AnimationTime
        public let end: AnimationTime
        /// The frame each side shows (an index into its `frames`); nil once that animation has ended.
        public let referenceFrame: Int?
        public let actualFrame: Int?
        /// How the canvases differ; nil when they are equal within the tolerance, or when a side shows nothing.
        public let difference: ImageDifference?

        /// Shorter than the coarser side's tick: where one side's clock rounded a frame change. Not judged.
        public let isRounding: Bool

        /// Both sides show a frame and the two are equal within the tolerance.
        public var isEqual: Bool { referenceFrame != nil && actualFrame != nil && difference == nil }
    }

    public let reference: AnimationPlayback
    public let actual: AnimationPlayback
    public let tolerance: ImageTolerance
    /// In time order, covering both animations from 0 to the longer one's end (one span at 0 when both last 0 s).
    public let spans: [Span]

    /// The coarser of the two sides' ticks (nil for two APNGs): spans shorter than it are not judged.
    public let timeTolerance: AnimationTime?

    public var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }
    /// The durations are equal, or differ by less than `timeTolerance`.
    public var durationsMatch: Bool {
        let (a, b) = (min(reference.duration, actual.duration), max(reference.duration, actual.duration))
        return a == b || AnimationComparison.isShorter(from: a, to: b, than: timeTolerance)
    }
    /// The spans judged (all but the roundings).
    public var judgedSpans: [Span] { spans.filter { !$0.isRounding } }
    public var differingSpans: [Span] { judgedSpans.filter { !$0.isEqual } }
    public var isEqual: Bool { sizesMatch && durationsMatch && judgedSpans.allSatisfy(\.isEqual) }

    public init(reference: AnimationPlayback, actual: AnimationPlayback, tolerance: ImageTolerance = .exact) {
        self.reference = reference
        self.actual = actual
        self.tolerance = tolerance
        let ticks = [reference.format.tick, actual.format.tick].compactMap { $0 }
        let timeTolerance = ticks.max()
        self.timeTolerance = timeTolerance
        let changes = Set([AnimationTime.zero] + (reference.frames + actual.frames).map(\.end)).sorted()
        var spans: [Span] = []
        for (start, end) in zip(changes, changes.dropFirst()) {
            let r = reference.frameIndex(at: start), a = actual.frameIndex(at: start)
            let rounding = AnimationComparison.isShorter(from: start, to: end, than: timeTolerance)
            spans.append(Span(index: spans.count, start: start, end: end, referenceFrame: r, actualFrame: a,
                              difference: rounding ? nil : AnimationComparison.difference(reference, r, actual, a, tolerance),
                              isRounding: rounding))
        }
        if spans.isEmpty {
            // Both last 0 s: what each shows in the end.
            let r = reference.frames.count - 1, a = actual.frames.count - 1
            spans.append(Span(index: 0, start: .zero, end: .zero, referenceFrame: r, actualFrame: a,
                              difference: AnimationComparison.difference(reference, r, actual, a, tolerance),
                              isRounding: false))
        }
        self.spans = spans
    }

    /// True when `end - start` is less than `tick` (never without a tick).
    private static func isShorter(from start: AnimationTime, to end: AnimationTime, than tick: AnimationTime?) -> Bool {
        guard let tick, let limit = start.adding(tick) else { return false }
        return end < limit
    }

    private static func difference(_ reference: AnimationPlayback, _ r: Int?, _ actual: AnimationPlayback, _ a: Int?,
                                   _ tolerance: ImageTolerance) -> ImageDifference? {
        guard let r, let a else { return nil }
        let difference = ImageDifference(reference: reference.frames[r].canvas, actual: actual.frames[a].canvas,
                                         tolerance: tolerance)
        return difference.isWithinTolerance ? nil : difference
    }
}
