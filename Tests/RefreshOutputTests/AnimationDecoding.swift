import Foundation
import CWebPDemux
import CWebP

/// An animation read back by a decoder that shares nothing with the encoders: the picture after each stored frame
/// (straight RGBA, one `UInt32` per pixel as the encoders take it) and when it ends, in milliseconds from the start.
struct DecodedAnimation {
    var width: Int
    var height: Int
    var frames: [[UInt32]]
    /// The end of each frame, ms.
    var ends: [Double]
    var loopCount: Int

    /// The stored frame showing at `milliseconds` (a time strictly inside its span).
    func frame(at milliseconds: Double) -> [UInt32] {
        frames[ends.firstIndex { $0 > milliseconds } ?? frames.count - 1]
    }

    /// Read with Pillow (python3-pil): every frame composed by its dispose and blend operations.
    static func pillow(_ bytes: [UInt8]) throws -> DecodedAnimation {
        let folder = NSTemporaryDirectory() + "pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/in"))
        let script = """
        import json, sys
        from PIL import Image
        im = Image.open(sys.argv[1] + '/in')
        ends, t = [], 0.0
        with open(sys.argv[1] + '/frames', 'wb') as out:
            for i in range(getattr(im, 'n_frames', 1)):
                im.seek(i)
                out.write(im.convert('RGBA').tobytes())
                t += im.info.get('duration', 0)
                ends.append(t)
        print(json.dumps({'format': im.format, 'width': im.size[0], 'height': im.size[1], 'ends': ends, 'loop': im.info.get('loop', -1)}))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let info = try JSONSerialization.jsonObject(with: output) as? [String: Any],
              let width = info["width"] as? Int, let height = info["height"] as? Int, let ends = info["ends"] as? [Double]
        else { throw DecodeFailure(message: "Pillow could not read the file: \(String(decoding: output, as: UTF8.self))") }
        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/frames")))
        let count = width * height
        let frames = (0..<ends.count).map { i in
            raw[(i * count * 4)..<((i + 1) * count * 4)].withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        }
        return DecodedAnimation(width: width, height: height, frames: frames, ends: ends, loopCount: info["loop"] as? Int ?? -1)
    }

    /// Read with libwebp's demuxer (`WebPAnimDecoder`, straight RGBA).
    static func webp(_ bytes: [UInt8]) throws -> DecodedAnimation {
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw DecodeFailure(message: "libwebp version mismatch") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw DecodeFailure(message: "not an animated WebP") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw DecodeFailure(message: "no animation info") }
            let count = Int(info.canvas_width * info.canvas_height)
            var frames: [[UInt32]] = [], ends: [Double] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>? = nil
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw DecodeFailure(message: "frame \(frames.count) does not decode")
                }
                frames.append(UnsafeRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: count) {
                    Array(UnsafeBufferPointer(start: $0, count: count))
                })
                ends.append(Double(timestamp))
            }
            return DecodedAnimation(width: Int(info.canvas_width), height: Int(info.canvas_height), frames: frames,
                                    ends: ends, loopCount: Int(info.loop_count))
        }
    }
}

/// A PNG file's chunks, walked by hand: type, data, and whether the stored CRC-32 is the one computed here (a table
/// CRC, independent of zlib).
struct PNGChunks {
    var chunks: [(type: String, data: [UInt8], crcMatches: Bool)] = []

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw DecodeFailure(message: "no PNG signature") }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = PNGChunks.u32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 8 + length
            guard end + 4 <= bytes.count else { throw DecodeFailure(message: "chunk \(type) runs past the end") }
            let crc = PNGChunks.crc(bytes[(offset + 4)..<end])
            chunks.append((type, Array(bytes[(offset + 8)..<end]), crc == UInt32(PNGChunks.u32(bytes, end))))
            offset = end + 4
        }
        guard offset == bytes.count else { throw DecodeFailure(message: "\(bytes.count - offset) stray bytes at the end") }
    }

    static func u32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
    static func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }

    /// CRC-32 (ISO 3309, as PNG specifies), bit by bit.
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}

/// Pixels that differ between two frames (every pixel when the sizes differ): a failure says how many, not both frames.
func differingPixels(_ a: [UInt32], _ b: [UInt32]) -> Int {
    a.count == b.count ? zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } : max(a.count, b.count)
}

struct DecodeFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
