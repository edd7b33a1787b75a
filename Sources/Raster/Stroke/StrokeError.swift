/// Why a stroke cannot be computed. Every message names the bad value and what is accepted.
public enum StrokeError: Error, Equatable, CustomStringConvertible {
    /// The line width is negative, not finite, or larger than `StrokeStyle.maxWidth`.
    case invalidWidth(Double)
    /// The miter limit is negative or not finite.
    case invalidMiterLimit(Double)
    /// An entry of the dash pattern is negative or not finite.
    case invalidDashLength(index: Int, value: Double)
    /// The dash pattern's entries are finite but their sum overflows.
    case dashPatternSumNotFinite
    /// The dash phase is not finite.
    case invalidDashPhase(Double)
    /// `strokeStart` or `strokeEnd` is not finite (finite values outside 0...1 are clamped, not rejected).
    case invalidTrim(name: String, value: Double)
    /// The dash pattern would cut the path into more than `limit` dashes (estimated count given).
    case tooManyDashes(estimated: Double, limit: Int)
    /// The outline would have more than `limit` points (`Stroker.maxOutlinePoints`): very many dashes with huge round
    /// caps or joins, for example.
    case outlineTooLarge(limit: Int)
    /// The transform contains a non-finite number.
    case invalidTransform(AffineTransform)
    /// A flattening tolerance is not a positive finite number.
    case invalidTolerance(name: String, value: Double)
    /// The path contains a non-finite or out-of-range number.
    case invalidPath(PathError)

    public var description: String {
        switch self {
        case .invalidWidth(let w):
            return "stroke width \(w) is not accepted (accepted: a finite number from 0 to \(StrokeStyle.maxWidth))"
        case .invalidMiterLimit(let m):
            return "miter limit \(m) is not accepted (accepted: a finite number ≥ 0; below 1 every join is bevelled)"
        case .invalidDashLength(let i, let v):
            return "dash pattern entry \(i) = \(v) is not accepted (accepted: finite lengths ≥ 0)"
        case .dashPatternSumNotFinite:
            return "the dash pattern's lengths add up to more than the largest Double (accepted: a finite sum)"
        case .invalidDashPhase(let p):
            return "dash phase \(p) is not accepted (accepted: any finite number)"
        case .invalidTrim(let name, let v):
            return "\(name) \(v) is not accepted (accepted: a finite number; values outside 0...1 are clamped)"
        case .tooManyDashes(let n, let limit):
            return "the dash pattern would cut the path into about \(n) dashes (accepted: at most \(limit))"
        case .outlineTooLarge(let limit):
            return "the stroke outline would have more than \(limit) points (accepted: at most \(limit); use fewer dashes or a thinner line)"
        case .invalidTransform(let t):
            return "transform \(t) is not accepted (accepted: finite entries)"
        case .invalidTolerance(let name, let v):
            return "\(name) \(v) is not accepted (accepted: a finite number > 0)"
        case .invalidPath(let e):
            return "the path cannot be stroked: \(e)"
        }
    }
}
