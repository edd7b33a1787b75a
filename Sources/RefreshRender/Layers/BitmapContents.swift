import Raster

/// A bitmap as layer contents (a user's replacement image), with its point scale: a `name@2x.png` has scale 2
/// (STYLES.md §6.11), so its point size is its pixel size / 2.
public struct BitmapContents: Sendable, Hashable {
    public let image: Image
    /// Pixels per point; a non-finite or non-positive scale is taken as 1.
    public let scale: Double

    public init(image: Image, scale: Double = 1) {
        self.image = image
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    package var pointSize: Size { Size(width: Double(image.width) / scale, height: Double(image.height) / scale) }

    /// The scale a file name declares: `@2x` → 2, `@3x` → 3, else 1.
    public static func scale(forFileName name: String) -> Double {
        let stem = name.split(separator: "/").last.map(String.init) ?? name
        if stem.contains("@3x") { return 3 }
        if stem.contains("@2x") { return 2 }
        return 1
    }
}

extension BitmapContents {
    /// Hashes the size and scale only: equal bitmaps hash equally, and a hash stays cheap however large the image
    /// (`==` still compares the pixels). Trees are hashed per frame to find frames that show the same picture.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image.width)
        hasher.combine(image.height)
        hasher.combine(scale)
    }
}
