/// The limits a file is checked against before anything is allocated for it. Each is far above what a refresh
/// animation needs, and low enough that a hostile file cannot take unbounded time or memory.
enum LottieLimits {
    /// Largest composition, solid or image side, in points. Points are not pixels: a composition is drawn at any
    /// scale, and the pixels are limited where an image is made (`Image.maxDimension` a side), as the players
    /// limit by memory rather than by the file's size.
    static let maxSide = maxCoordinate
    /// Largest file accepted, in bytes.
    static let maxFileBytes = 64 << 20
    /// Frame numbers (in points, out points, keyframe times, start times) lie within ±this.
    static let maxFrame = 1_000_000.0
    /// Frame rate range, frames per second.
    static let frameRates = 1.0...1000.0
    /// Deepest nesting of shape groups, and of precompositions inside precompositions (and of parent chains).
    static let maxDepth = 32
    /// Most layers in one layer list, shape items in one group, keyframes in one property, vertices in one path.
    static let maxCount = 100_000
    /// Most copies a repeater makes, and most points of a polystar.
    static let maxCopies = 1000
    /// Most copies the repeaters of one layer make together (nested repeaters multiply).
    static let maxCopiesPerLayer = 10_000.0
    /// Most path vertices one frame may draw, every copy of a repeater and every use of a precomposition counted
    /// (`FrameWork`). The heaviest fixture draws 1 400 a frame; a 2 000 000-vertex frame draws in seconds.
    static let maxFrameVertices = 4_000_000
    /// Most dashes one frame cuts, every copy and use counted (`DashBudget`): past it, further dashed strokes of the
    /// frame are drawn solid, as one stroke over `Dasher.maxDashCount` (a million) is. Dashes depend on lengths at the frame, so
    /// this is spent while the frame is evaluated, not counted at load.
    static let maxFrameDashes = 4_000_000
    /// Most pixels of the images one composition decodes together (each image is limited by `Image.maxPixelCount`):
    /// 256 MB of pixels.
    static let maxImagePixels = 64 << 20
    /// Most characters in one text document (line breaks included).
    static let maxCharacters = maxCount
    /// Most letter-and-animator pairs of one text document: each is a selector's share worked out at every frame.
    static let maxTextShares = 1_000_000
    /// Largest coordinate, size or radius accepted (the rasterizer's `Path.coordinateLimit`).
    static let maxCoordinate = 1e7
}
