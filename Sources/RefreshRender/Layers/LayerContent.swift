/// What a layer draws itself, beneath its sublayers (CALayer, CAShapeLayer, contents image, CATextLayer / UILabel).
public enum LayerContent: Sendable, Hashable {
    /// Only the background colour (a plain CALayer).
    case plain
    /// A path filled and stroked (CAShapeLayer).
    case shape(ShapeProperties)
    /// An image or vector artwork placed in the bounds (CALayer.contents).
    case image(ImageProperties)
    /// One line of text (UILabel / CATextLayer).
    case text(TextProperties)
}
