import Raster

extension JSONNode {
    /// A `shapes` or `it` list: hidden items (`hd`) are dropped, unknown ones warned about and dropped, and the
    /// group's own `tr` item is returned apart.
    func shapeItems(_ context: inout ParseContext) throws(LottieError) -> (items: [ShapeItem], transform: TransformModel) {
        var items: [ShapeItem] = []
        var transform = TransformModel.identity
        for node in try array() {
            guard node.isObject() else { throw node.wrongType("a shape object") }
            if node.flag("hd") { continue }
            let type = try node.required("ty", "the shape type").string()
            if type == "tr" {
                transform = try node.transform(&context)
            } else if let item = try node.shapeItem(type, &context) {
                items.append(item)
            }
        }
        return (items, transform)
    }

    /// One shape item of type `type`, or nil for a type that is warned about and not drawn.
    private func shapeItem(_ type: String, _ context: inout ParseContext) throws(LottieError) -> ShapeItem? {
        // `d` is the direction of geometry (3: reversed) but the dash list of strokes.
        func geometry(_ shape: GeometryShape) throws(LottieError) -> ShapeItem {
            .geometry(shape, reversed: try integer("d", default: 1, in: 0...3) == 3)
        }
        switch type {
        case "gr":
            let (items, transform) = try context.nested(at: path) { c throws(LottieError) in
                try required("it", "the group's items").shapeItems(&c)
            }
            return .group(ShapeGroup(items: items, transform: transform))
        case "rc":
            return try geometry(.rectangle(position: try animated("p", &context, ValueDecoders.point),
                                           size: try animated("s", &context, ValueDecoders.point),
                                           roundness: try animated("r", &context, default: 0, ValueDecoders.scalar)))
        case "el":
            return try geometry(.ellipse(position: try animated("p", &context, ValueDecoders.point),
                                         size: try animated("s", &context, ValueDecoders.point)))
        case "sh":
            let closed = context.format.closedOutsidePaths && field("closed") != nil ? flag("closed") : nil
            return try geometry(.path(try animated("ks", &context, ValueDecoders.path(closed: closed))))
        case "sr":
            return try geometry(.polystar(try polystar(&context)))
        case "fl":
            return .fill(FillShape(color: try animated("c", &context, ValueDecoders.color(scale: context.format.colorsIn255 ? 255 : 1)),
                                   opacity: try animated("o", &context, default: 100, ValueDecoders.percent),
                                   rule: try fillRule()))
        case "st":
            return .stroke(StrokeShape(color: try animated("c", &context, ValueDecoders.color(scale: context.format.colorsIn255 ? 255 : 1)),
                                       opacity: try animated("o", &context, default: 100, ValueDecoders.percent),
                                       line: try line(&context)))
        case "gf":
            return .gradientFill(GradientFillShape(gradient: try gradient(&context), rule: try fillRule()))
        case "gs":
            return .gradientStroke(GradientStrokeShape(gradient: try gradient(&context), line: try line(&context)))
        case "tm":
            return .trim(TrimShape(start: try animated("s", &context, default: 0, ValueDecoders.percent),
                                   end: try animated("e", &context, default: 100, ValueDecoders.percent),
                                   offset: try animated("o", &context, default: 0, ValueDecoders.scalar),
                                   individually: try integer("m", default: 1, in: 1...2) == 2))
        case "rp":
            return .repeater(try repeater(&context))
        case "rd":
            return .roundCorners(try animated("r", &context, ValueDecoders.scalar))
        case "pb":
            return .puckerBloat(try animated("a", &context, default: 0, ValueDecoders.scalar))
        case "op":
            let joins: [LineJoin] = [.miter, .round, .bevel]
            return .offset(OffsetShape(amount: try animated("a", &context, default: 0, ValueDecoders.scalar),
                                       join: joins[try integer("lj", default: 1, in: 1...3) - 1],
                                       miterLimit: try animated("ml", &context, default: 4, ValueDecoders.scalar)))
        case "mm":
            let mode = try integer("mm", default: 1, in: 1...5)
            if mode != 1 {
                context.warn("merge paths mode \(mode)", at: path, "the paths are kept together as one compound path (mode 1, merge)")
            }
            return .merge
        default:
            context.warn("shape type \"\(type)\"", at: path, "the item is not drawn")
            return nil
        }
    }

