/// A width × height block of premultiplied RGBA8 pixels (rows packed, `width` pixels apart), zeroed on creation.
/// Owns raw memory so compositors write through plain pointers; one canvas or group layer owns each buffer.
final class PixelBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
    }

    deinit { pixels.deallocate() }

    /// Sets every pixel of `bounds` (assumed within the buffer) to `value`.
    func fill(_ bounds: ScanBounds, with value: UInt32) {
        guard !bounds.isEmpty else { return }
        let n = bounds.x1 - bounds.x0
        for y in bounds.y0..<bounds.y1 {
            (pixels + y * width + bounds.x0).update(repeating: value, count: n)
        }
    }
}
