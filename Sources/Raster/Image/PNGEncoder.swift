import CPNG

/// Premultiplied pixels → PNG bytes through `cpng_encode` (RASTER-NOTES.md §6.8, §6.11): demultiplied with rounding,
/// written as RGB8 when every pixel is opaque, RGBA8 otherwise.
enum PNGEncoder {
    static func encode(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, options: PNGOptions) throws(PNGError) -> [UInt8] {
        let options = try options.validated()
        guard width > 0, height > 0 else { throw .encodeFailed("image has no pixels (\(width)×\(height))") }
        let count = width * height
        var opaque = true
        for i in 0..<count where pixels[i] < 0xFF00_0000 {
            opaque = false
            break
        }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        defer { bytes.deallocate() }
        if opaque {
            var o = bytes
            for i in 0..<count {
                let p = pixels[i]
                o[0] = UInt8(truncatingIfNeeded: p)
                o[1] = UInt8(truncatingIfNeeded: p &>> 8)
                o[2] = UInt8(truncatingIfNeeded: p &>> 16)
                o += 3
            }
        } else {
            let out = UnsafeMutableRawPointer(bytes).bindMemory(to: UInt32.self, capacity: count)
            for i in 0..<count { out[i] = demultiply(pixels[i]) }
        }
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
        defer { message.deallocate() }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        let rc = cpng_encode(bytes, UInt32(width), UInt32(height), rowBytes, Int32(channels), Int32(options.level),
                             options.filterMask, options.zlibStrategy, &out, &length, message, 512)
        guard rc == Int32(CPNG_OK), let out else {
            cpng_free(out)
            let text = String(cString: message)
            throw rc == Int32(CPNG_ERROR_MEMORY) ? .outOfMemory(text) : .encodeFailed(text)
        }
        defer { cpng_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// Straight RGBA from premultiplied: `round(c × 255 / a)`.
    @inline(__always)
    static func demultiply(_ p: UInt32) -> UInt32 {
        let a = p &>> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        let half = a &>> 1
        let r = min((p & 0xFF) &* 255 &+ half, a &* 255) / a
        let g = min(((p &>> 8) & 0xFF) &* 255 &+ half, a &* 255) / a
        let b = min(((p &>> 16) & 0xFF) &* 255 &+ half, a &* 255) / a
        return r | g &<< 8 | b &<< 16 | a &<< 24
    }
}
