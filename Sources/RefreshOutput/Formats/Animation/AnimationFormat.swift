import RefreshRender
import Raster

/// The single-file animations besides GIF that `AnimationRenderJob` writes.
public enum AnimationFormat: Sendable, Hashable {
    /// Animated PNG: full colour and alpha, lossless; exact rational delays.
    case apng
    /// Animated WebP: lossless when `quality` is nil, else lossy at that quality (alpha lossless either way).
    case webp(quality: WebPQuality?)
    /// Video through the ffmpeg program.
    case video(VideoCodec)

    /// The file's extension: `png` (an APNG is a PNG; viewers without APNG show its first frame), `webp`, `mp4`, `webm`.
    package var fileExtension: String {
        switch self {
        case .apng: return "png"
        case .webp: return "webp"
        case .video(let codec): return codec.fileExtension
        }
    }

    /// The format's name in messages.
    public var name: String {
        switch self {
        case .apng: return "APNG"
        case .webp(let quality): return quality == nil ? "lossless WebP" : "lossy WebP"
        case .video(let codec): return codec.name
        }
    }

    /// What marks a file of this format, and where: an existing file is replaced only when it has it.
    var signature: (bytes: [UInt8], offset: Int) {
        switch self {
        case .apng: return (SingleFileOutput.pngSignature, 0)
        case .webp: return (Array("WEBP".utf8), 8)  // RIFF, size, WEBP
        case .video(.h264): return (Array("ftyp".utf8), 4)  // box size, ftyp
        case .video(.vp9): return ([0x1A, 0x45, 0xDF, 0xA3], 0)  // EBML
        }
    }

    /// A finer test than `signature` of a file to replace: an APNG must have its `acTL` chunk before the image data
    /// (a still PNG of the same name, an artwork, is not an APNG); nil for the formats the signature tells apart.
    var sameKind: (@Sendable ([UInt8]) -> Bool)? {
        switch self {
        case .apng: return AnimationFormat.isAnimatedPNG
        case .webp, .video: return nil
        }
    }

    /// True when the chunks of the PNG `head` (its first bytes) include `acTL` before the first `IDAT`.
    static func isAnimatedPNG(_ head: [UInt8]) -> Bool {
        var offset = SingleFileOutput.pngSignature.count
        while offset + 8 <= head.count {
            let length = head[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: head[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" { return false }
            offset += 12 + length
        }
        return false
    }

    /// True when the format keeps transparency.
    public var hasAlpha: Bool {
        switch self {
        case .apng, .webp, .video(.vp9): return true
        case .video(.h264): return false
        }
    }
}

/// The video codecs, each in the container every player takes it in.
public enum VideoCodec: Sendable, Hashable, CaseIterable {
    /// H.264 (libx264), 4:2:0, in MP4: plays everywhere. No alpha.
    case h264
    /// VP9 (libvpx-vp9) in WebM, with alpha (4:2:0 and an alpha plane) when the frames are transparent.
    case vp9

    package var fileExtension: String {
        switch self {
        case .h264: return "mp4"
        case .vp9: return "webm"
        }
    }

    public var name: String {
        switch self {
        case .h264: return "H.264 MP4"
        case .vp9: return "VP9 WebM"
        }
    }
}

extension BackgroundChoice {
    /// True when frames on this background can have transparent pixels: none, or a colour with alpha below 1 (every
    /// style's own background is opaque).
    public var isTransparent: Bool {
        switch self {
        case .style: return false
        case .none: return true
        case .color(let color): return color.alpha < 1
        }
    }
}
