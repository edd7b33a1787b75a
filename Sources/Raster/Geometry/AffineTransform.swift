import Foundation

/// A 2D affine transform with Core Graphics' layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// Space is y-down, so `rotated(by:)` with a positive angle turns clockwise on screen (STYLES.md §6.1).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians; positive turns clockwise on screen in y-down space.
    public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
    package var determinant: Double { a * d - b * c }
    /// True when the transform maps the plane onto a line or point (no inverse).
    package var isSingular: Bool { !(abs(determinant) > 1e-12) || !determinant.isFinite }

    /// `self` followed by `other` (apply self first, then other): CGAffineTransformConcat(self, other).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translation applied before `self` (CGAffineTransformTranslate).
    package func translatedBy(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform.translation(x, y).concatenating(self)
    }

    /// Scale applied before `self` (CGAffineTransformScale).
    package func scaledBy(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform.scale(sx, sy).concatenating(self)
    }

    /// Rotation applied before `self` (CGAffineTransformRotate).
    package func rotatedBy(_ angle: Double) -> AffineTransform {
        AffineTransform.rotation(angle).concatenating(self)
    }

    /// The inverse, or nil when the transform is singular or not finite.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard isFinite, !isSingular else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only (for vectors).
    package func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The largest factor by which the transform stretches any length (the larger singular value).
    package var maxScale: Double {
        let s = a * a + b * b + c * c + d * d
        let det = determinant
        let disc = max(0, s * s - 4 * det * det).squareRoot()
        return ((s + disc) / 2).squareRoot()
    }

    /// True when the transform preserves angles and circles (rotation, uniform scale, translation, reflection).
    package var isSimilarity: Bool {
        let tol = 1e-9 * max(1, maxScale)
        let rot = abs(a - d) <= tol && abs(b + c) <= tol
        let refl = abs(a + d) <= tol && abs(b - c) <= tol
        return rot || refl
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
