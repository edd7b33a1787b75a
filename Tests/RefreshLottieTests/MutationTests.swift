import Foundation
import Testing
@testable import RefreshLottie

/// Nothing a player draws is refused: every fixture, mutated the ways files from the field differ from the exporters'
/// (a plain value where `{"k": …}` is expected, a field left out, an empty string, a `null`), either loads and draws a
/// frame, or is refused with an error that names the place of the mutation. A refused mutant that rlottie loads is a
/// failure: neither a crash nor a refusal of what the players draw.
@Suite struct MutationTests {
    enum Kind: String, CaseIterable, Sendable {
        /// An animatable object replaced by its `k`.
        case plain
        /// A field of an object left out.
        case drop
        /// A string made empty.
        case empty
        /// A value made `null`.
        case null
    }

    struct Mutant: Sendable, CustomStringConvertible {
        var fixture: String
        var kind: Kind
        /// The mutated place, as the parser's errors write it (`layers[1].shapes[2].ml`).
        var path: String
        var json: Data
        var description: String { "\(fixture) \(kind.rawValue) \(path)" }
    }

    /// At most this many mutants of each kind per fixture, taken evenly through the file (the same ones every run),
    /// fewer of a large file: about 60 kB of JSON read per kind and fixture keeps the test to seconds in a debug
    /// build. LOTTIE_MUTANTS=N takes N of each kind of every fixture.
    static let perKind = ProcessInfo.processInfo.environment["LOTTIE_MUTANTS"].flatMap(Int.init)

    static func count(ofKindFor size: Int) -> Int { perKind ?? min(max(60_000 / max(size, 1), 1), 6) }

    /// What the composition itself is: a file without them is no animation to rlottie's reader either.
    static let compositionFields = ["w", "h", "fr", "ip", "op", "layers"]

