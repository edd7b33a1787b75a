import Raster

/// What an image layer shows (CALayer.contents): the project's vector artwork, drawn at the render scale so it is
/// sharp at any scale, a bitmap (a user's replacement image), or a frame of a Lottie animation (vectors too).
public enum LayerContents: Sendable, Hashable {
    case artwork(VectorArtwork)
    case bitmap(BitmapContents)
    case lottie(LottieContents)

    /// The natural size in points, which `ContentsGravity` places (a bitmap's pixels / its scale).
    public var pointSize: Size {
        switch self {
        case .artwork(let artwork): return artwork.size
        case .bitmap(let bitmap): return bitmap.pointSize
        case .lottie(let lottie): return lottie.animation.size
        }
    }
}
