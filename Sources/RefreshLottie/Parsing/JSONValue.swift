import Foundation

/// A parsed JSON document as a closed value type. Booleans are numbers (1, 0), as Lottie files use both for flags.
indirect enum JSONValue: Sendable {
    case null
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `data` with Foundation's parser (which bounds nesting) and converts it. Throws `malformedJSON`.
    static func parse(_ data: Data) throws(LottieError) -> JSONValue {
        guard data.count <= LottieLimits.maxFileBytes else {
            throw .limitExceeded(path: "", what: "file size \(data.count) bytes", limit: "\(LottieLimits.maxFileBytes) bytes")
        }
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformedJSON((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        return convert(any)
    }

    /// Containers are matched before numbers: asking whether a Swift array or dictionary is an `NSNumber` bridges
    /// it, with everything inside it, to Foundation's classes first (a 14 MB file took 25 s to load that way).
    private static func convert(_ any: Any) -> JSONValue {
        switch any {
        case let a as [Any]: return .array(a.map(convert))
        case let o as [String: Any]: return .object(o.mapValues(convert))
        case let s as String: return .string(s)
        case let n as NSNumber: return .number(n.doubleValue)
        default: return .null
        }
    }

    /// The JSON type's name, for messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
