/// Frame delays in whole ticks (1/100 s for GIF, 1/1000 s for WebP, 1/N s for APNG) for frames sampled at a constant
/// rate. Frame `i` ends at `round((i + 1) · ticksPerSecond / fps)` ticks, so each frame's end is within half a tick of
/// its true time and the error never accumulates: 60 fps in GIF's cs gives 2, 1, 2, 2, 1, 2, … (1.67 cs on average),
/// never a uniform 2 that would play slow. When `ticksPerSecond / fps` is a whole number every delay is exactly it.
public struct GIFDelaySchedule: Sendable, Hashable {
    public let fps: Double
    /// The clock's ticks per second: 100 for GIF.
    package let ticksPerSecond: Int

    /// Rates above this give delays under 2 cs, which browsers replace with 10 cs (the animation plays slowly).
    public static let browserSafeFPS = 50.0
    /// GIF's clock: delays are whole centiseconds (GIF89a's graphic control extension).
    public static let gifTicksPerSecond = 100

    /// `fps` must be finite and above 0 (checked by `FramePlan`), `ticksPerSecond` above 0.
    public init(fps: Double, ticksPerSecond: Int = GIFDelaySchedule.gifTicksPerSecond) {
        precondition(ticksPerSecond > 0)
        self.fps = fps
        self.ticksPerSecond = ticksPerSecond
    }

    /// The end of frame `index` on the clock, in ticks.
    public func end(ofFrame index: Int) -> Int {
        Int((Double(index + 1) * Double(ticksPerSecond) / fps).rounded())
    }

    /// The delay of frame `index` (absolute index in the sequence), in ticks; 0 when the frame is never shown for a
    /// whole tick (above 200 fps in cs), in which case the GIF encoder drops it.
    public func delay(ofFrame index: Int) -> Int {
        end(ofFrame: index) - (index == 0 ? 0 : end(ofFrame: index - 1))
    }

    /// The delays of frames `indices`.
    public func delays(_ indices: Range<Int>) -> [Int] {
        indices.map(delay(ofFrame:))
    }
}
