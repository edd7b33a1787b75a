import Raster

/// A glyph the file embeds (`chars`, Bodymovin's "glyphs" export): its outline as shape items, in units of a
/// 100 pt font, and its advance `w` in the same units.
struct GlyphModel: Sendable {
    var items: [ShapeItem]
    var advance: Double
    /// The items evaluated once, shared by every letter of the glyph; nil when one is animated.
    var still: GlyphStill?
}

/// What a text layer's documents need from the composition: the fonts (`fonts.list`, font name `fName` → family
/// and style) and the glyphs (`chars`, by character, family and style).
struct TextResources: Sendable {
    struct Face: Hashable, Sendable {
        var family: String, style: String
    }

    struct GlyphKey: Hashable, Sendable {
        var character: String
        var face: Face
    }

    var fonts: [String: Face] = [:]
    /// Each font's ascent (`ascent`, percent of the size), by font name.
    var ascents: [String: Double] = [:]
    var glyphs: [GlyphKey: GlyphModel] = [:]
    /// The first glyph of `chars` for each character and family (the key's style left empty): the fallback when the
    /// style differs, found at once rather than by a search of every glyph for each letter.
    var glyphsByFamily: [GlyphKey: GlyphModel] = [:]
    /// The families some glyph of `chars` is of: a font of another family is set by `engine`.
    var familiesWithGlyphs: Set<String> = []
    /// Where each font is listed (`fonts.list[i]`), by font name, for its warnings.
    var fontPaths: [String: String] = [:]
    /// What sets the text of fonts with no glyphs in the file in installed fonts; nil: such text is not drawn.
    var engine: (any LottieTextEngine)?
    /// The fonts already warned about as substituted, by name: once a file.
    var warnedFonts: Set<String> = []

    /// The glyph of `character` in `font`: the font's family and style, else the first of its family in `chars`
    /// (exporters write styles that differ from the font list's), as ThorVG looks them up.
    func glyph(_ character: String, font: String) -> GlyphModel? {
        guard let face = fonts[font] else { return nil }
        if let exact = glyphs[GlyphKey(character: character, face: face)] { return exact }
        return glyphsByFamily[GlyphKey(character: character, face: Face(family: face.family, style: ""))]
    }

    /// The font `font` names, to be set by the engine: one whose family has no glyph in the file (one that is not
    /// listed is taken as a family of that name, as ThorVG asks for it); nil when its glyphs are embedded.
    func engineFont(_ font: String) -> LottieFontName? {
        let face = fonts[font] ?? Face(family: font, style: "")
        guard !familiesWithGlyphs.contains(face.family) else { return nil }
        return LottieFontName(name: font, family: face.family, style: face.style)
    }
}

extension JSONNode {
    /// The root's `fonts.list` and `chars`; a glyph without outline data (a space) still has its advance.
    func textResources(_ context: inout ParseContext, engine: (any LottieTextEngine)?) throws(LottieError) -> TextResources {
        var resources = TextResources()
        resources.engine = engine
        if let list = field("fonts")?.field("list") {
            for node in try list.array() {
                let name = try node.string("fName", default: "")
                resources.ascents[name] = try node.number("ascent", default: 0, in: -1000...1000)
                resources.fonts[name] =
                    TextResources.Face(family: try node.string("fFamily", default: ""), style: try node.string("fStyle", default: ""))
                resources.fontPaths[name] = node.path
            }
        }
        guard let chars = field("chars") else { return resources }
        context.layer = "chars"
        for node in try chars.array() {
            let face = TextResources.Face(family: try node.string("fFamily", default: ""), style: try node.string("style", default: ""))
            let items = try node.field("data")?.field("shapes").map { n throws(LottieError) in
                try context.nested(at: n.path) { c throws(LottieError) in try n.shapeItems(&c).items }
            } ?? []
            let key = TextResources.GlyphKey(character: try node.required("ch", "the glyph's character").string(), face: face)
            // A glyph's outline seldom moves: its unanimated groups are evaluated once (`GroupStill`), and so is the
            // whole glyph with the path of its outline when nothing of it is (`GlyphStill`), for the letters that
            // animators move and draw anew at every frame.
            let kept = GroupStill.kept(in: items)
            resources.glyphs[key] = GlyphModel(items: kept, advance: try node.number("w", default: 0, in: 0...LottieLimits.maxCoordinate),
                                               still: GlyphStill(kept))
            resources.familiesWithGlyphs.insert(face.family)
            let byFamily = TextResources.GlyphKey(character: key.character, face: TextResources.Face(family: face.family, style: ""))
            if resources.glyphsByFamily[byFamily] == nil { resources.glyphsByFamily[byFamily] = resources.glyphs[key] }
        }
        return resources
    }

