import Foundation
import Testing
import Raster
@testable import RefreshOutput
import RefreshTestSupport

@Suite(.tags(.parallel)) struct OutputDirectoryTests {
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
        do {
            let out = try OutputDirectory(path: path, force: false)
            // No frames.json at all: the message says so (it may have been deleted), rather than blaming the file.
            #expect(throws: OutputError.unlistedFile(path + "/frame_0000.png", manifest: "frames.json")) {
                try out.checkWritable(["frame_0000.png", "frame_0001.png"])
            }
        }
        try OutputDirectory(path: path, force: true).checkWritable(["frame_0000.png"])
    }

    let identity = RunIdentity(["style": "airplane", "scale": "2", "scenario sha256": "sha256:aa"])

    /// One frame run as `FrameFolderJob` makes it: begin, journal and write each frame, finish.
    @discardableResult
    func run(_ path: String, _ identity: RunIdentity, force: Bool = false,
             frames: [(Int, [UInt8])]) throws -> OutputDirectory.FrameRunStart {
        let out = try OutputDirectory(path: path, force: force)
        let begun = try out.beginFrameRun(identity: identity, names: frames.map { frame($0.0, $0.1).file })
        for (i, bytes) in frames {
            try begun.journal.append([frame(i, bytes)])
            try out.write(bytes, named: frame(i, bytes).file)
        }
        try out.finish(identity: identity, settings: settings, frames: begun.kept + frames.map { frame($0.0, $0.1) })
        begun.journal.remove()
        return begun
    }

    func manifest(_ path: String) throws -> FrameManifest {
        try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/frames.json")))))
    }

    @Test func overwritesItsOwnUnchangedFramesButNotEditedOnes() throws {
        let path = try temporaryFolder()
        try run(path, identity, frames: [(0, [1, 2, 3]), (1, [4, 5, 6])])
        let again = try OutputDirectory(path: path, force: false)
        try again.checkWritable(["frame_0000.png", "frame_0001.png"])
        try Data([9]).write(to: URL(fileURLWithPath: path + "/frame_0001.png"))
        #expect(throws: OutputError.self) { try again.checkWritable(["frame_0001.png"]) }
    }

    @Test func subRangeRunsMergeIntoOneManifest() throws {
        let path = try temporaryFolder()
        try run(path, identity, frames: [(0, [1])])
        let second = try run(path, identity, frames: [(1, [2])])
        #expect(second.kept.map(\.index) == [0])
        #expect(try manifest(path).frames.map(\.index) == [0, 1])
        #expect(try manifest(path).identity == identity)
    }

    /// A run of other settings never mixes its frames with an earlier run's. Refused, naming
    /// what differs; under force the earlier run's own unchanged frames are removed (and counted), nothing else.
    @Test func aRunOfAnotherIdentityIsRefusedOrUnderForceReplacesOnlyThatRun() throws {
        let path = try temporaryFolder()
        try run(path, identity, frames: [(0, [1]), (1, [2]), (2, [3])])
        try Data("user".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        var other = identity
        other["scale"] = "3"
        other["scenario sha256"] = "sha256:bb"
        #expect(throws: OutputError.otherRun(path, differences: ["scale", "scenario sha256"], files: 3)) {
            try run(path, other, frames: [(0, [4])])
        }
        #expect(try manifest(path).frames.count == 3, "a refused run changes nothing")
        let replaced = try run(path, other, force: true, frames: [(0, [4])])
        #expect(replaced.removed == 3 && replaced.kept.isEmpty)
        #expect(try manifest(path).frames.map(\.sha256) == [SHA256.hex([4])])
        #expect(!FileManager.default.fileExists(atPath: path + "/frame_0001.png"))
        #expect(FileManager.default.fileExists(atPath: path + "/notes.txt"))
    }

    /// A manifest without an identity (an older version) is another run: its frames are not kept.
    @Test func aManifestWithoutIdentityIsAnotherRun() throws {
        let path = try temporaryFolder()
        try AtomicFile.write([1], to: path + "/frame_0000.png")
        try AtomicFile.write(try FrameManifest(identity: nil, settings: settings, frames: [frame(0, [1])]).encoded(),
                             to: path + "/frames.json")
        #expect(throws: OutputError.otherRun(path, differences: ["identity (not recorded by an older render-frames)"], files: 1)) {
            try run(path, identity, frames: [(0, [1])])
        }
    }

    /// A run killed between frames leaves its journal; the next run with the same identity
    /// keeps the frames whose files match it, and may rewrite the one it had journaled but not renamed into place.
    @Test func aKilledRunIsResumedFromItsJournal() throws {
        let path = try temporaryFolder()
        do {
            let out = try OutputDirectory(path: path, force: false)
            let begun = try out.beginFrameRun(identity: identity, names: (0..<3).map { frame($0, []).file })
            try begun.journal.append([frame(0, [1])])
            try out.write([1], named: "frame_0000.png")
            try begun.journal.append([frame(1, [2])])
            try Data([7, 7]).write(to: URL(fileURLWithPath: path + "/frame_0001.png"))   // torn: not what was journaled
            // Killed here: no manifest, the journal stays.
        }
        #expect(FileManager.default.fileExists(atPath: path + "/" + FrameJournal.fileName))
        #expect(!FileManager.default.fileExists(atPath: path + "/frames.json"))
        let resumed = try run(path, identity, frames: [(1, [2]), (2, [3])])
        #expect(resumed.kept.map(\.index) == [0])
        #expect(try manifest(path).frames.map(\.index) == [0, 1, 2])
        #expect(!FileManager.default.fileExists(atPath: path + "/" + FrameJournal.fileName))
        // The journal of another identity is another run.
        var other = identity
        other["scale"] = "1"
        #expect(throws: OutputError.self) { try run(path, other, frames: [(0, [9])]) }
    }

    @Test func aTornJournalLineIsIgnored() throws {
        let path = try temporaryFolder()
        let journal = try FrameJournal(path: path + "/j", identity: identity, frames: [frame(0, [1])])
        try journal.append([frame(1, [2])])
        let handle = try #require(FileHandle(forWritingAtPath: path + "/j"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"file\":\"frame_0002.png\",\"ind".utf8))
        try handle.close()
        let contents = try #require(FrameJournal.read(path + "/j"))
        #expect(contents.identity == identity && contents.frames.map(\.index) == [0, 1])
    }

    /// One run at a time per folder; the lock names the holder's pid, is free again when
    /// the holder is gone, and a lock file left by a dead process is taken over.
    @Test func theFolderIsLockedForTheRunsLife() throws {
        let path = try temporaryFolder()
        try Data("999999999\n".utf8).write(to: URL(fileURLWithPath: path + "/" + OutputLock.fileName))
        do {
            let first = try OutputDirectory(path: path, force: false)
            #expect(throws: OutputError.locked(path, pid: getpid())) { try OutputDirectory(path: path, force: true) }
            _ = first
        }
        _ = try OutputDirectory(path: path, force: false)
    }

    /// The artwork's manifest of older versions (`frames.json` listing `render-frames
    /// assets` files) is another kind of output: a frame run refuses it, and under force replaces the manifest but
    /// never deletes the artwork.
    @Test func aFrameRunNeverDeletesAnotherKindOfOutput() throws {
        let path = try temporaryFolder()
        try AtomicFile.write([5], to: path + "/airplane@2x.png")
        let assets = FrameManifest.Settings(style: "assets", mode: FrameManifest.assetsMode, scenario: nil, width: 0,
                                            height: 0, scale: 0, fps: nil, background: "none", format: "png")
        let listed = FrameManifest.Frame(index: 0, file: "airplane@2x.png", time: 0, progress: 0, state: "asset",
                                         sha256: SHA256.hex([5]))
        try AtomicFile.write(try FrameManifest(identity: nil, settings: assets, frames: [listed]).encoded(),
                             to: path + "/frames.json")
        #expect(throws: OutputError.self) { try run(path, identity, frames: [(0, [1])]) }
        let replaced = try run(path, identity, force: true, frames: [(0, [1])])
        #expect(replaced.removed == 0)
        #expect(FileManager.default.fileExists(atPath: path + "/airplane@2x.png"))
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

/// An `--out` that cannot be made names the component and the reason, and leaves nothing.
@Suite struct OutputFolderCreationTests {
    @Test func aDanglingSymlinkAFileAsParentAndATooLongNameAreNamedAndLeaveNothing() throws {
        let root = NSTemporaryDirectory() + "outmake-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/nowhere")
        #expect(throws: OutputError.notWritable(root + "/link", reason: "\(root)/link is a symbolic link to \(root)/nowhere, which does not exist")) {
            try OutputDirectory(path: root + "/link", force: false)
        }
        try Data().write(to: URL(fileURLWithPath: root + "/afile.txt"))
        #expect(throws: OutputError.notADirectory(root + "/afile.txt")) {
            try OutputDirectory(path: root + "/afile.txt/sub", force: false)
        }
        let long = root + "/a/b/c/" + String(repeating: "n", count: 300) + "/d"
        #expect(throws: OutputError.notWritable(long, reason: "\(root)/a/b/c/\(String(repeating: "n", count: 300)): File name too long")) {
            try OutputDirectory(path: long, force: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["afile.txt", "link"], "folders left behind")
    }

    /// A writer killed mid-write leaves `.NAME.tmp-PID-N`; the next run that opens the folder removes it when that PID
    /// is gone, and leaves a live writer's temporary file and any other hidden file alone.
    @Test func temporaryFilesOfDeadWritersAreRemovedWhenTheFolderIsOpened() throws {
        let path = NSTemporaryDirectory() + "outstale-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = ".frame_0020.png.tmp-\(finished.processIdentifier)-56541572"
        let live = ".frame_0021.png.tmp-\(getpid())-7"
        for name in [dead, live, ".keep-me", ".odd.tmp-x-1"] {
            #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data([1])))
        }
        _ = try OutputDirectory(path: path, force: false)
        let left = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0 != OutputLock.fileName }.sorted()
        #expect(left == [".frame_0021.png.tmp-\(getpid())-7", ".keep-me", ".odd.tmp-x-1"].sorted())
    }
}
