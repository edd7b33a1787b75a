import CGIF
import Foundation
import Raster

/// A GIF decoded by giflib's own reader (DGifSlurp), independent of the encoder, with every frame composited as a
/// viewer shows it (disposal honoured): opaque pixels alpha 255, transparent ones 0, premultiplied `0xAABBGGRR`.
package struct DecodedGIF {
    package var width: Int
    package var height: Int
    /// Delays in cs.
    package var delays: [Int]
    package var frames: [Image]
    /// Each frame's rectangle (x, y, w, h).
    package var rects: [(Int, Int, Int, Int)]
    /// NETSCAPE2.0 repeat count; nil when the extension is absent (play once).
    package var loopRepeats: Int?
    package var paletteSize: Int

    package init(path: String) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw GIFDecodingError(operation: "DGifOpenFileName", code: Int(error)) }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw GIFDecodingError(operation: "DGifSlurp", code: Int(gif.pointee.Error)) }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        let global = gif.pointee.SColorMap!
        paletteSize = Int(global.pointee.ColorCount)
        delays = []
        frames = []
        rects = []
        loopRepeats = nil
        var screen = [UInt32](repeating: 0, count: width * height)
        var disposal: (Int32, (Int, Int, Int, Int))? = nil
        for i in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[i]
            for b in 0..<Int(saved.ExtensionBlockCount) {
                let block = saved.ExtensionBlocks[b]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0" {
                    let data = saved.ExtensionBlocks[b + 1]
                    loopRepeats = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
                }
            }
            var gcb = GraphicsControlBlock()
            DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
            if let (mode, r) = disposal, mode == DISPOSE_BACKGROUND {
                for y in r.1..<(r.1 + r.3) { for x in r.0..<(r.0 + r.2) { screen[y * width + x] = 0 } }
            }
            let d = saved.ImageDesc
            let r = (Int(d.Left), Int(d.Top), Int(d.Width), Int(d.Height))
            let map = d.ColorMap ?? global
            for y in 0..<r.3 {
                for x in 0..<r.2 {
                    let index = Int32(saved.RasterBits[y * r.2 + x])
                    if index == gcb.TransparentColor { continue }
                    let c = map.pointee.Colors[Int(index)]
                    screen[(r.1 + y) * width + r.0 + x] = UInt32(c.Red) | UInt32(c.Green) << 8 | UInt32(c.Blue) << 16 | 0xFF00_0000
                }
            }
            delays.append(Int(gcb.DelayTime))
            rects.append(r)
            frames.append(try Image(width: width, height: height, pixels: screen))
            disposal = (gcb.DisposalMode, r)
        }
    }

    /// Frame `i` composited over an opaque colour.
    package func frame(_ i: Int, over background: Color) throws -> Image {
        let bg = background.premultipliedPixel
        return try Image(width: width, height: height, pixels: frames[i].pixels.map { $0 >> 24 == 0 ? bg : $0 })
    }
}

/// giflib's reader failed: the call and its error code.
package struct GIFDecodingError: Error, CustomStringConvertible {
    package var operation: String
    package var code: Int
    package var description: String { "\(operation) failed with giflib error \(code)" }
}
