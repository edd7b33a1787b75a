import Raster
import RefreshLottie
import Foundation

/// Frames `from` to `to` of a Lottie animation (`from ≤ to`), in the file's frame numbers.
public struct LottieFrameRange: Sendable, Hashable, CustomStringConvertible {
    public let from: Double
    public let to: Double

    /// Nil unless both ends are finite and `from ≤ to`.
    public init?(from: Double, to: Double) {
        guard from.isFinite, to.isFinite, from <= to else { return nil }
        self.from = from
        self.to = to
    }

    /// `A..B` (numbers, `A ≤ B`); nil for any other text.
    public init?(parsing text: String) {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]) else { return nil }
        self.init(from: a, to: b)
    }

    public var span: Double { to - from }

    /// Whether both ends are whole frame numbers (a run's frames are).
    public var isWhole: Bool { from == from.rounded() && to == to.rounded() }

    /// True when the range lies within `outer`.
    package func isWithin(_ outer: LottieFrameRange) -> Bool { from >= outer.from && to <= outer.to }

    /// The frame at `fraction` of the way (clamped to 0…1): how a player's `currentProgress` maps to a frame.
    public func frame(at fraction: Double) -> Double {
        from + min(max(fraction.isFinite ? fraction : 0, 0), 1) * span
    }

    /// The frame `seconds` into a loop of the range played at `rate` frames per second from `from`; the range's
    /// end is the next loop's start (a player's loop mode). A range of one frame holds it.
    public func looped(seconds: Double, rate: Double) -> Double {
        looped(from: 0, to: seconds, rate: rate)
    }

    /// The frame of the loop at `time` seconds, begun at `start`: worked out in exact fractions of the times
    /// (`LottieFrameCount`), so that a whole frame of the file falls on the run's frame that reaches it.
    func looped(from start: Double, to time: Double, rate: Double) -> Double {
        guard span > 0, time.isFinite, start.isFinite, time > start else { return from }
        if let elapsed = LottieFrameCount.exact(from: start, to: time, rate: rate), let span = LottieFrameCount(span),
           let inLoop = elapsed.remainder(dividingBy: span) {
            return from + inLoop.value
        }
        return from + ((time - start) * rate).truncatingRemainder(dividingBy: span)
    }

    /// `0..30`, or `12.5..40` for fractional frames.
    public var description: String { "\(Self.number(from))..\(Self.number(to))" }

    /// `30`, or `12.5` for a fractional number.
    public static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}

/// What a Lottie header shows while it collapses after a refresh (STYLES.md §9.3).
public enum LottieEnding: String, Sendable, Hashable, CaseIterable {
    /// The end range plays once at the file's frame rate and holds its last frame; without an end range the
    /// animation follows the pull again, as the common control's `stop()` leaves it.
    case play
    /// The frame shown when the refresh ended stays until the header is idle.
    case hold
}

/// A Lottie animation as a pull-to-refresh header (STYLES.md §9): the pattern of the common `LottieRefreshControl`s —
/// pull progress (distance / `maxPull`, clamped to 1) picks a frame of the pull range, refreshing loops the refresh
/// range at the file's frame rate, ending plays the end range once or holds. The ranges are the file's markers
/// `pull`, `refresh` and `end`, unless an option gives them; without either, the whole animation.
public struct LottieStyle: RefreshStyle {
    /// `lottie`, and one line on it: the style's name and summary, known without a file.
    public static let styleName = "lottie"
    public static let about = "a Lottie animation driven by the pull: progress picks a frame, refreshing loops, ending plays once"
    public var name: String { LottieStyle.styleName }
    public var summary: String { LottieStyle.about }
    public let animation: LottieAnimation
    /// RefreshLottie draws no text layers (they are reported as unsupported).
    public let drawsText = false
    /// Header height in points (§9.2).
    public var height: Double
    /// The pull distance, in points, at which the pull range is at its end and the header triggers (§9.1).
    package var maxPull: Double
    /// The animation's box in points, centred in the header; the composition is fitted inside it keeping its aspect
    /// ratio (§9.2).
    public var box: Size
    /// Ranges given as options; nil: the file's marker, else the whole animation (§9.3).
    package var pullFrames: LottieFrameRange?
    package var refreshFrames: LottieFrameRange?
    package var endFrames: LottieFrameRange?
    public var ending: LottieEnding

