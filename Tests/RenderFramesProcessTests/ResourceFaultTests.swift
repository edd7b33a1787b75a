import Foundation
import Testing
import RefreshTestSupport

/// The binary under limits and faults it cannot be spared in process: a low limit on open files, a file size limit,
/// a full disk under a video or an image set, a link planted at the lock's name. Each ends with exit 1 and the
/// system's reason, never a signal, and costs no file.
@Suite(.serialized) struct ResourceFaultTests {
    /// Runs the binary under the shell's `ulimit` settings `limits` (such as `-n 16`).
    func runLimited(_ limits: String, _ arguments: [String]) throws -> RenderFramesBinary.Result {
        guard let binary = RenderFramesBinary.url?.path else { throw RenderFramesBinary.Missing() }
        return try RenderFramesBinary.run(["-c", "ulimit \(limits) && exec \"$0\" \"$@\"", binary] + arguments,
                                          executable: "/bin/sh")
    }

    func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Foundation's Process trapped (SIGILL, exit 132) when it could not make its sockets; ffmpeg now starts, or the
    /// run fails with the system's reason.
    @Test(arguments: [16, 10])
    func aVideoUnderALowOpenFilesLimitFinishesOrSaysWhy(limit: Int) throws {
        let out = RenderFramesBinary.temporaryFolder("nofile")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try runLimited("-n \(limit)", ["--style", "sv-infinite", "--format", "mp4", "--fps", "10", "--quiet", "--out", out])
        #expect(r.status == 0 || (r.status == 1 && r.stderr.contains("Too many open files")), "\(r.status): \(r.stderr)")
        if r.status == 0 {
            #expect(entries(out) == ["sv-infinite.mp4"])
        } else {
            #expect(entries(out).isEmpty, "\(entries(out))")
        }
    }

    /// Past `ulimit -f` a write fails with EFBIG instead of SIGXFSZ killing the run (exit 153) and leaving its
    /// temporary file.
    @Test(arguments: ["gif", "apng", "png", "mp4"])
    func aFileSizeLimitIsAnErrorWithTheReason(format: String) throws {
        let out = RenderFramesBinary.temporaryFolder("fsize")
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A child starts with its parent thread's signal mask and ignored signals, and no shell can undo either: for
        // the test to mean anything the binary must start as from a login shell, SIGXFSZ deliverable with its default
        // action (killing it). This thread (a test runner's, which blocks signals) unblocks it while it starts the
        // binary; no file size limit applies to this process itself.
        signal(SIGXFSZ, SIG_DFL)
        var unblock = sigset_t(), previous = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGXFSZ)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // 50 blocks of 1 KB: far less than the airplane's animation, more than one of its PNG frames.
        let r = try runLimited("-f 50", ["--style", "airplane", "--format", format, "--fps", "30", "--quiet", "--out", out])
        #expect(r.status == 1, "\(r.status): \(r.stderr)")
        #expect(r.stderr.contains("File too large"), "\(r.stderr)")
        #expect(!entries(out).contains { $0.contains(".tmp-") }, "\(entries(out))")
    }

    @Test func aSymbolicLinkAtTheLocksNameIsRefusedAndItsTargetKept() throws {
        let root = RenderFramesBinary.temporaryFolder("lock-link")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: root + "/victim"))
        try FileManager.default.createSymbolicLink(atPath: root + "/out/.render-frames.lock", withDestinationPath: root + "/victim")
        let r = try RenderFramesBinary.run(["--progress", "0.5", "--out", root + "/out"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("\(root)/out/.render-frames.lock is not a file render-frames writes through (it is a symbolic link)"), "\(r.stderr)")
        #expect(try String(contentsOfFile: root + "/victim", encoding: .utf8) == "precious")
        #expect(entries(root + "/out") == [".render-frames.lock"])
    }
    /// Under `ulimit -v`, more workers than the address space holds aborted the run (SIGABRT, "failed to allocate",
    /// its journal and lock left behind); the run now takes the workers its memory budget holds, says so, and finishes.
    @Test func anAddressSpaceLimitLowersTheWorkersInsteadOfAborting() throws {
        let folder = RenderFramesBinary.temporaryFolder("memory")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A 3000 × 3000 rectangle that grows over 16 frames: 36 MB a frame, about 230 MB a worker.
        let grows = #"{"a":1,"k":[{"t":0,"s":[100,100],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.5],"y":[0.5]}},{"t":15,"s":[2900,2900]}]}"#
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":16,"w":3000,"h":3000,"layers":[{"ty":4,"ip":0,"op":16,"st":0,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[1500,1500]},"s":\#(grows),"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/big.json"))
        let r = try runLimited("-v 1500000", ["lottie", folder + "/big.json", "--scale", "1", "--jobs", "16", "--out", folder + "/out"])
        #expect(r.status == 0, "\(r.status): \(r.stderr)")
        #expect(r.stderr.contains("instead of --jobs 16, to fit the memory budget"), "\(r.stderr)")
        #expect(entries(folder + "/out").filter { $0.hasSuffix(".png") }.count == 16)
    }
}

/// A full disk under the outputs that used to lose data: a video that ffmpeg could not finish (it still exits 0)
/// replaced the good one, and an image set stopped part-way.
@Suite(.serialized, .enabled(if: Mounts.available, "mount -t tmpfs is not permitted here (needs root); skipped"))
struct FullDiskOutputTests {
    /// Leaves `free` bytes free on the tmpfs at `folder`, with a file of zeros.
    func fill(_ folder: String, leaving free: Int) throws {
        var info = statvfs()
        #expect(statvfs(folder, &info) == 0)
        let available = Int(info.f_bavail) * Int(info.f_frsize)
        let filler = folder + "/filler"
        #expect(FileManager.default.createFile(atPath: filler, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
        try handle.write(contentsOf: Data(count: max(0, available - free)))
        try handle.close()
    }

    @Test(arguments: ["mp4", "webm"])
    func aVideoOnAFullDiskKeepsTheGoodOne(format: String) throws {
        let dir = RenderFramesBinary.temporaryFolder("full-video")
        try Mounts.tmpfs(at: dir, options: "size=2m")
        defer { Mounts.unmount(dir) }
        let arguments = ["--style", "mj", "--format", format, "--fps", "24", "--quiet", "--out", dir]
        let first = try RenderFramesBinary.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let path = dir + "/mj.\(format)"
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        try fill(dir, leaving: 8192)
        let r = try RenderFramesBinary.run(arguments)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == good, "the good \(format) was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["filler", "mj.\(format)"])
    }

    /// The set (134 files for the airplane at 30 fps) does not fit: none of it is left, no staging folder either.
    @Test func anImageSetOnAFullDiskLeavesNothing() throws {
        let dir = RenderFramesBinary.temporaryFolder("full-set")
        try Mounts.tmpfs(at: dir, options: "size=600k")
        defer { Mounts.unmount(dir) }
        let r = try RenderFramesBinary.run(["--style", "airplane", "--format", "image-set", "--fps", "30", "--quiet", "--out", dir])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }

}
