import Foundation
import RefreshSnapshotTesting
import Testing
@testable import RefreshLottie

/// One golden per fixed semantic: the frame of each minimal fixture where the old behaviour and the players' differed
/// most (the players agree with these pictures; `PlayerConformanceTests` measures that). A change to any of these
/// semantics shows here as a picture.
@Suite struct FixedSemanticsSnapshotTests {
    @Test(arguments: [
        ("start-time-shape", 12.0), ("start-time-precomp", 12), ("time-remap", 10), ("trim-after-group", 10),
        ("trim-individually", 10), ("precomp-unclipped", 5), ("fractional-in-point", 6), ("repeater-fractional", 0),
        ("auto-orient", 15), ("offset-paths", 10), ("scaled-shadow", 51), ("blend-modes", 15), ("gaussian-blur", 15),
        ("text-animators", 30), ("tritone", 30), ("stroke-effect", 30), ("text-box", 30),
    ])
    func fixture(_ name: String, frame: Double) throws {
        let composition = try Fixtures.composition("features/" + name)
        let shown = min(max(frame, Double(composition.frameRange.lowerBound)), Double(composition.frameRange.upperBound))
        assertSnapshot(of: try composition.image(frame: shown, scale: 1), as: .image, named: "\(name)-\(Int(shown))")
    }
}
