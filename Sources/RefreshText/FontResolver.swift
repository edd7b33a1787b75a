import Raster
import RefreshRender
import CFontconfig
import Foundation

/// Finds installed font files with fontconfig: by family and weight (and language), or by a character they must
/// contain. fontconfig's configuration is loaded once per process; every call is serialised by one lock.
enum FontResolver {
    /// A face fontconfig found: the file, the face index inside it and the families it declares.
    package struct Match: Sendable, Hashable {
        public let path: String
        package let faceIndex: Int
        public let families: [String]
        /// fontconfig weight (80 regular, 200 bold).
        public let weight: Int
        /// fontconfig slant (0 roman, 100 italic, 110 oblique).
        package var slant = 0
        /// The style the face declares ("Bold Italic") and its PostScript name.
        package var style = ""
        package var postScriptName = ""
    }

    /// The face a font is asked for by name: family, style words ("Bold Italic", "SemiBold") and PostScript name, as a
    /// Lottie file's font list gives them.
    package struct NamedFace: Sendable, Hashable {
        package var family: String, style: String, postScriptName: String
    }

    /// The fontconfig weight and slant that style words ask for (regular and roman when they name neither).
    static func weightAndSlant(ofStyle style: String) -> (weight: Int32, slant: Int32) {
        let words = style.lowercased().filter { $0.isLetter }
        let weights: [(String, Int32)] = [
            ("extrabold", FC_WEIGHT_EXTRABOLD), ("ultrabold", FC_WEIGHT_EXTRABOLD), ("semibold", FC_WEIGHT_DEMIBOLD),
            ("demibold", FC_WEIGHT_DEMIBOLD), ("bold", FC_WEIGHT_BOLD), ("extralight", FC_WEIGHT_EXTRALIGHT),
            ("ultralight", FC_WEIGHT_EXTRALIGHT), ("light", FC_WEIGHT_LIGHT), ("thin", FC_WEIGHT_THIN),
            ("hairline", FC_WEIGHT_THIN), ("medium", FC_WEIGHT_MEDIUM), ("black", FC_WEIGHT_BLACK), ("heavy", FC_WEIGHT_HEAVY),
        ].map { ($0.0, Int32($0.1)) }
        let weight = weights.first { words.contains($0.0) }?.1 ?? Int32(FC_WEIGHT_REGULAR)
        let slant = words.contains("italic") ? Int32(FC_SLANT_ITALIC) : words.contains("oblique") ? Int32(FC_SLANT_OBLIQUE)
            : Int32(FC_SLANT_ROMAN)
        return (weight, slant)
    }

