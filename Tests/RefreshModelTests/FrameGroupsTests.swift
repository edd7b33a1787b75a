import Foundation
import Testing
import Raster
@testable import RefreshModel

/// Frames with equal presentation trees are grouped, and have equal pixels.
@Suite struct FrameGroupsTests {
    static func renderer(_ style: any HeaderStyle) throws -> FrameRenderer {
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
        let pictures = Set(images.map(\.pixels)).count
        #expect(complete ? groups.groups.count == pictures : groups.groups.count > pictures,
                "\(groups.groups.count) groups, \(pictures) pictures")
        #expect(groups.reusedCount > plan.frames.count / 4)
    }
}
