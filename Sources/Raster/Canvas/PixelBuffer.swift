/// A width × height block of premultiplied RGBA8 pixels (rows packed, `width` pixels apart), zeroed on creation.
/// Owns raw memory so compositors write through plain pointers; one canvas or group layer owns each buffer.
final class PixelBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = .allocateZeroed(count: width * height)
    }

    deinit { pixels.freeZeroed() }

    /// Sets every pixel of `bounds` (assumed within the buffer) to `value`.
    func fill(_ bounds: ScanBounds, with value: UInt32) {
        guard !bounds.isEmpty else { return }
        let n = bounds.x1 - bounds.x0
        for y in bounds.y0..<bounds.y1 {
            (pixels + y * width + bounds.x0).update(repeating: value, count: n)
        }
    }

    /// The pixels of `bounds` (assumed within the buffer), row after row: what `paste(_:into:)` puts back.
    func copy(_ bounds: ScanBounds) -> [UInt32] {
        guard !bounds.isEmpty else { return [] }
        let w = bounds.x1 - bounds.x0
        return [UInt32](unsafeUninitializedCapacity: w * (bounds.y1 - bounds.y0)) { out, count in
            for y in bounds.y0..<bounds.y1 {
                (out.baseAddress! + (y - bounds.y0) * w).initialize(from: pixels + y * width + bounds.x0, count: w)
            }
            count = w * (bounds.y1 - bounds.y0)
        }
    }

    /// Writes `kept`, the pixels `copy(bounds)` gave, back over `bounds`.
    func paste(_ kept: [UInt32], into bounds: ScanBounds) {
        guard !bounds.isEmpty else { return }
        let w = bounds.x1 - bounds.x0
        kept.withUnsafeBufferPointer { source in
            for y in bounds.y0..<bounds.y1 {
                (pixels + y * width + bounds.x0).update(from: source.baseAddress! + (y - bounds.y0) * w, count: w)
            }
        }
    }
}
