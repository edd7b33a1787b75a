import Raster
/// A value of an animatable property, with the arithmetic animations need (interpolation, additive sums, cumulative
/// repeats).
public enum AnimatableValue: Sendable, Hashable, CustomStringConvertible {
    case scalar(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(AffineTransform)
    case bool(Bool)

    /// The kind of a value, as required by each `AnimationKeyPath`.
    public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
        case scalar, point, size, rect, color, transform, bool
        public var description: String { rawValue }
    }

    public var kind: Kind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .bool: return .bool
        }
    }

    /// True when every number in the value is finite.
    public var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.isFinite
        case .size(let s): return s.isFinite
        case .rect(let r): return r.isFinite
        case .color, .bool: return true
        case .transform(let t): return t.isFinite
        }
    }

    /// The additive identity of a kind: 0, the zero point/size/rect, clear, the identity transform, false.
    public static func zero(_ kind: Kind) -> AnimatableValue {
        switch kind {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.clear)
        case .transform: return .transform(.identity)
        case .bool: return .bool(false)
        }
    }

    /// The value `fraction` of the way to `other` (which must be of the same kind; otherwise `self`).
    /// Numbers, points, sizes, rects and straight colour components interpolate linearly. Transforms interpolate their
    /// `TransformComponents` with the §6.10 angle rule. Booleans do not interpolate: they switch halfway (the
    /// project's choice; Core Animation does not document it).
    public func interpolated(to other: AnimatableValue, _ fraction: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
        case (.point(let a), .point(let b)): return .point(a.lerp(to: b, fraction))
        case (.size(let a), .size(let b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                              width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.color(let a), .color(let b)):
            return .color(Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                                alpha: mix(a.alpha, b.alpha)))
        case (.transform(let a), .transform(let b)):
            return .transform(TransformComponents(a).interpolated(to: TransformComponents(b), fraction).transform)
        case (.bool(let a), .bool(let b)): return .bool(fraction < 0.5 ? a : b)
        default: return self
        }
    }

    /// `self + other` for additive animations and `byValue`: component sums (colours clamp to 0...1); for transforms
    /// `other` is applied first, then `self` (matrix concatenation; rotations about the anchor commute); booleans take
    /// `other`.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(origin: a.origin + b.origin,
                              size: Size(width: a.size.width + b.size.width, height: a.size.height + b.size.height)))
        case (.color(let a), .color(let b)):
            return .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue,
                                alpha: a.alpha + b.alpha))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.bool, .bool(let b)): return .bool(b)
        default: return self
        }
    }

    /// `self − other`, the inverse of `adding` (for `toValue` with `byValue`); nil for a singular transform or
    /// mismatched kinds.
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a - b)
        case (.point(let a), .point(let b)): return .point(a - b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(origin: a.origin - b.origin,
                              size: Size(width: a.size.width - b.size.width, height: a.size.height - b.size.height)))
        case (.color(let a), .color(let b)):
            return .color(Color(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue,
                                alpha: a.alpha - b.alpha))
        case (.transform(let a), .transform(let b)):
            // a = b.adding(x) = x.concatenating(b)  ⇒  x = a.concatenating(b⁻¹)
            guard let inverse = b.inverted() else { return nil }
            return .transform(a.concatenating(inverse))
        case (.bool(let a), .bool): return .bool(a)
        default: return nil
        }
    }

    /// `self + cycles · (end − start)`: a cumulative animation's value after `cycles` completed cycles from `start` to
    /// `end` (APL isCumulative, STYLES.md §6.4). Transforms accumulate component-wise (angle by `angleChange`), so a
    /// cumulative quarter turn keeps turning; colours clamp; booleans are unchanged.
    public func accumulated(cycles: Double, from start: AnimatableValue, to end: AnimatableValue) -> AnimatableValue {
        guard cycles != 0 else { return self }
        func acc(_ v: Double, _ s: Double, _ e: Double) -> Double { v + cycles * (e - s) }
        switch (self, start, end) {
        case (.scalar(let v), .scalar(let s), .scalar(let e)): return .scalar(acc(v, s, e))
        case (.point(let v), .point(let s), .point(let e)):
            return .point(Point(x: acc(v.x, s.x, e.x), y: acc(v.y, s.y, e.y)))
        case (.size(let v), .size(let s), .size(let e)):
            return .size(Size(width: acc(v.width, s.width, e.width), height: acc(v.height, s.height, e.height)))
        case (.rect(let v), .rect(let s), .rect(let e)):
            return .rect(Rect(x: acc(v.origin.x, s.origin.x, e.origin.x), y: acc(v.origin.y, s.origin.y, e.origin.y),
                              width: acc(v.size.width, s.size.width, e.size.width),
                              height: acc(v.size.height, s.size.height, e.size.height)))
        case (.color(let v), .color(let s), .color(let e)):
            return .color(Color(red: acc(v.red, s.red, e.red), green: acc(v.green, s.green, e.green),
                                blue: acc(v.blue, s.blue, e.blue), alpha: acc(v.alpha, s.alpha, e.alpha)))
        case (.transform(let v), .transform(let s), .transform(let e)):
            var c = TransformComponents(v)
            let cs = TransformComponents(s), ce = TransformComponents(e)
            c.angle += cycles * cs.angleChange(to: ce)
            c.scaleX = acc(c.scaleX, cs.scaleX, ce.scaleX)
            c.shear = acc(c.shear, cs.shear, ce.shear)
            c.scaleY = acc(c.scaleY, cs.scaleY, ce.scaleY)
            c.translation = Point(x: acc(c.translation.x, cs.translation.x, ce.translation.x),
                                  y: acc(c.translation.y, cs.translation.y, ce.translation.y))
            return .transform(c.transform)
        default: return self
        }
    }

    /// A distance between two values of the same kind, for paced keyframes (Euclidean over the numbers; transforms
    /// over their components with the angle's change in radians; booleans 0 or 1).
    public func distance(to other: AnimatableValue) -> Double {
        func hyp(_ xs: Double...) -> Double { xs.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return hyp(b.width - a.width, b.height - a.height)
        case (.rect(let a), .rect(let b)):
            return hyp(b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width,
                       b.size.height - a.size.height)
        case (.color(let a), .color(let b)):
            return hyp(b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha)
        case (.transform(let a), .transform(let b)):
            let ca = TransformComponents(a), cb = TransformComponents(b)
            return hyp(ca.angleChange(to: cb), cb.scaleX - ca.scaleX, cb.shear - ca.shear, cb.scaleY - ca.scaleY,
                       cb.translation.x - ca.translation.x, cb.translation.y - ca.translation.y)
        case (.bool(let a), .bool(let b)): return a == b ? 0 : 1
        default: return 0
        }
    }

    public var description: String {
        switch self {
        case .scalar(let v): return "\(v)"
        case .point(let p): return "\(p)"
        case .size(let s): return "\(s)"
        case .rect(let r): return "\(r)"
        case .color(let c): return "\(c)"
        case .transform(let t): return "\(t)"
        case .bool(let b): return "\(b)"
        }
    }

    /// Checks that the value is finite and of the kind `keyPath` holds.
    func validate(for keyPath: AnimationKeyPath, what: String) throws {
        guard kind == keyPath.valueKind else {
            throw AnimationError.kindMismatch(what: what, keyPath: keyPath.rawValue, expected: keyPath.valueKind,
                                              found: kind)
        }
        guard isFinite else {
            throw AnimationError.outOfRange(what: what, value: description, accepted: "finite numbers")
        }
    }
}
