import Raster

extension JSONNode {
    /// A `layers` list. Track mattes are resolved to list positions here: `tp` names the matte layer's `ind`,
    /// otherwise the layer above is the matte (with or without `td`).
    func layers(_ context: inout ParseContext) throws(LottieError) -> [Layer] {
        let nodes = try array()
        var layers: [Layer] = []
        layers.reserveCapacity(nodes.count)
        for node in nodes {
            let label = "\"\(try node.string("nm", default: "", &context))\" (\(node.path))"
            do throws(LottieError) {
                guard node.isObject() else { throw node.wrongType("a layer object") }
                layers.append(try node.layer(label: label, &context))
            } catch {
                // A layer that cannot be read is left out, as rlottie and ThorVG draw the rest of the file; it keeps
                // its place in the list (mattes are the layer above) and its `ind` (parents).
                guard node.encloses(error) else { throw error }
                context.warn("unreadable layer", at: node.path, "the layer is not drawn (\(error))")
                let index = try? node.field("ind")?.integer(in: Int.min / 2...Int.max / 2)
                layers.append(Layer(label: label, index: index ?? nil, parent: nil, content: .null, transform: .identity,
                                    inPoint: 0, outPoint: 0, startTime: 0, stretch: 1, masks: [], effects: [], matte: nil,
                                    matteSource: nil, isMatte: false, autoOrient: false))
            }
        }
        // Each ind's first layer, as the players find a parent or a matte by it: one look-up each, not a scan of the
        // list per layer (a list of 100 000 parented layers).
        var positions: [Int: Int] = [:]
        for (i, layer) in layers.enumerated() { if let ind = layer.index, positions[ind] == nil { positions[ind] = i } }
        for i in layers.indices { layers[i].parentPosition = layers[i].parent.flatMap { positions[$0] } }
        for (i, node) in nodes.enumerated() where layers[i].matte != nil {
            if let tp = node.field("tp") {
                let ind = try tp.integer(in: Int.min / 2...Int.max / 2)
                guard let source = positions[ind], source != i else {
                    throw .unsupported(path: tp.path, feature: "track matte", reason: "no other layer has ind \(ind)")
                }
                layers[i].matteSource = source
                layers[source].isMatte = true
            } else {
                guard i > 0 else {
                    throw .unsupported(path: "\(node.path).tt", feature: "track matte",
                                       reason: "no layer above it to be its matte, and drawing without the matte would be wrong")
                }
                // The layer above is the matte even without `td` (ThorVG's reading): it is then not drawn itself.
                layers[i].matteSource = i - 1
                layers[i - 1].isMatte = true
            }
        }
        return zip(nodes, layers).map { node, layer in
            let exhausted = context.dashes.exhausted
            let still = layer.withStillContent(dashes: context.dashes)
            // A still layer is evaluated here once: dashes it draws solid (too many to cut) are known now.
            if case .shapes(let shapes) = still.content, still.still.items != nil, ShapeItem.anyDashed(shapes) {
                var solid = false
                _ = ShapeEvaluator(frame: 0).commands(shapes, dashesOverLimit: &solid)
                if solid {
                    context.layer = layer.label
                    context.warn("dashes over the limit", at: node.path,
                                 "a stroke is drawn solid: it would have more than \(Dasher.maxDashCount) dashes")
                } else if context.dashes.exhausted, !exhausted {
                    context.layer = layer.label
                    context.warn("dashes over the limit", at: node.path,
                                 "strokes are drawn solid from here: the still layers would cut more than \(LottieLimits.maxFrameDashes) dashes together")
                }
            }
            return still
        }
    }

