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
public struct FrameGroups: Sendable, Equatable {
    /// Each group's frames as positions in the frames grouped, ascending; the groups in the order of their first frame.
    public private(set) var groups: [[Int]] = []
    /// The frames grouped.
    public private(set) var frameCount = 0

    /// Groups `frames` (of one renderer) by their presentation trees; `presentation` is typically
    /// `FrameRenderer.presentation(of:)`.
    public init(frames: [FrameSpec], presentation: (FrameSpec) throws -> Layer) rethrows {
        var builder = Builder()
        for spec in frames { builder.add(HashedTree(try presentation(spec))) }
        self = builder.groups
    }

    /// `count` frames, each in a group of its own: a run that draws every frame.
    public init(separate count: Int) {
        groups = (0..<count).map { [$0] }
        frameCount = count
    }

    private init() {}

    /// Groups frames one at a time, in frame order, from trees evaluated and hashed elsewhere (on parallel workers,
    /// so that this thread only looks them up).
    public struct Builder: Sendable {
        public private(set) var groups = FrameGroups()
        private var groupOfTree: [HashedTree: Int] = [:]

        public init() {}

        /// Adds the next frame; true when its tree is new (the frame starts a group).
        @discardableResult
        public mutating func add(_ tree: HashedTree) -> Bool {
            let position = groups.frameCount
            groups.frameCount += 1
            if let group = groupOfTree[tree] {
                groups.groups[group].append(position)
                return false
            }
            groupOfTree[tree] = groups.groups.count
            groups.groups.append([position])
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
    public var reusedCount: Int { frameCount - groups.count }
}

/// A presentation tree with its hash, computed once where the tree was evaluated; equality compares the hashes, then
/// the trees.
public struct HashedTree: Hashable, Sendable {
    public let tree: Layer
    public let treeHash: Int

    public init(_ tree: Layer) {
        self.tree = tree
        treeHash = tree.hashValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(treeHash)
    }

    public static func == (a: HashedTree, b: HashedTree) -> Bool {
        a.treeHash == b.treeHash && a.tree == b.tree
    }
}
