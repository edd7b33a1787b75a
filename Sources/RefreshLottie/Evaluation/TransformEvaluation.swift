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
    func matrix(at frame: Double) -> AffineTransform {
        let a = anchor.value(at: frame), s = scale.value(at: frame), p = position(at: frame)
        let radians = Double.pi / 180
        var m = AffineTransform.translation(-a.x, -a.y).concatenating(.scale(s.x / 100, s.y / 100))
        let sk = min(max(skew.value(at: frame), -Self.skewLimit), Self.skewLimit)
        if sk != 0 {
            let axis = skewAxis.value(at: frame) * radians
            let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * radians), d: 1, tx: 0, ty: 0)
            m = m.concatenating(.rotation(-axis)).concatenating(shear).concatenating(.rotation(axis))
        }
        return m.concatenating(.rotation(rotation.value(at: frame) * radians)).concatenating(.translation(p.x, p.y))
    }

    /// Opacity at `frame` as a fraction, clamped to 0...1 (easing may overshoot).
    func opacity(at frame: Double) -> Double { min(max(opacity.value(at: frame) / 100, 0), 1) }
}
