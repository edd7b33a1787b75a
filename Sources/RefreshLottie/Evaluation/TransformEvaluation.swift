import Foundation
import Raster

extension TransformModel {
    /// After Effects' skew is limited to ±85° (beyond it the shear is near infinite).
    static let skewLimit = 85.0

    func position(at frame: Double) -> Point {
        switch position {
        case .point(let p): return p.value(at: frame)
        case let .split(x, y): return Point(x: x.value(at: frame), y: y.value(at: frame))
        }
    }

    /// The matrix at `frame` (local → parent): translate(−anchor), scale, skew along the skew axis, rotate,
    /// translate(position), applied in that order (Lottie spec, Transform; the skew is rotate(axis) ·
    /// shearX(tan(−skew)) · rotate(−axis)).
    ///
    /// With `autoOrient` (a layer's `ao`) the layer also turns to its direction of motion, as lottie-web's
    /// TransformProperty: the angle of the position's change over the last 0.01 frame, or before the first
    /// keyframe over the first 0.01 frame, after the last over the last 0.05 frame.
    func matrix(at frame: Double, autoOrient: Bool = false) -> AffineTransform {
        let a = anchor.value(at: frame), s = scale.value(at: frame), p = position(at: frame)
        let radians = Double.pi / 180
        var m = AffineTransform.translation(-a.x, -a.y).concatenating(.scale(s.x / 100, s.y / 100))
        if let shear = Self.skewing(skew.value(at: frame), axis: skewAxis.value(at: frame)) { m = m.concatenating(shear) }
        let turn = autoOrient ? motionAngle(at: frame) : 0
        m = m.concatenating(.rotation(rotationDegrees(at: frame) * radians + turn))
        if let r = rotation3D { m = m.concatenating(r.projection(at: frame)) }
        return m.concatenating(.translation(p.x, p.y))
    }

    /// A skew of `degrees` (limited to ±85°) along the axis at `axis` degrees: rotate(−axis) · shearX(tan(−skew)) ·
    /// rotate(axis), lottie-web's `skewFromAxis(−skew, axis)`; nil for no skew.
    static func skewing(_ degrees: Double, axis: Double) -> AffineTransform? {
        let radians = Double.pi / 180
        let sk = min(max(degrees, -skewLimit), skewLimit)
        guard sk != 0 else { return nil }
        let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * radians), d: 1, tx: 0, ty: 0)
        return AffineTransform.rotation(-axis * radians).concatenating(shear).concatenating(.rotation(axis * radians))
    }

    /// The rotation at `frame`, with its `time` expression when it has one.
    func rotationDegrees(at frame: Double) -> Double {
        rotationPerFrame.map { $0 * frame } ?? rotation.value(at: frame)
    }

    /// The direction of motion at `frame`, in radians; 0 for a position without keyframes.
    private func motionAngle(at frame: Double) -> Double {
        let tracks: [(Double, Double)?]
        switch position {
        case .point(let p): tracks = [p.keyRange]
        case let .split(x, y): tracks = [x.keyRange, y.keyRange]
        }
        let ranges = tracks.compactMap { $0 }
        guard let first = ranges.map(\.0).min(), let last = ranges.map(\.1).max() else { return 0 }
        let (a, b) = frame <= first ? (first + 0.01, first) : frame >= last ? (last, last - 0.05) : (frame, frame - 0.01)
        let d = position(at: a) - position(at: b)
        return d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
    }

    /// Opacity at `frame` as a fraction, clamped to 0...1 (easing may overshoot).
    func opacity(at frame: Double) -> Double { min(max(opacity.value(at: frame) / 100, 0), 1) }
}

extension TransformModel.Rotation3D {
    /// The plane's turn about Y, then X, then the orientation (Z, Y, X), as lottie-web's TransformProperty builds
    /// it after the Z rotation, seen without perspective: the rotations' 3 × 3 product (row vectors, as
    /// `AffineTransform`) with the depth dropped, which is what its canvas renderer, rlottie and ThorVG draw.
    func projection(at frame: Double) -> AffineTransform {
        let radians = Double.pi / 180
        typealias M = [[Double]]
        func about(_ axis: Int, _ degrees: Double) -> M {
            let c = cos(degrees * radians), s = sin(degrees * radians)
            switch axis {
            case 0: return [[1, 0, 0], [0, c, -s], [0, s, c]]
            case 1: return [[c, 0, s], [0, 1, 0], [-s, 0, c]]
            default: return [[c, -s, 0], [s, c, 0], [0, 0, 1]]
            }
        }
        func times(_ p: M, _ q: M) -> M {
            (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + p[i][$1] * q[$1][j] } } }
        }
        let q = [about(1, y.value(at: frame)), about(0, x.value(at: frame)), about(2, -orientation.z),
                 about(1, orientation.y), about(0, orientation.x)].reduce(about(2, 0), times)
        return AffineTransform(a: q[0][0], b: q[0][1], c: q[1][0], d: q[1][1], tx: 0, ty: 0)
    }
}