    /// A text layer (`ty` 5) drawn from embedded glyphs, as lottie-web and ThorVG draw point text: each line (`\r`,
    /// `\n` or ETX ends one) from x 0 on the baseline, `lh` below the one before, each glyph scaled by size `s` / 100
    /// and followed by its advance and the tracking `tr` (thousandths of the size), the line moved by its width
    /// for justification `j` 1 (right) and by half of it for 2 (centre), filled with `fc`, stroked with `sc` at `sw`
    /// (over the fill when `of`). Keyframed documents are held, one group each shown from its time on. Characters
    /// without a glyph are left out (no advance), as ThorVG does; without a glyph for any character the layer is warned
    /// about and not drawn. Box text (`sz`) wraps within its box (`AnimatedText.wrap`). Animators (`t.a`) make each
    /// document an `AnimatedText`.
    func textContent(_ resources: TextResources, _ context: inout ParseContext) throws(LottieError) -> LayerContent {
        let documents = try field("t")?.field("d")?.field("k")?.array() ?? []
        guard let text = field("t"), !documents.isEmpty else {
            context.warn("text layer", at: "\(path).ty", "the layer is not drawn (it has no text document)")
            return .null
        }
        if let p = text.field("p"), p.field("m") != nil {
            context.warn("text on a path", at: p.path, "the text is laid out on its baseline")
        }
        let animators = try text.textAnimators(&context)
        var groups: [(time: Double, group: ShapeGroup)] = []
        for keyframe in documents {
            let document = try keyframe.required("s", "the text document")
            let (laid, setter) = try document.laidOutText(resources, text: text, animators: animators, &context)
            if let failure = setter?.failure {
                context.warn("text layer", at: "\(document.path).f",
                             "the layer is not drawn: \(failure) (its transform still parents other layers)")
                return .null
            }
            let drawn = laid.letters.filter { $0.glyph != nil }.count
            let missing = laid.letters.filter { $0.glyph == nil && !$0.isBreak }.count
            guard drawn > 0 || missing == 0 else {
                let font = try document.string("f", default: "")
                let why = resources.engine == nil && resources.engineFont(font) != nil
                    ? "the layer is not drawn: its font has no glyphs in chars and no text engine was given to set it in installed fonts"
                    : "the layer is not drawn without glyphs for its characters"
                context.warn("text layer", at: "\(path).ty", "\(why) (its transform still parents other layers)")
                return .null
            }
            if missing > 0 {
                context.warn("text glyphs", at: "\(document.path).t", setter.map { "characters that \($0.face ?? "its face") has no glyph for are left out, as ThorVG" }
                             ?? "characters without a glyph in chars are left out, as ThorVG")
            }
            let items = animators.isEmpty ? laid.stillItems() : [.text(laid)]
            groups.append((try keyframe.number("t", default: 0, in: -LottieLimits.maxFrame...LottieLimits.maxFrame),
                           ShapeGroup(items: items, transform: .identity)))
        }
        guard groups.count > 1 else { return .shapes(groups.map { .group($0.group) }) }
        // Document k is shown from its time until the next one's: its group's opacity holds 0 before and after.
        return .shapes(groups.indices.map { k in
            var segments: [KeyframeSegment<Double>] = []
            if k > 0 { segments.append(Self.hold(groups[k - 1].time, groups[k].time, from: 0, to: 100)) }
            if k < groups.count - 1 { segments.append(Self.hold(groups[k].time, groups[k + 1].time, from: 100, to: 0)) }
            var group = groups[k].group
            group.transform.opacity = .keyframed(KeyframeTrack(segments: segments, final: k < groups.count - 1 ? 0 : 100))
            return .group(group)
        })
    }