    static func fixtures() throws -> [String] {
        let files = FileManager.default.enumerator(at: Fixtures.folder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Every place of `value` a mutation of `kind` applies to, with the mutated document.
    static func sites(_ root: Any, kind: Kind) -> [(path: String, mutate: (Any) -> Any)] {
        var out: [(String, (Any) -> Any)] = []
        func walk(_ value: Any, _ path: String, _ replace: @escaping (Any, Any) -> Any) {
            // `replace(document, newValue)` puts newValue at this place of a copy of the document.
            switch value {
            case let object as [String: Any]:
                if kind == .plain, let k = object["k"] { out.append((path, { replace($0, k) })) }
                for key in object.keys.sorted() {
                    let child = path.isEmpty ? key : "\(path).\(key)"
                    if kind == .drop {
                        out.append((child, { doc in
                            replace(doc, { () -> Any in var o = object; o[key] = nil; return o }())
                        }))
                    }
                    walk(object[key]!, child) { doc, new in
                        var o = object
                        o[key] = new
                        return replace(doc, o)
                    }
                }
            case let array as [Any]:
                for (i, element) in array.enumerated() {
                    walk(element, "\(path)[\(i)]") { doc, new in
                        var a = array
                        a[i] = new
                        return replace(doc, a)
                    }
                }
            case is String:
                if kind == .empty { out.append((path, { replace($0, "") })) }
            default:
                break
            }
            if kind == .null, !path.isEmpty { out.append((path, { replace($0, NSNull()) })) }
        }
        walk(root, "") { _, new in new }
        return out
    }

    static func mutants() throws -> [Mutant] {
        var mutants: [Mutant] = []
        for file in try fixtures() {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let root = try JSONSerialization.jsonObject(with: data)
            let name = String(file.dropFirst(Fixtures.folder.path.count + 1))
            for kind in Kind.allCases {
                let all = sites(root, kind: kind)
                let most = count(ofKindFor: data.count)
                let stride = max(1, (all.count + most - 1) / most)
                for site in Swift.stride(from: 0, to: all.count, by: stride).map({ all[$0] }) {
                    var json = ""
                    Self.write(site.mutate(root), to: &json)
                    mutants.append(Mutant(fixture: name, kind: kind, path: site.path, json: Data(json.utf8)))
                }
            }
        }
        return mutants
    }

    /// `value` (a tree JSONSerialization read) as JSON, keys in order. Foundation's writer spent three quarters of
    /// this test's time bridging each mutant's whole document to NSDictionary and back.
    static func write(_ value: Any, to out: inout String) {
        switch value {
        case let object as [String: Any]:
            out += "{"
            for (i, key) in object.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                write(key, to: &out)
                out += ":"
                write(object[key]!, to: &out)
            }
            out += "}"
        case let array as [Any]:
            out += "["
            for (i, element) in array.enumerated() {
                if i > 0 { out += "," }
                write(element, to: &out)
            }
            out += "]"
        case let string as String:
            out += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += "\\u" + String(format: "%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        case let number as NSNumber:
            // JSONSerialization reads true and false as NSNumbers of type "c"; a number of many digits as an
            // NSDecimalNumber, whose description keeps the file's digits (its doubleValue may not).
            out += String(cString: number.objCType) == "c" ? (number.boolValue ? "true" : "false") : number.description
        default:
            out += "null"
        }
    }

    /// Whether `error` names the object `path` is a field of, or a place inside it: the mutated field, or the field
    /// beside it that it changes the meaning of (a keyframe without `t` is read as a value, an image without its folder
    /// `u` is not found at `p`). A precomposition's layers are named through the layer that uses them
    /// (`layers[0] → assets["comp"].layers[2]`): the asset's index is looked up in `document`.
    static func names(_ error: LottieError, _ path: String, in document: Any) -> Bool {
        guard var at = place(of: error) else { return false }
        if let arrow = at.range(of: " → ", options: .backwards) {
            at = String(at[arrow.upperBound...])
            let assets = (document as? [String: Any])?["assets"] as? [[String: Any]] ?? []
            for (i, asset) in assets.enumerated() {
                if let id = asset["id"] as? String, at.hasPrefix("assets[\"\(id)\"]") {
                    at = "assets[\(i)]" + at.dropFirst("assets[\"\(id)\"]".count)
                }
            }
        }
        // The object of a field (`layers[1].shapes[2]` of `layers[1].shapes[2].ml`); an element or a field of the
        // document is its own place.
        let object = path.hasSuffix("]") ? path : path.range(of: ".", options: .backwards).map { String(path[..<$0.lowerBound]) } ?? path
        return at == object || at.hasPrefix(object + ".") || at.hasPrefix(object + "[")
    }

    /// The JSON path an error names.
    static func place(of error: LottieError) -> String? {
        let text = error.description
        return text.range(of: ": ").map { String(text[..<$0.lowerBound]) }
    }

    @Test func everyMutantLoadsOrIsRefusedAtItsPlace() throws {
        let mutants = try Self.mutants()
        #expect(mutants.count > 500, "\(mutants.count) mutants")
        var loaded = 0
        var refused: [(Mutant, LottieError)] = []
        for mutant in mutants {
            do throws(LottieError) {
                let composition = try LottieComposition(data: mutant.json, baseURL: Fixtures.folder)
                let frame = (composition.inPoint + composition.outPoint) / 2
                _ = try composition.image(frame: frame.rounded(.down), fittingWidth: 16, height: 16)
                loaded += 1
            } catch {
                let named = Self.names(error, mutant.path, in: try JSONSerialization.jsonObject(with: mutant.json))
                #expect(named, "\(mutant): refused elsewhere: \(error)")
                refused.append((mutant, error))
            }
        }
        if ProcessInfo.processInfo.environment["LOTTIE_MUTANTS_LIST"] == "1" {
            for (mutant, error) in refused { print("refused \(mutant): \(error)") }
        }
        // A refused mutant that rlottie draws is a failure, unless it lacks what the composition itself is (its size,
        // rate, frames or layer list), or breaks the glyphs of text (`chars`, read with the fonts). ThorVG is not asked:
        // it hangs or crashes on some mutants.
        let rlottieDraws = refused.filter { mutant, error in
            let place = Self.place(of: error) ?? ""
            return !Self.compositionFields.contains(place) && !place.hasPrefix("chars")
                && RLottieOracle(json: String(decoding: mutant.json, as: UTF8.self), key: mutant.description,
                                 resourceFolder: Fixtures.folder.path, width: 8, height: 8) != nil
        }
        for (mutant, error) in rlottieDraws {
            Issue.record("\(mutant): refused, but rlottie draws it: \(error)")
        }
        print("mutants: \(mutants.count), loaded \(loaded), refused \(refused.count)")
    }
}
