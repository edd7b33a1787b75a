/// Maps frame pixels to palette indices. Each colour of the histogram gets its nearest palette entry; a colour that
/// entry misses by more than `ditherThreshold` (a gradient step the palette lacks) is instead mixed from the two
/// entries on either side of it with the 8×8 ordered-dither pattern, in the proportion that averages to the colour.
/// Colours the palette holds (text, the ring, flat fills) are never dithered. Deterministic: the index of a pixel
/// depends only on its colour and position.
struct PaletteMapper: Sendable {
    public let palette: Palette
    public let matte: EdgeMatte
    /// Distance (0…255 RGB units) beyond which a colour is dithered.
    package static let ditherThreshold = 4.0
    /// Per colour key: nearest index | second index << 8 | share of the second (0…64) << 16.
    private var choices = ColorTable(capacity: 4096)
    private let rgb: [(Double, Double, Double)]

    public init(palette: Palette, histogram: ColorHistogram) {
        self.palette = palette
        matte = histogram.matte
        rgb = palette.colors.map { (Double($0 >> 16), Double(($0 >> 8) & 0xFF), Double($0 & 0xFF)) }
        for (color, _) in histogram.opaqueColors {
            choices.set(choice(for: color), for: color)
        }
    }

    /// The packed choice for an opaque colour.
    func choice(for color: UInt32) -> Int {
        guard !rgb.isEmpty else { return Int(palette.transparentIndex ?? 0) }
        let c = (Double(color >> 16), Double((color >> 8) & 0xFF), Double(color & 0xFF))
        func d2(_ p: (Double, Double, Double)) -> Double {
            (c.0 - p.0) * (c.0 - p.0) + (c.1 - p.1) * (c.1 - p.1) + (c.2 - p.2) * (c.2 - p.2)
        }
        var n1 = 0, e1 = Double.infinity
        for (k, p) in rgb.enumerated() where d2(p) < e1 { e1 = d2(p); n1 = k }
        let threshold = PaletteMapper.ditherThreshold
        guard e1 > threshold * threshold else { return n1 }
        // The partner: the entry whose segment from n1 passes closest to the colour, with the colour between them.
        let a = rgb[n1]
        var n2 = -1, best = e1 / 4, share = 0.0
        for (k, b) in rgb.enumerated() where k != n1 {
            let v = (b.0 - a.0, b.1 - a.1, b.2 - a.2)
            let length2 = v.0 * v.0 + v.1 * v.1 + v.2 * v.2
            guard length2 > 0 else { continue }
            let t = ((c.0 - a.0) * v.0 + (c.1 - a.1) * v.1 + (c.2 - a.2) * v.2) / length2
            guard t > 0, t < 1 else { continue }
            let q = (a.0 + t * v.0, a.1 + t * v.1, a.2 + t * v.2)
            let d = d2(q)
            if d < best { best = d; n2 = k; share = t }
        }
        let level = Int((share * 64).rounded())
        guard n2 >= 0, level > 0 else { return n1 }
        return n1 | n2 << 8 | min(level, 64) << 16
    }

    /// Writes the indices of `pixels` (premultiplied, row-major, `width` per row) into `indices`.
    public func map(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, into indices: UnsafeMutableBufferPointer<UInt8>) {
        let transparent = palette.transparentIndex ?? 0
        var lastPixel: UInt32 = 0, lastChoice = -1
        for i in 0..<pixels.count {
            let p = pixels[i]
            if p != lastPixel || lastChoice < 0 {
                let key = matte.key(p)
                lastChoice = key == EdgeMatte.transparentKey ? Int(transparent) : (choices.value(for: key) ?? choice(for: key))
                lastPixel = p
            }
            if lastChoice < 256 {
                indices[i] = UInt8(truncatingIfNeeded: lastChoice)
            } else {
                let y = i / width, x = i - y * width
                let useSecond = BayerMatrix.threshold(x: x, y: y) < (lastChoice >> 16)
                indices[i] = UInt8(truncatingIfNeeded: useSecond ? lastChoice >> 8 : lastChoice)
            }
        }
    }
}