    private static func hold(_ start: Double, _ end: Double, from: Double, to: Double) -> KeyframeSegment<Double> {
        KeyframeSegment(start: start, end: max(start, end), from: from, to: to, hold: true, easings: [], spatial: nil)
    }

    /// One document (`t.d.k[n].s`) as letters, with its font size, tracking, line height, justification, fill and
    /// stroke, and `animators` (each with its letters' indexes in the selector's basis). `text` is the layer's `t`,
    /// whose `m` gives the anchor grouping `g` (1 characters, 2 words, 3 lines) and alignment `a`.
    private func laidOutText(_ resources: TextResources, text: JSONNode, animators: [TextAnimator],
                             _ context: inout ParseContext) throws(LottieError) -> (AnimatedText, FontSetter?) {
        let size = try number("s", default: 10, in: 0...LottieLimits.maxCoordinate)
        let font = try string("f", default: "")
        var letters: [AnimatedText.Letter] = []
        let characters = try string("t", default: "")
        let count = characters.count
        guard count <= LottieLimits.maxCharacters else {
            throw .limitExceeded(path: "\(path).t", what: "\(count) characters", limit: "\(LottieLimits.maxCharacters)")
        }
        guard count * animators.count <= LottieLimits.maxTextShares else {
            throw .limitExceeded(path: "\(path).t", what: "\(count) characters under \(animators.count) animators",
                                 limit: "\(LottieLimits.maxTextShares) character-animator pairs")
        }
        let lines = characters.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
        var setter = resources.engine.flatMap { engine in resources.engineFont(font).map { FontSetter(engine: engine, font: $0) } }
        for (row, line) in lines.enumerated() {
            if row > 0 {
                letters.append(.init(glyph: nil, advance: 0, line: row - 1, isBreak: true, isSpace: false, groupAdvance: 0, offsetInGroup: 0, indexes: []))
            }
            let glyphs = setter?.glyphs(of: line) ?? line.map { resources.glyph(String($0), font: font) }
            for (character, glyph) in zip(line, glyphs) {
                letters.append(.init(glyph: glyph?.items, advance: (glyph?.advance ?? 0) * size / 100, line: row, isBreak: false,
                                     isSpace: character == " " || character == "\u{A0}", groupAdvance: 0, offsetInGroup: 0, indexes: [],
                                     still: glyph?.still))
            }
        }
        if let setter { setter.warn(at: resources.fontPaths[font] ?? "\(path).f", &context) }
        let tracking = try number("tr", default: 0, in: -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate) / 1000 * size
        var box: AnimatedText.Box?
        if let sz = field("sz") {
            let extent = try sz.numbers(minCount: 2, in: 0...LottieLimits.maxCoordinate)
            let origin = try field("ps")?.numbers(minCount: 2) ?? [0, 0]
            // A font set by the engine that the file gives no ascent for has its face's.
            let ascent = resources.ascents[font].flatMap { $0 == 0 ? nil : $0 } ?? setter?.ascent ?? 0
            box = AnimatedText.Box(origin: Point(x: origin[0], y: origin[1]), width: extent[0], ascent: ascent * size / 100)
            letters = AnimatedText.wrap(letters, width: extent[0], tracking: tracking)
        }
        let grouping = try text.field("m")?.integer("g", default: 1, in: 0...10) ?? 1
        AnimatedText.group(&letters, by: grouping)
        var counted = animators
        for j in counted.indices { counted[j].count = AnimatedText.index(&letters, basis: counted[j].selector.basis) }
        let fill = try field("fc").map { n throws(LottieError) in try ValueDecoders.color(n) }
        let width = try number("sw", default: 0, in: 0...LottieLimits.maxCoordinate)
        let stroke = try field("sc").map { n throws(LottieError) in (color: try ValueDecoders.color(n), width: width) }
        let alignment = try text.field("m")?.animated("a", &context, default: .zero, ValueDecoders.point) ?? .constant(.zero)
        return (AnimatedText(letters: letters, size: size, tracking: tracking, box: box,
                            lineHeight: try number("lh", default: size * 1.2, in: -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate),
                            justification: try integer("j", default: 0, in: 0...6), fill: fill,
                            stroke: stroke, strokeOverFill: flag("of"), alignment: alignment, animators: counted), setter)
    }

