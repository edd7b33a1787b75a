import Raster
import RefreshLottie

/// A Lottie animation's own frames, as the file plays them: a frame the size of the composition, frame k of a run at
/// the file's frame rate showing file frame `inPoint + k`. It plays on its own clock (`FrameSampling.clock`): no
/// gesture moves it, and it has no place on a demo screen.
public struct LottieCompositionControl: Control {
    /// Names the run's single files and its manifest (a file's own name, say).
    public let name: String
    public static let defaultName = "lottie-composition"
    /// RefreshLottie draws no text layers (they are reported as unsupported).
    public let drawsText = false
    public let animation: LottieAnimation

    public init(animation: LottieAnimation, name: String = LottieCompositionControl.defaultName) {
        self.animation = animation
        self.name = name
    }

    public var height: Double { animation.composition.height }
    /// The composition's width, not the header width: its size is its own (within `maximumPixels` at the run's scale).
    public var fixedWidth: Double? { animation.composition.width }
    public var screenTraits: ScreenTraits? { nil }

    /// The most pixels a frame of a composition may have: 36 Mpx, the area of a 2000 × 2000 pt frame at @3x, whatever
    /// its shape (lottie-ios's gradient_square is 2014 × 1434 pt), each side within a canvas's 16384 px. Every worker
    /// holds a canvas, its coverage and the pictures it compares with, so the area bounds a run's memory.
    package static let maximumPixels = 36_000_000

    /// The number of frames: the file's frames as a player counts them (`LottieComposition.frameRange`).
    public var frameCount: Int { animation.composition.frameRange.count }

    /// The file frame shown at `time` seconds: the first frame + time × rate, exact at whole frames (`time` = k / rate
    /// multiplied back can miss k by an ulp). The first frame of a fractional in point (4 for 4.00000016) draws the
    /// in point itself.
    public func frame(at time: Double) -> Double {
        let offset = time * animation.composition.frameRate
        let whole = offset.rounded()
        return Double(animation.composition.frameRange.lowerBound) + (abs(offset - whole) < 1e-6 ? whole : offset)
    }

    /// The file's frame rate as a run's (`FrameRate`).
    public var frameRate: FrameRate {
        get throws(LottieCompositionError) {
            let rate = animation.composition.frameRate
            guard let checked = try? FrameRate(rate) else { throw .frameRateOutOfRange(rate, allowed: FrameRate.allowed) }
            return checked
        }
    }

    /// The time sequence of frames `frames` (file frame numbers; nil: all), at the file's frame rate, for frames of
    /// the composition's size × `scale`. Checks the size, rate and length and the range against what a run accepts.
    public func sampling(frames: LottieFrameRange?, scale: PixelScale) throws(LottieCompositionError) -> FrameSampling {
        let c = animation.composition
        let s = Double(scale.factor)
        let width = (c.width * s).rounded(.up), height = (c.height * s).rounded(.up)
        guard width <= Double(Image.maxDimension), height <= Double(Image.maxDimension),
              width * height <= Double(Self.maximumPixels) else {
            throw .tooLarge(width: c.width, height: c.height, scale: scale.factor)
        }
        _ = try frameRate
        let count = frameCount
        let seconds = Double(count) / c.frameRate
        guard SequenceDuration.allowed.contains(seconds), FrameSampling.frameCounts.contains(count) else {
            throw .tooLong(frames: count, seconds: seconds, allowed: SequenceDuration.allowed)
        }
        var indices: ClosedRange<Int>? = nil
        let first = c.frameRange.lowerBound
        if let frames {
            let from = (frames.from - Double(first) - 1e-9).rounded(.up), to = (frames.to - Double(first) + 1e-9).rounded(.down)
            guard from >= 0, to < Double(count), from <= to else {
                throw .rangeOutside(frames, first: Double(first), last: Double(first + count - 1))
            }
            indices = Int(from)...Int(to)
        }
        return .clock(fps: c.frameRate, duration: seconds, range: indices)
    }

    /// Only its own clock: `sampling(frames:scale:)`'s.
    public func plan(_ sampling: FrameSampling, screen: ScreenOptions?) throws -> FramePlan {
        try FramePlan(clock: sampling)
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let c = animation.composition
        let contents = LottieContents(animation: animation, frame: frame(at: sample.time))
        let root = Layer(name: "composition", frame: Rect(x: 0, y: 0, width: c.width, height: c.height),
                         content: .image(ImageProperties(contents: .lottie(contents))))
        return ControlScene(root: root, animations: AnimationList())
    }
}

/// A composition that cannot be rendered frame by frame as a run: each case has the bad value and what is accepted.
public enum LottieCompositionError: Error, Equatable, CustomStringConvertible {
    /// A frame of the composition at `scale` would have more pixels than a run draws (`maximumPixels`, or a side over
    /// a canvas's).
    case tooLarge(width: Double, height: Double, scale: Int)
    case frameRateOutOfRange(Double, allowed: NumberBounds)
    case tooLong(frames: Int, seconds: Double, allowed: NumberBounds)
    /// A frame range that is not within the file's frames `first`…`last`.
    case rangeOutside(LottieFrameRange, first: Double, last: Double)

    public var description: String {
        let n = LottieFrameRange.number
        switch self {
        case .tooLarge(let w, let h, let scale):
            let pixels = (w * Double(scale)).rounded(.up) * (h * Double(scale)).rounded(.up)
            return "the composition is \(n(w))×\(n(h)) pt, \(n(pixels / 1e6)) Mpx a frame at @\(scale)x; expected at most "
                + "\(LottieCompositionControl.maximumPixels / 1_000_000) Mpx and sides of at most \(Image.maxDimension) px"
        case .frameRateOutOfRange(let rate, let allowed):
            return "the composition plays at \(n(rate)) frames per second; expected \(allowed)"
        case .tooLong(let frames, let seconds, let allowed):
            return "the composition has \(frames) frames (\(n(seconds)) s); expected \(allowed) and at most \(FrameSampling.maximumFrames) frames"
        case .rangeOutside(let range, let first, let last):
            return "frames \(range) are not accepted; expected a range within \(n(first))..\(n(last)) (the file's frames)"
                + (range.isWhole ? "" : " of whole frame numbers")
        }
    }
}