    private func layer(label: String, _ context: inout ParseContext) throws(LottieError) -> Layer {
        context.layer = label
        context.copies = 1
        let frames = -LottieLimits.maxFrame...LottieLimits.maxFrame
        let type = try required("ty", "the layer type").integer(in: 0...100)
        let indices = Int.min / 2...Int.max / 2
        // In and out points are the file's exact values: a layer is drawn while ip ≤ t < op, as lottie-web draws it
        // (an out point of 53.0000022 still shows frame 53).
        var layer = Layer(
            label: label,
            index: try context.optional(self, "ind", default: nil) { n, _ throws(LottieError) in try n.integer(in: indices) },
            parent: try context.optional(self, "parent", default: nil) { n, _ throws(LottieError) in try n.integer(in: indices) },
            content: .null,
            transform: try context.optional(self, "ks", default: .identity) { n, c throws(LottieError) in try n.transform(&c) },
            inPoint: try required("ip", "the in point (frame)").number(in: frames),
            outPoint: try required("op", "the out point (frame)").number(in: frames),
            startTime: try number("st", default: 0, in: frames, &context),
            stretch: try number("sr", default: 1, in: 0.001...1000, &context),
            masks: try masks(&context),
            effects: try effects(&context),
            matte: MatteMode(rawValue: try integer("tt", default: 0, in: 0...4, &context)),
            matteSource: nil, isMatte: flag("td"), autoOrient: flag("ao"))
        try warnings(&context)
        layer.blend = try blendMode(&context)
        // Only a 3D layer turns by rx, ry and rz: ThorVG draws a 2D layer's (an exporter's leftover) unturned, and
        // rlottie refuses a 2D layer with rz in place of r.
        if !flag("ddd") {
            layer.transform.rotation3D = nil
            if let ks = field("ks"), ks.field("r") == nil, ks.field("rz") != nil {
                layer.transform.rotation = .constant(0)
                layer.transform.rotationPerFrame = nil
            }
        }
        // What only drawing reads is read only of a layer that is drawn: a hidden layer, or one whose out point is
        // not past its in point, may hold anything there (an exporter's "sc": "").
        guard !flag("hd"), layer.outPoint > layer.inPoint else { return layer }
        layer.content = try content(type, &context)
        return layer
    }

    /// Layer features drawn differently from After Effects, each warned about once.
    private func warnings(_ context: inout ParseContext) throws(LottieError) {
        if flag("ddd") { context.warn("3D layer", at: "\(path).ddd", "the layer is drawn in 2D") }
        if let sy = field("sy"), case .array(let a) = sy.value, !a.isEmpty {
            context.warn("layer styles", at: sy.path, "the layer is drawn without its styles")
        }
    }

