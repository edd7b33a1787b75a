import Raster

/// A validated Lottie document: the root layers, the precompositions and images they refer to, and what the
/// loader could not honour (`warnings`).
struct CompositionModel: Sendable {
    var width: Double, height: Double
    var frameRate: Double
    var inPoint: Double, outPoint: Double
    var layers: [Layer]
    var precomps: [String: [Layer]]
    var images: [String: ImageAsset]
    var markers: [LottieMarker]
    var warnings: [LottieWarning]
}

/// A decoded image asset and the size it is drawn at (`w` × `h`). The image is nil when its file is missing or does
/// not decode (warned): its layers draw nothing.
struct ImageAsset: Sendable {
    var image: Image?
    var size: Point
}
