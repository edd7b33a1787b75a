/// Slots: properties a file marks with a slot id (`"sid"`) take the value its `slots` object gives that id
/// (`"slots": {"id": {"p": …}}`), as lottie-web's slot manager and ThorVG read them. A theme, or a slots object given
/// with the file, overrides the file's own slots id by id. Substitution happens on the document before it is
/// parsed, so a slotted value is checked like any other, at its own place in the file.
enum Slots {
    /// The document with every slotted property replaced: the file's own `slots`, each id overridden by `overrides`.
    static func apply(_ overrides: [String: JSONValue], to root: JSONValue) -> JSONValue {
        guard case .object(var document) = root else { return root }
        var table: [String: JSONValue] = [:]
        if case .object(let own)? = document["slots"] {
            for (id, slot) in own { if case .object(let o) = slot, let p = o["p"] { table[id] = p } }
        }
        for (id, slot) in overrides {
            if case .object(let o) = slot, let p = o["p"] { table[id] = p }
        }
        guard !table.isEmpty else { return root }
        for (key, value) in document where key != "slots" { document[key] = substitute(value, table) }
        return .object(document)
    }

    private static func substitute(_ value: JSONValue, _ table: [String: JSONValue]) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.map { substitute($0, table) })
        case .object(let fields):
            if case .string(let id)? = fields["sid"], let slot = table[id] { return filled(fields, with: slot) }
            return .object(fields.mapValues { substitute($0, table) })
        default:
            return value
        }
    }

    /// An image asset keeps its id and takes the slot's fields; a text document keeps the fields of its first
    /// document that the slot's documents leave out (a theme may give only the text or only the colour); any other
    /// property is the slot's value.
    private static func filled(_ fields: [String: JSONValue], with slot: JSONValue) -> JSONValue {
        guard case .object(let given) = slot else { return slot }
        if fields["id"] != nil, fields["p"] != nil {
            return .object(fields.merging(given) { _, new in new })
        }
        guard case .array(let frames)? = fields["k"], case .object(let first)? = frames.first,
              case .object(let base)? = first["s"], case .array(let slotFrames)? = given["k"] else { return slot }
        var merged = given
        merged["k"] = .array(slotFrames.map { frame in
            guard case .object(var f) = frame, case .object(let s)? = f["s"] else { return frame }
            f["s"] = .object(base.merging(s) { _, new in new })
            return .object(f)
        })
        return .object(merged)
    }
}
