/// Premultiplied RGBA8 arithmetic (RASTER-NOTES.md §6.8). A pixel is a `UInt32` whose bytes in memory are R, G, B, A
/// (little-endian `0xAABBGGRR`). Channels are processed four at a time as 16-bit lanes of a `UInt64`
/// (R, B, G, A from the low lane up), which keeps every product of two bytes inside its lane. `package` for the pixel
/// work of other modules (Lottie's tint), which rounds as the canvas does.
package enum PixelMath {
    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Exact `round(v / 255)` for `v` in 0...65025: `(v + 128 + ((v + 128) >> 8)) >> 8`.
    @inlinable
    package static func div255(_ v: UInt32) -> UInt32 {
        let t = v &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// The four channels spread into 16-bit lanes.
    @inline(__always)
    static func lanes(_ p: UInt32) -> UInt64 {
        let q = UInt64(p)
        return (q & 0x00FF_00FF) | ((q & 0xFF00_FF00) &<< 24)
    }

    /// Lanes holding bytes packed back into a pixel.
    @inline(__always)
    static func pack(_ v: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: v | (v &>> 24))
    }

    /// Every channel multiplied by `f` (0...255) and divided by 255 with exact rounding.
    @inline(__always)
    static func scale(_ p: UInt32, by f: UInt32) -> UInt32 {
        var v = lanes(p) &* UInt64(f)
        v = v &+ 0x0080_0080_0080_0080
        v = ((v &+ ((v &>> 8) & laneMask)) &>> 8) & laneMask
        return pack(v)
    }

    /// Source-over of premultiplied pixels: `src + dst × (255 − srcAlpha) / 255`, rounded exactly per channel.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src &>> 24))
    }

    /// `over(src, dst)` without its arithmetic where the answer is `src`: an opaque source hides the destination,
    /// and over a transparent one the source stays as it is. Worth its branch where either is common (a group's
    /// solid shapes, composited onto a canvas still blank there).
    @inline(__always)
    static func overIfNeeded(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src >= 0xFF00_0000 || dst == 0 ? src : over(src, dst)
    }

    /// Bilinear blend of four pixels with 8-bit weights `fx`, `fy` in 0...256 (weight of the right / lower pixel),
    /// rounded after each pass. Premultiplied input stays premultiplied (colour ≤ alpha).
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: UInt64, fy: UInt64) -> UInt32 {
        let gx = 256 &- fx, gy = 256 &- fy
        let round: UInt64 = 0x0080_0080_0080_0080
        let top = ((lanes(p00) &* gx &+ lanes(p10) &* fx &+ round) &>> 8) & laneMask
        let bottom = ((lanes(p01) &* gx &+ lanes(p11) &* fx &+ round) &>> 8) & laneMask
        return pack(((top &* gy &+ bottom &* fy &+ round) &>> 8) & laneMask)
    }
}
