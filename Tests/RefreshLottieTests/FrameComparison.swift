import Raster

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
