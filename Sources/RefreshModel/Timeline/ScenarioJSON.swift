import Raster
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
    public static let curveNames: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
        "default": .default,
    ]

    /// Parses and validates a scenario; errors name the field and the accepted values.
    public init(json data: Data) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            // Foundation's debug description says what and where ("Number 1e999 is not representable…");
            // its localized description only says that the data is not in the correct format.
            let ns = error as NSError
            throw ScenarioError.malformedJSON(ns.userInfo[NSDebugDescriptionErrorKey] as? String ?? ns.localizedDescription)
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
        guard let rawSteps = root["steps"] else {
            throw ScenarioError.invalidValue(field: "steps", value: "missing", accepted: "an array of steps")
        }
        guard let stepArray = rawSteps as? [Any] else {
            throw ScenarioError.invalidValue(field: "steps", value: Scenario.describe(rawSteps),
                                             accepted: "an array of steps")
        }
        var steps: [Step] = []
        for (i, raw) in stepArray.enumerated() {
            steps.append(try Scenario.step(raw, index: i))
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

    private static func step(_ raw: Any, index i: Int) throws -> Step {
        let field = "steps[\(i)]"
        guard let dict = raw as? [String: Any] else {
            throw ScenarioError.invalidValue(field: field, value: describe(raw),
                                             accepted: "an object with one of pull, wait, release")
        }
        let actions = ["pull", "wait", "hold", "release"].filter { dict[$0] != nil }
        guard actions.count == 1, let action = actions.first else {
            throw ScenarioError.invalidValue(field: field, value: actions.isEmpty ? "no action" : actions.joined(separator: " and "),
                                             accepted: "exactly one of pull, wait, release")
        }
        let allowed: Set<String> = action == "pull" ? ["pull", "duration", "curve"] : [action]
        if let extra = dict.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw ScenarioError.invalidValue(field: "\(field).\(extra)", value: "present",
                                             accepted: "only \(allowed.sorted().joined(separator: ", ")) in a \(action) step")
        }
        switch action {
        case "pull":
            guard let progress = try number(dict["pull"], field: "\(field).pull") else {
                throw ScenarioError.invalidValue(field: "\(field).pull", value: "missing", accepted: "a progress ≥ 0")
            }
            guard let duration = try number(dict["duration"], field: "\(field).duration") else {
                throw ScenarioError.invalidValue(field: "\(field).duration", value: "missing", accepted: "seconds ≥ 0")
            }
            var curve = TimingFunction.easeOut
            if let name = try string(dict["curve"], field: "\(field).curve") {
                guard let c = curveNames[name] else {
                    throw ScenarioError.invalidValue(field: "\(field).curve", value: "\"\(name)\"",
                                                     accepted: curveNames.keys.sorted().joined(separator: ", "))
                }
                curve = c
            }
            return .pull(progress: progress, duration: duration, curve: curve)
        case "wait", "hold":
            return .wait(duration: try number(dict[action], field: "\(field).\(action)") ?? 0)
        default:
            guard let flag = dict["release"], isBool(flag), (flag as? Bool) == true else {
                throw ScenarioError.invalidValue(field: "\(field).release", value: describe(dict["release"] as Any),
                                                 accepted: "true")
            }
            return .release
        }
    }

    /// JSON `true`/`false` arrive as NSNumber too; only booleans have the objCType "c" (integers never do).
    private static func isBool(_ value: Any) -> Bool {
        guard let n = value as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    private static func number(_ raw: Any?, field: String) throws -> Double? {
        guard let raw else { return nil }
        guard let n = raw as? NSNumber, !isBool(raw) else {
            throw ScenarioError.invalidValue(field: field, value: describe(raw), accepted: "a number")
        }
        return n.doubleValue
    }

    private static func string(_ raw: Any?, field: String) throws -> String? {
        guard let raw else { return nil }
        guard let s = raw as? String else {
            throw ScenarioError.invalidValue(field: field, value: describe(raw), accepted: "a string")
        }
        return s
    }

    private static func describe(_ value: Any) -> String {
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
