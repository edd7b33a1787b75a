import Raster
import RefreshModel
/// GIF frame delays in whole 1/100 s units for frames sampled at a constant rate. Frame `i` ends at
/// `round((i + 1) · 100 / fps)` cs, so each frame's end is within half a unit of its true time and the error never
/// accumulates: 60 fps gives 2, 1, 2, 2, 1, 2, … (1.67 cs on average), never a uniform 2 that would play slow.
public struct GIFDelaySchedule: Sendable, Hashable {
    public let fps: Double

    /// Rates above this give delays under 2 cs, which browsers replace with 10 cs (the animation plays slowly).
    public static let browserSafeFPS = 50.0

    /// `fps` must be finite and above 0 (checked by `FramePlan`).
    public init(fps: Double) {
        self.fps = fps
    }

    /// The end of frame `index` on the GIF's clock, in cs.
    public func end(ofFrame index: Int) -> Int {
        Int((Double(index + 1) * 100 / fps).rounded())
    }

    /// The delay of frame `index` (absolute index in the sequence), in cs; 0 when the frame is never shown for a
    /// whole unit (above 200 fps), in which case the encoder drops it.
    public func delay(ofFrame index: Int) -> Int {
        end(ofFrame: index) - (index == 0 ? 0 : end(ofFrame: index - 1))
    }

    /// The delays of frames `indices`.
    public func delays(_ indices: Range<Int>) -> [Int] {
        indices.map(delay(ofFrame:))
    }
}
