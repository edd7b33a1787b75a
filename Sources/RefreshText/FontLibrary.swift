import Raster
import RefreshRender
import Foundation

/// The fonts a render uses (STYLES.md §6.13, §7 A13): a Helvetica-metric Latin family in regular and bold
/// ("Helvetica" / systemFont and "Helvetica-Bold" / boldSystemFont), fonts for Arabic, Thai and Korean (`FontScript`),
/// a Chinese font, and per-character fallback to any installed font that has a character. Characters no font has are
/// collected once, for one line on stderr.
///
/// Safe to share between parallel frame workers.
public final class FontLibrary: Sendable {
    /// Latin families with Helvetica's widths, in order of preference (Debian `fonts-liberation2` first).
    package static let latinFamilies = ["Liberation Sans", "Arimo", "Nimbus Sans", "Nimbus Sans L", "TeX Gyre Heros",
                                       "Helvetica", "Arial"]
    /// The Debian package that provides the preferred Latin family.
    package static let latinPackage = "fonts-liberation2"
    /// Chinese families, in order of preference (Debian `fonts-wqy-microhei` first; Heiti-like).
    package static let chineseFamilies = ["WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "Noto Sans CJK SC",
                                         "Source Han Sans SC", "Droid Sans Fallback"]
    /// The Debian package that provides the preferred Chinese family.
    package static let chinesePackage = "fonts-wqy-microhei"

    /// The font for "Helvetica" (systemFont).
    let regular: Font
    /// The font for "Helvetica-Bold" (boldSystemFont).
    let bold: Font
    /// The font Chinese characters fall back to first; nil when none is installed.
    let chinese: Font?
    /// The regular and bold faces for each script that has its own font (bold nil when the family has one weight).
    let scriptFonts: [FontScript: (regular: Font, bold: Font?)]
    /// Whether characters that neither the primary nor the Chinese font has are looked up with fontconfig.
    package let usesSystemFallback: Bool

    private struct FallbackState {
        var fontsByFile: [String: Font] = [:]
        var fallback: [FallbackKey: Font?] = [:]
        var missing: [Unicode.Scalar] = []
        var missingSet: Set<UInt32> = []
    }

    private struct FallbackKey: Hashable {
        let scalar: UInt32
        let weight: FontWeight
    }

    private let state = Locked(FallbackState())

    /// Finds the installed fonts with fontconfig. `regularFontPath` / `boldFontPath` (`--font`, `--bold-font`)
    /// replace the Latin regular / bold font. Throws when a role has no usable font; the error names the Debian
    /// package to install.
    public convenience init(regularFontPath: String? = nil, boldFontPath: String? = nil) throws(TextError) {
        let regular = try FontLibrary.latinFont(path: regularFontPath, weight: .regular)
        let bold = try FontLibrary.latinFont(path: boldFontPath, weight: .bold)
        var chinese: Font?
        for family in FontLibrary.chineseFamilies {
            if let match = try FontResolver.find(family: family, weight: .regular, language: "zh-cn"),
               let font = try? Font(path: match.path, faceIndex: match.faceIndex) {
                chinese = font
                break
            }
        }
        var scriptFonts: [FontScript: (regular: Font, bold: Font?)] = [:]
        for script in FontScript.allCases {
            scriptFonts[script] = try FontLibrary.scriptFaces(script)
        }
        self.init(regular: regular, bold: bold, chinese: chinese, scriptFonts: scriptFonts, usesSystemFallback: true)
    }

    /// A library of given fonts; with `usesSystemFallback` false, only these fonts are ever used (reproducible
    /// whatever else is installed).
    init(regular: Font, bold: Font, chinese: Font?, scriptFonts: [FontScript: (regular: Font, bold: Font?)] = [:],
                usesSystemFallback: Bool) {
        self.regular = regular
        self.bold = bold
        self.chinese = chinese
        self.scriptFonts = scriptFonts
        self.usesSystemFallback = usesSystemFallback
    }

    /// The primary font for a UIKit font name (see `FontWeight(fontName:)`).
    func font(named fontName: String) -> Font {
        FontWeight(fontName: fontName) == .bold ? bold : regular
    }

