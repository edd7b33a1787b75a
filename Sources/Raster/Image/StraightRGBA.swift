extension Canvas {
    /// Copies the canvas into `destination` as straight (not premultiplied) RGBA8, the bytes a PNG of it holds:
    /// `round(c × 255 / a)`, 0 where alpha is 0 (RASTER-NOTES.md §6.8). Row `y` starts at `y × rowBytes`, which must
    /// be at least `width × 4`; bytes past a row's `width × 4` are left alone. For encoders other than PNG (animated
    /// PNG frames, WebP, video) that take straight RGBA.
    public func copyStraightRGBA(into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        precondition(rowBytes >= width * 4, "rowBytes \(rowBytes) is shorter than a row of \(width) pixels")
        withUnsafePixels { pixels in
            for y in 0..<height {
                let row = destination + y * rowBytes
                let source = y * width
                for x in 0..<width {
                    (row + x * 4).storeBytes(of: PNGEncoder.demultiply(pixels[source + x]), as: UInt32.self)
                }
            }
        }
    }
}
