import Foundation
import Testing
import Raster
import RefreshModel
@testable import RefreshOutput

@Suite struct OutputDirectoryTests {
    let settings = FrameManifest.Settings(style: "airplane", mode: "sequence", scenario: "refresh", width: 750,
                                          height: 220, scale: 2, fps: 60, background: "style", format: "png")

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "outdir-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func frame(_ i: Int, _ bytes: [UInt8]) -> FrameManifest.Frame {
        FrameManifest.Frame(index: i, file: String(format: "frame_%04d.png", i), time: Double(i) / 60, progress: 0,
                            state: "idle", sha256: SHA256.hex(bytes))
    }

    @Test func refusesToOverwriteAFileItDidNotWrite() throws {
        let path = try temporaryFolder()
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/frame_0000.png"))
        let out = try OutputDirectory(path: path, force: false)
        #expect(throws: OutputError.foreignFile(path + "/frame_0000.png")) {
            try out.checkWritable(["frame_0000.png", "frame_0001.png"])
        }
        try OutputDirectory(path: path, force: true).checkWritable(["frame_0000.png"])
    }

    @Test func overwritesItsOwnUnchangedFramesButNotEditedOnes() throws {
        let path = try temporaryFolder()
        let out = try OutputDirectory(path: path, force: false)
        try out.write([1, 2, 3], named: "frame_0000.png")
        try out.write([4, 5, 6], named: "frame_0001.png")
        try out.finish(settings: settings, frames: [frame(0, [1, 2, 3]), frame(1, [4, 5, 6])])
        let again = try OutputDirectory(path: path, force: false)
        try again.checkWritable(["frame_0000.png", "frame_0001.png"])
        try Data([9]).write(to: URL(fileURLWithPath: path + "/frame_0001.png"))
        #expect(throws: OutputError.self) { try again.checkWritable(["frame_0001.png"]) }
    }

    @Test func subRangeRunsMergeIntoOneManifest() throws {
        let path = try temporaryFolder()
        let first = try OutputDirectory(path: path, force: false)
        try first.write([1], named: "frame_0000.png")
        try first.finish(settings: settings, frames: [frame(0, [1])])
        let second = try OutputDirectory(path: path, force: false)
        try second.write([2], named: "frame_0001.png")
        try second.finish(settings: settings, frames: [frame(1, [2])])
        let manifest = try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/frames.json")))))
        #expect(manifest.frames.map(\.index) == [0, 1])
    }

    @Test func staleOwnFramesOfOtherSettingsAreRemovedForeignOnesKept() throws {
        let path = try temporaryFolder()
        let first = try OutputDirectory(path: path, force: false)
        try first.write([1], named: "frame_0000.png")
        try first.write([2], named: "frame_0001.png")
        try first.finish(settings: settings, frames: [frame(0, [1]), frame(1, [2])])
        try Data("user".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        var other = settings
        other.scale = 3
        let second = try OutputDirectory(path: path, force: false)
        try second.write([3], named: "frame_0000.png")
        try second.finish(settings: other, frames: [frame(0, [3])])
        #expect(!FileManager.default.fileExists(atPath: path + "/frame_0001.png"))
        #expect(FileManager.default.fileExists(atPath: path + "/notes.txt"))
    }

    @Test func rejectsAFileAsOutputFolderAndAForeignManifest() throws {
        let path = try temporaryFolder()
        try Data().write(to: URL(fileURLWithPath: path + "/plain"))
        #expect(throws: OutputError.notADirectory(path + "/plain")) {
            try OutputDirectory(path: path + "/plain", force: false)
        }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/frames.json"))
        #expect(throws: OutputError.foreignManifest(path + "/frames.json")) {
            try OutputDirectory(path: path, force: false)
        }
    }

    @Test func atomicWriteLeavesNoTemporaryFiles() throws {
        let path = try temporaryFolder()
        try AtomicFile.write([1, 2, 3], to: path + "/a.bin")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["a.bin"])
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1], to: path + "/missing/a.bin") }
    }
}
