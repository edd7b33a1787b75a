import CZlib
import Raster

/// Reads an animated PNG (APNG 1.0) and plays it. Debian's libpng has no APNG support, so the chunks are walked here
/// (lengths and CRC-32s checked, sequence numbers in order) and each frame's data (the IDAT of the default image when
/// an fcTL precedes it, or the fdAT chunks without their sequence numbers) is decoded by libpng as a PNG of its own:
/// the file's IHDR with the frame's size, its PLTE and tRNS, one IDAT. The frame is then blended into its rectangle
/// ("source" replaces, "over" composites) and disposed after it is shown ("none" keeps it, "background" clears the
/// rectangle, "previous" restores it; "previous" on the first frame is taken as "background", as the specification
/// says). A delay's denominator of 0 means 1/100 s.
enum APNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    private struct FrameControl {
        var width: Int, height: Int, x: Int, y: Int
        var delay: AnimationTime
        var dispose: UInt8, blend: UInt8
        var data: [UInt8] = []
    }

    /// True when `bytes` are a PNG with an acTL chunk before its image data.
    static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: signature) else { return false }
        var offset = 8
        while offset + 8 <= bytes.count {
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" { return false }
            offset += 12 + u32(bytes, offset)
        }
        return false
    }

    static func decode(_ bytes: [UInt8]) throws(AnimationDecodingError) -> AnimationPlayback {
        let chunks = try walk(bytes)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw failure("the first chunk is not a 13-byte IHDR")
        }
        let width = u32(bytes, header.data.startIndex), height = u32(bytes, header.data.startIndex + 4)
        try AnimationPlayback.checkCanvas(width: width, height: height, format: .apng)
        var announced: Int?
        var kept: [Chunk] = []
        var frames: [FrameControl] = []
        var sequence = 0
        var sawImageData = false
        for chunk in chunks.dropFirst() {
            let data = chunk.data, o = data.startIndex
            switch chunk.type {
            case "acTL":
                guard data.count == 8 else { throw failure("acTL holds \(data.count) bytes; expected 8") }
                announced = u32(bytes, o)
            case "PLTE", "tRNS":
                kept.append(chunk)
            case "fcTL":
                guard data.count == 26 else { throw failure("fcTL \(frames.count) holds \(data.count) bytes; expected 26") }
                try expect(sequence: u32(bytes, o), &sequence)
                let frame = try control(bytes, at: o, index: frames.count, width: width, height: height)
                frames.append(frame)
            case "IDAT":
                sawImageData = true
                // The default image is the first frame only when an fcTL came before it.
                if frames.count == 1 { frames[0].data += data }
            case "fdAT":
                guard data.count >= 4, !frames.isEmpty else { throw failure("an fdAT chunk before any fcTL") }
                try expect(sequence: u32(bytes, o), &sequence)
                frames[frames.count - 1].data += data.dropFirst(4)
            default:
                break
            }
        }
        guard let announced else { throw failure("no acTL chunk") }
        guard sawImageData else { throw failure("no IDAT chunk") }
        guard announced == frames.count, !frames.isEmpty else {
            throw failure("acTL announces \(announced) frames but the file holds \(frames.count)")
        }
        return try play(frames, header: header.data, kept: kept, width: width, height: height)
    }

    private static func play(_ frames: [FrameControl], header: ArraySlice<UInt8>, kept: [Chunk],
                             width: Int, height: Int) throws(AnimationDecodingError) -> AnimationPlayback {
        var timeline = AnimationTimeline(format: .apng)
        var canvas = [UInt32](repeating: 0, count: width * height)
        for (i, frame) in frames.enumerated() {
            guard !frame.data.isEmpty else { throw failure("frame \(i) has no image data") }
            var png = signature
            var ihdr: [UInt8] = []
            ihdr.appendBigEndian(UInt32(frame.width))
            ihdr.appendBigEndian(UInt32(frame.height))
            ihdr += header.dropFirst(8)
            png.appendChunk("IHDR", ihdr)
            for chunk in kept { png.appendChunk(chunk.type, chunk.data) }
            png.appendChunk("IDAT", frame.data)
            png.appendChunk("IEND", [])
            let picture: Image
            do {
                picture = try Image(pngData: png)
            } catch {
                throw failure("frame \(i): \(error)")
            }
            let saved = frame.dispose == 2 && i > 0 ? canvas : nil
            for y in 0..<frame.height {
                let to = (frame.y + y) * width + frame.x
                let from = y * frame.width
                for x in 0..<frame.width {
                    let p = picture.pixels[from + x]
                    canvas[to + x] = frame.blend == 1 ? sourceOver(p, canvas[to + x]) : p
                }
            }
            try timeline.append(canvas, width: width, height: height, lasting: frame.delay)
            if let saved {
                canvas = saved
            } else if frame.dispose != 0 {
                for y in 0..<frame.height {
                    let to = (frame.y + y) * width + frame.x
                    for x in 0..<frame.width { canvas[to + x] = 0 }
                }
            }
        }
        return try timeline.animation(width: width, height: height)
    }

    /// Premultiplied source-over with exact rounding.
    private static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 255 || destination == 0 { return source }
        if alpha == 0 { return destination }
        let keep = 255 - alpha
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let d = (destination >> shift) & 0xFF, s = (source >> shift) & 0xFF
            let t = d * keep + 128
            out |= (s + ((t + (t >> 8)) >> 8)) << shift
        }
        return out
    }

    /// An fcTL's fields, checked against the canvas.
    private static func control(_ bytes: [UInt8], at o: Int, index: Int, width: Int, height: Int) throws(AnimationDecodingError) -> FrameControl {
        let w = u32(bytes, o + 4), h = u32(bytes, o + 8), x = u32(bytes, o + 12), y = u32(bytes, o + 16)
        guard w >= 1, h >= 1, x + w <= width, y + h <= height else {
            throw failure("frame \(index): rectangle \(w)×\(h) at (\(x), \(y)) is not inside the \(width)×\(height) canvas")
        }
        let numerator = u16(bytes, o + 20), denominator = u16(bytes, o + 22)
        let dispose = bytes[o + 24], blend = bytes[o + 25]
        guard dispose <= 2 else { throw failure("frame \(index): dispose_op \(dispose); expected 0, 1 or 2") }
        guard blend <= 1 else { throw failure("frame \(index): blend_op \(blend); expected 0 or 1") }
        let delay = AnimationTime(numerator, per: denominator == 0 ? 100 : denominator) ?? .zero
        return FrameControl(width: w, height: h, x: x, y: y, delay: delay, dispose: dispose, blend: blend)
    }

    private static func expect(sequence: Int, _ next: inout Int) throws(AnimationDecodingError) {
        guard sequence == next else { throw failure("sequence number \(sequence) where \(next) was expected") }
        next += 1
    }

    /// The chunks after the signature, up to IEND; lengths and CRCs checked.
    private static func walk(_ bytes: [UInt8]) throws(AnimationDecodingError) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while true {
            guard offset + 12 <= bytes.count else { throw failure("truncated after \(chunks.count) chunks (no IEND)") }
            let length = u32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                throw failure("chunk \(type) at byte \(offset) runs past the end of the file")
            }
            let end = offset + 8 + length
            let crc = bytes[(offset + 4)..<end].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
            guard UInt32(crc) == UInt32(u32(bytes, end)) else { throw failure("chunk \(type) at byte \(offset): CRC mismatch") }
            if type == "IEND" { return chunks }
            chunks.append(Chunk(type: type, data: bytes[(offset + 8)..<end]))
            offset = end + 4
        }
    }

    private static func u32(_ b: [UInt8], _ o: Int) -> Int {
        Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3])
    }

    private static func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }

    private static func failure(_ reason: String) -> AnimationDecodingError {
        AnimationDecodingError(format: "APNG", reason: reason)
    }
}
