import CTurboJPEG

extension Image {
    /// Decodes a JPEG (baseline or progressive, colour or grayscale) through libjpeg-turbo's TurboJPEG API, to opaque
    /// pixels. Its size is read from its header first: over `Image.maxDimension` a side or `Image.maxPixelCount`
    /// pixels it is refused before a pixel is allocated. A CMYK or YCCK JPEG is refused (libjpeg converts it to no RGB);
    /// so is one that libjpeg can only finish with a warning (truncated or damaged data), as rlottie and ThorVG leave
    /// such an image out. Progressive scans are limited (`TJFLAG_LIMITSCANS`), so decoding time stays bounded.
    public init(jpegData: [UInt8]) throws(JPEGError) {
        guard let decoder = tjInitDecompress() else { throw .decodeFailed("TurboJPEG could not start") }
        defer { tjDestroy(decoder) }
        let header = try Self.jpegHeader(jpegData, decoder)
        guard header.width <= Image.maxDimension, header.height <= Image.maxDimension,
              header.width * header.height <= Image.maxPixelCount else {
            throw .tooLarge("\(header.width)×\(header.height)")
        }
        guard header.colorspace != Int32(TJCS_CMYK.rawValue), header.colorspace != Int32(TJCS_YCCK.rawValue) else {
            throw .unsupported("a CMYK JPEG (accepted: colour or grayscale)")
        }
        let count = header.width * header.height
        var rgba = [UInt8](repeating: 0, count: count * 4)
        let rc = jpegData.withUnsafeBufferPointer { data in
            rgba.withUnsafeMutableBufferPointer { out in
                tjDecompress2(decoder, data.baseAddress, UInt(data.count), out.baseAddress, Int32(header.width), 0,
                              Int32(header.height), Int32(TJPF_RGBA.rawValue), TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
        }
        guard rc == 0 else { throw .decodeFailed(Self.turboMessage(decoder)) }
        // Every pixel is opaque: the words are already premultiplied.
        let pixels = rgba.withUnsafeBytes { raw in
            (0..<count).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self).littleEndian }
        }
        self.init(validatedWidth: header.width, height: header.height, pixels: pixels)
    }

    /// The width and height a JPEG's header states, read without decoding it; nil when the bytes are not a JPEG whose
    /// header libjpeg reads.
    package static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        guard let header = try? jpegHeader(bytes, decoder) else { return nil }
        return (header.width, header.height)
    }

    private static func jpegHeader(_ bytes: [UInt8], _ decoder: tjhandle) throws(JPEGError)
        -> (width: Int, height: Int, colorspace: Int32) {
        guard bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF else {
            throw .decodeFailed("not a JPEG file (it does not start with FF D8 FF)")
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let rc = bytes.withUnsafeBufferPointer { data in
            tjDecompressHeader3(decoder, data.baseAddress, UInt(data.count), &width, &height, &subsampling, &colorspace)
        }
        guard rc == 0 else { throw .decodeFailed(turboMessage(decoder)) }
        guard width >= 1, height >= 1 else { throw .decodeFailed("the header states \(width)×\(height) pixels") }
        return (Int(width), Int(height), colorspace)
    }

    private static func turboMessage(_ decoder: tjhandle) -> String {
        guard let text = tjGetErrorStr2(decoder) else { return "unknown libjpeg error" }
        return String(cString: text)
    }
}

/// A JPEG could not be decoded. Messages carry libjpeg's own text where it has one.
public enum JPEGError: Error, Equatable, CustomStringConvertible {
    /// The data is not a JPEG libjpeg decodes whole (bad markers, truncated or damaged data).
    case decodeFailed(String)
    /// The JPEG's dimensions exceed `Image.maxDimension` / `Image.maxPixelCount`.
    case tooLarge(String)
    /// A JPEG of a kind that is not decoded (the message names it and what is accepted).
    case unsupported(String)

    public var description: String {
        switch self {
        case .decodeFailed(let m): return "cannot decode JPEG: \(m)"
        case .tooLarge(let m):
            return "JPEG too large: \(m) (limit \(Image.maxDimension)×\(Image.maxDimension), \(Image.maxPixelCount) pixels)"
        case .unsupported(let m): return "JPEG not supported: \(m)"
        }
    }
}
