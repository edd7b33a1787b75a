import Raster

/// A glyph the file embeds (`chars`, Bodymovin's "glyphs" export): its outline as shape items, in units of a
/// 100 pt font, and its advance `w` in the same units.
struct GlyphModel: Sendable {
    var items: [ShapeItem]
    var advance: Double
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
    var glyphs: [GlyphKey: GlyphModel] = [:]

    /// The glyph of `character` in `font`: the font's family and style, else its family alone (exporters write
    /// styles that differ from the font list's), as ThorVG looks them up.
    func glyph(_ character: String, font: String) -> GlyphModel? {
        guard let face = fonts[font] else { return nil }
        if let exact = glyphs[GlyphKey(character: character, face: face)] { return exact }
        return glyphs.first { $0.key.character == character && $0.key.face.family == face.family }?.value
    }
}

extension JSONNode {
    /// The root's `fonts.list` and `chars`; a glyph without outline data (a space) still has its advance.
    func textResources(_ context: inout ParseContext) throws(LottieError) -> TextResources {
        var resources = TextResources()
        if let list = field("fonts")?.field("list") {
            for node in try list.array() {
                resources.fonts[try node.string("fName", default: "")] =
                    TextResources.Face(family: try node.string("fFamily", default: ""), style: try node.string("fStyle", default: ""))
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
            resources.glyphs[key] = GlyphModel(items: items, advance: try node.number("w", default: 0, in: 0...LottieLimits.maxCoordinate))
        }
        return resources
    }

    /// A text layer (`ty` 5) drawn from embedded glyphs, as lottie-web and ThorVG draw point text: each line (`\r`,
    /// `\n` or ETX ends one) from x 0 on the baseline, `lh` below the one before, each glyph scaled by size `s` / 100
    /// and followed by its advance and the tracking `tr` (thousandths of the size), the line moved by its width
    /// for justification `j` 1 (right) and by half of it for 2 (centre), filled with `fc`, stroked with `sc` at `sw`
    /// (over the fill when `of`). Keyframed documents are held, one group each shown from its time on. Characters
    /// without a glyph are left out (no advance), as ThorVG does; without a glyph for any character, or for box text
    /// (`sz`), the layer is warned about and not drawn.
    func textContent(_ resources: TextResources, _ context: inout ParseContext) throws(LottieError) -> LayerContent {
        let documents = try field("t")?.field("d")?.field("k")?.array() ?? []
        guard let text = field("t"), !documents.isEmpty else {
            context.warn("text layer", at: "\(path).ty", "the layer is not drawn (it has no text document)")
            return .null
        }
        if let animators = text.field("a"), case .array(let list) = animators.value, !list.isEmpty {
            context.warn("text animators", at: animators.path, "the text is drawn without its animators")
        }
        var groups: [(time: Double, group: ShapeGroup)] = []
        for keyframe in documents {
            let document = try keyframe.required("s", "the text document")
            if let box = document.field("sz") {
                context.warn("text box", at: box.path, "the layer is not drawn (box text is not laid out)")
                return .null
            }
            let (items, drawn, missing) = try document.glyphItems(resources)
            guard drawn > 0 || missing == 0 else {
                context.warn("text layer", at: "\(path).ty",
                             "the layer is not drawn without glyphs for its characters in chars (its transform still parents other layers)")
                return .null
            }
            if missing > 0 {
                context.warn("text glyphs", at: "\(document.path).t", "characters without a glyph in chars are left out, as ThorVG")
            }
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

    /// One document's glyphs, placed, and its fill and stroke, with how many characters had a glyph and how many
    /// had none (left out, with no advance).
    private func glyphItems(_ resources: TextResources) throws(LottieError) -> (items: [ShapeItem], drawn: Int, missing: Int) {
        let size = try number("s", default: 10, in: 0...LottieLimits.maxCoordinate)
        let font = try string("f", default: "")
        let tracking = try number("tr", default: 0, in: -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate) / 1000 * size
        let lineHeight = try number("lh", default: size * 1.2, in: -LottieLimits.maxCoordinate...LottieLimits.maxCoordinate)
        let justify = try integer("j", default: 0, in: 0...6)
        var items: [ShapeItem] = []
        var drawn = 0, missing = 0
        let lines = try string("t", default: "").split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
        for (row, line) in lines.enumerated() {
            var placed: [(x: Double, glyph: GlyphModel)] = []
            var x = 0.0
            for character in line {
                guard let glyph = resources.glyph(String(character), font: font) else {
                    missing += 1
                    continue
                }
                drawn += 1
                placed.append((x, glyph))
                x += glyph.advance * size / 100 + tracking
            }
            // The line's width includes the tracking after its last glyph, as ThorVG centres and right-aligns it.
            let width = x
            let shift = justify == 1 ? -width : justify == 2 ? -width / 2 : 0
            for (x, glyph) in placed where !glyph.items.isEmpty {
                var transform = TransformModel.identity
                transform.position = .point(.constant(Point(x: x + shift, y: Double(row) * lineHeight)))
                transform.scale = .constant(Point(x: size, y: size))
                items.append(.group(ShapeGroup(items: glyph.items, transform: transform)))
            }
        }
        let fill = try field("fc").map { n throws(LottieError) in
            ShapeItem.fill(FillShape(color: .constant(try ValueDecoders.color(n)), opacity: .constant(100), rule: .nonZero))
        }
        let width = try number("sw", default: 0, in: 0...LottieLimits.maxCoordinate)
        let stroke = try field("sc").flatMap { n throws(LottieError) -> ShapeItem? in
            guard width > 0 else { return nil }
            let line = LineModel(width: .constant(width), cap: .butt, join: .miter, miterLimit: 4, dashes: [], dashOffset: .constant(0))
            return .stroke(StrokeShape(color: .constant(try ValueDecoders.color(n)), opacity: .constant(100), line: line))
        }
        // Items above draw over the ones below: the stroke first when it is over the fill.
        let styles = flag("of") ? [stroke, fill] : [fill, stroke]
        return (items + styles.compactMap { $0 }, drawn, missing)
    }
}
