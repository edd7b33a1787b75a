import Raster
/// Something an image layer can show: a bitmap or vector artwork with an intrinsic size in points. The renderer
/// extends concrete types with drawing; the layer model only needs the size for `ContentsGravity`.
public protocol LayerContents: Sendable {
    /// The natural size in points (for a bitmap: pixels / its scale).
    var pointSize: Size { get }
}
