import Raster
/// The properties of a layer that shows contents (CALayer.contents and friends).
public struct ImageProperties: Sendable, Hashable {
    /// What to draw; nil draws nothing.
    public var contents: LayerContents?
    /// Placement of the contents in the bounds. Default `.resize`, as Core Animation.
    public var contentsGravity: ContentsGravity
    /// Device pixels per point the contents were prepared for (EGO sets the screen scale, STYLES.md §6.11). Default 1.
    public var contentsScale: Double

    public init(contents: LayerContents? = nil, contentsGravity: ContentsGravity = .resize,
                contentsScale: Double = 1) {
        self.contents = contents
        self.contentsGravity = contentsGravity
        self.contentsScale = contentsScale
    }

    /// Where the contents land in `bounds` (the bounds when there are no contents).
    package func contentsRect(in bounds: Rect) -> Rect {
        contentsGravity.placement(of: contents?.pointSize ?? .zero, in: bounds)
    }
}
