extension Canvas {
    /// Replaces every pixel with `image`'s (same size required; returns false and changes nothing otherwise). With
    /// `makeImage()` this saves and restores a canvas state: a renderer draws a frame's static background once and
    /// restores it at the start of each frame instead of drawing it again. Open groups and the clip are not affected.
    @discardableResult
    public func restore(from image: Image) -> Bool {
        guard image.width == width, image.height == height else { return false }
        image.pixels.withUnsafeBufferPointer { source in
            base.pixels.update(from: source.baseAddress!, count: width * height)
        }
        replacedBase()
        return true
    }
}