    private func fillRule() throws(LottieError) -> FillRule {
        try integer("r", default: 1, in: 1...2) == 2 ? .evenOdd : .nonZero
    }

    private func polystar(_ context: inout ParseContext) throws(LottieError) -> PolystarShape {
        let isStar = try integer("sy", default: 1, in: 1...2) == 1
        return PolystarShape(
            isStar: isStar,
            points: try animated("pt", &context) { node throws(LottieError) in
                try node.number(in: 0...Double(LottieLimits.maxCopies))
            },
            position: try animated("p", &context, default: .zero, ValueDecoders.point),
            rotation: try animated("r", &context, default: 0, ValueDecoders.scalar),
            outerRadius: try animated("or", &context, ValueDecoders.scalar),
            outerRoundness: try animated("os", &context, default: 0, ValueDecoders.scalar),
            innerRadius: isStar ? try animated("ir", &context, ValueDecoders.scalar) : .constant(0),
            innerRoundness: try animated("is", &context, default: 0, ValueDecoders.scalar))
    }

    /// Width, caps, joins, miter limit (default 4, After Effects') and dashes of `st` / `gs`.
    private func line(_ context: inout ParseContext) throws(LottieError) -> LineModel {
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        var dashes: [Animated<Double>] = []
        var offset = Animated<Double>.constant(0)
        if let d = field("d") {
            for entry in try d.array() {
                let value = try entry.animated("v", &context, ValueDecoders.scalar)
                switch try entry.required("n", "d (dash), g (gap) or o (offset)").string() {
                case "d", "g": dashes.append(value)
                case "o": offset = value
                case let other:
                    throw .outOfRange(path: "\(entry.path).n", value: "\"\(other)\"", accepted: "d (dash), g (gap), o (offset)")
                }
            }
        }
        return LineModel(width: try animated("w", &context, ValueDecoders.scalar),
                         cap: caps[try integer("lc", default: 2, in: 1...3) - 1],
                         join: joins[try integer("lj", default: 2, in: 1...3) - 1],
                         miterLimit: try number("ml", default: 4, in: 0...1000),
                         dashes: dashes, dashOffset: offset)
    }

    private func gradient(_ context: inout ParseContext) throws(LottieError) -> GradientModel {
        let g = try required("g", "the gradient's stops {p, k}")
        let count = try g.required("p", "the number of colour stops").integer(in: 1...LottieLimits.maxCopies)
        let stops = try g.animated("k", &context, ValueDecoders.gradient)
        return GradientModel(isRadial: try integer("t", default: 1, in: 1...2) == 2,
                             start: try animated("s", &context, ValueDecoders.point),
                             end: try animated("e", &context, ValueDecoders.point),
                             highlightLength: try animated("h", &context, default: 0, ValueDecoders.scalar),
                             highlightAngle: try animated("a", &context, default: 0, ValueDecoders.scalar),
                             colorStopCount: count, stops: stops,
                             opacity: try animated("o", &context, default: 100, ValueDecoders.percent))
    }

    private func repeater(_ context: inout ParseContext) throws(LottieError) -> RepeaterShape {
        let tr = try required("tr", "the repeater's transform")
        let copies = try animated("c", &context, ValueDecoders.scalar)
        let most = copies.maximum
        guard most <= Double(LottieLimits.maxCopies) else {
            throw .outOfRange(path: "\(path).c", value: "\(most)", accepted: "at most \(LottieLimits.maxCopies) copies")
        }
        context.copies *= max(most, 1)
        guard context.copies <= LottieLimits.maxCopiesPerLayer else {
            throw .limitExceeded(path: "\(path).c", what: "copies of the layer's repeaters together (nested repeaters multiply)",
                                 limit: "\(Int(LottieLimits.maxCopiesPerLayer))")
        }
        return RepeaterShape(copies: copies,
                             offset: try animated("o", &context, default: 0, ValueDecoders.scalar),
                             copiesAbove: try integer("m", default: 1, in: 1...2) == 1,
                             transform: try tr.transform(&context),
                             startOpacity: try tr.animated("so", &context, default: 100, ValueDecoders.percent),
                             endOpacity: try tr.animated("eo", &context, default: 100, ValueDecoders.percent))
    }
}