    /// The layer's animators (`t.a`), range selectors only; what is not drawn is warned about.
    private func textAnimators(_ context: inout ParseContext) throws(LottieError) -> [TextAnimator] {
        guard let list = field("a") else { return [] }
        return try list.array().map { node throws(LottieError) in
            let s = node.field("s") ?? JSONNode(value: .object([:]), path: "\(node.path).s")
            let a = node.field("a") ?? JSONNode(value: .object([:]), path: "\(node.path).a")
            if try s.integer("rn", default: 0, in: 0...10) == 1 {
                context.warn("text random order", at: "\(s.path).rn", "the selector takes the letters in order")
            }
            if case .object(let object) = a.value {
                for key in object.keys.sorted() where !TextAnimatorStyle.drawnKeys.contains(key) && key != "nm" && key != "mn" {
                    context.warn("text animator property", at: "\(a.path).\(key)", "the animator is drawn without it")
                }
            }
            let shape = try s.integer("sh", default: 1, in: 1...6)
            let basis = try s.integer("b", default: 1, in: 1...4)
            let selector = TextRangeSelector(
                start: try s.animated("s", &context, default: 0, ValueDecoders.scalar),
                end: try s.field("e").map { n throws(LottieError) in try n.animated(&context, ValueDecoders.scalar) },
                offset: try s.animated("o", &context, default: 0, ValueDecoders.scalar),
                amount: try s.animated("a", &context, default: 100, ValueDecoders.scalar),
                easeHigh: try s.animated("xe", &context, default: 0, ValueDecoders.scalar),
                easeLow: try s.animated("ne", &context, default: 0, ValueDecoders.scalar),
                shape: TextRangeSelector.Shape(rawValue: shape) ?? .square,
                basis: TextRangeSelector.Basis(rawValue: basis) ?? .characters,
                inPercent: try s.integer("r", default: 1, in: 0...10) != 2)
            func optional<V>(_ key: String, _ decode: ValueDecoder<V>) throws(LottieError) -> Animated<V>? {
                try a.field(key).map { n throws(LottieError) in try n.animated(&context, decode) }
            }
            let style = TextAnimatorStyle(
                anchor: try optional("a", ValueDecoders.point), position: try optional("p", ValueDecoders.point),
                scale: try optional("s", ValueDecoders.point), rotation: try optional("r", ValueDecoders.scalar),
                skew: try optional("sk", ValueDecoders.scalar), skewAxis: try optional("sa", ValueDecoders.scalar),
                opacity: try optional("o", ValueDecoders.percent),
                fillColor: try optional("fc", ValueDecoders.color), strokeColor: try optional("sc", ValueDecoders.color),
                strokeWidth: try optional("sw", ValueDecoders.scalar), tracking: try optional("t", ValueDecoders.scalar),
                fillOpacity: try optional("fo", ValueDecoders.percent), strokeOpacity: try optional("so", ValueDecoders.percent))
            return TextAnimator(selector: selector, style: style, count: 0)
        }
    }
}

