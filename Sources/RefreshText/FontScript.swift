import CHarfBuzz

/// The scripts that have fonts of their own in a `FontLibrary`, chosen before the Chinese font and fontconfig's
/// fallback (README "Labels and languages"): each is looked up by family, in order of preference.
package enum FontScript: String, Sendable, Hashable, CaseIterable {
    case arabic
    case thai
    case hangul

    /// Families in order of preference. Arabic and Thai: the Noto UI families (`fonts-noto-ui-core`), drawn for user
    /// interfaces — their vertical metrics fit the line of a Latin UI font, as iOS's Arabic and Thai system fonts do.
    /// Noto Sans Thai UI before the looped design (Thonburi's): Debian 12's Noto Looped Thai UI sets a tone mark over an
    /// upper vowel inside the vowel (HarfBuzz's hb-view shows the same), Noto Sans Thai UI stacks it above. Korean:
    /// NanumGothic (`fonts-nanum`), a sans in the manner of Apple SD Gothic Neo, with a bold face.
    public var families: [String] {
        switch self {
        case .arabic: return ["Noto Sans Arabic UI", "Noto Sans Arabic", "Noto Naskh Arabic UI", "Noto Naskh Arabic"]
        case .thai: return ["Noto Sans Thai UI", "Noto Sans Thai", "Noto Looped Thai UI", "Noto Looped Thai"]
        case .hangul: return ["NanumGothic", "Noto Sans CJK KR", "Source Han Sans KR", "UnDotum"]
        }
    }

    /// The Debian package that provides the preferred family.
    public var package: String {
        switch self {
        case .arabic, .thai: return "fonts-noto-ui-core"
        case .hangul: return "fonts-nanum"
        }
    }

    /// The script of a character by its Unicode Script property (HarfBuzz's table), or nil for the others.
    public init?(_ scalar: Unicode.Scalar) {
        switch UnicodeScript.of(scalar.value) {
        case HB_SCRIPT_ARABIC: self = .arabic
        case HB_SCRIPT_THAI: self = .thai
        case HB_SCRIPT_HANGUL: self = .hangul
        default: return nil
        }
    }
}

/// The Unicode Script property of characters, from HarfBuzz's Unicode functions.
enum UnicodeScript {
    static func of(_ codePoint: UInt32) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), codePoint)
    }

    /// Common and Inherited characters (spaces, punctuation, digits, combining marks) take the script around them.
    static func isShared(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }
}
