import Raster

/// An animation as a viewer plays it: every stored frame composited onto the canvas (disposal, blending, transparency
/// and frame rectangles honoured) and the span of time it is shown. Read from GIF, APNG or animated WebP bytes.
///
/// Canvases are premultiplied RGBA (`Image`); the canvas starts transparent. Delays are taken as stored (a GIF
/// delay of 0 is a frame never shown, not the 0.1 s some browsers substitute).
public struct AnimationPlayback: Sendable {
    public enum Format: String, Sendable {
        case gif = "GIF", apng = "APNG", webp = "WebP"

        /// The unit the format counts delays in, when it has one: GIF centiseconds, WebP milliseconds (APNG gives
        /// each frame its own fraction). An encoder rounds frame changes to it.
        public var tick: AnimationTime? {
            switch self {
            case .gif: return AnimationTime(1, per: 100)
            case .webp: return AnimationTime(1, per: 1000)
            case .apng: return nil
            }
        }
    }

    /// One stored frame: the canvas once it is drawn, shown from `start` until `end`.
    public struct Frame: Sendable {
        public let canvas: Image
        public let start: AnimationTime
        public let end: AnimationTime
    }

    public let format: Format
    public let width: Int
    public let height: Int
    public let frames: [Frame]

    /// When the last frame ends.
    public var duration: AnimationTime { frames.last?.end ?? .zero }

    /// The kind of animation `bytes` hold, from their first bytes; nil for anything else (a still PNG included).
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return APNGDecoder.isAnimated(bytes) ? .apng : nil
    }

    /// Decodes a GIF, APNG or WebP animation (a still WebP is one frame); throws for anything else or a corrupt or
    /// truncated file.
    public init(bytes: [UInt8]) throws(AnimationDecodingError) {
        switch AnimationPlayback.format(of: bytes) {
        case .gif?: self = try GIFDecoder.decode(bytes)
        case .apng?: self = try APNGDecoder.decode(bytes)
        case .webp?: self = try WebPDecoder.decode(bytes)
        case nil: throw AnimationDecodingError(format: "animation", reason: "not a GIF, an animated PNG or a WebP file")
        }
    }

    init(format: Format, width: Int, height: Int, frames: [Frame]) {
        self.format = format
        self.width = width
        self.height = height
        self.frames = frames
    }

    /// The index of the frame shown at `time` (the last one from `time` on), nil before the start or after the end.
    public func frameIndex(at time: AnimationTime) -> Int? {
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].end <= time { low = mid + 1 } else { high = mid }
        }
        return low < frames.count && frames[low].start <= time ? low : nil
    }

    /// Checks a canvas size against `Image`'s limits before anything is allocated.
    static func checkCanvas(width: Int, height: Int, format: Format) throws(AnimationDecodingError) {
        guard width >= 1, height >= 1, width <= Image.maxDimension, height <= Image.maxDimension,
              width * height <= Image.maxPixelCount else {
            throw AnimationDecodingError(format: format.rawValue, reason: "canvas \(width)×\(height) is outside 1…\(Image.maxDimension) px a side and \(Image.maxPixelCount) px in all")
        }
    }
}

/// The frames of an animation being read: the canvas each stored frame leaves and the running time.
struct AnimationTimeline {
    let format: AnimationPlayback.Format
    private(set) var frames: [AnimationPlayback.Frame] = []
    private var time = AnimationTime.zero
    /// Decoded pixels kept so far; a canvas equal to the one before shares its storage and costs nothing.
    private var keptPixels = 0
    /// About 1 GiB of canvases.
    static let maximumKeptPixels = 256 * 1024 * 1024

    init(format: AnimationPlayback.Format) {
        self.format = format
    }

    mutating func append(_ pixels: [UInt32], width: Int, height: Int, lasting duration: AnimationTime) throws(AnimationDecodingError) {
        guard let end = time.adding(duration) else {
            throw AnimationDecodingError(format: format.rawValue, reason: "frame \(frames.count): the frame delays add up to more than can be counted exactly")
        }
        let canvas: Image
        if let last = frames.last?.canvas, last.pixels == pixels {
            canvas = last
        } else {
            keptPixels += pixels.count
            guard keptPixels <= AnimationTimeline.maximumKeptPixels else {
                throw AnimationDecodingError(format: format.rawValue, reason: "frame \(frames.count): more than \(AnimationTimeline.maximumKeptPixels) distinct canvas pixels in all")
            }
            do {
                canvas = try Image(width: width, height: height, pixels: pixels)
            } catch {
                throw AnimationDecodingError(format: format.rawValue, reason: "frame \(frames.count): \(error)")
            }
        }
        frames.append(AnimationPlayback.Frame(canvas: canvas, start: time, end: end))
        time = end
    }

    func animation(width: Int, height: Int) throws(AnimationDecodingError) -> AnimationPlayback {
        guard !frames.isEmpty else { throw AnimationDecodingError(format: format.rawValue, reason: "no frames") }
        return AnimationPlayback(format: format, width: width, height: height, frames: frames)
    }
}
