import Raster
/// A documented variant of a style: a key and a few named values, each setting one property of the style
/// (`start=top` sets `CircleStyle.startAngle` to 3π/2). A style declares its variants in `options`, in its own file;
/// help, messages and the list of styles are made from that declaration, so a new variant is one edit.
public struct StyleOption<Style: HeaderStyle>: Sendable {
    /// The key, `start`.
    public let key: String
    /// One line on what the values do.
    public let help: String
    private let choices: [Choice]

    private struct Choice: Sendable {
        let name: String
        let set: @Sendable (inout Style) -> Void
        let isSet: @Sendable (Style) -> Bool
    }

    /// `key` sets `property` to the value named in `values` (in the order they are listed).
    public init<Value: Equatable & Sendable>(_ key: String, _ property: WritableKeyPath<Style, Value> & Sendable,
                                             values: [(name: String, value: Value)], help: String) {
        self.key = key
        self.help = help
        choices = values.map { name, value in
            Choice(name: name, set: { $0[keyPath: property] = value }, isSet: { $0[keyPath: property] == value })
        }
    }

    /// The names of the accepted values, in order.
    public var values: [String] { choices.map(\.name) }

    /// The name of the value `style` has, or nil when it has none of them.
    public func value(of style: Style) -> String? {
        choices.first { $0.isSet(style) }?.name
    }

    /// `style` with the value called `name`, or nil when no value has that name.
    func setting(_ name: String, on style: Style) -> Style? {
        guard let choice = choices.first(where: { $0.name == name }) else { return nil }
        var copy = style
        choice.set(&copy)
        return copy
    }
}

/// A style's option as shown to a user: key, values, the value the style has, and help.
public struct StyleOptionSummary: Sendable, Hashable {
    public let key: String
    public let values: [String]
    /// The value of the style it was read from (the default, for the catalog's styles).
    public let current: String?
    public let help: String
}

extension HeaderStyle {
    /// No variants, unless the style declares some.
    public static var options: [StyleOption<Self>] { [] }

    /// The style's options, with the values this instance has.
    public var optionSummaries: [StyleOptionSummary] {
        Self.options.map { StyleOptionSummary(key: $0.key, values: $0.values, current: $0.value(of: self), help: $0.help) }
    }

    /// This style with `value` chosen for `key`; the error names the key or the value and what is accepted.
    public func setting(_ key: String, to value: String) throws(StyleOptionError) -> Self {
        guard let option = Self.options.first(where: { $0.key == key }) else {
            throw .unknownKey(style: name, key: key, accepted: Self.options.map(\.key))
        }
        guard let style = option.setting(value, on: self) else {
            throw .badValue(style: name, key: key, value: value, accepted: option.values)
        }
        return style
    }

    /// This style with every `(key, value)` chosen, in order.
    public func setting(_ choices: [(key: String, value: String)]) throws(StyleOptionError) -> Self {
        var style = self
        for (key, value) in choices { style = try style.setting(key, to: value) }
        return style
    }
}

/// A style option that does not apply: the key is not one of the style's, or the value is not one of the key's.
public enum StyleOptionError: Error, Equatable, CustomStringConvertible {
    case unknownKey(style: String, key: String, accepted: [String])
    case badValue(style: String, key: String, value: String, accepted: [String])

    public var description: String {
        switch self {
        case .unknownKey(let style, let key, let accepted):
            return "\(style) has no option \(key); "
                + (accepted.isEmpty ? "\(style) has no options" : "expected \(accepted.joined(separator: ", "))")
        case .badValue(let style, let key, let value, let accepted):
            return "\(key) \(value) is not accepted for \(style); expected \(accepted.joined(separator: ", "))"
        }
    }
}
