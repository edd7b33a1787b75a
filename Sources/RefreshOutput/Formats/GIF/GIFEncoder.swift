import Foundation
import Raster
import RefreshRender
import CGIF

/// Writes an animated GIF (GIF89a, one global palette) from frames of palette indices, in order, with giflib.
///
/// Size: a frame equal to the one before only lengthens that frame's delay; every other frame stores just the
/// rectangle around the pixels that changed, and inside it the unchanged pixels as the transparent index (long runs
/// that LZW packs well). Disposal is "leave in place", except where pixels must turn transparent again: then the
/// previous frame is disposed to the (transparent) background, its rectangle grown to cover those pixels.
/// The display after each frame is exactly that frame, so every decoder shows the same pictures.
///
/// A large frame takes a while to compare and compress, so `add` looks at `cancellation` every `rowsPerCheck` rows
/// and throws `RenderCancellation.Stop` once it is set: a signal stops a run in the middle of a frame.
final class GIFEncoder {
    public let width: Int
    public let height: Int
    public let palette: Palette
    /// Frames written so far (merged frames count once).
    public private(set) var frameCount = 0

    private struct Pending {
        var pixels: [UInt8]
        var rect: (x0: Int, y0: Int, x1: Int, y1: Int)
        var delay: Int
        var restoresBackground = false
    }

    private let sink = ByteSink()
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// What the screen shows before the pending frame is drawn.
    private var displayBefore: [UInt8]
    private var pending: Pending?
    private var row: [UInt8]
    private let cancellation: RenderCancellation

    /// Rows compared or compressed between two looks at the cancellation.
    static let rowsPerCheck = 64