    /// Defaults (§9.1, §9.2): threshold 150 pt, header 60 pt, box 60 × 60 pt, the end range played.
    package static let defaultMaxPull = 150.0
    public static let defaultHeight = 60.0
    package static let defaultBox = Size(width: 60, height: 60)

    /// The header of `animation`; its markers `pull`, `refresh` and `end` are checked as the options giving those
    /// ranges are: each within the file's frames, and at most one of each name.
    public init(animation: LottieAnimation) throws(LottieMarkerError) {
        self.animation = animation
        height = LottieStyle.defaultHeight
        maxPull = LottieStyle.defaultMaxPull
        box = LottieStyle.defaultBox
        ending = .play
        for name in Self.markerNames {
            let named = animation.composition.markers.filter { $0.name == name }
            guard named.count <= 1 else { throw .repeated(name: name, count: named.count) }
            if let range = marker(name), !range.isWithin(fileFrames) {
                throw .outsideFrames(name: name, frames: range, file: fileFrames)
            }
        }
    }

    /// The markers the header reads (§9.3).
    static let markerNames = ["pull", "refresh", "end"]

    /// The accepted numbers of the options (§9.2): enough for any phone header, and a frame of at most 6000 × 600 px.
    package static let maxPullBounds = NumberBounds(from: 10, to: 1000, unit: "points")
    package static let heightBounds = NumberBounds(from: 20, to: 200, unit: "points")
    package static let boxBounds = NumberBounds(from: 1, to: 2000, unit: "points")

    public static let options: [StyleOption<LottieStyle>] = [
        StyleOption("max-pull", \.maxPull, pattern: "POINTS", accepted: { _ in maxPullBounds.description },
                    parse: { text, _ in Double(text).flatMap { maxPullBounds.contains($0) ? $0 : nil } },
                    show: { LottieFrameRange.number($0) },
                    help: "the pull, in points, that reaches the pull range's end and triggers the refresh (default 150)"),
        StyleOption("height", \.height, pattern: "POINTS", accepted: { _ in heightBounds.description },
                    parse: { text, _ in Double(text).flatMap { heightBounds.contains($0) ? $0 : nil } },
                    show: { LottieFrameRange.number($0) }, help: "the header's height in points (default 60)"),
        StyleOption("box", \.box, pattern: "WxH", accepted: { _ in "WxH in \(boxBounds), like 80x60" },
                    parse: { text, _ in parseBox(text) },
                    show: { "\(LottieFrameRange.number($0.width))x\(LottieFrameRange.number($0.height))" },
                    help: "the animation's box in points, centred; the animation is fitted inside it (default 60x60)"),
        rangeOption("pull", \.pullFrames, help: "frames the pull runs through (default: the file's marker pull, else the whole animation)"),
        rangeOption("refresh", \.refreshFrames, help: "frames looped while refreshing (default: the marker refresh, else the whole animation)"),
        rangeOption("end", \.endFrames, help: "frames played once when the refresh ends (default: the marker end, else none)"),
        StyleOption("ending", \.ending, values: LottieEnding.allCases.map { ($0.rawValue, $0) },
                    help: "play: the end range once (without one, the pull again); hold: keep the last refreshing frame (default play)"),
    ]

    private static func rangeOption(_ key: String, _ property: WritableKeyPath<LottieStyle, LottieFrameRange?> & Sendable,
                                    help: String) -> StyleOption<LottieStyle> {
        StyleOption(key, property, pattern: "A..B",
                    accepted: { "frames A..B with A ≤ B within the file's \($0.fileFrames), like 0..30" },
                    parse: { text, style in
                        LottieFrameRange(parsing: text).flatMap { $0.isWithin(style.fileFrames) ? $0 : nil }.map { .some($0) }
                    },
                    show: { $0?.description }, help: help)
    }

    private static func parseBox(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              boxBounds.contains(w), boxBounds.contains(h) else { return nil }
        return Size(width: w, height: h)
    }

