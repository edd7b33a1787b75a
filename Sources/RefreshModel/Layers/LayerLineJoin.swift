import Raster
/// How corners of a shape layer's stroke are drawn (CAShapeLayerLineJoin). Default `.miter`, with the miter limit
/// in `ShapeProperties.miterLimit` (STYLES.md §6.3).
public enum LayerLineJoin: Sendable, Hashable {
    case miter
    case round
    case bevel
}
