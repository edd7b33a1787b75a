import Foundation

/// A strict JSON reader for scenario files, in one pass over the bytes, giving the values JSONSerialization gives
/// (`NSNumber`, `String`, `NSNull`, `[Any]`, `[String: Any]`) — except the root's `"steps"` array, whose elements go to
/// `step` one at a time as they are read and are never kept: a million steps cost their `Step`s, not the gigabytes
/// of a million Foundation dictionaries. A key given twice in one object is refused (`duplicateKey`).
struct ScenarioReader {
    /// Why the bytes are not JSON, as a person reads it (the line and column, what was found).
    struct Malformed: Error {
        var message: String
    }

    /// A key given twice in one object.
    struct DuplicateKey: Error {
        var key: String
    }

    /// What stands for the streamed `"steps"` array in the root object: how many elements went to `step`.
    struct StreamedArray {
        var count: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private var i = 0

    /// Reads `data`; `step(element, index)` gets each element of the root object's `"steps"` array.
    static func read(_ data: Data, step: (Any, Int) throws -> Void) throws -> Any {
        try withoutActuallyEscaping(step) { step in try data.withUnsafeBytes { raw in
            var reader = ScenarioReader(bytes: raw)
            reader.skipSpace()
            let value = try reader.value(depth: 0, step: step)
            reader.skipSpace()
            guard reader.i == raw.count else { throw reader.malformed("Garbage at end") }
            return value
        } }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Nesting deeper than this is refused (a scenario needs 3), so a hostile file cannot exhaust the stack.
    static let maximumDepth = 64

    private mutating func value(depth: Int, step: ((Any, Int) throws -> Void)?) throws -> Any {
        guard depth <= ScenarioReader.maximumDepth else { throw malformed("Too many nested arrays or objects") }
        guard i < bytes.count else { throw malformed("Unexpected end of file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth, step: step)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): try literal("true"); return NSNumber(value: true)
        case UInt8(ascii: "f"): try literal("false"); return NSNumber(value: false)
        case UInt8(ascii: "n"): try literal("null"); return NSNull()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw malformed("Invalid value")
        }
    }

    /// An object; at depth 0, the value of `"steps"` that is an array is streamed to `step`.
    private mutating func object(depth: Int, step: ((Any, Int) throws -> Void)?) throws -> [String: Any] {
        i += 1
        var result: [String: Any] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return result }
        while true {
            skipSpace()
            guard i < bytes.count else { throw malformed("Unexpected end of file") }
            guard bytes[i] == UInt8(ascii: "\"") else { throw malformed("Expected a key (a string)") }
            let key = try string()
            skipSpace()
            guard i < bytes.count else { throw malformed("Unexpected end of file") }
            guard bytes[i] == UInt8(ascii: ":") else { throw malformed("Expected ':' after a key") }
            i += 1
            skipSpace()
            guard result[key] == nil else { throw DuplicateKey(key: key) }
            if depth == 0, key == "steps", let step, i < bytes.count, bytes[i] == UInt8(ascii: "[") {
                result[key] = StreamedArray(count: try stream(depth: depth + 1, step))
            } else {
                result[key] = try value(depth: depth + 1, step: nil)
            }
            skipSpace()
            guard i < bytes.count else { throw malformed("Unexpected end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "}") else { throw malformed("Expected ',' or '}' in an object") }
            i += 1
            return result
        }
    }

    /// An array's elements, kept.
    private mutating func array(depth: Int) throws -> [Any] {
        var elements: [Any] = []
        try forEachElement(depth: depth) { elements.append($0) }
        return elements
    }

    /// An array's elements handed to `each` one by one with their index, not kept; returns how many there were.
    private mutating func stream(depth: Int, _ each: (Any, Int) throws -> Void) throws -> Int {
        var count = 0
        try forEachElement(depth: depth) { element in
            try each(element, count)
            count += 1
        }
        return count
    }

    private mutating func forEachElement(depth: Int, _ body: (Any) throws -> Void) throws {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
        while true {
            skipSpace()
            try body(try value(depth: depth + 1, step: nil))
            skipSpace()
            guard i < bytes.count else { throw malformed("Unexpected end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "]") else { throw malformed("Expected ',' or ']' in an array") }
            i += 1
            return
        }
    }

    private mutating func string() throws -> String {
        i += 1
        let start = i
        var plain = true
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            guard bytes[i] >= 0x20 else { throw malformed("Unescaped control character in a string") }
            if bytes[i] == UInt8(ascii: "\\") { plain = false; i += 1 }
            i += 1
        }
        guard i < bytes.count else { throw malformed("Unexpected end of file") }
        let body = UnsafeRawBufferPointer(rebasing: bytes[start..<i])
        i += 1
        if plain { return String(decoding: body, as: UTF8.self) }
        // Escapes are rare in a scenario (a name): JSONSerialization reads the quoted string alone.
        let quoted = Data([UInt8(ascii: "\"")] + Array(body) + [UInt8(ascii: "\"")])
        guard let text = try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String else {
            throw malformed("Invalid escape in a string")
        }
        return text
    }

    private mutating func number() throws -> NSNumber {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            let from = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - from
        }
        let whole = i
        guard digits() > 0 else { throw malformed("Invalid number") }
        guard bytes[whole] != UInt8(ascii: "0") || i - whole == 1 else { throw malformed("Leading zero in a number") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw malformed("Invalid number") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw malformed("Invalid number") }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        // Integers as integers, as JSONSerialization gives them (a message shows 1, not 1.0).
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let integer = Int(text) {
            return NSNumber(value: integer)
        }
        guard let value = Double(text), value.isFinite else {
            throw malformed("Number \(text) is not representable in Swift")
        }
        return NSNumber(value: value)
    }

    private mutating func literal(_ word: StaticString) throws {
        let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard i + text.count <= bytes.count, bytes[i..<i + text.count].elementsEqual(text) else {
            throw malformed("Invalid value")
        }
        i += text.count
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    /// `what`, and where: line and column of the reader's position (counted only for a message).
    private func malformed(_ what: String) -> Malformed {
        let upTo = bytes[..<min(i, bytes.count)]
        let line = upTo.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = upTo.count - (upTo.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return Malformed(message: "\(what) around line \(line), column \(column).")
    }
}
