import CRLottie
import Foundation
import Raster

/// rlottie (Debian's librlottie) through its C API: the independent renderer the conformance tests compare with.
final class RLottieOracle {
    private let animation: OpaquePointer
    let width: Int
    let height: Int

    /// Loads `json`; `resourceFolder` is where rlottie looks for image files. Nil when rlottie refuses the file.
    init?(json: String, key: String, resourceFolder: String, width: Int, height: Int) {
        guard let a = lottie_animation_from_data(json, key, resourceFolder) else { return nil }
        animation = a
        self.width = width
        self.height = height
    }

    deinit { lottie_animation_destroy(animation) }

    var totalFrames: Int { lottie_animation_get_totalframe(animation) }

    /// Frame `frame` (counted from the composition's in point) at `width` × `height`, converted from rlottie's
    /// premultiplied ARGB32 words (0xAARRGGBB) to Raster's premultiplied RGBA words (0xAABBGGRR).
    func render(frame: Int) -> [UInt32] {
        var buffer = [UInt32](repeating: 0, count: width * height)
        buffer.withUnsafeMutableBufferPointer { b in
            lottie_animation_render(animation, frame, b.baseAddress, width, height, width * 4)
        }
        return buffer.map { p in (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16 }
    }
}
