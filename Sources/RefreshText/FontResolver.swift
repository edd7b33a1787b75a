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
        return Match(path: String(cString: file), faceIndex: Int(index), families: families, weight: Int(weight))
    }
}
