import Foundation

/// How two renderings of one frame differ, channel by channel on premultiplied RGBA8.
struct FrameDifference: CustomStringConvertible {
    /// Largest difference of any channel of any pixel (0...255).
    var maxChannel = 0
    /// Pixels whose largest channel difference exceeds `FrameDifference.edgeThreshold`.
    var differing = 0
    var pixels = 0

    /// A channel difference up to this is noise of anti-aliasing arithmetic (coverage rounding, flattening
    /// tolerance 0.1 px vs rlottie's, colour interpolation in 8 bits): such pixels are not counted as differing.
    static let edgeThreshold = 24

    var fraction: Double { pixels == 0 ? 0 : Double(differing) / Double(pixels) }

    init(_ a: [UInt32], _ b: [UInt32]) {
        pixels = min(a.count, b.count)
        for i in 0..<pixels where a[i] != b[i] {
            var worst = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int(a[i] >> UInt32(shift) & 0xFF) - Int(b[i] >> UInt32(shift) & 0xFF)))
            }
            maxChannel = max(maxChannel, worst)
            if worst > FrameDifference.edgeThreshold { differing += 1 }
        }
    }

    var description: String {
        let percent = String(format: "%.3f", fraction * 100)
        return "max channel diff \(maxChannel), \(differing) of \(pixels) pixels (\(percent)%) over \(FrameDifference.edgeThreshold)"
    }
}

/// The error measures of the players' acceptance rule, on premultiplied RGBA8 frames of one size.
struct PlayerError: CustomStringConvertible {
    /// Mean absolute difference over every channel of every pixel (0...255).
    var meanAbs = 0.0
    /// Fraction of pixels with a channel off by more than 16.
    var offFraction = 0.0

    init(_ a: [UInt32], _ b: [UInt32]) {
        let n = min(a.count, b.count)
        guard n > 0 else { return }
        var sum = 0, off = 0
        for i in 0..<n where a[i] != b[i] {
            var worst = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int(a[i] >> UInt32(shift) & 0xFF) - Int(b[i] >> UInt32(shift) & 0xFF))
                sum += d
                worst = max(worst, d)
            }
            if worst > 16 { off += 1 }
        }
        meanAbs = Double(sum) / Double(n * 4)
        offFraction = Double(off) / Double(n)
    }

    var description: String { String(format: "mae %.2f, %.2f%% off>16", meanAbs, offFraction * 100) }

    /// The least bounds of the rule, whatever the players' mutual error.
    struct Floor {
        var meanAbs: Double, offFraction: Double
        static let rule = Floor(meanAbs: 1, offFraction: 0.01)
    }

    /// Within the rule's bounds: mean abs error ≤ max(1, 1.5 × the players' mutual one), fraction off by more than
    /// 16 ≤ max(1 %, 1.5 × theirs).
    func isWithin(mutual: PlayerError, floor: Floor = .rule) -> Bool {
        meanAbs <= max(floor.meanAbs, 1.5 * mutual.meanAbs) && offFraction <= max(floor.offFraction, 1.5 * mutual.offFraction)
    }

    /// The rule's third reference, lottie-web (self being the error against its frame): within the bounds of
    /// `isWithin(mutual:floor:)` raised to the error of the player nearest lottie-web, each measure on its own. A
    /// frame nearer lottie-web than the players are passes; the players' own disagreement stays the floor.
    func isWithin(mutual: PlayerError, floor: Floor, nearerThan players: [PlayerError]) -> Bool {
        let nearest = Floor(meanAbs: max(floor.meanAbs, players.map(\.meanAbs).min() ?? 0),
                            offFraction: max(floor.offFraction, players.map(\.offFraction).min() ?? 0))
        return isWithin(mutual: mutual, floor: nearest)
    }

    /// A 3×3 box blur of each channel (edge pixels average the neighbours that exist), which forgives sub-pixel edge
    /// placement on thin strokes.
    static func blurred(_ p: [UInt32], width: Int, height: Int) -> [UInt32] {
        var out = p
        for y in 0..<height {
            for x in 0..<width {
                var sums = [0, 0, 0, 0], count = 0
                for yy in max(y - 1, 0)...min(y + 1, height - 1) {
                    for xx in max(x - 1, 0)...min(x + 1, width - 1) {
                        let v = p[yy * width + xx]
                        for c in 0..<4 { sums[c] += Int(v >> UInt32(c * 8) & 0xFF) }
                        count += 1
                    }
                }
                var v: UInt32 = 0
                for c in 0..<4 { v |= UInt32((sums[c] + count / 2) / count) << UInt32(c * 8) }
                out[y * width + x] = v
            }
        }
        return out
    }
}
