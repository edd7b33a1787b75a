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
        let sk = min(max(skew.value(at: frame), -Self.skewLimit), Self.skewLimit)
        if sk != 0 {
            let axis = skewAxis.value(at: frame) * radians
            let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * radians), d: 1, tx: 0, ty: 0)
            m = m.concatenating(.rotation(-axis)).concatenating(shear).concatenating(.rotation(axis))
        }
        let turn = autoOrient ? motionAngle(at: frame) : 0
        return m.concatenating(.rotation(rotationDegrees(at: frame) * radians + turn)).concatenating(.translation(p.x, p.y))
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
