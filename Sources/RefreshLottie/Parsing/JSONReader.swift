import CYajl
import Foundation

/// Reads JSON text into `JSONValue`s with yajl's streaming parser: values are built as they are read, with no
/// intermediate tree, and counted against the limits before they are kept, so a hostile document is refused after
/// reading only what is over the limit (a list of a million dashes costs what the first 100 000 cost, not a tree of a
/// million objects). Errors name the place in the document, as the parser's other errors do.
final class JSONReader {
    /// Deepest nesting of arrays and objects (far above a Lottie file's: groups and precompositions stop at 32).
    static let maxNesting = 256
    /// Most values in one document: numbers, strings, arrays and objects together. About 3 per byte of the largest
    /// accepted file would be 200 M; real files hold well under 1 per 4 bytes.
    static let maxValues = 8_000_000

    private enum Frame {
        case array([JSONValue])
        case object([String: JSONValue], key: String)
    }

    private let maxValues: Int
    private var stack: [Frame] = []
    private var result: JSONValue?
    private var values = 0
    /// Why the parse was stopped by a callback (a limit, a number out of range), with the place.
    private var failure: LottieError?

    private init(maxValues: Int) { self.maxValues = maxValues }

    static func parse(_ bytes: UnsafeRawBufferPointer, maxValues: Int = JSONReader.maxValues) throws(LottieError) -> JSONValue {
        let reader = JSONReader(maxValues: maxValues)
        let context = Unmanaged.passUnretained(reader).toOpaque()
        var callbacks = yajl_callbacks()
        callbacks.yajl_null = { ctx in JSONReader.from(ctx).add(.null) }
        callbacks.yajl_boolean = { ctx, b in JSONReader.from(ctx).add(.number(b != 0 ? 1 : 0)) }
        callbacks.yajl_number = { ctx, text, count in
            JSONReader.from(ctx).number(UnsafeRawBufferPointer(start: text, count: count))
        }
        callbacks.yajl_string = { ctx, text, count in
            JSONReader.from(ctx).add(.string(String(decoding: UnsafeRawBufferPointer(start: text, count: count), as: UTF8.self)))
        }
        callbacks.yajl_start_map = { ctx in JSONReader.from(ctx).open(.object([:], key: "")) }
        callbacks.yajl_map_key = { ctx, text, count in
            JSONReader.from(ctx).key(String(decoding: UnsafeRawBufferPointer(start: text, count: count), as: UTF8.self))
        }
        callbacks.yajl_end_map = { ctx in JSONReader.from(ctx).close() }
        callbacks.yajl_start_array = { ctx in JSONReader.from(ctx).open(.array([])) }
        callbacks.yajl_end_array = { ctx in JSONReader.from(ctx).close() }
        guard let handle = yajl_alloc(&callbacks, nil, context) else { throw .malformedJSON("the JSON parser could not start") }
        defer { yajl_free(handle) }
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var status = yajl_parse(handle, base, bytes.count)
        if status == yajl_status_ok { status = yajl_complete_parse(handle) }
        if let failure = reader.failure { throw failure }
        guard status == yajl_status_ok, let result = reader.result else {
            let consumed = yajl_get_bytes_consumed(handle)
            let message = yajl_get_error(handle, 0, base, bytes.count).map { text -> String in
                defer { yajl_free_error(handle, text) }
                return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            } ?? "not JSON"
            throw .malformedJSON("\(message), at byte \(consumed) (\(LottieError.show(reader.path)))")
        }
        return result
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> JSONReader {
        Unmanaged<JSONReader>.fromOpaque(context!).takeUnretainedValue()
    }

    /// The place being read, as the parser's errors write it (`layers[3].ks`).
    private var path: String {
        var out = ""
        for frame in stack {
            switch frame {
            case .array(let items): out += "[\(items.count)]"
            case .object(_, let key): out += out.isEmpty ? key : ".\(key)"
            }
        }
        return out
    }

    private func stop(_ error: LottieError) -> Int32 {
        failure = error
        return 0
    }

    private func number(_ text: UnsafeRawBufferPointer) -> Int32 {
        let literal = String(decoding: text, as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            return stop(.outOfRange(path: path, value: literal, accepted: "a number a 64-bit float can hold"))
        }
        return add(.number(value))
    }

    private func counted() -> Bool {
        values += 1
        guard values <= maxValues else {
            failure = .limitExceeded(path: path, what: "more than \(maxValues) values in the document", limit: "\(maxValues)")
            return false
        }
        return true
    }

    private func add(_ value: JSONValue) -> Int32 {
        guard counted() else { return 0 }
        switch stack.popLast() {
        case nil:
            result = value
        case .array(var items)?:
            guard items.count < LottieLimits.maxCount else {
                stack.append(.array(items))
                return stop(.limitExceeded(path: path, what: "more than \(LottieLimits.maxCount) elements", limit: "\(LottieLimits.maxCount)"))
            }
            items.append(value)
            stack.append(.array(items))
        case .object(var fields, let key)?:
            fields[key] = value
            stack.append(.object(fields, key: key))
        }
        return 1
    }

    private func open(_ frame: Frame) -> Int32 {
        guard stack.count < Self.maxNesting else {
            return stop(.limitExceeded(path: path, what: "nesting deeper than \(Self.maxNesting)", limit: "\(Self.maxNesting)"))
        }
        guard counted() else { return 0 }
        stack.append(frame)
        return 1
    }

    private func key(_ key: String) -> Int32 {
        guard case .object(let fields, _)? = stack.popLast() else { return 0 }
        stack.append(.object(fields, key: key))
        return 1
    }

    private func close() -> Int32 {
        let value: JSONValue
        switch stack.popLast() {
        case .array(let items)?: value = .array(items)
        case .object(let fields, _)?: value = .object(fields)
        case nil: return 0
        }
        values -= 1
        return add(value)
    }
}
