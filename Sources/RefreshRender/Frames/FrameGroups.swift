/// Frames that show the same picture because their presentation trees are equal, found before any is drawn, so
/// that one render (and one encode) serves them all.
///
/// What `FrameRenderer` draws is a function of a frame's presentation tree alone (`FrameRenderer.presentation(of:)`),
/// so frames with equal trees have equal pixels. Most frames of a gesture repeat one another: a spinner steps 12 times
/// a second (STYLES.md §6.12), so at 60 fps each of its images is held for 5 frames, and idle holds and a scenario's end
/// repeat too. A tree costs 0.001–0.02 ms to evaluate @3x, against 1–2 ms to render and encode a frame
/// (benchmarks/RESULTS.md), so comparing trees first is nearly free. (Trees that differ can still give equal pixels, for
/// instance a repeating animation whose times differ in the last bit: the output stage compares those pixels.)
///
/// Deterministic: frames are grouped in frame order and trees compared with `==` (hashes only find the candidates), so
/// the groups never depend on the job count.
import Raster
public struct FrameGroups: Sendable, Equatable {
    /// Each group's frames as positions in the frames grouped, ascending; the groups in the order of their first frame.
    public private(set) var groups: [[Int]] = []
    /// The frames grouped.
    public private(set) var frameCount = 0
    /// Per group, the `HashedTree.nearHash` of its tree (empty for groups made without trees).
    public private(set) var nearHashes: [Int] = []

    /// Groups `frames` (of one renderer) by their presentation trees; `presentation` is typically
    /// `FrameRenderer.presentation(of:)`.
    public init(frames: [FrameSpec], presentation: (FrameSpec) throws -> Layer) rethrows {
        var builder = Builder()
        for spec in frames {
            try builder.add(HashedTree(try presentation(spec)), firstTree: { try presentation(frames[$0]) })
        }
        self = builder.groups
    }

    /// `count` frames, each in a group of its own: a run that draws every frame.
    public init(separate count: Int) {
        groups = (0..<count).map { [$0] }
        frameCount = count
    }

    private init() {}

    /// Groups frames one at a time, in frame order, from trees evaluated and hashed elsewhere (on parallel workers,
    /// so that this thread only looks them up and compares).
    ///
    /// Memory stays bounded however long the run: the builder keeps the hash of every group's first tree, but the tree
    /// itself only for the latest `keptTrees` groups; a tree whose hash matches an older group is compared with that
    /// group's first tree evaluated again (`firstTree`). The groups are the same either way.
    public struct Builder: Sendable {
        public private(set) var groups = FrameGroups()
        /// The groups whose first tree has each hash.
        private var groupsOfHash: [Int: [Int]] = [:]
        /// The first trees of the latest `keptTrees` groups, by group.
        private var trees: [Int: Layer] = [:]
        /// Trees kept for comparison: more than the distinct pictures of a typical run (25–154 for the default
        /// sequences @3x), a few MB at most.
        static let keptTrees = 256

        public init() {}

        /// Adds the next frame with its tree; true when the tree is new (the frame starts a group). `firstTree(p)`
        /// evaluates the tree of the frame at position `p` again, for a group whose tree is no longer kept.
        @discardableResult
        public mutating func add(_ tree: HashedTree, firstTree: (Int) throws -> Layer) rethrows -> Bool {
            let position = groups.frameCount
            groups.frameCount += 1
            for group in groupsOfHash[tree.treeHash] ?? [] {
                let first = try trees[group] ?? firstTree(groups.groups[group][0])
                if first == tree.tree {
                    groups.groups[group].append(position)
                    return false
                }
            }
            let group = groups.groups.count
            groups.groups.append([position])
            groups.nearHashes.append(tree.nearHash)
            groupsOfHash[tree.treeHash, default: []].append(group)
            trees[group] = tree.tree
            trees[group - Builder.keptTrees] = nil
            return true
        }
    }

    /// Per frame (by position): its group's position in `groups`.
    public var groupOfFrame: [Int] {
        var groupOf = [Int](repeating: 0, count: frameCount)
        for (group, positions) in groups.enumerated() {
            for position in positions { groupOf[position] = group }
        }
        return groupOf
    }

    /// Frames that repeat an earlier frame of their group (drawn no more).
    package var reusedCount: Int { frameCount - groups.count }
}

/// A presentation tree with its hash, computed once where the tree was evaluated; equality compares the hashes, then
/// the trees.
public struct HashedTree: Hashable, Sendable {
    public let tree: Layer
    package let treeHash: Int
    /// A hash that trees differing only in the last bits of their geometry share (`Layer.hashNearly`): trees that may
    /// have equal pixels although they differ, such as a repeating animation's at times that differ in the last bit.
    public let nearHash: Int

    public init(_ tree: Layer) {
        self.tree = tree
        treeHash = tree.hashValue
        var hasher = Hasher()
        tree.hashNearly(into: &hasher)
        nearHash = hasher.finalize()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(treeHash)
    }

    public static func == (a: HashedTree, b: HashedTree) -> Bool {
        a.treeHash == b.treeHash && a.tree == b.tree
    }
}

extension Layer {
    /// Hashes the tree with its geometry (frames, positions, transforms, opacities, shape widths, dash phases and trims)
    /// rounded to about 8 significant digits, everything else exactly: trees whose numbers differ only in their last
    /// bits hash alike. Only to find candidates: equal pixels are decided by comparing them.
    func hashNearly(into hasher: inout Hasher) {
        // Keeps the sign, the exponent and the top 28 of the 52 mantissa bits (a relative step of 2^-28 ≈ 4e-9): the
        // last bits of a value computed two ways differ below it, any visible change is far above it.
        func near(_ value: Double) { hasher.combine(value.bitPattern >> 24) }
        hasher.combine(name)
        for v in [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, position.x, position.y,
                  anchorPoint.x, anchorPoint.y, transform.a, transform.b, transform.c, transform.d, transform.tx,
                  transform.ty, opacity] { near(v) }
        hasher.combine(isHidden)
        hasher.combine(masksToBounds)
        hasher.combine(backgroundColor)
        switch content {
        case .shape(var shape):
            for v in [shape.lineWidth, shape.miterLimit, shape.lineDashPhase, shape.strokeStart, shape.strokeEnd] { near(v) }
            (shape.lineWidth, shape.miterLimit, shape.lineDashPhase, shape.strokeStart, shape.strokeEnd) = (0, 0, 0, 0, 0)
            hasher.combine(shape)
        case .plain, .image, .text:
            hasher.combine(content)
        }
        hasher.combine(sublayers.count)
        for sublayer in sublayers { sublayer.hashNearly(into: &hasher) }
    }
}
