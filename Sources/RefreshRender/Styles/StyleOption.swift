/// A documented variant of a style: a key and its values, each setting one property of the style. The values are
/// either a few named ones (`start=top` sets `CircleStyle.startAngle` to 3π/2) or parsed from text (`max-pull=150`,
/// `pull=10..40`). A style declares its variants in `options`, in its own file; help, messages and the list of styles
/// are made from that declaration, so a new variant is one edit.
public struct StyleOption<Style: RefreshStyle>: Sendable {
    /// The key, `start`.
    public let key: String
    /// One line on what the values do.
    public let help: String
    private let form: Form

    private enum Form: Sendable {
        /// Named values, in the order they are listed.
        case named([Choice])
        /// A value parsed from text: `pattern` shows its form (`A..B`), `accepted` says in a message what is accepted
        /// (for this style: a range may depend on the style's animation), `set` applies the text (false when it is
        /// not accepted) and `show` names the value a style has (nil when it has none to show).
        case parsed(pattern: String, accepted: @Sendable (Style) -> String,
                    set: @Sendable (String, inout Style) -> Bool, show: @Sendable (Style) -> String?)
    }

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
        form = .named(values.map { name, value in
            Choice(name: name, set: { $0[keyPath: property] = value }, isSet: { $0[keyPath: property] == value })
        })
    }

    /// `key` sets `property` to the value `parse` reads from the text, given the style it applies to (nil: the text is
    /// not accepted, and the message says `accepted(style)`). `pattern` is the value's form in help and lists
    /// (`A..B`); `show` writes a value back in that form (nil: nothing to show, e.g. "from the file").
    public init<Value: Sendable>(_ key: String, _ property: WritableKeyPath<Style, Value> & Sendable, pattern: String,
                                 accepted: @escaping @Sendable (Style) -> String,
                                 parse: @escaping @Sendable (String, Style) -> Value?,
                                 show: @escaping @Sendable (Value) -> String?, help: String) {
        self.key = key
        self.help = help
        form = .parsed(pattern: pattern, accepted: accepted, set: { text, style in
            guard let value = parse(text, style) else { return false }
            style[keyPath: property] = value
            return true
        }, show: { show($0[keyPath: property]) })
    }

    /// The names of the accepted values, in order; for a parsed value, its form (`A..B`).
    public var values: [String] {
        switch form {
        case .named(let choices): return choices.map(\.name)
        case .parsed(let pattern, _, _, _): return [pattern]
        }
    }

    /// `key` sets `property` to the value `parse` reads from the text (nil: not accepted); `accepted` says what it
    /// reads, the same for every style (a colour, `text-color=#336699`), and `text` writes a value back.
    public init<Value: Sendable>(_ key: String, _ property: WritableKeyPath<Style, Value> & Sendable,
                                 parse: @escaping @Sendable (String) -> Value?, accepted: String,
                                 text: @escaping @Sendable (Value) -> String, help: String) {
        self.init(key, property, pattern: accepted, accepted: { _ in accepted }, parse: { input, _ in parse(input) },
                  show: { text($0) }, help: help)
    }

    /// The name of the value `style` has, or nil when it has none of them.
    public func value(of style: Style) -> String? {
        switch form {
        case .named(let choices): return choices.first { $0.isSet(style) }?.name
        case .parsed(_, _, _, let show): return show(style)
        }
    }

    /// What `style` accepts for this key, as a message lists it.
    func accepted(by style: Style) -> [String] {
        switch form {
        case .named(let choices): return choices.map(\.name)
        case .parsed(_, let accepted, _, _): return [accepted(style)]
        }
    }

    /// `style` with the value written `text`, or nil when it is not accepted.
    func setting(_ text: String, on style: Style) -> Style? {
        var copy = style
        switch form {
        case .named(let choices):
            guard let choice = choices.first(where: { $0.name == text }) else { return nil }
            choice.set(&copy)
        case .parsed(_, _, let set, _):
            guard set(text, &copy) else { return nil }
        }
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

extension RefreshStyle {
    /// No variants, unless the style declares some.
    public static var options: [StyleOption<Self>] { [] }

    /// The style's options, with the values this instance has.
    public var optionSummaries: [StyleOptionSummary] {
        Self.options.map { StyleOptionSummary(key: $0.key, values: $0.values, current: $0.value(of: self), help: $0.help) }
    }

    /// The options without an instance to read values from (a style that needs a file, `LottieStyle`): keys, value
    /// forms and help; `current` is nil.
    public static var optionForms: [StyleOptionSummary] {
        options.map { StyleOptionSummary(key: $0.key, values: $0.values, current: nil, help: $0.help) }
    }

    /// This style with `value` chosen for `key`; the error names the key or the value and what is accepted.
    public func setting(_ key: String, to value: String) throws(StyleOptionError) -> Self {
        guard let option = Self.options.first(where: { $0.key == key }) else {
            throw .unknownKey(style: name, key: key, accepted: Self.options.map(\.key))
        }
        guard let style = option.setting(value, on: self) else {
            throw .badValue(style: name, key: key, value: value, accepted: option.accepted(by: self))
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
