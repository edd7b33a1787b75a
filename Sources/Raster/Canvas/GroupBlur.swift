extension Canvas {
    /// Ends the innermost group as `endGroup()` does, after blurring its pixels by a Gaussian of standard deviation
    /// `sigmaX` along x and `sigmaY` along y (device pixels; one that is not finite and positive leaves that axis
    /// alone). Does nothing when no group is open.
    ///
    /// Each premultiplied channel goes through three boxes each way whose variances add up to the nearest σ²
    /// (`BoxBlur.radii(sigma:)`), summed in integers and rounded once, so no channel exceeds its alpha (the sums keep
    /// the order of the values they add). The blur works within the group's drawn box grown by the boxes' reach and
    /// cut to the canvas, beyond which each pass repeats the edge pixels (as ThorVG blurs at a canvas's edge: a
    /// layer filling the canvas keeps its edges). What spreads beyond the clip is dropped. The four channels are
    /// blurred at once, each a lane of the horizontal passes' SIMD cells (the bytes of a pixel as they lie).
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
        // The four channels at once: the bytes of each pixel, every byte blurred with its own kind.
        let values = blur.run(box: grown, rows: d.y0..<d.y1, lanes: 4) { y, row in
            UnsafeMutableRawPointer(row).copyMemory(from: pixels + y * width + grown.x0, byteCount: 4 * gw)
        }
        values.withUnsafeBytes { v in
            for y in grown.y0..<grown.y1 {
                UnsafeMutableRawPointer(pixels + y * width + grown.x0)
                    .copyMemory(from: v.baseAddress! + (y - grown.y0) * 4 * gw, byteCount: 4 * gw)
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
