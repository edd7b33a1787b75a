import CPNG

/// Premultiplied pixels → PNG bytes through `cpng_encode` (RASTER-NOTES.md §6.8, §6.11): demultiplied with rounding,
/// written as RGB8 when every pixel is opaque, RGBA8 otherwise.
enum PNGEncoder {
    static func encode(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, options: PNGOptions) throws(PNGError) -> [UInt8] {
        let options = try options.validated()
        guard width > 0, height > 0 else { throw .encodeFailed("image has no pixels (\(width)×\(height))") }
        let count = width * height
        // Opaque when every alpha byte is 255: one AND over all pixels (a loop the compiler vectorises).
        var all: UInt32 = 0xFFFF_FFFF
        for i in 0..<count { all &= pixels[i] }
        let opaque = all >= 0xFF00_0000
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        defer { bytes.deallocate() }
        if opaque {
            packRGB(pixels, count: count, into: bytes)
        } else {
            let out = UnsafeMutableRawPointer(bytes).bindMemory(to: UInt32.self, capacity: count)
            for i in 0..<count { out[i] = demultiply(pixels[i]) }
        }
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
        defer { message.deallocate() }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        let rc = cpng_encode(bytes, UInt32(width), UInt32(height), rowBytes, Int32(channels), Int32(options.level),
                             options.filterMask, options.zlibStrategy, Int32(options.memoryLevel), &out, &length, message, 512)
        guard rc == Int32(CPNG_OK), let out else {
            cpng_free(out)
            let text = String(cString: message)
            throw rc == Int32(CPNG_ERROR_MEMORY) ? .outOfMemory(text) : .encodeFailed(text)
        }
        defer { cpng_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// The R, G and B bytes of `count` opaque pixels (R in the low byte), 3 bytes a pixel: four pixels at a time as three
    /// 32-bit words, then the last few byte by byte. Byte by byte, the packing took 8 % of an airplane run's CPU (perf,
    /// @3x); four at a time it takes half of that.
    static func packRGB(_ pixels: UnsafePointer<UInt32>, count: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableRawPointer(bytes)
        var i = 0, o = 0
        while i + 4 <= count {
            let p0 = pixels[i], p1 = pixels[i &+ 1], p2 = pixels[i &+ 2], p3 = pixels[i &+ 3]
            out.storeBytes(of: ((p0 & 0xFF_FFFF) | p1 &<< 24).littleEndian, toByteOffset: o, as: UInt32.self)
            out.storeBytes(of: ((p1 &>> 8 & 0xFFFF) | p2 &<< 16).littleEndian, toByteOffset: o &+ 4, as: UInt32.self)
            out.storeBytes(of: ((p2 &>> 16 & 0xFF) | p3 &<< 8).littleEndian, toByteOffset: o &+ 8, as: UInt32.self)
            i &+= 4
            o &+= 12
        }
        while i < count {
            let p = pixels[i]
            bytes[o] = UInt8(truncatingIfNeeded: p)
            bytes[o &+ 1] = UInt8(truncatingIfNeeded: p &>> 8)
            bytes[o &+ 2] = UInt8(truncatingIfNeeded: p &>> 16)
            i &+= 1
            o &+= 3
        }
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