    /// The installed scalable face that fontconfig matches best with `face`, and whether it is that face: its family
    /// (or, failing that, its PostScript name) and its style, by name or by weight and slant. When it is not, the
    /// match is fontconfig's substitute (another family, or another style of the family); nil only when fontconfig
    /// has no scalable font at all.
    static func find(_ face: NamedFace) throws(TextError) -> (match: Match, exact: Bool)? {
        let (weight, slant) = weightAndSlant(ofStyle: face.style)
        func sameStyle(_ match: Match) -> Bool {
            let simple = { (s: String) in s.lowercased().filter { $0.isLetter } }
            if !face.style.isEmpty, simple(face.style) == simple(match.style) { return true }
            // Book (75) is the regular weight (80) by another name; Black (210) is not Bold (200).
            return abs(match.weight - Int(weight)) <= 5 && (match.slant == 0) == (slant == 0)
        }
        return try withConfig { config -> (match: Match, exact: Bool)? in
            func best(_ fill: (OpaquePointer) -> Void) -> Match? {
                guard let pattern = FcPatternCreate() else { return nil }
                defer { FcPatternDestroy(pattern) }
                fill(pattern)
                FcPatternAddBool(pattern, FC_OUTLINE, FcBool(FcTrue))
                FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
                return bestMatch(config: config, pattern: pattern)
            }
            let family = face.family.isEmpty ? face.postScriptName : face.family
            guard let byFamily = best({ pattern in
                FcPatternAddString(pattern, FC_FAMILY, family)
                if !face.style.isEmpty { FcPatternAddString(pattern, FC_STYLE, face.style) }
                FcPatternAddInteger(pattern, FC_WEIGHT, weight)
                FcPatternAddInteger(pattern, FC_SLANT, slant)
            }) else { return nil }
            if byFamily.families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
                return (byFamily, sameStyle(byFamily))
            }
            // Exporters' family names are not always the font's own ("Liberation Serif Bold"): its PostScript name
            // ("LiberationSerif-Bold") still finds it.
            if !face.postScriptName.isEmpty, let byName = best({ FcPatternAddString($0, FC_POSTSCRIPT_NAME, face.postScriptName) }),
               byName.postScriptName.caseInsensitiveCompare(face.postScriptName) == .orderedSame {
                return (byName, true)
            }
            return (byFamily, false)
        }
    }

    /// fontconfig weights for `FontWeight`.
    static func fontconfigWeight(_ weight: FontWeight) -> Int32 {
        switch weight {
        case .regular: return Int32(FC_WEIGHT_REGULAR)
        case .bold: return Int32(FC_WEIGHT_BOLD)
        }
    }

    private struct State {
        var config: OpaquePointer?
        var loaded = false
    }

    private static let state = Locked(State())

    /// The installed scalable face of `family` closest to `weight`, or nil when fontconfig only offers another
    /// family (it always returns *some* font) or a face whose weight is on the wrong side of semibold.
    public static func find(family: String, weight: FontWeight, language: String? = nil) throws(TextError) -> Match? {
        try withConfig { config -> Match? in
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            FcPatternAddInteger(pattern, FC_WEIGHT, fontconfigWeight(weight))
            FcPatternAddBool(pattern, FC_OUTLINE, FcBool(FcTrue))
            if let language { FcPatternAddString(pattern, FC_LANG, language) }
            guard let match = bestMatch(config: config, pattern: pattern) else { return nil }
            guard match.families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
                return nil
            }
            let isBold = match.weight >= Int(FC_WEIGHT_DEMIBOLD)
            return isBold == (weight == .bold) ? match : nil
        }
    }

    /// An installed scalable face that contains `scalar`, preferring `weight`; nil when none has it.
    public static func find(containing scalar: Unicode.Scalar, weight: FontWeight) throws(TextError) -> Match? {
        try withConfig { config -> Match? in
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
            FcPatternAddInteger(pattern, FC_WEIGHT, fontconfigWeight(weight))
            FcPatternAddBool(pattern, FC_OUTLINE, FcBool(FcTrue))
            FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
            var result = FcResultNoMatch
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            guard let font = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(font) }
            var found: OpaquePointer?
            guard result == FcResultMatch, FcPatternGetCharSet(font, FC_CHARSET, 0, &found) == FcResultMatch,
                  let found, FcCharSetHasChar(found, scalar.value) != 0 else { return nil }
            return describe(font)
        }
    }

    // MARK: fontconfig calls (under the lock)

    private static func withConfig<R>(_ body: (OpaquePointer) -> R) throws(TextError) -> R {
        try state.withLock { (state: inout State) throws(TextError) -> R in
            if !state.loaded {
                state.loaded = true
                state.config = FcInitLoadConfigAndFonts()
            }
            guard let config = state.config else { throw .fontconfigUnavailable }
            return body(config)
        }
    }

    private static func bestMatch(config: OpaquePointer, pattern: OpaquePointer) -> Match? {
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard result == FcResultMatch else { return nil }
        return describe(font)
    }

    private static func describe(_ font: OpaquePointer) -> Match? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        var weight: Int32 = Int32(FC_WEIGHT_REGULAR)
        if FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) != FcResultMatch { weight = Int32(FC_WEIGHT_REGULAR) }
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, FC_FAMILY, n, &name) == FcResultMatch, let found = name {
            families.append(String(cString: found))
            n += 1
        }
        var slant: Int32 = Int32(FC_SLANT_ROMAN)
        if FcPatternGetInteger(font, FC_SLANT, 0, &slant) != FcResultMatch { slant = Int32(FC_SLANT_ROMAN) }
        func string(_ key: String) -> String {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, key, 0, &value) == FcResultMatch, let value else { return "" }
            return String(cString: value)
        }
        return Match(path: String(cString: file), faceIndex: Int(index), families: families, weight: Int(weight),
                     slant: Int(slant), style: string(FC_STYLE), postScriptName: string(FC_POSTSCRIPT_NAME))
    }
}
