import Raster
/// Colours written as text, for the options that take one (`--background`, a style's `text-color=…`): `#rgb`,
/// `#rrggbb`, `#rrggbbaa`, or a name — white and black, and UIColor's named greys (STYLES.md §6.11: gray white 0.5,
/// darkgray white 1/3, lightgray white 2/3).
public enum ColorNotation {
    /// What is accepted, for help and messages.
    public static let accepted = "#rgb|#rrggbb|#rrggbbaa|white|black|gray|darkgray|lightgray"

    /// The colour names accepted, with their colours.
    public static let names: [(name: String, color: Color)] = [
        ("white", .white), ("black", .black), ("gray", Color(white: 0.5)),
        ("darkgray", Color(white: 1.0 / 3.0)), ("lightgray", Color(white: 2.0 / 3.0)),
    ]

    /// The colour `text` names (letter case ignored), or nil.
    public static func color(_ text: String) -> Color? {
        let lower = text.lowercased()
        if let named = names.first(where: { $0.name == lower }) { return named.color }
        return color(hex: text)
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` (hex digits of either case), or nil.
    public static func color(hex text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        let values = stride(from: 0, to: digits.count, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
        return Color(rgb8: values[0], values[1], values[2], alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }

    /// `#rrggbb`, with `aa` when the colour is not opaque (lower case; the form `--background` records).
    public static func text(_ color: Color) -> String {
        func hex(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + hex(color.red) + hex(color.green) + hex(color.blue) + (color.alpha < 1 ? hex(color.alpha) : "")
    }
}

extension StyleOption {
    /// A colour option named after the library's property (`text-color=#336699`), read with `ColorNotation`.
    public static func color(_ key: String, _ property: WritableKeyPath<Style, Color> & Sendable,
                             help: String) -> StyleOption {
        StyleOption(key, property, parse: { ColorNotation.color($0) }, accepted: ColorNotation.accepted,
                    text: ColorNotation.text, help: help)
    }
}
