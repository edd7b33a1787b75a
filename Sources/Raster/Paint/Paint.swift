/// What a fill puts inside its shape.
public enum Paint: Sendable, Equatable {
    /// One colour (straight alpha; premultiplied when drawn).
    case solid(Color)
    /// An image mapped into device space by `transform` (image pixels → device pixels), sampled bilinearly with edge
    /// padding, multiplied by `opacity` (0...1). Fractional translations are kept (no snapping). A non-finite or
    /// singular transform, or a non-finite or non-positive opacity, draws nothing.
    case image(Image, transform: AffineTransform, opacity: Double)
    /// A linear gradient in device space, padded beyond its end points. A gradient whose points coincide fills with
    /// its last stop's colour (Core Graphics' behaviour).
    case linearGradient(LinearGradient)
    /// A radial gradient (see `RadialGradient`), padded beyond its circle.
    case radialGradient(RadialGradient)
}
