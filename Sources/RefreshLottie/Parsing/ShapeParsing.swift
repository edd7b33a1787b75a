import Raster

extension JSONNode {
    /// A `shapes` or `it` list: hidden items (`hd`) are dropped, unknown ones warned about and dropped, and the
    /// group's own `tr` item is returned apart. An item that cannot be read (a shape without its type or size, a
    /// path without vertices) is left out with a warning, as rlottie and ThorVG draw the rest of the file.
    func shapeItems(_ context: inout ParseContext) throws(LottieError) -> (items: [ShapeItem], transform: TransformModel) {
        var items: [ShapeItem] = []
        var transform = TransformModel.identity
        for node in try array() {
            do throws(LottieError) {
                guard node.isObject() else { throw node.wrongType("a shape object") }
                if node.flag("hd") { continue }
                let type = try node.required("ty", "the shape type").string()
                if type == "tr" {
                    transform = try node.transform(&context)
                } else if let item = try node.shapeItem(type, &context) {
                    items.append(item)
                }
            } catch {
                guard node.encloses(error) else { throw error }
                context.warn("unreadable shape", at: node.path, "the item is not drawn (\(error))")
            }
        }
        return (items, transform)
    }

    /// One shape item of type `type`, or nil for a type that is warned about and not drawn.
    private func shapeItem(_ type: String, _ context: inout ParseContext) throws(LottieError) -> ShapeItem? {
        // `d` is the direction of geometry (3: reversed) but the dash list of strokes.
        func geometry(_ shape: GeometryShape) throws(LottieError) -> ShapeItem {
            .geometry(shape, reversed: try integer("d", default: 1, in: 0...3, &context) == 3)
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
                                   rule: try fillRule(&context)))
        case "st":
            return .stroke(StrokeShape(color: try animated("c", &context, ValueDecoders.color(scale: context.format.colorsIn255 ? 255 : 1)),
                                       opacity: try animated("o", &context, default: 100, ValueDecoders.percent),
                                       line: try line(&context)))
        case "gf":
            return .gradientFill(GradientFillShape(gradient: try gradient(&context), rule: try fillRule(&context)))
        case "gs":
            return .gradientStroke(GradientStrokeShape(gradient: try gradient(&context), line: try line(&context)))
        case "tm":
            return .trim(TrimShape(start: try animated("s", &context, default: 0, ValueDecoders.percent),
                                   end: try animated("e", &context, default: 100, ValueDecoders.percent),
                                   offset: try animated("o", &context, default: 0, ValueDecoders.scalar),
                                   individually: try integer("m", default: 1, in: 1...2, &context) == 2))
        case "rp":
            return .repeater(try repeater(&context))
        case "rd":
            return .roundCorners(try animated("r", &context, ValueDecoders.scalar))
        case "pb":
            return .puckerBloat(try animated("a", &context, default: 0, ValueDecoders.scalar))
        case "op":
            let joins: [LineJoin] = [.miter, .round, .bevel]
            return .offset(OffsetShape(amount: try animated("a", &context, default: 0, ValueDecoders.scalar),
                                       join: joins[try integer("lj", default: 1, in: 1...3, &context) - 1],
                                       miterLimit: try animated("ml", &context, default: 4, ValueDecoders.scalar)))
        case "mm":
            let mode = try integer("mm", default: 1, in: 1...5, &context)
            if mode != 1 {
                context.warn("merge paths mode \(mode)", at: path, "the paths are kept together as one compound path (mode 1, merge)")
            }
            return .merge
        default:
            context.warn("shape type \"\(type)\"", at: path, "the item is not drawn")
            return nil
        }
    }

    private func fillRule(_ context: inout ParseContext) throws(LottieError) -> FillRule {
        try integer("r", default: 1, in: 1...2, &context) == 2 ? .evenOdd : .nonZero
    }

    private func polystar(_ context: inout ParseContext) throws(LottieError) -> PolystarShape {
        let isStar = try integer("sy", default: 1, in: 1...2, &context) == 1
        return PolystarShape(
            isStar: isStar,
            points: try animated("pt", &context) { node throws(LottieError) in
                let points = try node.number()
                guard points <= Double(LottieLimits.maxCopies) else {
                    throw .limitExceeded(path: node.path, what: "\(points) points", limit: "\(LottieLimits.maxCopies)")
                }
                return points
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
        let (dashes, offset) = try context.optional(self, "d", default: ([], .constant(0))) { d, c throws(LottieError) in
            try d.dashes(&c)
        }
        return LineModel(width: try animated("w", &context, ValueDecoders.scalar),
                         cap: caps[try integer("lc", default: 2, in: 1...3, &context) - 1],
                         join: joins[try integer("lj", default: 2, in: 1...3, &context) - 1],
                         miterLimit: try number("ml", default: 4, in: 0...1000, &context),
                         dashes: dashes, dashOffset: offset)
    }

    /// A stroke's `d` list: dashes and gaps in turn, and the offset (`n` "o"). Any other `n` is a dash or a gap, as
    /// lottie-web's DashProperty reads it.
    private func dashes(_ context: inout ParseContext) throws(LottieError) -> (lengths: [Animated<Double>], offset: Animated<Double>) {
        var lengths: [Animated<Double>] = []
        var offset = Animated<Double>.constant(0)
        for entry in try array() {
            let value = try entry.animated("v", &context, ValueDecoders.scalar)
            if try entry.string("n", default: "d", &context) == "o" { offset = value } else { lengths.append(value) }
        }
        return (lengths, offset)
    }

    private func gradient(_ context: inout ParseContext) throws(LottieError) -> GradientModel {
        let g = try required("g", "the gradient's stops {p, k}")
        let count = try g.required("p", "the number of colour stops").integer(in: 1...LottieLimits.maxCopies)
        let stops = try g.animated("k", &context, ValueDecoders.gradient)
        return GradientModel(isRadial: try integer("t", default: 1, in: 1...2, &context) == 2,
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
            throw .limitExceeded(path: "\(path).c", what: "\(most) copies", limit: "\(LottieLimits.maxCopies)")
        }
        context.copies *= max(most, 1)
        guard context.copies <= LottieLimits.maxCopiesPerLayer else {
            throw .limitExceeded(path: "\(path).c", what: "copies of the layer's repeaters together (nested repeaters multiply)",
                                 limit: "\(Int(LottieLimits.maxCopiesPerLayer))")
        }
        return RepeaterShape(copies: copies,
                             offset: try animated("o", &context, default: 0, ValueDecoders.scalar),
                             copiesAbove: try integer("m", default: 1, in: 1...2, &context) == 1,
                             transform: try tr.transform(&context),
                             startOpacity: try tr.animated("so", &context, default: 100, ValueDecoders.percent),
                             endOpacity: try tr.animated("eo", &context, default: 100, ValueDecoders.percent))
    }
}
