import CWebP
import CWebPDemux

/// Writes an animated WebP through libwebp's `WebPAnimEncoder` (libwebpmux) from straight RGBA8 frames, in order.
///
/// Lossless by default: every pixel, alpha included, decodes exactly as rendered (`exact` keeps the colour of fully
/// transparent pixels, 0, instead of letting the encoder change it). Lossy at a `WebPQuality` otherwise, alpha kept
/// lossless. WebPAnimEncoder itself stores each frame as the rectangle that changed, merges unchanged frames into
/// longer ones and picks dispose and blend; it runs single-threaded here, so the same frames give the same bytes.
/// Timestamps are whole milliseconds (WebP's clock), ends rounded without drift (`GIFDelaySchedule`).
final class WebPEncoder {
    let width: Int
    let height: Int
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    /// Frames added, then (after `finish`) the frames the file holds.
    private(set) var frameCount = 0

    /// WebP's clock: frame timestamps and durations are whole milliseconds.
    static let ticksPerSecond = 1000
    /// libwebp's default effort (0 fast … 6 slowest, smallest); the same for lossless and lossy.
    static let method: Int32 = 4
    /// For lossless, libwebp's quality is effort too: its default.
    static let losslessEffort: Float = 75

    /// Starts an animation of `width`×`height` (at most 16383, WebP's limit); `loop` 0 plays forever, N > 0 N times;
    /// `quality` nil for lossless.
    init(width: Int, height: Int, loop: Int, quality: WebPQuality?) throws {
        precondition(width > 0 && height > 0 && loop >= 0)
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw EncoderError(format: "WebP", operation: "WebPAnimEncoderOptionsInit", reason: "libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(loop)
        // No lossy and lossless mix: one kind for every frame, as asked.
        options.allow_mixed = 0
        config.method = WebPEncoder.method
        config.thread_level = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality.value)
        } else {
            config.lossless = 1
            config.exact = 1
            config.quality = WebPEncoder.losslessEffort
        }
        guard WebPValidateConfig(&config) != 0 else {
            throw EncoderError(format: "WebP", operation: "WebPValidateConfig", reason: "invalid configuration")
        }
        encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        guard encoder != nil else {
            throw EncoderError(format: "WebP", operation: "WebPAnimEncoderNew", reason: "cannot start a \(width)×\(height) animation (WebP allows at most 16383×16383)")
        }
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Adds a frame of `width × height` straight RGBA pixels starting at `timestamp` ms (after the previous frame's).
    func add(_ frame: [UInt32], timestamp: Int) throws {
        precondition(frame.count == width * height)
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw EncoderError(format: "WebP", operation: "WebPPictureInit", reason: "libwebp version mismatch")
        }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = frame.withUnsafeBytes { raw in
            WebPPictureImportRGBA(&picture, raw.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw EncoderError(format: "WebP", operation: "WebPPictureImportRGBA", reason: "out of memory") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw EncoderError(format: "WebP", operation: "WebPAnimEncoderAdd", reason: lastError)
        }
        frameCount += 1
    }

    /// Ends the last frame at `endTimestamp` ms and returns the whole file.
    func finish(endTimestamp: Int) throws -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(endTimestamp), nil) != 0 else {
            throw EncoderError(format: "WebP", operation: "WebPAnimEncoderAdd", reason: lastError)
        }
        var data = WebPData()
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw EncoderError(format: "WebP", operation: "WebPAnimEncoderAssemble", reason: lastError)
        }
        let file = Array(UnsafeBufferPointer(start: bytes, count: data.size))
        frameCount = WebPEncoder.storedFrames(in: file)
        return file
    }

    /// The frames a WebP holds: the ANMF chunks of an animated one (WebPAnimEncoder merges a frame equal to the one
    /// before into it, so there can be far fewer than were added), or 1 for a still one, which WebPAnimEncoder writes
    /// when a single frame is left (its image chunk, VP8 or VP8L, at the top level).
    static func storedFrames(in file: [UInt8]) -> Int {
        var frames = 0, stills = 0, offset = 12   // after "RIFF", the size and "WEBP"
        while offset + 8 <= file.count {
            let size = Int(file[offset + 4]) | Int(file[offset + 5]) << 8 | Int(file[offset + 6]) << 16 | Int(file[offset + 7]) << 24
            let type = file[offset..<offset + 4]
            if type.elementsEqual("ANMF".utf8) { frames += 1 }
            if type.elementsEqual("VP8 ".utf8) || type.elementsEqual("VP8L".utf8) { stills = 1 }
            offset += 8 + size + (size & 1)
        }
        return frames > 0 ? frames : stills
    }

    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}

/// The quality of a lossy WebP: 0 (smallest) to 100 (best), as libwebp's `-q`. Checked once, here.
public struct WebPQuality: Sendable, Hashable, CustomStringConvertible {
    public let value: Double

    public static let allowed = 0.0...100.0

    public init(_ value: Double) throws(AnimationOptionsError) {
        guard WebPQuality.allowed.contains(value) else { throw .qualityOutOfRange(value, allowed: WebPQuality.allowed) }
        self.value = value
    }

    public var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}
