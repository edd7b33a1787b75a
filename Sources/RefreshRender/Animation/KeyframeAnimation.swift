import Raster
import Foundation

/// A multi-keyframe animation of one property (CAKeyframeAnimation; STYLES.md §6.6): either `values` or, for point
/// properties, a `path` to move along.
public struct KeyframeAnimation: Sendable {
    /// How values between keyframes are computed.
    public enum CalculationMode: Sendable, Hashable {
        /// Linear interpolation between keyframes at `keyTimes` (evenly spaced by default), each segment eased by
        /// its entry in `timingFunctions`.
        case linear
        /// No interpolation: each value holds until the next key time. `keyTimes`, when given, has one more entry
        /// than there are values (the last being the end).
        case discrete
        /// Constant speed: key times are generated from the distances between values (arc length along a path);
        /// `keyTimes`, `timingFunctions` and `timingFunction` are ignored (STYLES.md §6.6).
        case paced
    }

    /// Orientation of the layer along a path (CAAnimationRotationMode); nil leaves it alone.
    public enum RotationMode: Sendable, Hashable {
        /// Rotate the layer to the path's tangent.
        case auto
        /// Rotate to the tangent plus a half turn.
        case autoReverse
    }

    public let keyPath: AnimationKeyPath
    /// The keyframe values (empty when `path` is used).
    public let values: [AnimatableValue]
    /// The path followed by a point property; when set, `values` is ignored.
    public let path: Path?
    public let keyTimes: [Double]?
    public let timingFunctions: [TimingFunction]?
    public let calculationMode: CalculationMode
    public let rotationMode: RotationMode?
    public let timing: MediaTiming
    public let timingFunction: TimingFunction
    public let isAdditive: Bool
    public let isCumulative: Bool

    /// Flattening tolerance (points) for measuring a keyframe path: Béziers become chords deviating at most this
    /// much, so positions are within it and `rotationMode` headings within about √(8·tol/r) radians on a curve
    /// of radius r (0.007 rad on the airplane's 44 pt oval).
    public static let pathTolerance = 0.001

    // Precomputed once: the frames sampled (values, or arc-length distances along the path), their times, the
    // per-segment curves, and the path's measure.
    private let frames: [AnimatableValue]
    private let frameTimes: [Double]
    private let segmentFunctions: [TimingFunction]?
    private let measure: PathMeasure?

    /// Keyframes from values. Validated: at least one value, all of the key path's kind and finite; `keyTimes` in
    /// 0...1, non-decreasing, one per value (one more for discrete); `timingFunctions` one per segment (linear mode).
    public init(keyPath: AnimationKeyPath, values: [AnimatableValue], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming = .standard, timingFunction: TimingFunction = .linear,
                isAdditive: Bool = false, isCumulative: Bool = false) throws {
        guard !values.isEmpty else {
            throw AnimationError.missingValue(what: "values of the \(keyPath.rawValue) keyframe animation",
                                              accepted: "at least one value, or a path")
        }
        for (i, v) in values.enumerated() { try v.validate(for: keyPath, what: "values[\(i)]") }
        try self.init(keyPath: keyPath, values: values, path: nil, measure: nil, frames: values, keyTimes: keyTimes,
                      timingFunctions: timingFunctions, calculationMode: calculationMode, rotationMode: nil,
                      timing: timing, timingFunction: timingFunction, isAdditive: isAdditive,
                      isCumulative: isCumulative)
    }

