extension Canvas {
    /// How many masks `keptMask(key:_:)` keeps.
    static let keptMaskCount = 8

    /// The mask `make` returns, which `key` and the clip wholly determine (it draws only into groups of its own,
    /// which start transparent, so nothing already drawn shows in it). A mask made for an equal key under the same
    /// clip rectangle is kept and returned again without calling `make`: the very values `make` would give. The
    /// `keptMaskCount` most recently used are kept (a mask is a shared value: keeping it copies nothing). Keys
    /// compare with `==`, as `drawPicture(key:_:)`'s do. With `reusesCoverage` off every mask is made afresh.
    package func keptMask<Key: Equatable>(key: Key, _ make: () -> CoverageMask) -> CoverageMask {
        guard reusesCoverage else { return make() }
        let clip = clipRect
        if let i = keptMasks.firstIndex(where: { $0.clip == clip && PictureKey.holds($0.key, key) }) {
            let kept = keptMasks.remove(at: i)
            keptMasks.insert(kept, at: 0)
            return kept.mask
        }
        let mask = make()
        keptMasks.insert((PictureKey(key), clip, mask), at: 0)
        if keptMasks.count > Self.keptMaskCount { keptMasks.removeLast() }
        return mask
    }
}