/// Sets a document's lines with the text engine, in the font the document names, as glyphs of a 100 pt font:
/// letters of one outline share one glyph model, evaluated once. The first failure is kept (the layer is then not
/// drawn) and the lines after it are not set.
struct FontSetter {
    let engine: any LottieTextEngine
    let font: LottieFontName
    /// The face the engine set the text in, and whether it is a substitute for `font`.
    private(set) var face: String?
    private(set) var isSubstitute = false
    /// The face's ascent, in percent of the size.
    private(set) var ascent: Double?
    private(set) var failure: String?
    private var glyphsByOutline: [Path: GlyphModel] = [:]

    init(engine: any LottieTextEngine, font: LottieFontName) {
        self.engine = engine
        self.font = font
    }

    /// A glyph for each character of `line`, nil where the face has none.
    mutating func glyphs(of line: Substring) -> [GlyphModel?] {
        let none = [GlyphModel?](repeating: nil, count: line.count)
        guard failure == nil else { return none }
        let set: LottieSetLine
        do { set = try engine.set(String(line), in: font) } catch {
            failure = "its font \(font) could not be set in an installed font: \(error)"
            return none
        }
        guard set.letters.count == none.count,
              set.letters.allSatisfy({ $0.advance.isFinite && abs($0.advance) <= LottieLimits.maxCoordinate
                                         && ($0.outline.map { set.outlines.indices.contains($0) } ?? true) }) else {
            failure = "the text engine set \(set.letters.count) letters for the \(none.count) characters of a line in \(font)"
            return none
        }
        face = set.face
        isSubstitute = set.isSubstitute
        ascent = set.ascent.isFinite ? set.ascent : nil
        let models = set.outlines.map { outline -> GlyphModel? in
            if let known = glyphsByOutline[outline] { return known }
            guard (try? outline.validate()) != nil else { return nil }
            let items = BezierContour.contours(of: outline).map { ShapeItem.geometry(.path(.constant($0)), reversed: false) }
            let model = GlyphModel(items: items, advance: 0, still: GlyphStill(items))
            glyphsByOutline[outline] = model
            return model
        }
        return set.letters.map { letter in
            guard let index = letter.outline, var model = models[index] else { return nil }
            model.advance = letter.advance
            return model
        }
    }

    /// Says once for the file that the font is not installed and which face stands in for it.
    func warn(at path: String, _ context: inout ParseContext) {
        guard isSubstitute, let face, context.text.warnedFonts.insert(font.name).inserted else { return }
        context.warn("font substitute", at: path,
                     "\(font) is not installed: the text is set in \(face), fontconfig's substitute for it")
    }
}

extension BezierContour {
    /// The contours of a path of lines, quadratic and cubic curves (a font's outline), quadratic curves raised to
    /// cubic ones; a contour that ends where it began, closed, drops its last vertex for its first.
    static func contours(of path: Path) -> [BezierContour] {
        var contours: [BezierContour] = []
        var current: [BezierVertex] = []
        func finish(closed: Bool) {
            defer { current = [] }
            guard current.count > 1 else { return }
            if closed, let last = current.last, last.point == current[0].point {
                current[0].inControl = last.inControl
                current.removeLast()
            }
            contours.append(BezierContour(vertices: current, closed: closed))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [BezierVertex(p)]
            case .line(let p):
                current.append(BezierVertex(p))
            case .quad(let c, let p):
                guard let from = current.last?.point else { continue }
                current[current.count - 1].outControl = from + (c - from) * (2.0 / 3)
                current.append(BezierVertex(point: p, inControl: p + (c - p) * (2.0 / 3), outControl: p))
            case .cubic(let c1, let c2, let p):
                guard !current.isEmpty else { continue }
                current[current.count - 1].outControl = c1
                current.append(BezierVertex(point: p, inControl: c2, outControl: p))
            case .close:
                finish(closed: true)
            case .arc:
                // A font's outlines have none; an engine that gave one would have the arc left out.
                continue
            }
        }
        finish(closed: false)
        return contours
    }
}
