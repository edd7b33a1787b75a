/// A bitmap of premultiplied RGBA8 pixels in PNG byte order (each `UInt32` is little-endian `0xAABBGGRR`), rows packed
/// top to bottom. A value type: copies share storage until one is modified.
public struct Image: Sendable, Equatable {
    /// The largest accepted width or height (also the PNG and JPEG decode limit).
    public static let maxDimension = 16384
    /// The largest accepted pixel count, 64 Mpx (also the PNG and JPEG decode limit).
    public static let maxPixelCount = 64 * 1024 * 1024

    /// Width in pixels (1...`maxDimension`).
    public let width: Int
    /// Height in pixels (1...`maxDimension`).
    public let height: Int
    /// Premultiplied pixels, `width * height` of them, row-major.
    public private(set) var pixels: [UInt32]

    /// An image from premultiplied pixels. Throws when the size is outside the limits or the count is wrong.
    public init(width: Int, height: Int, pixels: [UInt32]) throws(ImageError) {
        try ImageError.check(width: width, height: height)
        guard pixels.count == width * height else {
            throw .pixelCountMismatch(expected: width * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour (transparent by default).
    public init(width: Int, height: Int, color: Color = .clear) throws(ImageError) {
        try ImageError.check(width: width, height: height)
        self.width = width
        self.height = height
        pixels = Array(repeating: color.premultipliedPixel, count: width * height)
    }

    /// Internal: dimensions already validated.
    init(validatedWidth width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied pixel at (x, y), or 0 (transparent) outside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// Sets the premultiplied pixel at (x, y); ignored outside the image. The value's colour channels should not
    /// exceed its alpha.
    public mutating func setPixel(x: Int, y: Int, _ value: UInt32) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        pixels[y * width + x] = value
    }

    /// True when every pixel has alpha 255.
    package var isOpaque: Bool { pixels.allSatisfy { $0 >= 0xFF00_0000 } }
}
