import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshRender
@testable import RefreshOutput

/// A full disk and a read-only folder, on real mounts: a small tmpfs, and a tmpfs mounted read-only. Mounting needs
/// root (or CAP_SYS_ADMIN); where it is not permitted these tests are skipped (see `Mounts.available`).
@Suite(.serialized, .enabled(if: Mounts.available, "mount -t tmpfs is not permitted here (needs root); skipped"))
struct OutputLocationFaultTests {
    @Test func aFullDiskStopsTheRunWithTheReasonAndNoPartialFile() throws {
        let dir = RenderFramesBinary.temporaryFolder("full")
        try Mounts.tmpfs(at: dir, options: "size=200k")
        defer { Mounts.unmount(dir) }
        // 333 frames of 1125×330 pixels: far more than 200 KB.
        let r = try RenderFramesBinary.run(["--scale", "3", "--jobs", "2", "--out", dir])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(r.stderr.contains("cannot write \(dir)/"), "the message names the file: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        // Whatever frames fitted are complete; no temporary file is left; a manifest, if it fitted, lists them.
        try FrameFolderCheck.expectConsistent(dir, requireManifest: false)
    }

    /// The journal's lines when the disk fills up part-way through a write: the error gives the system's reason, not
    /// only a count of bytes.
    @Test func aJournalWriteOnAFullDiskGivesTheReason() throws {
        let dir = RenderFramesBinary.temporaryFolder("full-journal")
        try Mounts.tmpfs(at: dir, options: "size=64k")
        defer { Mounts.unmount(dir) }
        let journal = try FrameJournal(path: dir + "/" + FrameJournal.fileName, identity: RunIdentity(), frames: [])
        let frames = (0..<2000).map {
            FrameManifest.Frame(index: $0, file: FrameSpec.fileName(index: $0), time: Double($0) / 60, progress: 1,
                                state: "idle", sha256: String(repeating: "0", count: 64))
        }
        do {
            try journal.append(frames)
            Issue.record("the journal's 2000 lines fitted in 64 KB")
        } catch let error as AtomicFile.WriteError {
            #expect(error.reason == "No space left on device", "\(error)")
        }
    }

    @Test func aReadOnlyFolderIsRefusedBeforeAnythingIsWritten() throws {
        let dir = RenderFramesBinary.temporaryFolder("readonly")
        try Mounts.tmpfs(at: dir, options: "ro,size=64k")
        defer { Mounts.unmount(dir) }
        let r = try RenderFramesBinary.run(["--progress", "0.5", "--out", dir])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("--out \(dir) is not writable (Read-only file system)"), "\(r.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).isEmpty)
        // A folder to create inside the read-only mount.
        let r2 = try RenderFramesBinary.run(["--progress", "0.5", "--out", dir + "/new"])
        #expect(r2.status == 1 && r2.stderr.contains("--out \(dir)/new is not writable"), "\(r2.stderr)")
    }
}

/// tmpfs mounts for the fault tests.
enum Mounts {
    /// Whether this process may mount a tmpfs (tried once, on a scratch folder).
    static let available: Bool = {
        let probe = RenderFramesBinary.temporaryFolder("mount-probe")
        guard (try? tmpfs(at: probe, options: "size=4k")) != nil else { return false }
        unmount(probe)
        return true
    }()

    static func tmpfs(at path: String, options: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let status = run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path])
        guard status == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
    }

    static func unmount(_ path: String) {
        _ = run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
