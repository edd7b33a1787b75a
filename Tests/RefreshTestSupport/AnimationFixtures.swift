import CGIF
import Foundation

/// Small animations built here, independent of the project's encoders, for decoder and comparison tests: an APNG
/// written chunk by chunk (image data in stored deflate blocks) and a GIF written through giflib's encoder.
package enum AnimationFixture {
    /// One APNG frame: its rectangle, straight RGBA pixels (`0xAABBGGRR`, row by row), delay as a fraction of a
    /// second, dispose_op (0 none, 1 background, 2 previous) and blend_op (0 source, 1 over).
    package struct APNGFrame {
        package var x = 0, y = 0, width: Int, height: Int
        package var pixels: [UInt32]
        package var delay: (numerator: UInt16, denominator: UInt16) = (1, 10)
        package var dispose: UInt8 = 0
        package var blend: UInt8 = 0

        package init(x: Int = 0, y: Int = 0, width: Int, height: Int, pixels: [UInt32],
                     delay: (numerator: UInt16, denominator: UInt16) = (1, 10), dispose: UInt8 = 0, blend: UInt8 = 0) {
            (self.x, self.y, self.width, self.height, self.pixels) = (x, y, width, height, pixels)
            (self.delay, self.dispose, self.blend) = (delay, dispose, blend)
        }
    }

    /// An APNG of `width`×`height`: the first frame is the default image (its IDAT), the others fdAT chunks.
    package static func apng(width: Int, height: Int, frames: [APNGFrame], plays: UInt32 = 0) -> [UInt8] {
        var png = PNGFixture.signature
        png += PNGFixture.chunk("IHDR", PNGFixture.be32(UInt32(width)) + PNGFixture.be32(UInt32(height)) + [8, 6, 0, 0, 0])
        png += PNGFixture.chunk("acTL", PNGFixture.be32(UInt32(frames.count)) + PNGFixture.be32(plays))
        var sequence: UInt32 = 0
        for (i, frame) in frames.enumerated() {
            var control = PNGFixture.be32(sequence)
            sequence += 1
            for value in [frame.width, frame.height, frame.x, frame.y] { control += PNGFixture.be32(UInt32(value)) }
            control += [UInt8(frame.delay.numerator >> 8), UInt8(frame.delay.numerator & 0xFF),
                        UInt8(frame.delay.denominator >> 8), UInt8(frame.delay.denominator & 0xFF), frame.dispose, frame.blend]
            png += PNGFixture.chunk("fcTL", control)
            var raw: [UInt8] = []
            for y in 0..<frame.height {
                raw.append(0)
                for x in 0..<frame.width { withUnsafeBytes(of: frame.pixels[y * frame.width + x].littleEndian) { raw += $0 } }
            }
            let data = PNGFixture.zlibStored(raw)
            if i == 0 {
                png += PNGFixture.chunk("IDAT", data)
            } else {
                png += PNGFixture.chunk("fdAT", PNGFixture.be32(sequence) + data)
                sequence += 1
            }
        }
        return png + PNGFixture.chunk("IEND", [])
    }

    /// One GIF image: its rectangle, palette indices, delay (cs), disposal (0–3), transparent index and local palette.
    package struct GIFFrame {
        package var x = 0, y = 0, width: Int, height: Int
        package var indices: [UInt8]
        package var delay = 10
        package var disposal: Int32 = 1
        package var transparent: Int32 = NO_TRANSPARENT_COLOR
        /// RGB triples; nil uses the global palette.
        package var palette: [(UInt8, UInt8, UInt8)]? = nil
        /// Rows stored in the four interlace passes (every 8th from 0, every 8th from 4, every 4th from 2, every 2nd
        /// from 1).
        package var interlaced = false

        package init(x: Int = 0, y: Int = 0, width: Int, height: Int, indices: [UInt8], delay: Int = 10,
                     disposal: Int32 = 1, transparent: Int32 = NO_TRANSPARENT_COLOR, palette: [(UInt8, UInt8, UInt8)]? = nil,
                     interlaced: Bool = false) {
            (self.x, self.y, self.width, self.height, self.indices) = (x, y, width, height, indices)
            (self.delay, self.disposal, self.transparent, self.palette) = (delay, disposal, transparent, palette)
            self.interlaced = interlaced
        }

        /// The rows in the order they are stored.
        var rowOrder: [Int] {
            guard interlaced else { return Array(0..<height) }
            return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
        }
    }

    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// A GIF89a of `width`×`height` with a global `palette` (a power of two of RGB triples), written by giflib.
    package static func gif(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], frames: [GIFFrame]) throws -> [UInt8] {
        let sink = Sink()
        return try withExtendedLifetime(sink) {
            var error: Int32 = 0
            let write: OutputFunc = { file, bytes, count in
                guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
                Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().bytes += UnsafeBufferPointer(start: bytes, count: Int(count))
                return count
            }
            guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
                throw GIFDecodingError(operation: "EGifOpen", code: Int(error))
            }
            EGifSetGifVersion(gif, true)
            func check(_ rc: Int32, _ operation: String) throws {
                if rc != GIF_OK { throw GIFDecodingError(operation: operation, code: Int(gif.pointee.Error)) }
            }
            func map(_ colors: [(UInt8, UInt8, UInt8)]) -> UnsafeMutablePointer<ColorMapObject>? {
                let entries = colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
                return GifMakeMapObject(Int32(colors.count), entries)
            }
            let global = map(palette)
            defer { GifFreeMapObject(global) }
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, global), "EGifPutScreenDesc")
            for frame in frames {
                var gcb = GraphicsControlBlock(DisposalMode: frame.disposal, UserInputFlag: false,
                                               DelayTime: Int32(frame.delay), TransparentColor: frame.transparent)
                var extension_ = [UInt8](repeating: 0, count: 4)
                let length = EGifGCBToExtension(&gcb, &extension_)
                try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extension_), "EGifPutExtension")
                let local = frame.palette.flatMap(map)
                defer { if let local { GifFreeMapObject(local) } }
                try check(EGifPutImageDesc(gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height),
                                           frame.interlaced, local), "EGifPutImageDesc")
                var indices = frame.indices
                for y in frame.rowOrder {
                    try indices.withUnsafeMutableBufferPointer {
                        try check(EGifPutLine(gif, $0.baseAddress! + y * frame.width, Int32(frame.width)), "EGifPutLine")
                    }
                }
            }
            guard EGifCloseFile(gif, &error) == GIF_OK else { throw GIFDecodingError(operation: "EGifCloseFile", code: Int(error)) }
            return sink.bytes
        }
    }
}
