/// A JSON value together with its path in the file (`layers[3].shapes[1].ks`), so that every accessor's error
/// names where the problem is.
struct JSONNode: Sendable {
    let value: JSONValue
    let path: String

    func child(_ key: String, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    func element(_ index: Int, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: "\(path)[\(index)]")
    }

    /// The field `key` of this object, or nil when absent or null (or when this is not an object).
    func field(_ key: String) -> JSONNode? {
        guard case .object(let o) = value, let v = o[key] else { return nil }
        if case .null = v { return nil }
        return child(key, v)
    }

    func required(_ key: String, _ expected: String) throws(LottieError) -> JSONNode {
        guard case .object = value else { throw wrongType("an object with \(key)") }
        guard let node = field(key) else { throw .missing(path: path.isEmpty ? key : "\(path).\(key)", expected: expected) }
        return node
    }

    func wrongType(_ expected: String) -> LottieError {
        .wrongType(path: path, found: value.typeName, expected: expected)
    }

    func outOfRange(_ v: Double, _ accepted: String) -> LottieError {
        .outOfRange(path: path, value: "\(v)", accepted: accepted)
    }

    /// The elements of this array (at most `LottieLimits.maxCount`).
    func array() throws(LottieError) -> [JSONNode] {
        guard case .array(let a) = value else { throw wrongType("an array") }
        guard a.count <= LottieLimits.maxCount else {
            throw .limitExceeded(path: path, what: "\(a.count) elements", limit: "\(LottieLimits.maxCount)")
        }
        return a.enumerated().map { element($0.offset, $0.element) }
    }

    func isObject() -> Bool {
        if case .object = value { return true }
        return false
    }

    func string() throws(LottieError) -> String {
        guard case .string(let s) = value else { throw wrongType("a string") }
        return s
    }

    /// A finite number within `range`; a one-element array counts as its element (keyframe values are arrays).
    func number(in range: ClosedRange<Double> = -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate)
        throws(LottieError) -> Double {
        let v: Double
        switch value {
        case .number(let n): v = n
        case .array(let a) where !a.isEmpty:
            guard case .number(let n) = a[0] else { throw wrongType("a number") }
            v = n
        default: throw wrongType("a number")
        }
        guard v.isFinite, range.contains(v) else { throw outOfRange(v, "\(range.lowerBound)...\(range.upperBound)") }
        return v
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws(LottieError) -> Int {
        let v = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard v == v.rounded() else { throw outOfRange(v, "a whole number in \(range.lowerBound)...\(range.upperBound)") }
        return Int(v)
    }

    /// An array of finite numbers within `range`, at least `minCount` of them.
    func numbers(minCount: Int = 0, in range: ClosedRange<Double> = -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate)
        throws(LottieError) -> [Double] {
        if case .number = value, minCount <= 1 { return [try number(in: range)] }
        let items = try array()
        guard items.count >= minCount else {
            throw .wrongType(path: path, found: "\(items.count) numbers", expected: "at least \(minCount) numbers")
        }
        var out: [Double] = []
        out.reserveCapacity(items.count)
        for item in items { out.append(try item.number(in: range)) }
        return out
    }

    /// The optional number field `key`, or `fallback` when absent.
    func number(_ key: String, default fallback: Double,
                in range: ClosedRange<Double> = -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate) throws(LottieError) -> Double {
        guard let node = field(key) else { return fallback }
        return try node.number(in: range)
    }

    /// The optional whole-number field `key`, or `fallback` when absent.
    func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) throws(LottieError) -> Int {
        guard let node = field(key) else { return fallback }
        return try node.integer(in: range)
    }

    /// The optional string field `key`, or `fallback` when absent.
    func string(_ key: String, default fallback: String) throws(LottieError) -> String {
        guard let node = field(key) else { return fallback }
        return try node.string()
    }

    /// The optional number field `key`, or `fallback` when absent or unreadable (warned: `ParseContext.optional`).
    func number(_ key: String, default fallback: Double, in range: ClosedRange<Double>,
                _ context: inout ParseContext) throws(LottieError) -> Double {
        try context.optional(self, key, default: fallback) { n, _ throws(LottieError) in try n.number(in: range) }
    }

    /// The optional whole-number field `key`, or `fallback` when absent or unreadable (warned).
    func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>,
                 _ context: inout ParseContext) throws(LottieError) -> Int {
        try context.optional(self, key, default: fallback) { n, _ throws(LottieError) in try n.integer(in: range) }
    }

    /// The optional string field `key`, or `fallback` when absent or not a string (warned).
    func string(_ key: String, default fallback: String, _ context: inout ParseContext) throws(LottieError) -> String {
        try context.optional(self, key, default: fallback) { n, _ throws(LottieError) in try n.string() }
    }

    /// Whether `error` is about this node or a part of it, and is not a limit: what a reader of an optional field may
    /// pass over.
    func encloses(_ error: LottieError) -> Bool {
        let at: String
        switch error {
        case .missing(let p, _), .wrongType(let p, _, _), .outOfRange(let p, _, _), .unsupported(let p, _, _): at = p
        // An image path out of the folder is a refusal, never an optional field passed over.
        case .malformedJSON, .limitExceeded, .imageOutsideFolder, .unreadableFile, .badContainer, .unknownChoice,
             .invalidArgument: return false
        }
        return at == path || at.hasPrefix(path + ".") || at.hasPrefix(path + "[")
    }

    /// True when the flag field `key` is present and non-zero (`true` reads as 1).
    func flag(_ key: String) -> Bool {
        guard let node = field(key), case .number(let n) = node.value else { return false }
        return n != 0
    }
}
