import Raster
/// How an image layer's contents are placed in its bounds (CALayerContentsGravity; STYLES.md §6.11).
public enum ContentsGravity: Sendable, Hashable {
    /// Stretched to fill the bounds (Core Animation's default).
    case resize
    /// Scaled uniformly to fit inside the bounds, centred (s = min(W/w, H/h)).
    case resizeAspect
    /// Scaled uniformly to cover the bounds, centred (s = max(W/w, H/h)); overflow is clipped only when the layer
    /// masks to bounds.
    case resizeAspectFill

    /// The rectangle the contents of `contentSize` points occupy in `bounds`. An empty content size gives `bounds`.
    package func placement(of contentSize: Size, in bounds: Rect) -> Rect {
        let w = contentSize.width, h = contentSize.height
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return bounds }
        let scale: Double
        switch self {
        case .resize: return bounds
        case .resizeAspect: scale = min(bounds.size.width / w, bounds.size.height / h)
        case .resizeAspectFill: scale = max(bounds.size.width / w, bounds.size.height / h)
        }
        let sw = w * scale, sh = h * scale
        return Rect(x: bounds.midX - sw / 2, y: bounds.midY - sh / 2, width: sw, height: sh)
    }
}