    /// The font and glyph that draw `scalar` when the text's font is `primary`: the primary font if it has the
    /// character, else its script's font (Arabic, Thai, Korean) in the primary's weight, else the Chinese font, else
    /// (with system fallback) a font fontconfig finds. Nil when no font has it; the character is then recorded in
    /// `missingCharacters`.
    func resolve(_ scalar: Unicode.Scalar, primary: Font) -> (font: Font, glyph: UInt32)? {
        if let gid = primary.glyphIndex(for: scalar) { return (primary, gid) }
        let weight: FontWeight = primary === bold ? .bold : .regular
        if let script = FontScript(scalar), let faces = scriptFonts[script] {
            let font = weight == .bold ? faces.bold ?? faces.regular : faces.regular
            if let gid = font.glyphIndex(for: scalar) { return (font, gid) }
        }
        if let chinese, let gid = chinese.glyphIndex(for: scalar) { return (chinese, gid) }
        let key = FallbackKey(scalar: scalar.value, weight: weight)
        let cached = state.withLock { $0.fallback[key] }
        let font: Font?
        if let cached {
            font = cached
        } else {
            font = usesSystemFallback ? systemFallback(for: scalar, weight: weight) : nil
            state.withLock { $0.fallback[key] = .some(font) }
        }
        if let font, let gid = font.glyphIndex(for: scalar) { return (font, gid) }
        state.withLock { state in
            if state.missingSet.insert(scalar.value).inserted { state.missing.append(scalar) }
        }
        return nil
    }

    /// Characters that no font had, in the order first met (each once).
    package var missingCharacters: [Unicode.Scalar] { state.withLock { $0.missing } }

    /// One line for stderr about `missingCharacters`, or nil when there are none.
    public var missingCharactersMessage: String? {
        let missing = missingCharacters
        guard !missing.isEmpty else { return nil }
        let list = missing.map { scalar -> String in
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            return scalar.properties.generalCategory == .privateUse || scalar.properties.isWhitespace
                ? code : "\(code) '\(Character(scalar))'"
        }
        var message = "no installed font has \(list.joined(separator: ", ")); drawn as a box"
        var packages: [String] = []
        if chinese == nil, missing.contains(where: FontLibrary.isHan) {
            packages.append("\(FontLibrary.chinesePackage) for Chinese")
        }
        for script in FontScript.allCases where scriptFonts[script] == nil && missing.contains(where: { FontScript($0) == script }) {
            packages.append("\(script.package) for \(script.rawValue.capitalized)")
        }
        if !packages.isEmpty { message += " (install the Debian package " + packages.joined(separator: ", ") + ")" }
        return message
    }

    // MARK: Finding fonts

    private static func latinFont(path: String?, weight: FontWeight) throws(TextError) -> Font {
        if let path { return try Font(path: path) }
        for family in latinFamilies {
            if let match = try FontResolver.find(family: family, weight: weight),
               let font = try? Font(path: match.path, faceIndex: match.faceIndex) {
                return font
            }
        }
        throw .fontNotInstalled(role: weight == .bold ? "bold Latin (Helvetica-Bold)" : "regular Latin (Helvetica)",
                                families: latinFamilies, package: latinPackage)
    }

    /// The first installed family of `script` with a regular face, and its bold face when it has one.
    private static func scriptFaces(_ script: FontScript) throws(TextError) -> (regular: Font, bold: Font?)? {
        for family in script.families {
            guard let match = try FontResolver.find(family: family, weight: .regular),
                  let regular = try? Font(path: match.path, faceIndex: match.faceIndex) else { continue }
            let bold = try FontResolver.find(family: family, weight: .bold).flatMap {
                try? Font(path: $0.path, faceIndex: $0.faceIndex)
            }
            return (regular, bold)
        }
        return nil
    }

    private func systemFallback(for scalar: Unicode.Scalar, weight: FontWeight) -> Font? {
        guard let match = try? FontResolver.find(containing: scalar, weight: weight) else { return nil }
        let key = "\(match.path)#\(match.faceIndex)"
        if let font = state.withLock({ $0.fontsByFile[key] }) { return font }
        guard let font = try? Font(path: match.path, faceIndex: match.faceIndex), font.covers(scalar) else {
            return nil
        }
        return state.withLock { state in
            if let existing = state.fontsByFile[key] { return existing }
            state.fontsByFile[key] = font
            return font
        }
    }

    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
             0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
