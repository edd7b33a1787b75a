import CWebPDemux
import Raster

/// Reads an animated (or still) WebP with libwebp's `WebPAnimDecoder`, which composites every frame (blending and
/// disposal) onto the canvas itself; asked for premultiplied RGBA, it gives `Image`'s pixels directly. Its timestamps
/// are each frame's end, in milliseconds.
enum WebPDecoder {
    static func decode(_ bytes: [UInt8]) throws(AnimationDecodingError) -> AnimationPlayback {
        let result: Result<AnimationPlayback, AnimationDecodingError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(AnimationDecodingError) -> AnimationPlayback in try decode(buffer) }
        }
        return try result.get()
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>) throws(AnimationDecodingError) -> AnimationPlayback {
        var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw failure("libwebp's decoder version does not match its header") }
        options.color_mode = MODE_rgbA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
            throw failure("libwebp cannot open it (truncated or corrupt)")
        }
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw failure("no animation information") }
        let width = Int(info.canvas_width), height = Int(info.canvas_height)
        try AnimationPlayback.checkCanvas(width: width, height: height, format: .webp)
        var timeline = AnimationTimeline(format: .webp)
        var previousEnd = 0
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var pixels: UnsafeMutablePointer<UInt8>? = nil
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                throw failure("frame \(timeline.frames.count) does not decode (truncated or corrupt)")
            }
            let count = width * height
            let canvas = UnsafeRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
            let end = max(Int(timestamp), previousEnd)
            try timeline.append(canvas, width: width, height: height, lasting: AnimationTime(end - previousEnd, per: 1000) ?? .zero)
            previousEnd = end
        }
        return try timeline.animation(width: width, height: height)
    }

    private static func failure(_ reason: String) -> AnimationDecodingError {
        AnimationDecodingError(format: "WebP", reason: reason)
    }
}
