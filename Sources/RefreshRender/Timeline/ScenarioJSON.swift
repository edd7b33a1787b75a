import Foundation

/// Reading a `Scenario` from JSON:
///
/// ```json
/// { "name": "slow-pull",
///   "steps": [ { "pull": 1.3, "duration": 1.0, "curve": "easeOut" },
///              { "wait": 0.5 },
///              { "release": true } ],
///   "refreshDuration": 2.0,
///   "tail": 0.5,
///   "noMoreData": false }
/// ```
/// Each step has exactly one action: `pull` (progress × threshold, with `duration` seconds and an optional `curve`:
/// linear, easeIn, easeOut, easeInEaseOut, default), `wait` (seconds) or `release` (true). `noMoreData: true` ends
/// each load in the no-more-data state (MJRefresh's footers).
extension Scenario {
    package static let curveNames: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
        "default": .default,
    ]

    /// Parses and validates a scenario; errors name the field and the accepted values.
    public init(json data: Data) throws {
        guard data.count <= Scenario.maximumJSONBytes else {
            throw ScenarioError.invalidValue(field: "(the file)", value: "\(data.count) bytes",
                                             accepted: "at most \(Scenario.maximumJSONBytes) bytes")
        }
        // Counted in one pass over the bytes first: too many steps are refused before a parse that costs seconds.
        try Scenario.checkStepCount(Scenario.arrayElements(in: data, depth: 1))
        // One pass: the steps are read into `Step`s as they come (memory in proportion to the steps, a few dozen bytes
        // each), the rest as JSONSerialization would give it.
        var steps: [Step] = []
        let object: Any
        do {
            object = try ScenarioReader.read(data) { raw, i in steps.append(try Scenario.step(raw, index: i)) }
        } catch let error as ScenarioReader.Malformed {
            throw ScenarioError.malformedJSON(error.message)
        } catch let error as ScenarioReader.DuplicateKey {
            // JSONSerialization kept one of two equal keys silently; a field given twice is refused as unknown ones are.
            throw ScenarioError.invalidValue(field: error.key, value: "given twice in one object", accepted: "each field once")
        }
        guard let root = object as? [String: Any] else {
            throw ScenarioError.invalidValue(field: "(top level)", value: Scenario.describe(object),
                                             accepted: "an object with \"steps\"")
        }
        let known: Set<String> = ["name", "steps", "refreshDuration", "tail", "noMoreData"]
        if let unknown = root.keys.sorted().first(where: { !known.contains($0) }) {
            throw ScenarioError.invalidValue(field: unknown, value: "present",
                                             accepted: "only the fields name, steps, refreshDuration, tail, noMoreData")
        }
        let name = try Scenario.string(root["name"], field: "name") ?? "custom"
        try Scenario.checkName(name)
        guard let rawSteps = root["steps"] else {
            throw ScenarioError.invalidValue(field: "steps", value: "missing", accepted: "an array of steps")
        }
        guard rawSteps is ScenarioReader.StreamedArray else {
            throw ScenarioError.invalidValue(field: "steps", value: Scenario.describe(rawSteps),
                                             accepted: "an array of steps")
        }
        let refresh = try Scenario.number(root["refreshDuration"], field: "refreshDuration")
        let tail = try Scenario.number(root["tail"], field: "tail") ?? 0.25
        var noMoreData = false
        if let flag = root["noMoreData"] {
            guard Scenario.isBool(flag), let value = flag as? Bool else {
                throw ScenarioError.invalidValue(field: "noMoreData", value: Scenario.describe(flag), accepted: "true or false")
            }
            noMoreData = value
        }
        self.init(name: name, steps: steps, refreshDuration: refresh, tail: tail, endsInNoMoreData: noMoreData)
        try validate()
    }

    /// The fields each kind of step accepts.
    private static let stepFields: [String: Set<String>] = [
        "pull": ["pull", "duration", "curve"], "wait": ["wait"], "hold": ["hold"], "release": ["release"],
    ]

    // Field names are built only for a message (a recorded gesture has a hundred thousand steps).
    private static func step(_ raw: Any, index i: Int) throws -> Step {
        let field = { "steps[\(i)]" }
        guard let dict = raw as? [String: Any] else {
            throw ScenarioError.invalidValue(field: field(), value: describe(raw),
                                             accepted: "an object with one of pull, wait, release")
        }
        let actions = ["pull", "wait", "hold", "release"].filter { dict[$0] != nil }
        guard actions.count == 1, let action = actions.first, let allowed = stepFields[action] else {
            throw ScenarioError.invalidValue(field: field(), value: actions.isEmpty ? "no action" : actions.joined(separator: " and "),
                                             accepted: "exactly one of pull, wait, release")
        }
        if dict.count > 1 || dict.keys.first != action, let extra = dict.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw ScenarioError.invalidValue(field: "\(field()).\(extra)", value: "present",
                                             accepted: "only \(allowed.sorted().joined(separator: ", ")) in a \(action) step")
        }
        switch action {
        case "pull":
            guard let progress = try number(dict["pull"], field: "\(field()).pull") else {
                throw ScenarioError.invalidValue(field: "\(field()).pull", value: "missing", accepted: "a progress ≥ 0")
            }
            guard let duration = try number(dict["duration"], field: "\(field()).duration") else {
                throw ScenarioError.invalidValue(field: "\(field()).duration", value: "missing", accepted: "seconds ≥ 0")
            }
            var curve = TimingFunction.easeOut
            if let name = try string(dict["curve"], field: "\(field()).curve") {
                guard let c = curveNames[name] else {
                    throw ScenarioError.invalidValue(field: "\(field()).curve", value: "\"\(name)\"",
                                                     accepted: curveNames.keys.sorted().joined(separator: ", "))
                }
                curve = c
            }
            return .pull(progress: progress, duration: duration, curve: curve)
        case "wait", "hold":
            return .wait(duration: try number(dict[action], field: "\(field()).\(action)") ?? 0)
        default:
            guard let flag = dict["release"], isBool(flag), (flag as? Bool) == true else {
                throw ScenarioError.invalidValue(field: "\(field()).release", value: describe(dict["release"] as Any),
                                                 accepted: "true")
            }
            return .release
        }
    }

    /// At most how many elements the arrays at nesting `depth` hold (the root is depth 0; one more than their commas),
    /// strings skipped: the steps of a scenario (`{"steps": [{…}, …]}` at depth 1), counted without parsing. Malformed
    /// JSON gives some count; the parse after it finds what is wrong.
    static func arrayElements(in data: Data, depth wanted: Int) -> Int {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
            var commas = 0, arraysSeen = 0, i = 0
            var arrays: [Bool] = []   // per open container: is it an array
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "{"): arrays.append(false)
                case UInt8(ascii: "["):
                    if arrays.count == wanted { arraysSeen += 1 }
                    arrays.append(true)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): if !arrays.isEmpty { arrays.removeLast() }
                case UInt8(ascii: ","): if arrays.count == wanted + 1, arrays.last == true { commas += 1 }
                case UInt8(ascii: "\""):
                    i += 1
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                default: break
                }
                i += 1
            }
            return commas + arraysSeen
        }
    }

    /// The first key that appears twice in one object of valid JSON `data` (keys compared as written, escapes and all),
    /// found in one pass over the bytes.
    public static func firstDuplicateKey(in data: Data) -> String? {
        let bytes = [UInt8](data)
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var objects: [Set<ArraySlice<UInt8>>?] = []   // one entry per open object (a set of keys) or array (nil)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"): objects.append([])
            case UInt8(ascii: "["): objects.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): objects.removeLast()
            case quote:
                let start = i + 1
                i = start
                while bytes[i] != quote { i += bytes[i] == backslash ? 2 : 1 }
                var next = i + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                // A string followed by a colon is a key of the innermost object (inserted in place: no copy).
                if next < bytes.count, bytes[next] == UInt8(ascii: ":"), let top = objects.indices.last, objects[top] != nil,
                   !objects[top]!.insert(bytes[start..<i]).inserted {
                    return String(decoding: bytes[start..<i], as: UTF8.self)
                }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// JSON `true`/`false` arrive as NSNumber too; only booleans have the objCType "c" (integers never do).
    private static func isBool(_ value: Any) -> Bool {
        guard let n = value as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    private static func number(_ raw: Any?, field: @autoclosure () -> String) throws -> Double? {
        guard let raw else { return nil }
        guard let n = raw as? NSNumber, !isBool(raw) else {
            throw ScenarioError.invalidValue(field: field(), value: describe(raw), accepted: "a number")
        }
        return n.doubleValue
    }

    private static func string(_ raw: Any?, field: @autoclosure () -> String) throws -> String? {
        guard let raw else { return nil }
        guard let s = raw as? String else {
            throw ScenarioError.invalidValue(field: field(), value: describe(raw), accepted: "a string")
        }
        return s
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let s as String: return "\"\(s)\""
        case is NSNull: return "null"
        case let n as NSNumber: return isBool(n) ? (n.boolValue ? "true" : "false") : "\(n)"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "\(value)"
        }
    }
}
