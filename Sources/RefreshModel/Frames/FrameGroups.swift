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
    public let groups: [[Int]]
    /// The frames grouped.
    public let frameCount: Int

    /// Groups `frames` (of one renderer) by their presentation trees; `presentation` is typically
    /// `FrameRenderer.presentation(of:)`.
    public init(frames: [FrameSpec], presentation: (FrameSpec) throws -> Layer) rethrows {
        var groupOfTree: [Layer: Int] = [:]
        var groups: [[Int]] = []
        for (position, spec) in frames.enumerated() {
            let tree = try presentation(spec)
            if let group = groupOfTree[tree] {
                groups[group].append(position)
            } else {
                groupOfTree[tree] = groups.count
                groups.append([position])
            }
        }
        self.groups = groups
        frameCount = frames.count
    }

    /// `count` frames, each in a group of its own: a run that draws every frame.
    public init(separate count: Int) {
        groups = (0..<count).map { [$0] }
        frameCount = count
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
