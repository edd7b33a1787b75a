import Foundation
import RefreshText
import Testing
@testable import RefreshLottie

/// docs/LOTTIE.md's feature table stays in step with the warnings the parser emits: every warning a file with every
/// warned feature produces is a row of the table, and every warning the table lists is still produced.
@Suite struct LottieDocTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/LOTTIE.md").standardized

    /// The features the parser warns about that Fixtures/unsupported.json does not have.
    static let probe = #"""
        {"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "ddd": 1, "layers": [
          {"ty": 4, "nm": "styled", "ip": 0, "op": 30, "st": 0, "sy": [{"ty": 1}],
           "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [30, 30]}},
                      {"ty": "tw", "a": {"a": 0, "k": 4}}, {"ty": "zz", "s": {"a": 0, "k": 4}},
                      {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]},
          {"ty": 6, "nm": "sound", "ip": 0, "op": 30, "st": 0},
          {"ty": 3, "nm": "turning", "ip": 0, "op": 30, "st": 0, "ddd": 1, "ks": {"or": {"a": 1, "k": [
           {"t": 0, "s": [0, 0, 0]}, {"t": 30, "s": [0, 90, 0]}]}}},
          {"ty": 5, "nm": "animated text", "ip": 0, "op": 30, "st": 0, "t": {"d": {"k": [{"t": 0, "s": {"s": 10, "f": "F",
           "t": "IX"}}]}, "p": {"m": 0}, "a": [{"s": {"rn": 1}, "a": {"rx": {"a": 0, "k": 10}}}]}},
          {"ty": 99, "nm": "future", "ip": 0, "op": 30, "st": 0},
          {"ty": 3, "nm": "shadow alone", "ip": 0, "op": 30, "st": 0, "ef": [{"ty": 25, "ef": [{"v": {"a": 0, "k": [0, 0, 0, 1]}},
           {"v": {"a": 0, "k": 255}}, {"v": {"a": 0, "k": 135}}, {"v": {"a": 0, "k": 5}}, {"v": {"a": 0, "k": 0}},
           {"v": {"a": 0, "k": 1}}]}]},
          {"ty": 3, "nm": "odd controls", "ip": 0, "op": 30, "st": 0, "ef": [{"ty": 20, "ef": [{"v": {"a": 0, "k": 5}}]}]},
          {"ty": 1, "nm": "odd solid", "ip": 0, "op": 30, "st": 0, "sc": "", "sw": 10, "sh": 10, "sr": "x",
           "masksProperties": [{"mode": "q", "pt": {"k": {"v": [[0, 0]], "i": [[0, 0]], "o": [[0, 0]]}}}]},
          {"ty": 0, "nm": "lost", "refId": "gone", "ip": 0, "op": 30, "st": 0},
          {"ty": 2, "nm": "broken picture", "refId": "broken", "ip": 0, "op": 30, "st": 0},
          {"ty": 4, "nm": "unreadable", "ip": 0, "op": 30, "st": 0},
          {"ty": 4, "nm": "fine dashes", "ip": 0, "op": 30, "st": 0, "shapes": [{"ty": "el", "p": {"k": [50, 50]}, "s": {"k": [80, 80]}},
           {"ty": "st", "c": {"k": [0, 0, 0]}, "w": {"k": 2}, "d": [{"n": "d", "v": {"k": 0.0001}}, {"n": "g", "v": {"k": 0.0001}}]}]},
          {"ty": 4, "nm": "odd shapes", "ip": 0, "op": 30, "st": 0, "shapes": [{"ty": "rc"}],
           "masksProperties": [{"mode": "a"}]}],
         "fonts": {"list": [{"fName": "F", "fFamily": "F", "fStyle": "Regular"}]},
         "chars": [{"ch": "I", "fFamily": "F", "style": "Regular", "w": 20, "data": {}}],
         "assets": [{"id": "broken", "p": "data:image/png;base64,AAAA"}]}
        """#

    /// Text in a font that is not installed, set by the text engine.
    static let fontProbe = #"""
        {"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [
          {"ty": 5, "nm": "font text", "ip": 0, "op": 30, "st": 0, "t": {"d": {"k": [{"t": 0, "s": {"s": 10, "f": "Nowhere-Bold",
           "t": "Hi"}}]}}}],
         "fonts": {"list": [{"fName": "Nowhere-Bold", "fFamily": "Nowhere Grotesk", "fStyle": "Bold"}]}}
        """#

    /// The warning column of every row marked warned or drawn in part, as patterns (`N` any number).
    static func documentedWarnings() throws -> [String] {
        let text = try String(contentsOf: doc, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 7, cells[3] == "warned" || cells[3] == "drawn in part" else { return nil }
            let code = cells[5]
            guard code.hasPrefix("`"), code.hasSuffix("`"), code.count > 2 else { return "(missing warning in: \(line))" }
            return String(code.dropFirst().dropLast())
        }
    }

    static func matches(_ feature: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "N")
        guard parts.count > 1 else { return feature == pattern }
        // `blend mode N`: the text around N, with digits where N is.
        var rest = Substring(feature)
        for (i, part) in parts.enumerated() {
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
            if i < parts.count - 1 {
                let digits = rest.prefix { $0.isNumber }
                guard !digits.isEmpty else { return false }
                rest = rest.dropFirst(digits.count)
            }
        }
        return rest.isEmpty
    }

    @Test func theFeatureTableListsExactlyTheWarningsTheParserEmits() throws {
        let documented = try Self.documentedWarnings()
        #expect(!documented.isEmpty)
        let emitted = try Fixtures.composition("unsupported").warnings + LottieComposition(data: Data(Self.probe.utf8)).warnings
            + LottieComposition(data: Data(Self.fontProbe.utf8), textEngine: FontTextEngine()).warnings
        for warning in emitted {
            #expect(documented.contains { Self.matches(warning.feature, $0) }, "not in docs/LOTTIE.md: \(warning)")
        }
        for pattern in documented {
            #expect(emitted.contains { Self.matches($0.feature, pattern) }, "docs/LOTTIE.md lists \(pattern), no longer warned")
        }
    }

    /// The limits table lists every limit of `LottieLimits` with its value.
    @Test func theLimitsTableStatesTheLimitsOfTheCode() throws {
        let limits: [String: Double] = [
            "maxFileBytes": Double(LottieLimits.maxFileBytes), "maxCount": Double(LottieLimits.maxCount),
            "maxDepth": Double(LottieLimits.maxDepth), "maxCopies": Double(LottieLimits.maxCopies),
            "maxCopiesPerLayer": LottieLimits.maxCopiesPerLayer, "maxFrameVertices": Double(LottieLimits.maxFrameVertices), "maxFrameDashes": Double(LottieLimits.maxFrameDashes), "maxImagePixels": Double(LottieLimits.maxImagePixels),
            "maxCharacters": Double(LottieLimits.maxCharacters), "maxTextShares": Double(LottieLimits.maxTextShares),
            "maxCoordinate": LottieLimits.maxCoordinate, "maxFrame": LottieLimits.maxFrame,
        ]
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        var documented: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[1].hasPrefix("`max"), cells[1].hasSuffix("`") else { continue }
            documented[String(cells[1].dropFirst().dropLast())] = Double(cells[2].replacingOccurrences(of: " ", with: ""))
        }
        #expect(documented == limits)
    }
}
