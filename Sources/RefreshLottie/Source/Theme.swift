/// A dotLottie theme (`t/ID.json`: `{"rules": [{"id", "type", "value" | "keyframes", "animations"?}]}`) read as the
/// slots it sets, as dotlottie-rs converts it for ThorVG: each rule's id is a slot id, its value or keyframes that
/// slot's property. A rule that names `animations` applies to those only.
enum Theme {
    /// The slots theme `json` sets for animation `animation`; errors name the place in the theme (`rules[2].value`).
    static func slots(_ json: JSONValue, animation: String?) throws(LottieError) -> [String: JSONValue] {
        let root = JSONNode(value: json, path: "")
        var slots: [String: JSONValue] = [:]
        for rule in try root.required("rules", "the theme's rules").array() {
            let id = try rule.required("id", "the slot id the rule sets").string()
            if let only = rule.field("animations") {
                let names = try only.array().map { n throws(LottieError) in try n.string() }
                if let animation, !names.contains(animation) { continue }
            }
            let type = try rule.required("type", "the rule's type").string()
            slots[id] = .object(["p": try property(rule, type: type)])
        }
        return slots
    }

    private static func property(_ rule: JSONNode, type: String) throws(LottieError) -> JSONValue {
        switch type {
        case "Color": return try animatable(rule) { v throws(LottieError) in .array(Array(try numbers(v, count: 3...4).prefix(3))) }
        case "Scalar": return try animatable(rule) { v throws(LottieError) in .number(try v.number()) }
        case "Vector": return try animatable(rule) { v throws(LottieError) in .array(try numbers(v, count: 2...3)) }
        case "Position": return try animatable(rule, spatial: true) { v throws(LottieError) in .array(try numbers(v, count: 2...3)) }
        case "Gradient": return try gradient(rule)
        case "Image": return try image(rule.required("value", "the image's src"))
        case "Text": return try text(rule)
        default:
            throw .outOfRange(path: rule.child("type", rule.value).path, value: type,
                              accepted: "Color, Scalar, Vector, Position, Gradient, Image or Text")
        }
    }

    private static func numbers(_ node: JSONNode, count: ClosedRange<Int>) throws(LottieError) -> [JSONValue] {
        let values = try node.numbers(minCount: count.lowerBound)
        guard values.count <= count.upperBound else {
            throw .wrongType(path: node.path, found: "\(values.count) numbers", expected: "\(count.lowerBound) to \(count.upperBound) numbers")
        }
        return values.map(JSONValue.number)
    }

    /// `{"a": 0, "k": value}`, or `{"a": 1, "k": [keyframes]}` with their easing (`inTangent`, `outTangent`), holds
    /// and, for a position, its spatial tangents (`valueInTangent`, `valueOutTangent`).
    private static func animatable(_ rule: JSONNode, spatial: Bool = false,
                                   _ value: (JSONNode) throws(LottieError) -> JSONValue) throws(LottieError) -> JSONValue {
        if let keyframes = rule.field("keyframes") {
            var out: [JSONValue] = []
            for frame in try keyframes.array() {
                var k: [String: JSONValue] = [
                    "t": .number(try frame.required("frame", "the keyframe's frame").number(in: -LottieLimits.maxFrame...LottieLimits.maxFrame)),
                ]
                let v = try value(frame.required("value", "the keyframe's value"))
                k["s"] = if case .array = v { v } else { .array([v]) }
                if let i = frame.field("inTangent") { k["i"] = try easing(i) }
                if let o = frame.field("outTangent") { k["o"] = try easing(o) }
                if frame.flag("hold") { k["h"] = .number(1) }
                if spatial {
                    if let ti = frame.field("valueInTangent") { k["ti"] = .array(try numbers(ti, count: 2...3)) }
                    if let to = frame.field("valueOutTangent") { k["to"] = .array(try numbers(to, count: 2...3)) }
                }
                out.append(.object(k))
            }
            return .object(["a": .number(1), "k": .array(out)])
        }
        return .object(["a": .number(0), "k": try value(rule.required("value", "a value or keyframes"))])
    }

    /// An easing handle `{"x": 0.4, "y": 0}` as a keyframe's `i` or `o`.
    private static func easing(_ node: JSONNode) throws(LottieError) -> JSONValue {
        .object(["x": .array([.number(try node.required("x", "the handle's x").number(in: 0...1))]),
                 "y": .array([.number(try node.required("y", "the handle's y").number())])])
    }

