import Raster
/// A label as it shows in a frame: its text, its colour with the opacity of its layer and every ancestor applied, and
/// the device-pixel rectangle its layer covers. What a contrast check needs to know where to look (`FrameRenderer`).
public struct PlacedLabel: Sendable, Hashable {
    /// The text layer's name (`state`, `lastUpdated`, `title`…), or `label` for an anonymous one.
    public var name: String
    public var text: String
    /// `TextProperties.color`, its alpha multiplied by the layer's and its ancestors' opacity.
    public var color: Color
    /// The layer's bounds in device pixels (the bounding box when transformed), not clipped to the frame.
    public var deviceBounds: Rect

    public init(name: String, text: String, color: Color, deviceBounds: Rect) {
        self.name = name
        self.text = text
        self.color = color
        self.deviceBounds = deviceBounds
    }

    /// The visible, non-empty text layers of a presentation tree at `scale` pixels per point, in drawing order;
    /// hidden layers and layers at opacity 0 (or under one) are left out, as the renderer leaves them out.
    static func collect(in root: Layer, scale: Double) -> [PlacedLabel] {
        var labels: [PlacedLabel] = []
        func visit(_ layer: Layer, parent: AffineTransform, opacity: Double) {
            guard !layer.isHidden, layer.opacity.isFinite, layer.opacity > 0 else { return }
            let t = layer.transformToParent.concatenating(parent)
            guard t.isFinite else { return }
            let alpha = opacity * min(layer.opacity, 1)
            if case .text(let text) = layer.content, !text.string.isEmpty {
                labels.append(PlacedLabel(name: layer.name ?? "label", text: text.string,
                                          color: text.color.withAlphaMultiplied(by: alpha),
                                          deviceBounds: Path.rect(layer.bounds).flattened(transform: t).bounds))
            }
            for sub in layer.sublayers { visit(sub, parent: t, opacity: alpha) }
        }
        visit(root, parent: .scale(scale, scale), opacity: 1)
        return labels
    }

    /// `root` with every text layer's content removed: the frame as it is behind its labels.
    static func withoutText(_ root: Layer) -> Layer {
        var layer = root
        if case .text = layer.content { layer.content = .plain }
        layer.sublayers = layer.sublayers.map(withoutText)
        return layer
    }
}
