/// Why an animation, its timing or its values were rejected at construction.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A number that must be finite is not (`what` names it).
    case nonFinite(what: String, value: Double)
    /// A value outside the accepted range.
    case outOfRange(what: String, value: String, accepted: String)
    /// A key path that is not one of the animatable properties.
    case unknownKeyPath(String)
    /// A value of the wrong kind for the key path (e.g. a point for `opacity`).
    case kindMismatch(what: String, keyPath: String, expected: AnimatableValue.Kind, found: AnimatableValue.Kind)
    /// A required value is missing.
    case missingValue(what: String, accepted: String)

    public var description: String {
        switch self {
        case .nonFinite(let what, let value):
            return "\(what) is \(value); accepted: a finite number"
        case .outOfRange(let what, let value, let accepted):
            return "\(what) is \(value); accepted: \(accepted)"
        case .unknownKeyPath(let key):
            let known = AnimationKeyPath.allCases.map(\.rawValue).joined(separator: ", ")
            return "key path \"\(key)\" is not animatable; accepted: \(known), transform.rotation"
        case .kindMismatch(let what, let key, let expected, let found):
            return "\(what) for \"\(key)\" is a \(found) value; accepted: a \(expected) value"
        case .missingValue(let what, let accepted):
            return "\(what) is missing; accepted: \(accepted)"
        }
    }

    static func requireFinite(_ value: Double, _ what: String) throws {
        guard value.isFinite else { throw AnimationError.nonFinite(what: what, value: value) }
    }

    /// Rejects a duration that is not a positive finite number (for APIs where 0 would otherwise mean the
    /// transaction's 0.25 s default).
    static func requirePositive(_ duration: Double, _ what: String) throws {
        try requireFinite(duration, what)
        guard duration > 0 else {
            throw AnimationError.outOfRange(what: what, value: "\(duration)", accepted: "more than 0 seconds")
        }
    }
}
