import CPNG
import Raster
import CZlib

/// Writes an animated PNG (APNG 1.0: the PNG signature, IHDR, acTL, then per frame an fcTL and its image data, IEND)
/// from straight RGBA8 frames, in order, at full colour and alpha.
///
/// Debian's libpng has no APNG patch (no `png_write_frame_head`), so the APNG chunks are written here: each frame's
/// rectangle is compressed by libpng through `cpng_encode` (its row filters and zlib, as for every PNG the project
/// writes), and that PNG's IDAT data becomes the first frame's IDAT or a later frame's fdAT, behind the sequence number
/// APNG adds; chunk CRCs are zlib's `crc32`. No time or text chunk is written, so the same frames give the same bytes.
///
/// Size: a frame equal to the one before only lengthens that frame's delay; every other frame stores just the
/// rectangle around the pixels that changed. Disposal is always "none" (the canvas keeps each frame), so the display
/// after each frame is exactly that frame when the blend is right: "over" when every changed pixel is opaque (the
/// unchanged pixels inside the rectangle are then stored transparent, which leaves them as they were and compresses
/// to almost nothing), "source" otherwise (the rectangle replaces what was there, alpha included).
final class APNGEncoder {
    let width: Int
    let height: Int
    /// 0 plays forever, N > 0 plays N times (acTL's num_plays).
    let loop: Int
    /// The delays' unit, 1/ticksPerSecond s (fcTL's delay_den).
    let ticksPerSecond: Int
    /// Frames written so far (merged frames count once).
    private(set) var frameCount = 0

    private struct Pending {
        var x: Int, y: Int, width: Int, height: Int
        /// The rectangle's straight RGBA pixels, row by row.
        var pixels: [UInt32]
        var blendsOver: Bool
        var delay: Int
    }

    /// What the canvas shows once the pending frame is drawn.
    private var shown: [UInt32] = []
    private var pending: Pending?
    /// The chunks after acTL.
    private var body: [UInt8] = []
    /// fcTL and fdAT share one sequence, from 0.
    private var sequence: UInt32 = 0

    /// APNG's delay fields are 16 bits.
    static let maximumTicks = Int(UInt16.max)
    /// Level 9 without row filters: the smallest of the four settings measured on the airplane sequence (366 KB,
    /// against 380 KB at level 6 and 472 / 499 KB with adaptive filters, which add entropy to flat UI frames;
    /// benchmarks/RESULTS.md, entry on the animation formats), at about 1 s for 167 frames @2x.
    /// (At zlib's own memory level, `PNGOptions.zlibMemoryLevel`: the measurements were made with it.)
    static let zlibLevel: Int32 = 9
    static let filters = Int32(CPNG_FILTER_NONE)

    /// Starts an animation of `width`×`height`; delays are in 1/`ticksPerSecond` s (1 ... 65535).
    init(width: Int, height: Int, loop: Int, ticksPerSecond: Int) {
        precondition(width > 0 && height > 0 && width <= Int(Int32.max) && height <= Int(Int32.max))
        precondition((0...Int(UInt32.max)).contains(loop) && (1...APNGEncoder.maximumTicks).contains(ticksPerSecond))
        self.width = width
        self.height = height
        self.loop = loop
        self.ticksPerSecond = ticksPerSecond
    }

    /// The clock for frames at `fps`: when the rate is a fraction p/q with both terms at most 65535, p ticks a second,
    /// so every frame lasts exactly q ticks; otherwise the finest of 1/1000, 1/100, 1/10 and 1 s whose longest frame
    /// delay still fits 16 bits, the ends rounded to it without drift (`GIFDelaySchedule`).
    static func ticksPerSecond(fps: Double) -> Int {
        let rate = RationalRate(nearest: fps, maximum: maximumTicks)
        if rate.isExact(for: fps) { return rate.numerator }
        return [1000, 100, 10].first { (Double($0) / fps).rounded(.up) + 1 <= Double(maximumTicks) } ?? 1
    }

