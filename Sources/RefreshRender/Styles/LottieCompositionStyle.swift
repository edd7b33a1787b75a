import Raster
import RefreshLottie

/// A Lottie animation's own frames, as the file plays them: a frame the size of the composition, frame k of a run at
/// the file's frame rate showing file frame `inPoint + k`. The gesture does not move it (its samples are idle); it
/// is a style so that the frame jobs (PNG, GIF) render it like any header.
public struct LottieCompositionStyle: HeaderStyle {
    public let name = "lottie-composition"
    public let summary = "a Lottie animation's own frames at its own size"
    /// RefreshLottie draws no text layers (they are reported as unsupported).
    public let drawsText = false
    public let animation: LottieAnimation

    public init(animation: LottieAnimation) {
        self.animation = animation
    }

    public var height: Double { animation.composition.height }
    /// The composition's width, not the header width: its size is its own (within `allowedSide`).
    public var fixedWidth: Double? { animation.composition.width }
    /// Unused (nothing is pulled); a threshold of one point keeps the gesture's samples idle and cheap.
    public let rules = PullRules(threshold: 1, refreshingInset: 0, openDuration: 0, refreshDuration: 0, collapseDuration: 0)
    public var artwork: [VectorArtwork] { [] }

    /// The sides a composition may have to be rendered as such: at most 2000 pt, so a frame is at most 6000 px at
    /// scale 3, as a header's (`HeaderWidth`). Small compositions are fine: their size is their own.
    public static let allowedSide = NumberBounds(above: 0, atMost: HeaderWidth.allowed.upper, unit: "points")

    /// The gesture the frames are sampled on: nothing moves for `seconds` (the composition plays on its own clock; a
    /// timeline's samples stop at its end, so it lasts as long as the run).
    static func stillScenario(seconds: Double) -> Scenario {
        Scenario(name: "none", steps: [.wait(duration: seconds)], tail: 0)
    }

    /// The number of frames from the in point up to (not including) the out point.
    public var frameCount: Int {
        let c = animation.composition
        return max(1, Int((c.outPoint - c.inPoint - 1e-9).rounded(.up)))
    }

    /// The file frame shown at `time` seconds: in point + time × rate, exact at whole frames (`time` = k / rate
    /// multiplied back can miss k by an ulp).
    public func frame(at time: Double) -> Double {
        let c = animation.composition
        let offset = time * c.frameRate
        let whole = offset.rounded()
        return c.inPoint + (abs(offset - whole) < 1e-6 ? whole : offset)
    }

    /// The file's frame rate as a run's (`FrameRate`).
    public var frameRate: FrameRate {
        get throws(LottieCompositionError) {
            let rate = animation.composition.frameRate
            guard let checked = try? FrameRate(rate) else { throw .frameRateOutOfRange(rate, allowed: FrameRate.allowed) }
            return checked
        }
    }

    /// The time sequence of frames `frames` (file frame numbers; nil: all), at the file's frame rate. Checks the
    /// composition's size, rate and length and the range against what a run accepts.
    public func sampling(frames: LottieFrameRange?) throws(LottieCompositionError) -> FrameSampling {
        let c = animation.composition
        for side in [c.width, c.height] where !Self.allowedSide.contains(side) {
            throw .sizeOutOfRange(width: c.width, height: c.height, allowed: Self.allowedSide)
        }
        _ = try frameRate
        let count = frameCount
        let seconds = Double(count) / c.frameRate
        guard SequenceDuration.allowed.contains(seconds), FrameSampling.frameCounts.contains(count) else {
            throw .tooLong(frames: count, seconds: seconds, allowed: SequenceDuration.allowed)
        }
        var indices: ClosedRange<Int>? = nil
        if let frames {
            let first = (frames.from - c.inPoint - 1e-9).rounded(.up), last = (frames.to - c.inPoint + 1e-9).rounded(.down)
            guard first >= 0, last < Double(count), first <= last else {
                throw .rangeOutside(frames, first: c.inPoint, last: c.inPoint + Double(count - 1))
            }
            indices = Int(first)...Int(last)
        }
        return .sequence(scenario: Self.stillScenario(seconds: seconds), fps: c.frameRate, duration: seconds, range: indices)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> HeaderScene {
        let c = animation.composition
        let contents = LottieContents(animation: animation, frame: frame(at: sample.time))
        let root = Layer(name: "composition", frame: Rect(x: 0, y: 0, width: c.width, height: c.height),
                         content: .image(ImageProperties(contents: .lottie(contents))))
        return HeaderScene(root: root, animations: AnimationList())
    }
}

/// A composition that cannot be rendered frame by frame as a run: each case has the bad value and what is accepted.
public enum LottieCompositionError: Error, Equatable, CustomStringConvertible {
    case sizeOutOfRange(width: Double, height: Double, allowed: NumberBounds)
    case frameRateOutOfRange(Double, allowed: NumberBounds)
    case tooLong(frames: Int, seconds: Double, allowed: NumberBounds)
    /// A frame range that is not within the file's frames `first`…`last`.
    case rangeOutside(LottieFrameRange, first: Double, last: Double)

    public var description: String {
        let n = LottieFrameRange.number
        switch self {
        case .sizeOutOfRange(let w, let h, let allowed):
            return "the composition is \(n(w))×\(n(h)) pt; expected sides in \(allowed)"
        case .frameRateOutOfRange(let rate, let allowed):
            return "the composition plays at \(n(rate)) frames per second; expected \(allowed)"
        case .tooLong(let frames, let seconds, let allowed):
            return "the composition has \(frames) frames (\(n(seconds)) s); expected \(allowed) and at most \(FrameSampling.maximumFrames) frames"
        case .rangeOutside(let range, let first, let last):
            return "frames \(range) are not accepted; expected a range within \(n(first))..\(n(last)) (the file's frames)"
        }
    }
}
