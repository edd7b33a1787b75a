extension Canvas {
    /// Ends the innermost group as `endGroup()` does, after blurring its pixels by a Gaussian of standard deviation
    /// `sigmaX` along x and `sigmaY` along y (device pixels; one that is not finite and positive leaves that axis
    /// alone). Does nothing when no group is open.
    ///
    /// Each premultiplied channel goes through three boxes each way whose variances add up to the nearest σ²
    /// (`BoxBlur.radii(sigma:)`), summed in integers and rounded once, so no channel exceeds its alpha (the sums keep
    /// the order of the values they add). The blur works within the group's drawn box grown by the boxes' reach and
    /// cut to the canvas, beyond which each pass repeats the edge pixels (as ThorVG blurs at a canvas's edge: a
    /// layer filling the canvas keeps its edges). What spreads beyond the clip is dropped. The channels are blurred
    /// one at a time: the sums take 8 bytes a pixel of the box, and all four at once measured slower as well as
    /// taking four times that.
    package func endGroup(blurSigmaX sigmaX: Double, y sigmaY: Double) {
        guard !groups.isEmpty else { return }
        endBlurredGroup(blurred: blurInnermostGroup(sigmaX, sigmaY))
    }

    /// Ends the innermost group once `blurInnermostGroup` has run: a blurred group goes through the clip's coverage
    /// where a clip edge lies inside a pixel (the blur spread past it).
    func endBlurredGroup(blurred: Bool) {
        if blurred, let clip = fractionalClip {
            endGroup(mask: coverageMask(of: .rect(clip), transform: .identity))
        } else {
            endGroup()
        }
    }

    /// Blurs the innermost group's pixels in place and leaves only those within the clip, its drawn box that box;
    /// false, doing nothing, when it has drawn nothing or the blur is none.
    func blurInnermostGroup(_ sigmaX: Double, _ sigmaY: Double) -> Bool {
        guard let group = groups.last else { return false }
        let blur = BoxBlur(radiiX: BoxBlur.radii(sigma: sigmaX), radiiY: BoxBlur.radii(sigma: sigmaY), repeatsEdges: true)
        let d = group.dirty
        guard !d.isEmpty, !blur.isIdentity else { return false }
        let grown = blur.grown(d, within: bounds)
        let gw = grown.x1 - grown.x0
        let pixels = group.buffer.pixels, width = self.width
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let values = blur.run(box: grown, rows: d.y0..<d.y1) { y, row in
                let src = pixels + y * width + grown.x0
                for x in 0..<gw { row[x] = UInt8(truncatingIfNeeded: src[x] >> shift) }
            }
            values.withUnsafeBufferPointer { v in
                let keep = ~(UInt32(0xFF) << shift)
                for y in grown.y0..<grown.y1 {
                    let dst = pixels + y * width + grown.x0, src = v.baseAddress! + (y - grown.y0) * gw
                    for x in 0..<gw { dst[x] = dst[x] & keep | UInt32(src[x]) << shift }
                }
            }
        }
        // Only the pixels within the clip show; the others are cleared (pooled buffers are kept transparent).
        let shown = clipBounds.map { grown.intersection($0) } ?? .empty
        for y in grown.y0..<grown.y1 {
            let row = pixels + y * width
            guard !shown.isEmpty, y >= shown.y0, y < shown.y1 else {
                (row + grown.x0).update(repeating: 0, count: gw)
                continue
            }
            (row + grown.x0).update(repeating: 0, count: shown.x0 - grown.x0)
            (row + shown.x1).update(repeating: 0, count: grown.x1 - shown.x1)
        }
        groups[groups.count - 1].dirty = shown.isEmpty ? .empty : shown
        return true
    }
}
