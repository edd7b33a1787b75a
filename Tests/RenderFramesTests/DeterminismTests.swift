import Foundation
import Testing
import RefreshTestSupport
import RefreshRender
import RefreshOutput

/// README "Determinism": the same command gives byte-identical files, whatever the job count or frame sub-range.
@Suite struct DeterminismTests {
    /// The airplane through pull, release and the start of the refresh (16 frames at 8 fps, @1x), into a fresh folder.
    func render(_ extra: [String]) throws -> String {
        let folder = RenderFramesBinary.temporaryFolder("determinism")
        let result = InProcessCommand.run(["--style", "airplane", "--fps", "8", "--duration", "2", "--scale", "1",
                                                 "--out", folder] + extra)
        try #require(result.status == 0, "render failed: \(result.stderr)")
        return folder
    }

    func bytes(_ folder: String, _ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
    }

    @Test func runsJobCountsAndSubRangesGiveIdenticalBytes() throws {
        let first = try render(["--jobs", "1"])
        let again = try render(["--jobs", "1"])
        let parallel = try render(["--jobs", "2"])
        let part = try render(["--jobs", "2", "--frames", "5..9"])
        let names = (0..<16).map { FrameSpec.fileName(index: $0) }
        let listed = try FileManager.default.contentsOfDirectory(atPath: first).filter { $0.hasSuffix(".png") }.sorted()
        #expect(listed == names)
        for name in names + [FrameManifest.fileName] {
            let reference = try bytes(first, name)
            #expect(try bytes(again, name) == reference, "\(name): second run")
            #expect(try bytes(parallel, name) == reference, "\(name): --jobs 2")
        }
        for name in names[5...9] {
            #expect(try bytes(part, name) == bytes(first, name), "\(name): --frames 5..9")
        }
        let partNames = try FileManager.default.contentsOfDirectory(atPath: part).filter { $0.hasSuffix(".png") }.sorted()
        #expect(partNames == Array(names[5...9]))
        // The frames are not all alike (the test would prove little on a still picture).
        #expect(Set(try names.map { try bytes(first, $0) }).count > 10)
        // And `compare` agrees.
        #expect(InProcessCommand.run(["compare", first, parallel]).status == 0)
    }
}
