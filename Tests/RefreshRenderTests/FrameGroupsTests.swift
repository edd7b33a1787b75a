import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// Frames with equal presentation trees are grouped, and have equal pixels.
@Suite struct FrameGroupsTests {
    static func renderer(_ style: any RefreshStyle) throws -> FrameRenderer {
        try FrameRenderer(style: style, options: RenderOptions(width: 320, scale: 1),
                          context: StyleContext(width: 320, text: MonospaceMeasurer()))
    }

    @Test func equalProgressesOfASweepAreOneGroup() throws {
        let style = CircleStyle()
        let plan = try FramePlan(sampling: .sweep(progresses: [0.5, 0.7, 0.5, 1.4, 0.7], state: .idle, time: nil),
                                 rules: style.rules)
        let groups = try FrameGroups(frames: plan.frames, presentation: FrameGroupsTests.renderer(style).presentation(of:))
        #expect(groups.groups == [[0, 2], [1, 4], [3]])
        #expect(groups.groupOfFrame == [0, 1, 0, 2, 1] && groups.reusedCount == 2 && groups.frameCount == 5)
        let separate = FrameGroups(separate: 3)
        #expect(separate.groups == [[0], [1], [2]] && separate.groupOfFrame == [0, 1, 2] && separate.reusedCount == 0)
    }

    /// Past `Builder.keptTrees` groups, a tree whose hash matches an old group is compared with that group's first
    /// tree evaluated again: the groups are those of a reference that keeps every tree.
    @Test func oldGroupsAreComparedByEvaluatingTheirTreeAgain() throws {
        let style = AirplaneStyle()
        let distinct = (0..<(FrameGroups.Builder.keptTrees + 40)).map { 0.05 + Double($0) * 0.003 }
        let plan = try FramePlan(sampling: .sweep(progresses: distinct + Array(distinct.prefix(5)) + [distinct.last!],
                                                  state: .idle, time: nil), rules: style.rules)
        let renderer = try FrameGroupsTests.renderer(style)
        var evaluations = 0
        let groups = try FrameGroups(frames: plan.frames, presentation: { spec in
            evaluations += 1
            return try renderer.presentation(of: spec)
        })
        var reference: [[Int]] = [], groupOfTree: [Layer: Int] = [:]
        for (position, spec) in plan.frames.enumerated() {
            let tree = try renderer.presentation(of: spec)
            if let group = groupOfTree[tree] { reference[group].append(position) } else {
                groupOfTree[tree] = reference.count
                reference.append([position])
            }
        }
        #expect(groups.groups == reference)
        #expect(reference.count > FrameGroups.Builder.keptTrees + 20 && reference.last!.count == 2)
        #expect(evaluations > plan.frames.count, "no tree was evaluated again")
    }

    /// The frames of a group have equal pixels. For sv and arrow, trees find every repeat that pixels find; the
    /// airplane's orbit repeats with times that differ in the last bits, so some of its equal pictures have trees that
    /// differ (the output stage compares those by their pixels).
    @Test(arguments: [("sv", true), ("arrow", true), ("airplane", false)])
    func groupsHoldFramesWithEqualPixels(name: String, complete: Bool) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil), rules: style.rules)
        let renderer = try FrameGroupsTests.renderer(style)
        let groups = try FrameGroups(frames: plan.frames, presentation: renderer.presentation(of:))
        let images = try plan.frames.map { try renderer.render($0).makeImage() }
        for positions in groups.groups {
            for position in positions.dropFirst() { #expect(images[position] == images[positions[0]], "frame \(position)") }
        }
        // Groups with equal pixels have nearly equal trees: equal near hashes (the output stage draws and compares those).
        var nearHashOfPicture: [[UInt32]: Int] = [:], missed = 0
        for (group, positions) in groups.groups.enumerated() {
            let pixels = images[positions[0]].pixels
            if let near = nearHashOfPicture[pixels] { missed += near == groups.nearHashes[group] ? 0 : 1 } else {
                nearHashOfPicture[pixels] = groups.nearHashes[group]
            }
        }
        let pictures = Set(images.map(\.pixels)).count
        // (The airplane has one picture drawn by trees that differ more: it is encoded twice, and still noted.)
        #expect(missed * 20 <= groups.groups.count - pictures, "\(missed) groups repeat a picture with a tree not nearly equal")
        #expect(complete ? groups.groups.count == pictures : groups.groups.count > pictures,
                "\(groups.groups.count) groups, \(pictures) pictures")
        #expect(groups.reusedCount > plan.frames.count / 4)
    }
}
