import ArgumentParser
import Raster
import RefreshModel
import RefreshOutput

/// Parsers for the option values that are more than a number; each failure names the value and what is accepted.
enum ArgumentValues {
    /// `--png-filter` names.
    static let pngFilters: [String: PNGOptions.Filter] = [
        "none": .none, "sub": .sub, "up": .up, "average": .average, "paeth": .paeth, "all": .all,
    ]

    /// `0.5` (one value) or `start:end:step` (a sweep, end included when it lands on a step).
    static func progresses(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        func number(_ s: String) throws -> Double {
            guard let v = Double(s), v.isFinite else {
                throw ValidationError("--progress \(text): \"\(s)\" is not a number; expected a value like 0.5 or a range start:end:step like 0:1:0.05")
            }
            return v
        }
        switch parts.count {
        case 1:
            let v = try number(parts[0])
            try checkProgress(v, text)
            return [v]
        case 3:
            let a = try number(parts[0]), b = try number(parts[1]), step = try number(parts[2])
            guard step > 0 else { throw ValidationError("--progress \(text): the step must be above 0") }
            guard b >= a else { throw ValidationError("--progress \(text): the end must not be below the start") }
            try checkProgress(a, text)
            try checkProgress(b, text)
            let count = Int(((b - a) / step + 1e-9).rounded(.down)) + 1
            guard count <= FrameSampling.maximumFrames else {
                throw ValidationError("--progress \(text) gives \(count) frames; at most \(FrameSampling.maximumFrames) are accepted")
            }
            // Computed from the index, not by repeated addition, so every value is exact to one rounding.
            return (0..<count).map { i in min(b, a + Double(i) * step) }
        default:
            throw ValidationError("--progress \(text) is not accepted; expected a value like 0.5 or a range start:end:step like 0:1:0.05")
        }
    }

    private static func checkProgress(_ v: Double, _ text: String) throws {
        guard v >= 0, v <= Scenario.maximumProgress else {
            throw ValidationError("--progress \(text): \(v) is out of range; expected values from 0 to \(Scenario.maximumProgress)")
        }
    }

    /// `A..B` (inclusive) or a single index `A`.
    static func frameRange(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        let numbers = parts.map { Int($0) }
        if parts.count == 1, let a = numbers[0], a >= 0 { return a...a }
        guard parts.count == 2, let a = numbers[0], let b = numbers[1], a >= 0, b >= a else {
            throw ValidationError("--frames \(text) is not accepted; expected a range of frame indices A..B with 0 ≤ A ≤ B, like 120..239")
        }
        return a...b
    }

    /// `style`, `none`, a colour name (white, black, clear) or `#RRGGBB` / `#RRGGBBAA`.
    static func background(_ text: String) throws -> BackgroundChoice {
        switch text.lowercased() {
        case "style": return .style
        case "none", "transparent": return .none
        case "white": return .color(.white)
        case "black": return .color(.black)
        default: break
        }
        if let c = color(hex: text) { return .color(c) }
        throw ValidationError("--background \(text) is not accepted; expected style, none, white, black, or a colour #RRGGBB / #RRGGBBAA")
    }

    /// `auto`, `white`, `black` or `#RRGGBB` (an opaque page colour).
    static func matte(_ text: String) throws -> EdgeMatte {
        switch text.lowercased() {
        case "auto": return .auto
        case "white": return .color(.white)
        case "black": return .color(.black)
        default: break
        }
        if text.count == 7, let c = color(hex: text) { return .color(c) }
        throw ValidationError("--matte \(text) is not accepted; expected auto, white, black, or an opaque colour #RRGGBB")
    }

    static func color(hex text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var values: [Int] = []
        var i = 0
        while i < digits.count {
            guard let v = Int(String(digits[i...i + 1]), radix: 16) else { return nil }
            values.append(v)
            i += 2
        }
        return Color(rgb8: values[0], values[1], values[2], alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }

    /// `--locale`: en, zh-Hans or zh-Hant.
    static func locale(_ text: String) throws -> LabelLanguage {
        guard let language = LabelLanguage(identifier: text) else {
            throw ValidationError("--locale \(text) is not a language; expected one of \(LabelLanguage.identifiers)")
        }
        return language
    }

    /// `--title STATE=TEXT`; TEXT may be empty and may hold `=`.
    static func title(_ text: String) throws -> (RefreshState, String) {
        let states = RefreshState.allCases.map(\.rawValue).joined(separator: ", ")
        guard let eq = text.firstIndex(of: "=") else {
            throw ValidationError("--title \(text) is not accepted; expected STATE=TEXT with STATE one of \(states), e.g. idle=Pull me")
        }
        let name = String(text[..<eq])
        guard let state = RefreshState(rawValue: name) else {
            throw ValidationError("--title \(text): \"\(name)\" is not a state; expected one of \(states)")
        }
        return (state, String(text[text.index(after: eq)...]))
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
            throw ValidationError("--last-updated \(text) is not accepted: \(error.reason); expected an ISO date-time like 2026-11-22T14:05 (optional :SS and Z or ±HH:MM), never, or now")
        }
    }

    /// `KEY=VALUE`.
    static func keyValue(_ text: String) throws -> (String, String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex, text.index(after: eq) != text.endIndex else {
            throw ValidationError("--style-option \(text) is not accepted; expected KEY=VALUE, e.g. arrow-color=gray")
        }
        return (String(text[..<eq]), String(text[text.index(after: eq)...]))
    }

    /// `name=path.png`.
    static func imageOverride(_ text: String) throws -> (String, String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex, text.index(after: eq) != text.endIndex else {
            throw ValidationError("--image \(text) is not accepted; expected NAME=PATH.png, e.g. airplane=my-plane.png")
        }
        return (String(text[..<eq]), String(text[text.index(after: eq)...]))
    }
}