    /// Keyframes along `path` for a point property (`position`, `anchorPoint`, `bounds.origin`). In paced mode the
    /// point moves at constant speed by arc length (measured with `PathMeasure`); in linear and discrete modes the
    /// keyframes are the ends of the path's drawing elements (each element at constant speed between them).
    public init(keyPath: AnimationKeyPath, path: Path, keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .paced,
                rotationMode: RotationMode? = nil, timing: MediaTiming = .standard,
                timingFunction: TimingFunction = .linear, isAdditive: Bool = false,
                isCumulative: Bool = false) throws {
        guard keyPath.valueKind == .point else {
            throw AnimationError.kindMismatch(what: "a path", keyPath: keyPath.rawValue, expected: keyPath.valueKind,
                                              found: .point)
        }
        try path.validate()
        let measure = PathMeasure(path, tolerance: KeyframeAnimation.pathTolerance)
        // Arc length at the end of each drawing element (moves start subpaths and add no length).
        var distances: [Double] = [0]
        var prefix = Path()
        for element in path.elements {
            prefix.append(element)
            if case .move = element { continue }
            distances.append(PathMeasure(prefix, tolerance: KeyframeAnimation.pathTolerance).length)
        }
        guard distances.count > 1 else {
            throw AnimationError.missingValue(what: "drawing elements of the keyframe path",
                                              accepted: "a path with at least one line, curve or arc")
        }
        let frames: [AnimatableValue] = calculationMode == .paced
            ? [.scalar(0), .scalar(measure.length)] : distances.map { .scalar($0) }
        try self.init(keyPath: keyPath, values: [], path: path, measure: measure, frames: frames, keyTimes: keyTimes,
                      timingFunctions: timingFunctions, calculationMode: calculationMode,
                      rotationMode: rotationMode, timing: timing, timingFunction: timingFunction,
                      isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// As the values initialiser with a Core Animation key path string.
    public init(keyPath: String, values: [AnimatableValue], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming = .standard, timingFunction: TimingFunction = .linear,
                isAdditive: Bool = false, isCumulative: Bool = false) throws {
        try self.init(keyPath: try AnimationKeyPath(keyPath), values: values, keyTimes: keyTimes,
                      timingFunctions: timingFunctions, calculationMode: calculationMode, timing: timing,
                      timingFunction: timingFunction, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// As the path initialiser with a Core Animation key path string.
    public init(keyPath: String, path: Path, keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
                calculationMode: CalculationMode = .paced, rotationMode: RotationMode? = nil,
                timing: MediaTiming = .standard, timingFunction: TimingFunction = .linear,
                isAdditive: Bool = false, isCumulative: Bool = false) throws {
        try self.init(keyPath: try AnimationKeyPath(keyPath), path: path, keyTimes: keyTimes,
                      timingFunctions: timingFunctions, calculationMode: calculationMode, rotationMode: rotationMode,
                      timing: timing, timingFunction: timingFunction, isAdditive: isAdditive,
                      isCumulative: isCumulative)
    }

    private init(keyPath: AnimationKeyPath, values: [AnimatableValue], path: Path?, measure: PathMeasure?,
                 frames: [AnimatableValue], keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
                 calculationMode: CalculationMode, rotationMode: RotationMode?, timing: MediaTiming,
                 timingFunction: TimingFunction, isAdditive: Bool, isCumulative: Bool) throws {
        let n = frames.count
        var times: [Double]
        switch calculationMode {
        case .paced:
            var cumulative = [0.0]
            for i in 1..<max(n, 1) { cumulative.append(cumulative[i - 1] + frames[i - 1].distance(to: frames[i])) }
            let total = cumulative.last ?? 0
            times = total > 0 && total.isFinite
                ? cumulative.map { $0 / total }
                : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        case .linear, .discrete:
            let expected = calculationMode == .discrete ? n + 1 : n
            if let keyTimes {
                guard keyTimes.count == expected else {
                    throw AnimationError.outOfRange(what: "keyTimes count", value: "\(keyTimes.count)",
                                                    accepted: "\(expected) (one per keyframe"
                                                        + (calculationMode == .discrete ? ", plus the end)" : ")"))
                }
                for (i, t) in keyTimes.enumerated() {
                    guard t.isFinite, (0...1).contains(t), i == 0 || t >= keyTimes[i - 1] else {
                        throw AnimationError.outOfRange(what: "keyTimes[\(i)]", value: "\(t)",
                                                        accepted: "0...1, not below the previous key time")
                    }
                }
                times = keyTimes
            } else if calculationMode == .discrete {
                times = (0...n).map { Double($0) / Double(n) }
            } else {
                times = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
            }
        }
        if calculationMode == .linear, let timingFunctions, timingFunctions.count != max(n - 1, 0) {
            throw AnimationError.outOfRange(what: "timingFunctions count", value: "\(timingFunctions.count)",
                                            accepted: "\(max(n - 1, 0)) (one per segment between keyframes)")
        }
        self.keyPath = keyPath
        self.values = values
        self.path = path
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.rotationMode = rotationMode
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.frames = frames
        self.frameTimes = times
        self.segmentFunctions = calculationMode == .linear ? timingFunctions : nil
        self.measure = measure
    }

    /// The sampled frame (a value, or a distance along the path) at progress `x` before easing.
    private func sample(_ x: Double) -> AnimatableValue {
        let y = calculationMode == .paced ? x : timingFunction.value(at: x)
        let n = frames.count
        if calculationMode == .discrete {
            var i = 0
            while i + 1 < n && frameTimes[i + 1] <= y { i += 1 }
            return frames[i]
        }
        guard n > 1, y > frameTimes[0] else { return frames[0] }
        guard y < frameTimes[n - 1] else { return frames[n - 1] }
        var i = 0
        while i + 2 < n && frameTimes[i + 1] <= y { i += 1 }
        let span = frameTimes[i + 1] - frameTimes[i]
        var f = span > 0 ? (y - frameTimes[i]) / span : 1
        if let segmentFunctions { f = segmentFunctions[i].value(at: f) }
        return frames[i].interpolated(to: frames[i + 1], f)
    }

    private func resolve(_ frame: AnimatableValue) -> AnimatableValue {
        guard let measure, case .scalar(let d) = frame else { return frame }
        return .point(measure.position(atDistance: d))
    }

    /// The animated value at progress `x` (before the timing function) after `completedCycles` cycles, over
    /// `current`, and the rotation the layer takes along a path when `rotationMode` is set (radians, clockwise on
    /// screen).
    public func value(atProgress x: Double, completedCycles: Double, over current: AnimatableValue)
        -> (value: AnimatableValue, rotation: Double?) {
        let frame = sample(x)
        var v = resolve(frame)
        if isCumulative, let first = frames.first, let last = frames.last {
            v = v.accumulated(cycles: completedCycles, from: resolve(first), to: resolve(last))
        }
        if isAdditive { v = current.adding(v) }
        var rotation: Double?
        if let rotationMode, let measure, case .scalar(let d) = frame {
            let t = measure.tangent(atDistance: d)
            let angle = atan2(t.y, t.x)
            rotation = rotationMode == .auto ? angle : angle + Double.pi
        }
        return (v, rotation)
    }
}
