import CPNG

extension Image {
    /// Decodes a PNG of any colour type, bit depth, palette, transparency or interlacing (16-bit samples are
    /// reduced to 8 bits) and premultiplies it. Images over `Image.maxDimension` wide or high, or over
    /// `Image.maxPixelCount` pixels, are refused before their pixels are allocated. Errors carry libpng's message.
    public init(pngData: [UInt8]) throws(PNGError) {
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
        defer { message.deallocate() }
        message[0] = 0
        var out: UnsafeMutablePointer<UInt8>? = nil
        var w: UInt32 = 0, h: UInt32 = 0
        let rc = pngData.withUnsafeBufferPointer { data in
            cpng_decode(data.baseAddress, data.count, UInt32(Image.maxDimension), UInt32(Image.maxDimension),
                        UInt64(Image.maxPixelCount), &out, &w, &h, message, 512)
        }
        guard rc == Int32(CPNG_OK), let out else {
            cpng_free(out)
            let text = String(cString: message)
            switch rc {
            case Int32(CPNG_ERROR_TOO_LARGE): throw .tooLarge(text)
            case _ where text.contains("exceeds user limit"): throw .tooLarge(text)  // libpng's IHDR limit check
            case Int32(CPNG_ERROR_MEMORY): throw .outOfMemory(text)
            default: throw .decodeFailed(text.isEmpty ? "unknown libpng error" : text)
            }
        }
        defer { cpng_free(out) }
        let width = Int(w), height = Int(h)
        guard width >= 1, height >= 1, width <= Image.maxDimension, height <= Image.maxDimension,
              width * height <= Image.maxPixelCount else {
            throw .tooLarge("\(width)×\(height)")
        }
        let count = width * height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            let src = UnsafeRawPointer(out)
            for i in 0..<count {
                let p = src.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self).littleEndian
                buffer[i] = Image.premultiply(p)
            }
            initialized = count
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// Reads and decodes a PNG file (see `init(pngData:)`).
    public init(contentsOfFile path: String) throws(PNGError) {
        try self.init(pngData: FileIO.readFile(path))
    }

    /// Premultiplied from straight RGBA8 with exact rounding.
    @inline(__always)
    static func premultiply(_ p: UInt32) -> UInt32 {
        let a = p &>> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        return PixelMath.scale(p & 0x00FF_FFFF, by: a) | a &<< 24
    }
}

extension Image {
    /// PNG bytes of the image: demultiplied with rounding, RGB8 when every pixel is opaque, RGBA8 otherwise.
    public func pngData(options: PNGOptions = .default) throws(PNGError) -> [UInt8] {
        let (w, h) = (width, height)
        return try pixels.withUnsafeBufferPointer { (p) throws(PNGError) -> [UInt8] in
            try PNGEncoder.encode(p.baseAddress!, width: w, height: h, options: options)
        }
    }

    /// Writes the PNG atomically: to a temporary file in the same directory, then renamed over `path`.
    public func writePNG(to path: String, options: PNGOptions = .default) throws(PNGError) {
        try FileIO.writeAtomically(pngData(options: options), to: path)
    }
}
