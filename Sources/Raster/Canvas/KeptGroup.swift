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
        if reusesCoverage, let i = keptGroups.firstIndex(where: { $0.clip == clip && PictureKey.holds($0.key, key) }) {
            let kept = keptGroups.remove(at: i)
            keptGroups.insert(kept, at: 0)
            restoreInnermostGroup(kept.box, kept.pixels)
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
            let (box, kept) = innermostGroupPixels()
            keptGroups.insert((PictureKey(key), clip, box, kept, blurred), at: 0)
            if keptGroups.count > Self.keptGroupCount { keptGroups.removeLast() }
        }
        endBlurredGroup(blurred: blurred)
    }

    /// How many group contents `drawGroup(keptAs:…)` remembers.
    static let keptContentCount = 8

    /// Draws `draw` into a group composited with `opacity` and `blend` through `mask`, as `beginGroup`, `draw` and
    /// `endGroup(mask:)` do, for content that often stays the same while the mask changes (a still layer revealed by
    /// an animated mask or matte). The group's pixels before the mask, which `key` and the clip wholly determine
    /// (`draw` draws only into the group, which starts transparent), are kept once an equal key has come twice in a
    /// row under the same clip: from then on `draw` does not run and the kept pixels go through the mask. Content that
    /// changes every time is drawn within `maskBox`, a box outside which `mask` is 0 (nil: none known), and keeps
    /// nothing; content being kept is drawn whole, as the next masks may show any of it. Either way the mask hides
    /// what lies outside `maskBox`, so the pixels composited are the same. The `keptContentCount` most recently used
    /// keys are remembered; with `reusesCoverage` off every group is drawn afresh.
    package func drawGroup<Key: Equatable>(keptAs key: Key, opacity: Double, blend: BlendMode, through mask: CoverageMask,
                                           maskBox: Rect?, _ draw: (Canvas) -> Void) {
        let clip = clipRect
        let found = reusesCoverage
            ? keptContents.firstIndex { $0.clip == clip && PictureKey.holds($0.key, key) } : nil
        guard let i = found else {
            func drawn(_ canvas: Canvas) {
                canvas.beginGroup(opacity: opacity, blend: blend)
                draw(canvas)
                canvas.endGroup(mask: mask)
            }
            if let maskBox { withClip(maskBox, drawn) } else { drawn(self) }
            guard reusesCoverage else { return }
            keptContents.insert(KeptContent(key: PictureKey(key), clip: clip), at: 0)
            if keptContents.count > Self.keptContentCount { keptContents.removeLast() }
            return
        }
        var kept = keptContents.remove(at: i)
        beginGroup(opacity: opacity, blend: blend)
        if let pixels = kept.pixels {
            restoreInnermostGroup(kept.box, pixels)
        } else {
            draw(self)
            (kept.box, kept.pixels) = innermostGroupPixels()
        }
        keptContents.insert(kept, at: 0)
        endGroup(mask: mask)
    }

    /// The innermost group's drawn box and a copy of its pixels there.
    private func innermostGroupPixels() -> (ScanBounds, [UInt32]) {
        let group = groups[groups.count - 1]
        return (group.dirty, group.buffer.copy(group.dirty))
    }

    /// Pixels `innermostGroupPixels()` gave put back into the innermost group (transparent, as a new group is), which
    /// then has drawn that box.
    private func restoreInnermostGroup(_ box: ScanBounds, _ kept: [UInt32]) {
        groups[groups.count - 1].buffer.paste(kept, into: box)
        groups[groups.count - 1].dirty = box
    }
}

/// A group's content remembered by `Canvas.drawGroup(keptAs:…)`: its key (a `PictureKey`) and clip, and once the key
/// has come twice in a row, the box it drew and its pixels there.
struct KeptContent {
    let key: AnyObject
    let clip: Rect?
    var box = ScanBounds.empty
    var pixels: [UInt32]? = nil
}
