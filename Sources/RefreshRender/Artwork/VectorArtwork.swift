import Raster
/// A resolution-independent drawing made of filled and stroked paths, in its own point space (origin top-left).
/// The project's artwork (STYLES.md §7 A15) is drawn this way at the render scale, so it is sharp at any scale; a
/// library's own picture (EGO's arrows) is one rectangle painted with its files (`ArtworkPaint.image`).
public struct VectorArtwork: Sendable, Hashable {
    /// Short name used on the command line (`--image airplane=path.png`) and for exported assets.
    public var name: String
    /// Size in points.
    public var size: Size
    /// Drawn in order, each over the previous.
    public var elements: [ArtworkElement]

    public init(name: String, size: Size, elements: [ArtworkElement]) {
        self.name = name
        self.size = size
        self.elements = elements
    }

    /// The licence notices of the library pictures it draws (`ShippedImage.notice`), each once; empty for drawings.
    public var notices: [String] {
        var seen = Set<String>()
        return elements.compactMap { element -> String? in
            guard case .image(let shipped) = element.paint, seen.insert(shipped.notice).inserted else { return nil }
            return shipped.notice
        }
    }
}

/// One path of an artwork, filled or stroked with a paint, optionally clipped to a rectangle (artwork points).
public struct ArtworkElement: Sendable, Hashable {
    public enum Mode: Sendable, Hashable {
        case fill(FillRule)
        /// A stroke of `width` points with round caps and joins when `round`, else butt caps and miter joins.
        case stroke(width: Double, round: Bool)
    }

    public var path: Path
    public var paint: ArtworkPaint
    public var mode: Mode
    public var clip: Rect?

    public init(path: Path, paint: ArtworkPaint, mode: Mode = .fill(.nonZero), clip: Rect? = nil) {
        self.path = path
        self.paint = paint
        self.mode = mode
        self.clip = clip
    }

    public static func fill(_ path: Path, _ paint: ArtworkPaint, clip: Rect? = nil) -> ArtworkElement {
        ArtworkElement(path: path, paint: paint, mode: .fill(.nonZero), clip: clip)
    }

    public static func stroke(_ path: Path, _ paint: ArtworkPaint, width: Double, round: Bool = true) -> ArtworkElement {
        ArtworkElement(path: path, paint: paint, mode: .stroke(width: width, round: round))
    }
}

/// How an artwork element is coloured.
public enum ArtworkPaint: Sendable, Hashable {
    case solid(Color)
    /// A vertical linear gradient: `top` at y = `y0`, `bottom` at y = `y1` (artwork points), padded beyond.
    case verticalGradient(y0: Double, top: Color, y1: Double, bottom: Color)
    /// A library's own picture: the file of the screen's scale (`ShippedImage`) stretched over the bounds of the
    /// element's path (a rectangle), its edges anti-aliased as a layer's image is.
    case image(ShippedImage)
}

extension Path {
    /// The union of circles and rectangles as one path (every part clockwise on screen, so non-zero fills their union).
    static func union(circles: [(Double, Double, Double)], rects: [Rect] = []) -> Path {
        var p = Path()
        for (x, y, r) in circles { p.addPath(.circle(center: Point(x: x, y: y), radius: r)) }
        for r in rects { p.addPath(.rect(r)) }
        return p
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [(Double, Double)]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: Point(x: first.0, y: first.1))
        for pt in points.dropFirst() { p.line(to: Point(x: pt.0, y: pt.1)) }
        p.close()
        return p
    }
}