    /// A gradient's stops `[{"offset", "color": [r, g, b, a]}]` as Lottie writes them: `{"p": count, "k": {…}}` with
    /// the colour stops first, then the opacity stops.
    private static func gradient(_ rule: JSONNode) throws(LottieError) -> JSONValue {
        var count = 0
        func stops(_ node: JSONNode) throws(LottieError) -> JSONValue {
            var colours: [JSONValue] = [], alphas: [JSONValue] = []
            let list = try node.array()
            for stop in list {
                let offset = try stop.required("offset", "the stop's offset").number(in: 0...1)
                let c = try stop.required("color", "the stop's [r, g, b, a]").numbers(minCount: 4, in: 0...1)
                colours += [offset, c[0], c[1], c[2]].map(JSONValue.number)
                alphas += [offset, c[3]].map(JSONValue.number)
            }
            count = list.count
            return .array(colours + alphas)
        }
        let k = try animatable(rule) { v throws(LottieError) in try stops(v) }
        return .object(["p": .number(Double(count)), "k": k])
    }

    /// An image asset's fields from `{"src", "width"?, "height"?}`: a data URL is embedded; a name is a file of the
    /// container's images folder.
    private static func image(_ value: JSONNode) throws(LottieError) -> JSONValue {
        let src = try value.required("src", "the image's data URL or file name").string()
        var asset: [String: JSONValue] = ["p": .string(src), "u": .string(""), "e": .number(src.hasPrefix("data:") ? 1 : 0)]
        if let w = value.field("width") { asset["w"] = .number(try w.number(in: 0...LottieLimits.maxSide)) }
        if let h = value.field("height") { asset["h"] = .number(try h.number(in: 0...LottieLimits.maxSide)) }
        return .object(asset)
    }

    /// A text document property `{"k": [{"t", "s": {…}}]}` from theme text values; fields a value leaves out keep the
    /// file's own (`Slots`).
    private static func text(_ rule: JSONNode) throws(LottieError) -> JSONValue {
        var frames: [JSONValue] = []
        if let keyframes = rule.field("keyframes") {
            for frame in try keyframes.array() {
                frames.append(.object(["t": .number(try frame.required("frame", "the keyframe's frame").number()),
                                       "s": try document(frame.required("value", "the text"))]))
            }
        } else {
            frames = [.object(["t": .number(0), "s": try document(rule.required("value", "a value or keyframes"))])]
        }
        return .object(["k": .array(frames)])
    }

    private static let justifications = ["Left", "Right", "Center", "JustifyLastLeft", "JustifyLastRight",
                                         "JustifyLastCenter", "JustifyLastFull"]
    private static let caps = ["Regular", "AllCaps", "SmallCaps"]

    private static func document(_ value: JSONNode) throws(LottieError) -> JSONValue {
        var d: [String: JSONValue] = ["t": .string(try value.required("text", "the text").string())]
        let fields: [(String, String)] = [("fontSize", "s"), ("strokeWidth", "sw"), ("lineHeight", "lh"), ("tracking", "tr"),
                                          ("baselineShift", "ls")]
        for (name, key) in fields { if let n = value.field(name) { d[key] = .number(try n.number()) } }
        for (name, key) in [("fillColor", "fc"), ("strokeColor", "sc"), ("wrapSize", "sz"), ("wrapPosition", "ps")] {
            if let n = value.field(name) { d[key] = .array(try n.numbers(minCount: 2).map(JSONValue.number)) }
        }
        if let f = value.field("fontName") { d["f"] = .string(try f.string()) }
        if value.field("strokeOverFill") != nil { d["of"] = .number(value.flag("strokeOverFill") ? 1 : 0) }
        if let j = value.field("justify") { d["j"] = .number(Double(try choice(j, justifications))) }
        if let c = value.field("textCaps") { d["ca"] = .number(Double(try choice(c, caps))) }
        return .object(d)
    }

    private static func choice(_ node: JSONNode, _ names: [String]) throws(LottieError) -> Int {
        let s = try node.string()
        guard let i = names.firstIndex(of: s) else {
            throw .outOfRange(path: node.path, value: s, accepted: names.joined(separator: ", "))
        }
        return i
    }
}