    /// The file's frames, in point to out point.
    package var fileFrames: LottieFrameRange {
        let c = animation.composition
        return LottieFrameRange(from: c.inPoint, to: c.outPoint) ?? LottieFrameRange(from: c.inPoint, to: c.inPoint)!
    }

    /// The marker called `name` as a range (its first frame to first frame + duration), if the file has one.
    public func marker(_ name: String) -> LottieFrameRange? {
        animation.composition.markers.first { $0.name == name }
            .flatMap { LottieFrameRange(from: $0.frame, to: $0.frame + max($0.duration, 0)) }
    }

    /// The pull range: the option, the marker `pull`, else in point to the last frame (out point − 1: a layer is
    /// not drawn at its out point, §9.3).
    package var pullRange: LottieFrameRange {
        let c = animation.composition
        return pullFrames ?? marker("pull")
            ?? LottieFrameRange(from: c.inPoint, to: max(c.inPoint, c.outPoint - 1)) ?? fileFrames
    }

    /// The refresh range: the option, the marker `refresh`, else in point to out point (looping back to the in
    /// point, as a player loops the file).
    package var refreshRange: LottieFrameRange { refreshFrames ?? marker("refresh") ?? fileFrames }

    /// The end range: the option or the marker `end`; nil when there is neither.
    package var endRange: LottieFrameRange? { endFrames ?? marker("end") }

    /// Threshold `maxPull` while dragging; the inset held while refreshing is the header's height, opened over
    /// 0.25 s and closed over 0.4 s; the demo's refresh lasts 2 s (§9.1).
    public var rules: PullRules {
        PullRules(threshold: maxPull, refreshingInset: height, openDuration: 0.25, refreshDuration: 2.0, collapseDuration: 0.4)
    }

    public var artwork: [VectorArtwork] { [] }

    /// The frame shown for `sample` (§9.3).
    public func frame(for sample: PullSample) -> Double {
        let rate = animation.composition.frameRate
        let refreshBegan = sample.lastEntry(into: .refreshing)
        switch sample.state {
        case .refreshing:
            return refreshRange.looped(from: refreshBegan ?? sample.stateEnteredAt, to: sample.time, rate: rate)
        case .ending:
            let ended = sample.lastEntry(into: .ending) ?? sample.stateEnteredAt
            switch ending {
            case .hold:
                return refreshRange.looped(from: refreshBegan ?? ended, to: ended, rate: rate)
            case .play:
                guard let end = endRange else { return pullRange.frame(at: sample.progress) }
                let elapsed = LottieFrameCount.frames(from: ended, to: sample.time, rate: rate)
                return end.from + min(max(elapsed.isFinite ? elapsed : 0, 0), end.span)
            }
        case .idle, .pulling, .noMoreData:
            return pullRange.frame(at: sample.progress)
        }
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        let contents = LottieContents(animation: animation, frame: frame(for: sample))
        let view = Layer(name: "animation",
                         frame: Rect(x: (w - box.width) / 2, y: (height - box.height) / 2, width: box.width, height: box.height),
                         content: .image(ImageProperties(contents: .lottie(contents), contentsGravity: .resizeAspect)))
        // The common controls sit on a table view's white background (§9.2).
        var root = Layer(name: "header", frame: Rect(x: 0, y: 0, width: w, height: height), sublayers: [view])
        root.backgroundColor = .white
        return ControlScene(root: root, animations: AnimationList())
    }
}

/// A marker the lottie header reads (`pull`, `refresh`, `end`) that it cannot use: a range past the file's frames
/// would show blank frames, and of two markers of one name neither is the one meant.
public enum LottieMarkerError: Error, Equatable, CustomStringConvertible {
    /// Marker `name` covers `frames`, which are not all within the file's frames `file`.
    case outsideFrames(name: String, frames: LottieFrameRange, file: LottieFrameRange)
    /// `count` markers are called `name`.
    case repeated(name: String, count: Int)

    public var description: String {
        switch self {
        case let .outsideFrames(name, frames, file):
            return "marker \(name) covers frames \(frames); expected frames A..B with A ≤ B within the file's \(file)"
        case let .repeated(name, count):
            return "\(count) markers are called \(name); expected at most one"
        }
    }
}
