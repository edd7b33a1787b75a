/// Why a Lottie file was refused. Every case names where in the file the problem is, as a JSON path such as
/// `layers[3].shapes[1].it[0].ks`, and what would have been accepted.
public enum LottieError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON (the parser's message), or the file could not be read.
    case malformedJSON(String)
    /// A required field is absent.
    case missing(path: String, expected: String)
    /// A value has the wrong JSON type or shape.
    case wrongType(path: String, found: String, expected: String)
    /// A number is not finite or outside the accepted range.
    case outOfRange(path: String, value: String, accepted: String)
    /// A feature is present that cannot be drawn, and no static fallback would draw the frame right.
    case unsupported(path: String, feature: String, reason: String)
    /// A size, count or nesting depth over the renderer's limits (`LottieLimits`).
    case limitExceeded(path: String, what: String, limit: String)
    /// An image asset names a file outside the animation's folder or container (a `..` part, a URL, a link that
    /// leads out): refused, and never opened.
    case imageOutsideFolder(path: String, reason: String)
    /// The file itself cannot be read: missing, not a regular file, or over the size limit.
    case unreadableFile(path: String, reason: String)
    /// A container (dotLottie zip, gzip) that is damaged or hostile: the reason says which.
    case badContainer(String)
    /// An animation or theme asked for by id that the file does not have.
    case unknownChoice(kind: String, id: String, available: [String])
    /// A rendering argument given by the caller (not the file) is unusable.
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .malformedJSON(let message): return "not a Lottie JSON file: \(message)"
        case let .missing(path, expected): return "\(Self.show(path)): missing (expected \(expected))"
        case let .wrongType(path, found, expected): return "\(Self.show(path)): found \(found), expected \(expected)"
        case let .outOfRange(path, value, accepted): return "\(Self.show(path)): \(value) is out of range (accepted: \(accepted))"
        case let .unsupported(path, feature, reason): return "\(Self.show(path)): \(feature) is not supported: \(reason)"
        case let .limitExceeded(path, what, limit): return "\(Self.show(path)): \(what) over the limit of \(limit)"
        case let .imageOutsideFolder(path, reason): return "\(Self.show(path)): image refused: \(reason)"
        case let .unreadableFile(path, reason): return "\(path) \(reason)"
        case .badContainer(let reason): return "not a readable Lottie container: \(reason)"
        case let .unknownChoice(kind, id, available):
            let has = available.isEmpty ? "it has none" : "it has " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) \"\(id)\" in the file (\(has))"
        case .invalidArgument(let message): return "invalid argument: \(message)"
        }
    }

    /// The path as printed: the document itself is "(root)".
    static func show(_ path: String) -> String { path.isEmpty ? "(root)" : path }
}
