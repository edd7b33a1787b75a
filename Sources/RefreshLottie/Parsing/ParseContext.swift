/// What the parser carries down the document: the warnings so far, the layer being read (for their labels) and
/// how deep it is in groups and precompositions.
struct ParseContext {
    var warnings: [LottieWarning] = []
    var layer = "(none)"
    var depth = 0
    /// The product of the copy counts of the repeaters read so far in this layer (`LottieLimits.maxCopies`).
    var copies = 1.0
    /// The composition's frame rate (`fr`), for expressions in seconds.
    var frameRate = 30.0
    /// The fonts and embedded glyphs text layers are drawn with.
    var text = TextResources()

    mutating func warn(_ feature: String, at path: String, _ fallback: String) {
        warnings.append(LottieWarning(feature: feature, layer: layer, path: path, fallback: fallback))
    }

    /// Runs `body` one level deeper; throws past `LottieLimits.maxDepth`.
    mutating func nested<T>(at path: String, _ body: (inout ParseContext) throws(LottieError) -> T) throws(LottieError) -> T {
        guard depth < LottieLimits.maxDepth else {
            throw .limitExceeded(path: path, what: "nesting depth", limit: "\(LottieLimits.maxDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }
}