    /// Starts a GIF of `width`×`height` with `palette`. `loop`: 0 plays forever, N > 0 plays N times.
    public init(width: Int, height: Int, palette: Palette, loop: Int,
                cancellation: RenderCancellation = RenderCancellation()) throws {
        precondition(width > 0 && height > 0 && width <= 65535 && height <= 65535 && loop >= 0 && loop <= 65536)
        self.width = width
        self.height = height
        self.palette = palette
        self.cancellation = cancellation
        displayBefore = Array(repeating: palette.transparentIndex ?? 0, count: width * height)
        row = Array(repeating: 0, count: width)
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, count in
            guard let file, let bytes, let user = file.pointee.UserData, count >= 0 else { return 0 }
            Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }, &error)
        guard let gif else { throw GIFError(operation: "EGifOpen", reason: GIFEncoder.message(error)) }
        EGifSetGifVersion(gif, true)
        var colors = (0..<palette.tableSize).map { i -> GifColorType in
            let c = i < palette.colors.count ? palette.colors[i] : 0
            return GifColorType(Red: UInt8(c >> 16), Green: UInt8((c >> 8) & 0xFF), Blue: UInt8(c & 0xFF))
        }
        let map = GifMakeMapObject(Int32(palette.tableSize), &colors)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
        if loop != 1 {
            // NETSCAPE2.0: the count of repeats after the first play; 0 = forever.
            let repeats = loop == 0 ? 0 : loop - 1
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
            var id = Array("NETSCAPE2.0".utf8)
            try check(EGifPutExtensionBlock(gif, 11, &id), "EGifPutExtensionBlock")
            var block: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
            try check(EGifPutExtensionBlock(gif, 3, &block), "EGifPutExtensionBlock")
            try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
        }
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Adds a frame of `width × height` palette indices shown for `delay` cs (a frame with delay 0 is never shown and
    /// is dropped).
    public func add(_ frame: [UInt8], delay: Int) throws {
        precondition(frame.count == width * height && delay >= 0)
        guard delay > 0 else { return }
        guard var previous = pending else {
            pending = Pending(pixels: frame, rect: (0, 0, width, height), delay: delay)
            return
        }
        // memcmp: Array's == goes byte by byte, a tenth of the speed, on every frame of a long still stretch.
        let unchanged = frame.withUnsafeBytes { a in
            previous.pixels.withUnsafeBytes { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
        if unchanged, previous.delay + delay <= 0xFFFF {
            pending!.delay += delay
            return
        }
        let clear = palette.transparentIndex
        // Leave the previous frame in place when no changed pixel has to become transparent.
        var mustClear = false
        if let t = clear {
            for i in 0..<frame.count where frame[i] == t && previous.pixels[i] != t { mustClear = true; break }
        }
        var base = previous.pixels
        if mustClear, let t = clear {
            // Dispose the previous frame to the background, over a rectangle that also covers every pixel that
            // turns transparent now; the new frame redraws what else it needs inside that rectangle.
            var r = previous.rect
            for y in 0..<height {
                if y % GIFEncoder.rowsPerCheck == 0 { try cancellation.check() }
                for x in 0..<width {
                    let i = y * width + x
                    if frame[i] == t && previous.pixels[i] != t {
                        r = (min(r.x0, x), min(r.y0, y), max(r.x1, x + 1), max(r.y1, y + 1))
                    }
                }
            }
            previous.rect = r
            previous.restoresBackground = true
            for y in r.y0..<r.y1 { for x in r.x0..<r.x1 { base[y * width + x] = t } }
        }
        try write(previous)
        displayBefore = base
        pending = Pending(pixels: frame, rect: changedRect(frame, over: base), delay: delay)
    }

    /// Writes the last frame and the trailer; returns the GIF's bytes.
    public func finish() throws -> [UInt8] {
        if let last = pending { try write(last) }
        pending = nil
        var error: Int32 = 0
        let result = EGifCloseFile(gif, &error)
        gif = nil
        guard result == GIF_OK else { throw GIFError(operation: "EGifCloseFile", reason: GIFEncoder.message(error)) }
        return sink.bytes
    }

    /// The bounding box of the pixels where `frame` differs from `base` (at least one pixel).
    private func changedRect(_ frame: [UInt8], over base: [UInt8]) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        frame.withUnsafeBufferPointer { f in
            base.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let o = y * width
                    var first = -1, last = -1
                    for x in 0..<width where f[o + x] != b[o + x] { first = x; break }
                    guard first >= 0 else { continue }
                    for x in stride(from: width - 1, through: first, by: -1) where f[o + x] != b[o + x] { last = x; break }
                    x0 = min(x0, first); x1 = max(x1, last + 1)
                    y0 = min(y0, y); y1 = y + 1
                }
            }
        }
        return x1 > x0 ? (x0, y0, x1, y1) : (0, 0, 1, 1)
    }

    private func write(_ frame: Pending) throws {
        guard let gif else { throw GIFError(operation: "EGifPutImageDesc", reason: "the GIF is already finished") }
        let t = palette.transparentIndex
        var gcb = GraphicsControlBlock(DisposalMode: frame.restoresBackground ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT,
                                       UserInputFlag: false, DelayTime: Int32(frame.delay),
                                       TransparentColor: t.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes: [UInt8] = [0, 0, 0, 0]
        let length = EGifGCBToExtension(&gcb, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "EGifPutExtension")
        let r = frame.rect
        let w = r.x1 - r.x0
        try check(EGifPutImageDesc(gif, Int32(r.x0), Int32(r.y0), Int32(w), Int32(r.y1 - r.y0), false, nil),
                  "EGifPutImageDesc")
        for y in r.y0..<r.y1 {
            if (y - r.y0) % GIFEncoder.rowsPerCheck == 0 { try cancellation.check() }
            let o = y * width + r.x0
            for x in 0..<w {
                let p = frame.pixels[o + x]
                // Unchanged pixels are left to show through (transparent index), when the palette has one.
                row[x] = t != nil && p == displayBefore[o + x] ? t! : p
            }
            try check(EGifPutLine(gif, &row, Int32(w)), "EGifPutLine")
        }
        frameCount += 1
    }

    private func check(_ result: Int32, _ operation: String) throws {
        guard result == GIF_OK else {
            throw GIFError(operation: operation, reason: GIFEncoder.message(gif?.pointee.Error ?? 0))
        }
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// The bytes giflib writes, collected in memory (the file is written atomically afterwards).
final class ByteSink {
    var bytes: [UInt8] = []
}