    /// `bm`: 1...15 are the modes of CSS mix-blend-mode, as lottie-web draws them, and 16 is add, as ThorVG draws
    /// it (lottie-web draws it normal). Hard mix (17, in newer exports) and other values neither player draws: warned
    /// about and drawn normal.
    private func blendMode(_ context: inout ParseContext) throws(LottieError) -> BlendMode {
        guard let bm = field("bm") else { return .normal }
        let n = try integer("bm", default: 0, in: 0...100, &context)
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                  .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
                                  .add]
        guard n < modes.count else {
            context.warn("blend mode \(n)", at: bm.path, "the layer is drawn with the normal blend mode")
            return .normal
        }
        return modes[n]
    }

    private func content(_ type: Int, _ context: inout ParseContext) throws(LottieError) -> LayerContent {
        let sides = 0...LottieLimits.maxSide
        switch type {
        case 0:
            // A precomposition's bounds only clip it (players export 99999 for "no clip"): any size is accepted.
            let bounds = 0...LottieLimits.maxCoordinate
            let size = Point(x: try number("w", default: 0, in: bounds, &context), y: try number("h", default: 0, in: bounds, &context))
            let remap = try context.optional(self, "tm", default: nil) { n, c throws(LottieError) in try n.animated(&c, ValueDecoders.scalar) }
            return .precomp(id: try required("refId", "the precomposition's asset id").string(), size: size, timeRemap: remap)
        case 1:
            let size = Point(x: try required("sw", "the solid's width").number(in: sides),
                             y: try required("sh", "the solid's height").number(in: sides))
            return .solid(try solidColor(&context), size: size)
        case 2:
            return .image(id: try required("refId", "the image's asset id").string())
        case 3:
            return .null
        case 4:
            return .shapes(try required("shapes", "the layer's shapes").shapeItems(&context).items)
        case 5:
            return try textContent(context.text, &context)
        case 13:
            context.warn("camera layer", at: "\(path).ty", "the composition is drawn as seen from the front")
        case 6:
            context.warn("audio layer", at: "\(path).ty", "it is ignored")
        default:
            context.warn("layer type \(type)", at: "\(path).ty", "the layer is not drawn")
        }
        return .null
    }

    /// `ef`: fill, tint, tritone, stroke, drop shadow and Gaussian blur effects, in order; disabled ones (`en` 0) are skipped, as After
    /// Effects draws them, and any other type is warned about and left out.
    private func effects(_ context: inout ParseContext) throws(LottieError) -> [EffectModel] {
        var effects: [EffectModel] = []
        let list = try context.optional(self, "ef", default: []) { n, _ throws(LottieError) in try n.array() }
        for node in list {
            guard node.isObject() else { throw node.wrongType("an effect object") }
            if try node.integer("en", default: 1, in: 0...1, &context) == 0 { continue }
            let type = try node.required("ty", "the effect type").integer(in: 0...1000)
            let controls = try context.optional(node, "ef", default: []) { n, _ throws(LottieError) in try n.array() }
            // Control `i`'s value `v`, or `fallback` when the file has fewer controls.
            func control<V>(_ i: Int, _ fallback: V, _ decode: ValueDecoder<V>) throws(LottieError) -> Animated<V> {
                guard i < controls.count, let v = controls[i].field("v") else { return .constant(fallback) }
                return try v.animated(&context, decode)
            }
            // Controls of another type than the effect's own (a hand-made file listing them in another order) leave
            // the effect out, as rlottie and ThorVG draw such a layer, rather than refuse the file.
            do {
                switch type {
                case 21:
                    effects.append(.fill(color: try control(2, Color(red: 1, green: 0, blue: 0), ValueDecoders.color),
                                         opacity: try control(6, 1, ValueDecoders.scalar)))
                case 20:
                    effects.append(.tint(black: try control(0, Color(red: 0, green: 0, blue: 0), ValueDecoders.color),
                                         white: try control(1, Color(red: 1, green: 1, blue: 1), ValueDecoders.color),
                                         amount: try control(2, 100, ValueDecoders.scalar)))
                case 23:
                    effects.append(.tritone(highlight: try control(0, Color(red: 1, green: 1, blue: 1), ValueDecoders.color),
                                            midtone: try control(1, Color(red: 0.5, green: 0.5, blue: 0.5), ValueDecoders.color),
                                            shadow: try control(2, Color(red: 0, green: 0, blue: 0), ValueDecoders.color),
                                            blend: try control(3, 0, ValueDecoders.scalar)))
                case 25:
                    effects.append(.dropShadow(color: try control(0, Color(red: 0, green: 0, blue: 0), ValueDecoders.color),
                                               opacity: try control(1, 127.5, ValueDecoders.scalar),
                                               direction: try control(2, 135, ValueDecoders.scalar),
                                               distance: try control(3, 5, ValueDecoders.scalar),
                                               softness: try control(4, 0, ValueDecoders.scalar)))
                    // Shadow Only: After Effects hides the layer; lottie-web (whose code for it is commented out),
                    // lottie-ios, lottie-android, rlottie and ThorVG draw it with its shadow, as here.
                    let shadowOnly = try control(5, 0, ValueDecoders.scalar)
                    if !shadowOnly.isConstant || shadowOnly.value(at: 0) != 0 {
                        context.warn("drop shadow Shadow Only", at: controls[5].path,
                                     "the layer is drawn with its shadow, as lottie-web and the players draw it")
                    }
                case 22:
                    // Controls: path (a mask's number), all masks, stroke sequentially, colour, brush size, hardness,
                    // opacity, start, end, spacing, paint style; the masks and the style are read at the first keyframe.
                    let paths = try strokedMasks(all: try control(1, 0, ValueDecoders.scalar).value(at: 0) != 0,
                                                 number: try control(0, 1, ValueDecoders.scalar).value(at: 0), &context)
                    let style = try control(10, 1, ValueDecoders.scalar).value(at: 0).rounded()
                    effects.append(.stroke(paths: paths, color: try control(3, Color(red: 1, green: 1, blue: 1), ValueDecoders.color),
                                           size: try control(4, 2, ValueDecoders.scalar), opacity: try control(6, 1, ValueDecoders.scalar),
                                           start: try control(7, 0, ValueDecoders.scalar), end: try control(8, 100, ValueDecoders.scalar),
                                           style: StrokePaintStyle(rawValue: Int(min(max(style, 0), 9))) ?? .onOriginal))
                case 29:
                    effects.append(.gaussianBlur(blurriness: try control(0, 0, ValueDecoders.scalar),
                                                 dimensions: try control(1, 1, ValueDecoders.scalar)))
                default:
                    let name = try node.string("nm", default: "", &context)
                    context.warn("effect type \(type)", at: node.path,
                                 "the layer is drawn without this effect\(name.isEmpty ? "" : " (\(name))")")
                }
            } catch {
                switch error {
                case .wrongType, .missing, .outOfRange:
                    context.warn("effect \(type) with unexpected controls", at: node.path,
                                 "the layer is drawn without this effect (\(error.description))")
                default:
                    throw error
                }
            }
        }
        return effects
    }

    /// The paths a Stroke effect strokes: all the layer's masks, or mask `number` (from 1) — those of mode `n`
    /// (none) too, which exist for such effects.
    private func strokedMasks(all: Bool, number: Double, _ context: inout ParseContext) throws(LottieError) -> [Animated<BezierContour>] {
        let masks = try field("masksProperties")?.array() ?? []
        let i = Int(min(max(number.rounded(), 0), Double(masks.count + 1))) - 1
        return try (all ? Array(masks.indices) : masks.indices.contains(i) ? [i] : []).map { i throws(LottieError) in
            try masks[i].maskPath(&context)
        }
    }

    /// A mask's path `pt`, closed as its `cl` says in files from exporters before 4.4.18.
    private func maskPath(_ context: inout ParseContext) throws(LottieError) -> Animated<BezierContour> {
        let closed = context.format.closedOutsidePaths && field("cl") != nil ? flag("cl") : nil
        return try animated("pt", &context, ValueDecoders.path(closed: closed))
    }

    /// `masksProperties`: mode `a` add, `s` subtract, `i` intersect, `l` lighten, `d` darken, `f` difference; `n`
    /// (none) masks are dropped. Expansion (`x`) grows or shrinks the path (`OffsetPath.expand`).
    private func masks(_ context: inout ParseContext) throws(LottieError) -> [MaskModel] {
        let modes: [String: CoverageMask.Operation] = ["a": .add, "s": .subtract, "i": .intersect, "l": .lighten,
                                                        "d": .darken, "f": .difference]
        var masks: [MaskModel] = []
        let list = try context.optional(self, "masksProperties", default: []) { n, _ throws(LottieError) in try n.array() }
        for node in list {
            do {
                if let mask = try node.mask(modes, &context) { masks.append(mask) }
            } catch {
                // As rlottie and ThorVG draw the layer: without the mask.
                guard node.encloses(error) else { throw error }
                context.warn("unreadable mask", at: node.path, "the layer is drawn without this mask (\(error))")
            }
        }
        return masks
    }

    /// One of `masksProperties`, or nil for a mask of mode none.
    private func mask(_ modes: [String: CoverageMask.Operation], _ context: inout ParseContext) throws(LottieError) -> MaskModel? {
        let mode = try string("mode", default: "a", &context)
        if mode == "n" { return nil }
        // Another mode lottie-web's canvas renderer draws as add (it clips by every mask not of mode none).
        let operation = modes[mode] ?? .add
        if modes[mode] == nil {
            context.warn("mask mode", at: "\(path).mode", "the mask \"\(mode)\" adds (accepted: a, s, i, l, d, f, n)")
        }
        // A number (or, as some exporters write it, a one-number array), signed: negative shrinks.
        let expansion = try context.optional(self, "x", default: nil) { x, c throws(LottieError) in
            try x.animated(&c) { n throws(LottieError) in try n.numbers(minCount: 1)[0] }
        }
        return MaskModel(operation: operation, path: try maskPath(&context),
                         opacity: try animated("o", &context, default: 100, ValueDecoders.percent),
                         inverted: flag("inv"), expansion: expansion?.isNonZero == true ? expansion : nil)
    }

    /// A solid's colour `sc`; one that is not `#rrggbb` is drawn black with a warning, as rlottie and ThorVG draw it.
    private func solidColor(_ context: inout ParseContext) throws(LottieError) -> Color {
        let sc = try required("sc", "the solid's colour #rrggbb")
        do {
            return try sc.hexColor()
        } catch {
            context.warn("solid colour", at: sc.path, "the solid is drawn black, as rlottie and ThorVG draw it (\(error))")
            return Color(red: 0, green: 0, blue: 0)
        }
    }

    /// `#rrggbb` (or `#rgb`).
    func hexColor() throws(LottieError) -> Color {
        let s = try string()
        var hex = s.hasPrefix("#") ? String(s.dropFirst()) : s
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, let v = Int(hex, radix: 16) else {
            throw .wrongType(path: path, found: "\"\(s)\"", expected: "a colour #rrggbb")
        }
        return Color(rgb8: v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF)
    }
}
