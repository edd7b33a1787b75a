import Foundation

/// A parsed JSON document as a closed value type. Booleans are numbers (1, 0), as Lottie files use both for flags. Not
/// `indirect`: arrays and objects already keep their elements on the heap, so a number or a string needs no box of its own.
enum JSONValue: Sendable {
    case null
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `data` (UTF-8, with or without a byte order mark, or UTF-16 with one) with yajl, building the values as
    /// they are read and counting them against the limits (`JSONReader`). Throws `malformedJSON`, or the limit
    /// passed with its place.
    static func parse(_ data: Data) throws(LottieError) -> JSONValue {
        guard data.count <= LottieLimits.maxFileBytes else {
            throw .limitExceeded(path: "", what: "file size \(data.count) bytes", limit: "\(LottieLimits.maxFileBytes) bytes")
        }
        var text = data
        if text.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = text.dropFirst(3)
        } else if text.starts(with: [0xFF, 0xFE]) || text.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: text, encoding: .utf16) else { throw .malformedJSON("the UTF-16 text does not decode") }
            text = Data(decoded.utf8)
        }
        let result = text.withUnsafeBytes { bytes -> Result<JSONValue, LottieError> in
            Result { () throws(LottieError) -> JSONValue in try JSONReader.parse(bytes) }
        }
        return try result.get()
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
