/// The 8×8 ordered-dither threshold matrix: 64 levels, a fixed pattern by pixel position, so dithered frames are
/// deterministic and a pixel that does not change keeps its palette index from frame to frame.
enum BayerMatrix {
    /// Threshold 0..<64 at (x, y).
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Int {
        levels[(y & 7) << 3 | (x & 7)]
    }

    static let levels: [Int] = {
        var m = [0]
        var size = 1
        while size < 8 {
            var next = Array(repeating: 0, count: size * size * 4)
            for y in 0..<size {
                for x in 0..<size {
                    let v = m[y * size + x] * 4
                    next[y * size * 2 + x] = v
                    next[y * size * 2 + x + size] = v + 2
                    next[(y + size) * size * 2 + x] = v + 3
                    next[(y + size) * size * 2 + x + size] = v + 1
                }
            }
            m = next
            size *= 2
        }
        return m
    }()
}
