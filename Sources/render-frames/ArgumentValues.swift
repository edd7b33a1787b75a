import ArgumentParser
import Raster
import RefreshRender
import RefreshOutput
import Foundation

/// Parsers for option values written as text (numbers, ranges, `KEY=VALUE`, colours). A parser checks the syntax and
/// builds the library's validated value, whose own rule and error say what is accepted. ArgumentParser puts the
/// option and the value typed in front of the message: "The value '0' is invalid for '--fps <fps>': …".
enum ArgumentValues {
    /// A repeatable KEY=VALUE option (`--title`, `--style-option`, `--image`) gives each key at most once: with two, one
    /// would be dropped without a word. `what` names a key in the message ("state").
    static func checkOnce(_ keys: [String], option: String, what: String) throws {
        var seen = Set<String>()
        for key in keys where !seen.insert(key).inserted {
            throw ValidationError("\(option) \(key)=… is given twice; expected each \(what) at most once")
        }
    }

    /// A number built into its checked type; text that is no number gets a message saying what is accepted.
    static func number<Value: CheckedNumber>(_ text: String, as type: Value.Type) throws -> Value {
        guard let v = Double(text) else { throw ValidationError("\"\(text)\" is not a number; expected \(Value.allowed)") }
        return try Value(v)
    }

    /// A whole number within `range`; `unit` names what it counts ("workers").
    static func integer(_ text: String, in range: ClosedRange<Int>, _ unit: String) throws -> Int {
        guard let v = Int(text), range.contains(v) else {
            throw ValidationError("expected \(unit) from \(range.lowerBound) to \(range.upperBound)")
        }
        return v
    }

    /// `--scale`.
    static func scale(_ text: String) throws -> PixelScale {
        guard let v = Int(text) else { throw ValidationError("expected \(PixelScale.accepted)") }
        return try PixelScale(v)
    }

    static let progressForms = "a value like 0.5 or a range start:end:step like 0:1:0.05"

    /// `--progress`: `0.5` (one value) or `start:end:step` (a sweep, the end included when it lands on a step).
    static func progresses(_ text: String) throws -> ProgressSweep {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        func number(_ s: String) throws -> Double {
            guard let v = Double(s) else { throw ValidationError("\"\(s)\" is not a number; expected \(progressForms)") }
            return v
        }
        do {
            switch parts.count {
            case 1: return try ProgressSweep([number(parts[0])])
            case 3: return try ProgressSweep(from: number(parts[0]), through: number(parts[1]), step: number(parts[2]))
            default: throw ValidationError("expected \(progressForms)")
            }
        } catch SamplingError.frameCountOutOfRange(let count, let allowed) {
            throw ValidationError("it gives \(count) frames; at most \(allowed.upperBound) are accepted")
        }
    }

    /// `--frames`: `A..B` (inclusive) or a single index `A`.
    static func frameRange(_ text: String) throws -> ClosedRange<Int> {
        let numbers = text.components(separatedBy: "..").map { Int($0) }
        switch numbers.count {
        case 1: if let a = numbers[0], a >= 0 { return a...a }
        case 2: if let a = numbers[0], let b = numbers[1], a >= 0, b >= a { return a...b }
        default: break
        }
        throw ValidationError("expected a range of frame indices A..B with 0 ≤ A ≤ B, like 120..239")
    }

    /// `KEY=VALUE` with both sides non-empty; `form` shows the expected form in the message.
    static func keyValue(_ text: String, form: String) throws -> (key: String, value: String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex, text.index(after: eq) != text.endIndex else {
            throw ValidationError("expected \(form)")
        }
        return (String(text[..<eq]), String(text[text.index(after: eq)...]))
    }

    /// `--title STATE=TEXT`; TEXT may be empty and may hold `=`.
    static func title(_ text: String) throws -> (state: RefreshState, text: String) {
        let states = RefreshState.allValueStrings.joined(separator: ", ")
        guard let eq = text.firstIndex(of: "=") else {
            throw ValidationError("expected STATE=TEXT with STATE one of \(states), e.g. idle=Pull me")
        }
        let name = String(text[..<eq])
        guard let state = RefreshState(rawValue: name) else {
            throw ValidationError("\"\(name)\" is not a state; expected one of \(states)")
        }
        return (state, try labelText(String(text[text.index(after: eq)...])))
    }

    /// A label's text: one line, so a control character (a line break, a tab) or a line or paragraph separator is
    /// refused, naming it, instead of being dropped from the drawing.
    static func labelText(_ text: String) throws -> String {
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control
                                                        || $0.value == 0x2028 || $0.value == 0x2029 }) {
            let code = String(format: "U+%04X", bad.value)
            let name = bad == "\n" || bad == "\r" || bad.value == 0x2028 || bad.value == 0x2029 ? "a line break" : "a control character"
            throw ValidationError("the text holds \(name) (\(code)); a label is one line: expected text without control characters")
        }
        return text
    }

    /// `--last-updated`: an ISO date-time, `never` or `now`.
    static func lastUpdated(_ text: String) throws -> LastUpdatedChoice {
        switch text.lowercased() {
        case "never": return .never
        case "now": return .now
        default: break
        }
        do throws(LabelDateTimeError) {
            return .at(try LabelDateTime(iso: text))
        } catch {
            throw ValidationError("\(error.reason); expected an ISO date-time like 2026-11-22T14:05 (optional :SS and Z or ±HH:MM), never, or now")
        }
    }
}
