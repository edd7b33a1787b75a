import Foundation

extension CompositionModel {
    /// Parses and validates a whole document: sizes, frame rate and frames within `LottieLimits`, every reference
    /// (precomposition, image, parent) resolved, precompositions not nested deeper than the limit (nor in a cycle).
    init(json data: Data, baseURL: URL?, textEngine: (any LottieTextEngine)? = nil) throws(LottieError) {
        try self.init(root: JSONValue.parse(data), assets: baseURL.map(AssetFiles.folder) ?? .none, textEngine: textEngine)
    }

    /// Parses a document already read (its slots applied), its image files read from `assets`, text in fonts it
    /// embeds no glyphs of set by `textEngine`.
    init(root json: JSONValue, assets files: AssetFiles, textEngine: (any LottieTextEngine)? = nil) throws(LottieError) {
        let root = JSONNode(value: json, path: "")
        guard root.isObject() else { throw root.wrongType("a Lottie composition object") }
        var context = ParseContext()
        if let v = root.field("v"), case .string(let version) = v.value { context.format = FormatVersion(version) }
        let sides = 1...LottieLimits.maxSide
        width = try root.required("w", "the width").number(in: sides)
        height = try root.required("h", "the height").number(in: sides)
        frameRate = try root.required("fr", "the frame rate").number(in: LottieLimits.frameRates)
        context.frameRate = frameRate
        let frames = -LottieLimits.maxFrame...LottieLimits.maxFrame
        inPoint = try root.required("ip", "the in point").number(in: frames)
        outPoint = try root.required("op", "the out point").number(in: frames)
        guard outPoint > inPoint else { throw .outOfRange(path: "op", value: "\(outPoint)", accepted: "more than ip (\(inPoint))") }
        if root.flag("ddd") { context.warn("3D composition", at: "ddd", "it is drawn in 2D") }
        context.text = try root.textResources(&context, engine: textEngine)
        (precomps, images) = try root.field("assets").map { n throws(LottieError) in try n.assets(&context, files: files) }
            ?? ([:], [:])
        layers = try root.required("layers", "the layer list").layers(&context)
        markers = try root.field("markers").map { n throws(LottieError) in try n.markers() } ?? []
        warnings = context.warnings
        var checked: [String: Int] = [:], missing: [LottieWarning] = []
        try checkReferences(layers, path: "layers", depth: 0, checked: &checked, within: [], missing: &missing)
        warnings += missing
        var counts: [String: Double] = [:]
        let instances = instanceCount(layers, memo: &counts)
        guard instances <= Double(LottieLimits.maxCount) else {
            throw .limitExceeded(path: "layers", what: "\(instances) layers to draw once precompositions are expanded",
                                 limit: "\(LottieLimits.maxCount)")
        }
        try checkFrameWork()
        self = keepingStillLayers()
    }

    /// Refuses a composition whose frames may draw more than `LottieLimits.maxFrameVertices` path vertices
    /// (`FrameWork`), naming the root layer that draws the most.
    private func checkFrameWork() throws(LottieError) {
        var memo: [String: Double] = [:]
        let perLayer = layers.map { FrameWork.vertices($0, precomps: precomps, memo: &memo) }
        let total = perLayer.reduce(0, +)
        guard total > Double(LottieLimits.maxFrameVertices), let heaviest = perLayer.indices.max(by: { perLayer[$0] < perLayer[$1] })
        else { return }
        let share = perLayer[heaviest] == total ? "all" : Self.amount(perLayer[heaviest])
        throw .limitExceeded(path: "layers[\(heaviest)]",
                             what: "\(Self.amount(total)) path vertices a frame (\(share) of them in \(layers[heaviest].label); each path "
                                + "counts once for every copy of its repeaters and every use of its precomposition)",
                             limit: Self.amount(Double(LottieLimits.maxFrameVertices)))
    }

