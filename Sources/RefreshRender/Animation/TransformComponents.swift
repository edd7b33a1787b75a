import Raster
import Foundation

/// An affine transform split as rotation · (scale with shear) + translation, the form in which transforms are
/// interpolated and in which the sub-key paths (`transform.rotation.z`, `transform.scale…`, `transform.translation…`)
/// read and write the transform.
///
/// The linear part L = [[a, c], [b, d]] is factored as L = R(angle) · [[scaleX, shear], [0, scaleY]] with
/// angle = atan2(b, a) and scaleX = √(a² + b²) ≥ 0 (a reflection shows as a negative scaleY). Writing one component and
/// recomposing leaves the others unchanged: this is how an animation of `transform.rotation.z` composes with a
/// layer's base transform — it replaces the base's rotation and keeps its scale, shear and translation.
public struct TransformComponents: Sendable, Hashable {
    /// Rotation in radians, in (−π, π] (positive = clockwise on screen).
    public var angle: Double
    public var scaleX: Double
    public var shear: Double
    public var scaleY: Double
    public var translation: Point

    /// Angles this close to −π are taken as +π: the half-turn matrix built from ±M_PI differs only by rounding
    /// (sin(±M_PI) = ±1.2e-16), and its direction is then decided by `interpolated` (STYLES.md §6.10). It is far
    /// below the 8.7e-8 by which (float)M_PI misses π, so SV's angle keeps its sign.
    static let halfTurnTolerance = 1e-9

    public init(angle: Double = 0, scaleX: Double = 1, shear: Double = 0, scaleY: Double = 1,
                translation: Point = .zero) {
        self.angle = angle
        self.scaleX = scaleX
        self.shear = shear
        self.scaleY = scaleY
        self.translation = translation
    }

    /// Decomposes `t`.
    public init(_ t: Raster.AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        translation = Point(x: t.tx, y: t.ty)
        if sx > 0 {
            var theta = atan2(t.b, t.a)
            if theta <= -Double.pi + TransformComponents.halfTurnTolerance { theta = Double.pi }
            let cs = t.a / sx, sn = t.b / sx
            angle = theta
            scaleX = sx
            shear = cs * t.c + sn * t.d
            scaleY = (t.a * t.d - t.b * t.c) / sx
        } else {
            angle = 0
            scaleX = 0
            shear = t.c
            scaleY = t.d
        }
    }

    /// Recomposes the transform.
    public var transform: Raster.AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        return Raster.AffineTransform(a: cs * scaleX, b: sn * scaleX,
                               c: cs * shear - sn * scaleY, d: sn * shear + cs * scaleY,
                               tx: translation.x, ty: translation.y)
    }

    /// The change of angle an interpolation from `self` to `other` goes through: the shortest way round; at an exact
    /// half turn (|Δ| = π) the plain difference of the two angles, so the identity → rot(±M_PI) goes clockwise and the
    /// way back retraces it counter-clockwise, while (float)M_PI and 1e-6 − M_PI (just past −π) go counter-clockwise
    /// (STYLES.md §6.10, §7 A3/A4).
    public func angleChange(to other: TransformComponents) -> Double {
        var delta = other.angle - angle
        if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
        return delta
    }

    /// Component-wise linear interpolation with the angle taking `angleChange(to:)`.
    public func interpolated(to other: TransformComponents, _ fraction: Double) -> TransformComponents {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return TransformComponents(angle: angle + angleChange(to: other) * fraction,
                                   scaleX: mix(scaleX, other.scaleX), shear: mix(shear, other.shear),
                                   scaleY: mix(scaleY, other.scaleY),
                                   translation: translation.lerp(to: other.translation, fraction))
    }
}
