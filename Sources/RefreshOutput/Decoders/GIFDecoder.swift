import CGIF
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Reads a GIF with giflib (`DGifSlurp`, from memory) and plays it: each image drawn into its rectangle (clipped to
/// the logical screen) through its local or the global colour table, its transparent index leaving the canvas as it
/// was, then disposed as its graphic control extension says — 0 and 1 leave it, 2 clears its rectangle to
/// transparent, 3 restores what was under it. Delays are in centiseconds. An index past the colour table draws
/// nothing.
enum GIFDecoder {
    /// The bytes giflib reads, and how far it has read.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    static func decode(_ bytes: [UInt8]) throws(AnimationDecodingError) -> AnimationPlayback {
        let source = Source(bytes)
        return try withExtendedLifetime(source) { () throws(AnimationDecodingError) -> AnimationPlayback in
            var code: Int32 = 0
            let read: InputFunc = { file, buffer, count in
                guard let file, let buffer, count > 0, let user = file.pointee.UserData else { return 0 }
                let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
                let n = min(Int(count), source.bytes.count - source.offset)
                guard n > 0 else { return 0 }
                source.bytes.withUnsafeBufferPointer { all in
                    if let base = all.baseAddress { memcpy(buffer, base + source.offset, n) }
                }
                source.offset += n
                return Int32(n)
            }
            guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), read, &code) else {
                throw failure("the header does not read (\(reason(code)))")
            }
            defer { DGifCloseFile(gif, nil) }
            let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
            try AnimationPlayback.checkCanvas(width: width, height: height, format: .gif)
            try checkImageSizes(bytes)
            guard DGifSlurp(gif) == GIF_OK else {
                throw failure("after \(gif.pointee.ImageCount) images: \(reason(gif.pointee.Error))")
            }
            return try play(gif, width: width, height: height)
        }
    }

    private static func play(_ gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int) throws(AnimationDecodingError) -> AnimationPlayback {
        var timeline = AnimationTimeline(format: .gif)
        var screen = [UInt32](repeating: 0, count: width * height)
        let count = Int(gif.pointee.ImageCount)
        guard count > 0, let images = gif.pointee.SavedImages else { throw failure("no images") }
        for i in 0..<count {
            let image = images[i]
            let description = image.ImageDesc
            guard let map = description.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
                throw failure("image \(i) has no colour table, local or global")
            }
            guard let bits = image.RasterBits else { throw failure("image \(i) has no pixels") }
            var control = GraphicsControlBlock()
            if DGifSavedExtensionToGCB(gif, Int32(i), &control) != GIF_OK {
                control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            }
            let left = Int(description.Left), top = Int(description.Top)
            let w = Int(description.Width), h = Int(description.Height)
            // The rectangle on the screen: what lies outside is not drawn.
            let x0 = min(left, width), y0 = min(top, height), x1 = min(left + w, width), y1 = min(top + h, height)
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? screen : nil
            let colorCount = Int(map.pointee.ColorCount)
            for y in y0..<y1 {
                let row = (y - top) * w - left
                for x in x0..<x1 {
                    let index = Int(bits[row + x])
                    if index == Int(control.TransparentColor) || index >= colorCount { continue }
                    let c = colors[index]
                    screen[y * width + x] = UInt32(c.Red) | UInt32(c.Green) << 8 | UInt32(c.Blue) << 16 | 0xFF00_0000
                }
            }
            let delay = AnimationTime(Int(control.DelayTime), per: 100) ?? .zero
            try timeline.append(screen, width: width, height: height, lasting: delay)
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                for y in y0..<y1 { for x in x0..<x1 { screen[y * width + x] = 0 } }
            case DISPOSE_PREVIOUS:
                if let saved { screen = saved }
            default:
                break
            }
        }
        return try timeline.animation(width: width, height: height)
    }

    /// giflib keeps every image's indices (a byte a pixel, at the size the image declares, whatever the screen's), so
    /// the images' sizes are read from the blocks first: one over `Image.maxPixelCount`, or all of them over
    /// `AnimationTimeline.maximumKeptPixels`, is refused before anything is allocated. A file that ends early is left
    /// to giflib to report.
    private static func checkImageSizes(_ bytes: [UInt8]) throws(AnimationDecodingError) {
        guard bytes.count >= 13 else { return }
        var offset = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var total = 0, images = 0
        /// Skips data sub-blocks up to and past their terminator; false when the file ends first.
        func skipSubBlocks() -> Bool {
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return true }
            }
            return false
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x2C:
                guard offset + 10 <= bytes.count else { return }
                let w = Int(bytes[offset + 5]) | Int(bytes[offset + 6]) << 8
                let h = Int(bytes[offset + 7]) | Int(bytes[offset + 8]) << 8
                let flags = bytes[offset + 9]
                guard w * h <= Image.maxPixelCount else {
                    throw failure("image \(images) is \(w)×\(h); expected at most \(Image.maxPixelCount) px")
                }
                total += w * h
                guard total <= AnimationTimeline.maximumKeptPixels else {
                    throw failure("image \(images): more than \(AnimationTimeline.maximumKeptPixels) px of images in all")
                }
                images += 1
                offset += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1
                guard skipSubBlocks() else { return }
            case 0x21:
                offset += 2
                guard skipSubBlocks() else { return }
            default:
                return
            }
        }
    }

    private static func failure(_ reason: String) -> AnimationDecodingError {
        AnimationDecodingError(format: "GIF", reason: reason)
    }

    private static func reason(_ code: Int32) -> String {
        // giflib leaves the code at 0 when an image's data ends before its last pixel.
        code == 0 ? "the image data ends early or is corrupt"
            : GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
