import Raster
/// How open ends of a shape layer's stroke (and dash ends) are drawn (CAShapeLayerLineCap). Default `.butt`
/// (STYLES.md §6.3).
public enum LayerLineCap: Sendable, Hashable {
    case butt
    case round
    case square
}
