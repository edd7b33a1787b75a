/// A feature of the file that is not drawn as After Effects would, and what is drawn instead. Collected when the
/// file is loaded (`LottieComposition.warnings`); nothing unsupported is skipped without one.
public struct LottieWarning: Sendable, Hashable, CustomStringConvertible {
    /// What is not supported, e.g. "expression", "text layer", "blend mode 3 (multiply)".
    public let feature: String
    /// The layer it belongs to: its name and its index in its layer list, e.g. `"spinner" (layers[2])`.
    public let layer: String
    /// Where in the file, as a JSON path.
    public let path: String
    /// What the renderer does instead, e.g. "the keyframed value is used", "the layer is not drawn".
    public let fallback: String

    public var description: String { "\(feature) in layer \(layer) at \(LottieError.show(path)): \(fallback)" }
}
