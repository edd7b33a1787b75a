/// A picture of where two images differ, for a person: the reference in faded greyscale, every pixel that differs
/// beyond the tolerance in opaque magenta, pixels that differ within it in pale pink, and a blue frame a few pixels
/// outside the box of all changes so that even a one-pixel change is found at a glance.
public enum DiffImage {
    /// Pixels that differ beyond the tolerance (premultiplied 0xAABBGGRR): magenta.
    package static let changedColor: UInt32 = 0xFFFF_00FF
    /// Pixels that differ within the tolerance: pale pink.
    package static let toleratedColor: UInt32 = 0xFFFF_B4FF
    /// The frame around the changes: blue.
    package static let frameColor: UInt32 = 0xFFFF_7800
    /// Distance of the frame from the box of changes, in pixels.
    package static let frameMargin = 3

    /// The diff image of `actual` against `reference`, as large as the union of both.
    /// Throws when that union is over the limits of an image (a tall image against a wide one).
    public static func make(reference: Image, actual: Image, tolerance: ImageTolerance = .exact) throws(ImageError) -> Image {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        try ImageError.check(width: width, height: height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let limit = UInt32(tolerance.maxChannelDifference)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let p = reference.pixel(x: x, y: y), q = actual.pixel(x: x, y: y)
                let i = y * width + x
                if p == q {
                    pixels[i] = faded(p)
                    continue
                }
                pixels[i] = ImageDifference.channelDifference(p, q) > limit ? changedColor : toleratedColor
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if maxX >= 0 {
            let x0 = minX - frameMargin, x1 = maxX + frameMargin, y0 = minY - frameMargin, y1 = maxY + frameMargin
            func plot(_ x: Int, _ y: Int) {
                guard x >= 0, x < width, y >= 0, y < height, pixels[y * width + x] != changedColor else { return }
                pixels[y * width + x] = frameColor
            }
            for x in x0...x1 { plot(x, y0); plot(x, y1) }
            for y in y0...y1 { plot(x0, y); plot(x1, y) }
        }
        return Image(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The pixel over white, as grey, faded to a quarter of its contrast (light, so the colours stand out).
    static func faded(_ pixel: UInt32) -> UInt32 {
        let a = (pixel >> 24) & 0xFF
        let r = (pixel & 0xFF) + 255 - a, g = ((pixel >> 8) & 0xFF) + 255 - a, b = ((pixel >> 16) & 0xFF) + 255 - a
        let luma = (77 * r + 150 * g + 29 * b) >> 8
        let grey = 255 - (255 - min(luma, 255)) / 4
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