    /// Adds a frame of `width × height` straight RGBA pixels shown for `delay` ticks (at least 1, at most 65535).
    func add(_ frame: [UInt32], delay: Int) throws {
        precondition(frame.count == width * height && (1...APNGEncoder.maximumTicks).contains(delay))
        guard let previous = pending else {
            pending = Pending(x: 0, y: 0, width: width, height: height, pixels: frame, blendsOver: false, delay: delay)
            shown = frame
            return
        }
        if frame == shown, previous.delay + delay <= APNGEncoder.maximumTicks {
            pending!.delay += delay
            return
        }
        try write(previous)
        pending = difference(frame, delay: delay)
        shown = frame
    }

    /// Writes the last frame and returns the whole file.
    func finish() throws -> [UInt8] {
        if let last = pending { try write(last) }
        pending = nil
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits per channel, colour type 6 (RGBA), deflate, adaptive filtering, not interlaced.
        header += [8, 6, 0, 0, 0]
        file.appendChunk("IHDR", header)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frameCount))
        control.appendBigEndian(UInt32(loop))
        file.appendChunk("acTL", control)
        file += body
        file.appendChunk("IEND", [])
        return file
    }

    /// The pending frame that turns `shown` into `frame`: the rectangle around the changed pixels (a 1×1 rectangle
    /// when none changed, for a delay too long to merge), blended over when every changed pixel is opaque.
    private func difference(_ frame: [UInt32], delay: Int) -> Pending {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        var opaque = true
        for y in 0..<height {
            let o = y * width
            for x in 0..<width where frame[o + x] != shown[o + x] {
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = y + 1
                if frame[o + x] >> 24 != 0xFF { opaque = false }
            }
        }
        let unchanged = x1 <= x0
        if unchanged { (x0, y0, x1, y1) = (0, 0, 1, 1) }
        let over = opaque && !unchanged
        var pixels: [UInt32] = []
        pixels.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = frame[y * width + x]
                // Over: a transparent pixel leaves the canvas as it was.
                pixels.append(over && p == shown[y * width + x] ? 0 : p)
            }
        }
        return Pending(x: x0, y: y0, width: x1 - x0, height: y1 - y0, pixels: pixels,
                       blendsOver: over, delay: delay)
    }

    private func write(_ frame: Pending) throws {
        var control: [UInt8] = []
        control.appendBigEndian(sequence)
        sequence += 1
        for value in [frame.width, frame.height, frame.x, frame.y] { control.appendBigEndian(UInt32(value)) }
        control.appendBigEndian(UInt16(frame.delay))
        control.appendBigEndian(UInt16(ticksPerSecond))
        // dispose_op 0 (none: keep the frame), blend_op 1 (over) or 0 (source).
        control += [0, frame.blendsOver ? 1 : 0]
        body.appendChunk("fcTL", control)
        for data in try compressed(frame) {
            if frameCount == 0 {
                body.appendChunk("IDAT", data)
            } else {
                var chunk: [UInt8] = []
                chunk.reserveCapacity(data.count + 4)
                chunk.appendBigEndian(sequence)
                sequence += 1
                chunk += data
                body.appendChunk("fdAT", chunk)
            }
        }
        frameCount += 1
    }

    /// The frame's rectangle compressed by libpng: the data of the IDAT chunks of a PNG of it.
    private func compressed(_ frame: Pending) throws -> [ArraySlice<UInt8>] {
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: 512)
        let rc = frame.pixels.withUnsafeBytes { raw in
            cpng_encode(raw.bindMemory(to: UInt8.self).baseAddress, UInt32(frame.width), UInt32(frame.height),
                        frame.width * 4, 4, APNGEncoder.zlibLevel, APNGEncoder.filters, 0,
                        Int32(PNGOptions.zlibMemoryLevel), &out, &length, &message, 512)
        }
        defer { cpng_free(out) }
        guard rc == Int32(CPNG_OK), let out else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw EncoderError(format: "APNG", operation: "cpng_encode", reason: reason)
        }
        let png = Array(UnsafeBufferPointer(start: out, count: length))
        var chunks: [ArraySlice<UInt8>] = []
        var offset = 8
        while offset + 12 <= png.count {
            let size = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { chunks.append(png[offset + 8..<offset + 8 + size]) }
            offset += 12 + size
        }
        return chunks
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// Appends a PNG chunk: length, type, data, and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: some Collection<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        let crc = self[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
