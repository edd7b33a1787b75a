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
    /// What the exporter's version (`v`) says about how older files wrote what later ones write otherwise.
    var format = FormatVersion(nil)
    /// The dashes the composition's stills, evaluated once at load, cut together (`DashBudget`).
    let dashes = DashBudget()

    mutating func warn(_ feature: String, at path: String, _ fallback: String) {
        warnings.append(LottieWarning(feature: feature, layer: layer, path: path, fallback: fallback))
    }

    /// The optional field `key` of `node` as `read` reads it, or `fallback` when absent. A value `read` refuses (of
    /// the wrong type, out of range, or missing a part) is left out with a warning and `fallback` used: lottie-web,
    /// rlottie and ThorVG draw such a file with the field's default. Limits still refuse the file.
    mutating func optional<T>(_ node: JSONNode, _ key: String, default fallback: T,
                              _ read: (JSONNode, inout ParseContext) throws(LottieError) -> T) throws(LottieError) -> T {
        guard let field = node.field(key) else { return fallback }
        do {
            return try read(field, &self)
        } catch {
            guard field.encloses(error) else { throw error }
            warn("ignored field", at: field.path, "the field is left out and its default used (\(error))")
            return fallback
        }
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

/// The Bodymovin version a file was exported by (`v`, "major.minor.patch"), for what older exporters wrote
/// differently, as lottie-web's DataManager reads them: fill and stroke colours on a 0…255 scale before 4.1.9, a
/// shape path's closedness in the shape's `closed` (a mask's in its `cl`) before 4.4.18. A file without a version
/// is taken as current; a part that is not a number is passed over, as lottie-web's comparison does.
struct FormatVersion {
    let parts: [Int?]

    init(_ string: String?) {
        parts = string.map { $0.split(separator: ".").map { Int($0) } } ?? []
    }

    /// Whether the version is below `minimum` (lottie-web's `checkVersion`).
    func isBelow(_ minimum: [Int]) -> Bool {
        for (i, m) in minimum.enumerated() {
            guard i < parts.count, let part = parts[i] else { continue }
            if part < m { return true }
            if part > m { return false }
        }
        return false
    }

    var colorsIn255: Bool { isBelow([4, 1, 9]) }
    var closedOutsidePaths: Bool { isBelow([4, 4, 18]) }
}
