import Foundation
import Testing
import Raster
@testable import RefreshOutput

/// Two frame folders matched by name, read as someone else's files.
@Suite struct FolderComparisonTests {
    func folder(_ frames: [String: Image]) throws -> String {
        let path = NSTemporaryDirectory() + "folder-comparison-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, image) in frames { try image.writePNG(to: path + "/" + name) }
        return path
    }

    func image(_ color: Color) throws -> Image { try Image(width: 4, height: 3, color: color) }

    @Test func framesOfBothSidesComeInIndexOrderWithTheirStatus() throws {
        let red = try image(Color(red: 1, green: 0, blue: 0)), blue = try image(Color(red: 0, green: 0, blue: 1))
        let a = try folder(["frame_0000.png": red, "frame_0001.png": red, "frame_0002.png": red, "notes.png": red])
        let b = try folder(["frame_0000.png": red, "frame_0001.png": blue, "frame_0003.png": red])
        let comparison = try FolderComparison(reference: a, actual: b, tolerance: try ImageTolerance(maxChannelDifference: 0))
        #expect(comparison.entries.map(\.frame.name) == ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png"])
        #expect(comparison.commonNames == ["frame_0000.png", "frame_0001.png"])
        let entries = comparison.entries
        let equal = try FolderComparison.pair(entries[0].reference!, entries[0].actual!, tolerance: comparison.tolerance)
        #expect(equal.difference == nil)
        let changed = try FolderComparison.pair(entries[1].reference!, entries[1].actual!, tolerance: comparison.tolerance)
        #expect(changed.difference?.changedPixelCount == 12)
        #expect(entries[2].actual == nil && entries[3].reference == nil)
    }

    @Test func aFrameThatIsAPipeOrNoPNGIsNamedNeverRead() throws {
        let a = try folder([:])
        #expect(mkfifo(a + "/frame_0000.png", 0o600) == 0)
        _ = FileManager.default.createFile(atPath: a + "/frame_0001.png", contents: Data("not a png".utf8))
        let frames = try FolderComparison.frames(in: a)
        #expect(throws: ComparisonFileError.unreadable(path: frames[0].path, reason: "not a regular file (a folder, a device or a pipe)")) {
            try FolderComparison.pair(frames[0], frames[0], tolerance: try ImageTolerance(maxChannelDifference: 0))
        }
        #expect {
            try FolderComparison.pair(frames[1], frames[1], tolerance: try ImageTolerance(maxChannelDifference: 0))
        } throws: { error in
            guard case .notPNG(let path, _) = error as? ComparisonFileError else { return false }
            return path == frames[1].path
        }
        #expect(throws: ComparisonFileError.self) { try FolderComparison.frames(in: a + "/missing") }
    }
}
