import Raster
/// The documented variants of the styles, chosen with `--style-option KEY=VALUE`:
///
/// | style | key | values | default | source |
/// |---|---|---|---|---|
/// | circle | `start` | `bottom` (π/2), `top` (3π/2) | bottom | STYLES.md §1.2, §7 A1 |
/// | arrow | `arrow-color` | `blue`, `gray`, `black`, `white` | blue | §2.2 |
/// | mj | `auto-alpha` | `on`, `off` | off | §4.4 automaticallyChangeAlpha |
/// | airplane | `repeat-duration` | `6` (the reference port), `5` (the book) | 6 | §5.4, §7 A6 |
/// | airplane | `implicit-actions` | `on`, `off` | off | §5.3, §6.9, §7 A10 |
public enum StyleVariants {
    /// The keys each style accepts, with their values, for messages and help.
    public static let keys: [String: [String: [String]]] = [
        "circle": ["start": ["bottom", "top"]],
        "arrow": ["arrow-color": VectorArtwork.EGOArrowColor.allCases.map(\.rawValue)],
        "mj": ["auto-alpha": ["on", "off"]],
        "airplane": ["repeat-duration": ["6", "5"], "implicit-actions": ["on", "off"]],
    ]

    /// The style called `name` with `options` applied; the error names the bad key or value and what is accepted.
    public static func style(named name: String, options: [(String, String)]) throws -> any HeaderStyle {
        guard var style = StyleCatalog.style(named: name) else {
            throw StyleVariantError.unknownStyle(name, accepted: StyleCatalog.names)
        }
        for (key, value) in options {
            guard let values = keys[name]?[key] else {
                throw StyleVariantError.unknownKey(style: name, key: key,
                                                   accepted: (keys[name] ?? [:]).keys.sorted())
            }
            guard values.contains(value) else {
                throw StyleVariantError.badValue(style: name, key: key, value: value, accepted: values)
            }
            switch (style, key) {
            case (var s as CircleStyle, "start"):
                s.startAngle = value == "top" ? 3 * Double.pi / 2 : Double.pi / 2
                style = s
            case (var s as ArrowStyle, "arrow-color"):
                s.arrowColor = VectorArtwork.EGOArrowColor(rawValue: value) ?? .blue
                style = s
            case (var s as MJStyle, "auto-alpha"):
                s.automaticallyChangeAlpha = value == "on"
                style = s
            case (var s as AirplaneStyle, "repeat-duration"):
                s.repeatDuration = Double(value) ?? 6
                style = s
            case (var s as AirplaneStyle, "implicit-actions"):
                s.implicitActions = value == "on"
                style = s
            default:
                break
            }
        }
        return style
    }
}

/// A `--style-option` that does not apply.
public enum StyleVariantError: Error, Equatable, CustomStringConvertible {
    case unknownStyle(String, accepted: [String])
    case unknownKey(style: String, key: String, accepted: [String])
    case badValue(style: String, key: String, value: String, accepted: [String])

    public var description: String {
        switch self {
        case .unknownStyle(let name, let accepted):
            return "--style \(name) is not a style; expected one of \(accepted.joined(separator: ", "))"
        case .unknownKey(let style, let key, let accepted):
            return "--style-option \(key)=… does not apply to \(style); "
                + (accepted.isEmpty ? "\(style) has no options" : "expected \(accepted.joined(separator: ", "))")
        case .badValue(let style, let key, let value, let accepted):
            return "--style-option \(key)=\(value) is not accepted for \(style); expected \(accepted.joined(separator: ", "))"
        }
    }
}
