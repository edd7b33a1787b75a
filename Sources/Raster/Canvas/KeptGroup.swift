/// What is done to a group's pixels, once drawn, before they are composited (`Canvas.drawKeptGroup`).
package enum GroupFinish {
    /// Blurred by a Gaussian of these standard deviations, as `endGroup(blurSigmaX:y:)` blurs.
    case blur(sigmaX: Double, sigmaY: Double)
    /// Each row of the drawn box rewritten in place (`editInnermostGroup`): premultiplied pixels, a transparent one
    /// staying transparent.
    case edit((UnsafeMutableBufferPointer<UInt32>) -> Void)
}

extension Canvas {
    /// How many finished groups `drawKeptGroup(key:…)` keeps.
    static let keptGroupCount = 4

    /// Draws `draw` into a group that is finished (`finish`) and composited with `opacity` and `blend`, as
    /// `beginGroup`, `draw` and `endGroup(blurSigmaX:y:)`, or an edit of its rows and `endGroup()`, do. The finished pixels, which `key`
    /// and the clip wholly determine (`draw` draws only into the group, which starts transparent, so nothing already
    /// drawn shows in it; the key holds what the finish does), are kept: when an equal key comes again under the same
    /// clip, neither `draw` nor the finish runs and the kept pixels, the very ones they would give, are composited.
    /// The `keptGroupCount` most recently used are kept; with `reusesCoverage` off every group is drawn and finished
    /// afresh. Keys compare with `==`.
    package func drawKeptGroup<Key: Equatable>(key: Key, opacity: Double, blend: BlendMode, finish: GroupFinish,
                                               _ draw: (Canvas) -> Void) {
        beginGroup(opacity: opacity, blend: blend)
        let clip = clipRect
        if reusesCoverage, let i = keptGroups.firstIndex(where: { $0.clip == clip && ($0.key as? Key) == key }) {
            let kept = keptGroups.remove(at: i)
            keptGroups.insert(kept, at: 0)
            let box = kept.box, w = box.x1 - box.x0, pixels = groups[groups.count - 1].buffer.pixels
            kept.pixels.withUnsafeBufferPointer { source in
                for y in box.y0..<box.y1 {
                    (pixels + y * width + box.x0).update(from: source.baseAddress! + (y - box.y0) * w, count: w)
                }
            }
            groups[groups.count - 1].dirty = box
            return endBlurredGroup(blurred: kept.blurred)
        }
        draw(self)
        let blurred: Bool
        switch finish {
        case let .blur(sigmaX, sigmaY):
            blurred = blurInnermostGroup(sigmaX, sigmaY)
        case .edit(let edit):
            editInnermostGroup(edit)
            blurred = false
        }
        if reusesCoverage {
            let box = groups[groups.count - 1].dirty, w = box.x1 - box.x0, pixels = groups[groups.count - 1].buffer.pixels
            var kept = [UInt32](repeating: 0, count: box.isEmpty ? 0 : w * (box.y1 - box.y0))
            kept.withUnsafeMutableBufferPointer { out in
                for y in box.y0..<box.y1 {
                    (out.baseAddress! + (y - box.y0) * w).update(from: pixels + y * width + box.x0, count: w)
                }
            }
            keptGroups.insert((key, clip, box, kept, blurred), at: 0)
            if keptGroups.count > Self.keptGroupCount { keptGroups.removeLast() }
        }
        endBlurredGroup(blurred: blurred)
    }
}