    /// A count for a message: whole, with a space every three digits (1 000 000 000), or in powers of ten past 10¹⁵.
    static func amount(_ x: Double) -> String {
        guard x < 1e15 else { return String(format: "%.2g", x) }
        let digits = String(Int64(x.rounded()))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(" ") }
            out.append(ch)
        }
        return out
    }

    /// How many layers a frame may draw with every precomposition expanded where it is used (a precomposition used
    /// twice in one used twice is drawn four times). References are checked first, so this recursion ends.
    private func instanceCount(_ list: [Layer], memo: inout [String: Double]) -> Double {
        var total = 0.0
        for layer in list {
            total += 1
            guard case .precomp(let id, _, _) = layer.content else { continue }
            if let known = memo[id] {
                total += known
            } else {
                let inner = instanceCount(precomps[id] ?? [], memo: &memo)
                memo[id] = inner
                total += inner
            }
        }
        return total
    }

    /// Every precomposition and image a layer names exists, parents do not loop, and precompositions
    /// nest at most `LottieLimits.maxDepth` deep (which also refuses a precomposition containing itself).
    /// `checked` keeps the depth each precomposition was checked at, so one used many times is checked once.
    /// `within` is the chain of precompositions being checked, so that one inside itself is named as a cycle. A layer
    /// naming no asset is not drawn, as ThorVG draws the file: it is added to `missing`.
    private func checkReferences(_ list: [Layer], path: String, depth: Int, checked: inout [String: Int],
                                 within: [String], missing: inout [LottieWarning]) throws(LottieError) {
        guard depth <= LottieLimits.maxDepth else {
            throw .limitExceeded(path: path, what: "precomposition nesting depth", limit: "\(LottieLimits.maxDepth)")
        }
        // Each index's first layer, as `list.first(where:)` finds it: one look-up a step, not a scan of the list
        // (a file of 100 000 parented layers).
        var byIndex: [Int: Layer] = [:]
        for layer in list { if let index = layer.index, byIndex[index] == nil { byIndex[index] = layer } }
        for (i, layer) in list.enumerated() {
            let at = "\(path)[\(i)]"
            if let parent = layer.parent {
                var seen = 0, next: Int? = parent
                // A parent that names no layer of the list ends the chain, as lottie-web, rlottie and ThorVG draw it
                // (`FrameEvaluator.matrix` stops there too).
                while let p = next, let found = byIndex[p] {
                    seen += 1
                    guard seen <= LottieLimits.maxDepth else {
                        throw .limitExceeded(path: "\(at).parent", what: "parent chain (or a loop of parents)",
                                             limit: "\(LottieLimits.maxDepth)")
                    }
                    next = found.parent
                }
            }
            switch layer.content {
            case .precomp(let id, _, _):
                guard let inner = precomps[id] else {
                    missing.append(LottieWarning(feature: "missing asset", layer: layer.label, path: "\(at).refId",
                                                 fallback: "the layer is not drawn: no precomposition asset has id \"\(id)\""))
                    continue
                }
                if within.contains(id) {
                    throw .unsupported(path: "\(at).refId", feature: "a precomposition inside itself",
                                       reason: "it is a cycle (\((within + [id]).map { "\"\($0)\"" }.joined(separator: " → ")))")
                }
                if let previous = checked[id], previous >= depth + 1 { continue }
                checked[id] = depth + 1
                try checkReferences(inner, path: "\(at) → assets[\"\(id)\"].layers", depth: depth + 1, checked: &checked,
                                    within: within + [id], missing: &missing)
            case .image(let id):
                if images[id] == nil {
                    missing.append(LottieWarning(feature: "missing asset", layer: layer.label, path: "\(at).refId",
                                                 fallback: "the layer is not drawn: no image asset has id \"\(id)\""))
                }
            case .shapes, .solid, .null:
                break
            }
        }
    }
}

extension JSONNode {
    fileprivate func markers() throws(LottieError) -> [LottieMarker] {
        let frames = -LottieLimits.maxFrame...LottieLimits.maxFrame
        var out: [LottieMarker] = []
        for node in try array() {
            out.append(LottieMarker(name: try node.string("cm", default: ""), frame: try node.number("tm", default: 0, in: frames),
                                    duration: try node.number("dr", default: 0, in: 0...LottieLimits.maxFrame)))
        }
        return out
    }
}
