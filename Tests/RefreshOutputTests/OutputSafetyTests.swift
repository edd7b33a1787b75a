import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// What a hostile folder cannot make a run do: write through a link planted at a name the run writes, read without
/// end from a link or a device, delete outside the folder through a forged manifest, or replace another output's
/// file; and what a failing ffmpeg or disk cannot make it do: replace a good video with a broken one, or leave part of
/// an image set.
@Suite(.tags(.parallel)) struct OutputSafetyTests {
    func temporaryFolder(_ tag: String) throws -> String {
        let path = NSTemporaryDirectory() + "safety-\(tag)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// True when the file at `path` holds `bytes` (a Bool, so a failure does not print whole videos).
    func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        contents(path) == bytes
    }

    // MARK: Links at the names a run writes

    /// A symbolic link, a hard link or a FIFO at the lock's name: the run refuses the folder, naming the file and what
    /// it is, and the file the link points at keeps its bytes (it used to be truncated and given the pid).
    @Test(arguments: ["symbolic link", "hard link", "FIFO"])
    func aPlantedLockFileIsNeverWrittenThrough(kind: String) throws {
        let root = try temporaryFolder("lock")
        let out = root + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let victim = root + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let lock = out + "/" + OutputLock.fileName
        switch kind {
        case "symbolic link": try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim)
        case "hard link": #expect(link(victim, lock) == 0)
        default: #expect(mkfifo(lock, 0o644) == 0)
        }
        #expect {
            _ = try OutputDirectory(path: out, force: true)
        } throws: { error in
            guard case .unsafeFile(let path, let reason) = error as? OutputError else { return false }
            return path == lock && !reason.isEmpty
        }
        #expect(contents(victim) == Array("precious".utf8))
    }

    /// A frame listed in the manifest whose file is a link to `/dev/zero` is not read (it would never end): it is
    /// simply not ours, and replacing it is refused.
    @Test func aLinkToADeviceIsNotReadAsAFrame() throws {
        let out = try temporaryFolder("devzero")
        let name = "frame_0000.png"
        let manifest = FrameManifest(identity: RunIdentity(), settings: settings, frames: [
            FrameManifest.Frame(index: 0, file: name, time: 0, progress: 0, state: "idle", sha256: SHA256.hex([1, 2, 3])),
        ])
        try AtomicFile.write(try manifest.encoded(), to: out + "/" + FrameManifest.fileName)
        try FileManager.default.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: "/dev/zero")
        let started = Date()
        let directory = try OutputDirectory(path: out, force: false)
        #expect(throws: OutputError.foreignFile(out + "/" + name)) { try directory.checkWritable([name]) }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    let settings = FrameManifest.Settings(style: "sv", mode: "sequence", scenario: "refresh", width: 750, height: 120,
                                          scale: 2, fps: 60, background: "style", format: "png")

    /// A manifest naming a file outside its folder (`../victim`, with the victim's true hash) is not a manifest of
    /// this tool: a run of another identity under `force` removes nothing outside the folder.
    @Test func aForgedManifestCannotDeleteOutsideTheFolder() throws {
        let root = try temporaryFolder("forged")
        let out = root + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let victim = Array("precious".utf8)
        try Data(victim).write(to: URL(fileURLWithPath: root + "/victim"))
        let forged = FrameManifest(identity: RunIdentity(["style": "other"]), settings: settings, frames: [
            FrameManifest.Frame(index: 0, file: "../victim", time: 0, progress: 0, state: "idle", sha256: SHA256.hex(victim)),
        ])
        #expect(FrameManifest.decode(try forged.encoded()) == nil)
        try AtomicFile.write(try forged.encoded(), to: out + "/" + FrameManifest.fileName)
        let directory = try OutputDirectory(path: out, force: true)
        let begun = try directory.beginFrameRun(identity: RunIdentity(["style": "sv"]), names: ["frame_0000.png"])
        begun.journal.remove()
        directory.unlock()
        #expect(contents(root + "/victim") == victim)
        for name in ["", ".", "..", "a/b", "/etc/passwd"] { #expect(!FrameManifest.isFolderEntry(name), "\(name)") }
        #expect(FrameManifest.isFolderEntry("frame_0000.png"))
    }

    /// Two runs creating the same new folder at once: neither fails with `File exists` (the loser of the mkdir race
    /// takes the folder the winner made).
    @Test func runsRacingToCreateAFolderBothGetIt() throws {
        let root = try temporaryFolder("race")
        var refused: [OutputError] = []
        for round in 0..<100 {
            let path = root + "/\(round)/a/b/c/d/e/f/g"
            let failures = Locked<[OutputError]>([])
            let start = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            for _ in 0..<12 {
                group.enter()
                Thread {
                    start.wait()
                    do throws(OutputError) {
                        try OutputError.openFolder(path)
                    } catch {
                        failures.withLock { $0.append(error) }
                    }
                    group.leave()
                }.start()
            }
            for _ in 0..<12 { start.signal() }
            group.wait()
            refused += failures.withLock { $0 }
        }
        #expect(refused.isEmpty, "\(refused.count) refusals, the first: \(refused.first.map { "\($0)" } ?? "")")
    }

    // MARK: Single files of another output

    func job(format: AnimationFormat, out: String, searchPath: String? = nil, duration: Double = 0.5) -> AnimationRenderJob {
        var job = AnimationRenderJob(input: JobInput(
            control: SVStyle(), options: RenderOptions(width: 375, scale: 1),
            context: StyleContext(width: 375, text: MonospaceMeasurer()), text: nil,
            sampling: .sequence(scenario: .refresh, fps: 30, duration: duration, range: nil), outputPath: out),
                                     format: format)
        if let searchPath { job.searchPath = searchPath }
        return job
    }

    /// A still PNG of the APNG's name — an artwork `render-frames assets` wrote and lists in `assets.json`, or any
    /// still PNG — is not replaced by an APNG without `force`; an earlier APNG is.
    @Test func anAPNGReplacesOnlyAnAPNG() throws {
        let out = try temporaryFolder("apng")
        let path = out + "/sv.png"
        let still = PNGFixture.make(width: 1, height: 1, colorType: 6, depth: 8, samples: [[[1, 2, 3, 255]]])
        try Data(still).write(to: URL(fileURLWithPath: path))
        #expect(throws: OutputError.otherKind(path, expected: "APNG")) { try job(format: .apng, out: out).run() }
        let assets = FrameManifest(identity: nil, settings: settings, frames: [
            FrameManifest.Frame(index: 0, file: "sv.png", time: 0, progress: 0, state: "asset", sha256: SHA256.hex(still)),
        ])
        try AtomicFile.write(try assets.encoded(), to: out + "/" + FrameManifest.assetsFileName)
        #expect(throws: OutputError.listedElsewhere(path, manifest: out + "/" + FrameManifest.assetsFileName)) {
            try job(format: .apng, out: out).run()
        }
        #expect(contents(path) == still)
        // The artwork's manifest gone, an APNG of an earlier run is replaced.
        unlink(out + "/" + FrameManifest.assetsFileName)
        unlink(path)
        _ = try job(format: .apng, out: out).run()
        let first = try #require(contents(path))
        #expect(AnimationFormat.isAnimatedPNG(first))
        _ = try job(format: .apng, out: out, duration: 0.3).run()
        #expect(contents(path) != first)
    }

    /// A one-frame WebP (WebPAnimEncoder writes it as a still image) holds 1 frame, not 0.
    @Test func aOneFrameWebPCountsOneFrame() throws {
        let (bytes, summary) = try job(format: .webp(quality: nil), out: NSTemporaryDirectory(), duration: 1.0 / 30).encode()
        #expect(summary.renderedFrames == 1)
        #expect(summary.storedFrames == 1)
        #expect(try DecodedAnimation.webp(bytes).frames.count == 1)
    }

    // MARK: Video checked before it replaces anything

    /// A folder holding an `ffmpeg` script with `body`: it plays a broken ffmpeg for one run.
    func fakeFFmpeg(_ body: String) throws -> String {
        let folder = try temporaryFolder("fake-ffmpeg")
        let script = folder + "/ffmpeg"
        try ExecutableScript.write(body, to: script)
        return folder
    }

    /// A good video, made by the real ffmpeg in `out`; its bytes.
    func goodVideo(_ codec: VideoCodec, in out: String) throws -> [UInt8] {
        _ = try job(format: .video(codec), out: out).run()
        return try #require(contents(out + "/sv.\(codec.fileExtension)"))
    }

    /// ffmpeg reads every frame, then fails to write the end of the file and says so, but exits 0 (as on a full
    /// disk): the run fails with ffmpeg's message, and the good video stays.
    @Test(arguments: VideoCodec.allCases)
    func anFFmpegErrorWithExitZeroReplacesNothing(codec: VideoCodec) throws {
        guard hasFFmpeg else { Issue.record("ffmpeg is not installed"); return }
        let out = try temporaryFolder("trailer")
        let good = try goodVideo(codec, in: out)
        let fake = try fakeFFmpeg("""
        cat > /dev/null
        printf 'partial' > /proc/self/fd/3
        echo "Error writing trailer of /proc/self/fd/3: No space left on device" >&2
        exit 0
        """)
        #expect {
            _ = try job(format: .video(codec), out: out, searchPath: fake).run()
        } throws: { error in
            "\(error)".contains("No space left on device") && "\(error)".contains(out + "/sv.\(codec.fileExtension)")
        }
        #expect(contents(out + "/sv.\(codec.fileExtension)") == good)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["sv.\(codec.fileExtension)"])
    }

    /// ffmpeg exits 0 and says nothing, but its file is cut short, lacks its index, or holds fewer frames: the
    /// structure check refuses it and the good video stays.
    @Test(arguments: VideoCodec.allCases)
    func aVideoCutShortReplacesNothing(codec: VideoCodec) throws {
        guard hasFFmpeg else { Issue.record("ffmpeg is not installed"); return }
        let out = try temporaryFolder("cut")
        let good = try goodVideo(codec, in: out)
        let sample = try temporaryFolder("sample") + "/whole"
        try Data(good).write(to: URL(fileURLWithPath: sample))
        for keep in [good.count - 1, good.count * 3 / 4, good.count / 2, 100] {
            let fake = try fakeFFmpeg("cat > /dev/null\nhead -c \(keep) '\(sample)' > /proc/self/fd/3\nexit 0")
            #expect(throws: VideoError.self, "\(keep) of \(good.count) bytes") {
                _ = try job(format: .video(codec), out: out, searchPath: fake).run()
            }
            #expect(contents(out + "/sv.\(codec.fileExtension)") == good)
        }
        // The whole file, given for a run of more frames: it holds fewer frames than were sent.
        let fake = try fakeFFmpeg("cat > /dev/null\ncat '\(sample)' > /proc/self/fd/3\nexit 0")
        #expect {
            _ = try job(format: .video(codec), out: out, searchPath: fake, duration: 1).run()
        } throws: { error in
            guard case .incompleteVideo(let reason) = error as? VideoError else { return false }
            return reason.contains("of the") && reason.contains("frames")
        }
        #expect(contents(out + "/sv.\(codec.fileExtension)") == good)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["sv.\(codec.fileExtension)"])
    }

    // MARK: Image sets staged

    /// A staging folder left by a killed run (its pid gone) is removed by the next run; a live run's is kept.
    @Test func staleStagingFoldersAreRemoved() throws {
        let out = try temporaryFolder("staging")
        let dead = out + "/.image-set.tmp-999999999-1"
        let live = out + "/.image-set.tmp-\(getpid())-2"
        for folder in [dead, live] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data([1]).write(to: URL(fileURLWithPath: folder + "/idle_00@2x.png"))
        }
        StagingFolder.removeStale(in: out)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live + "/idle_00@2x.png"))
    }

    /// A stop before any frame was written names no manifest (none was written).
    @Test func aStopBeforeTheFirstFrameNamesNoManifest() {
        let none = RenderInterrupted(reason: "SIGINT", framesDone: 0, framesPlanned: 219, output: .frameFolder(path: "out"))
        #expect(!none.description.contains(FrameManifest.fileName), "\(none)")
        #expect(none.description.contains("nothing was written to out"), "\(none)")
        let some = RenderInterrupted(reason: "SIGINT", framesDone: 3, framesPlanned: 219, output: .frameFolder(path: "out"))
        #expect(some.description.contains("wrote 3 of 219 frames to out, listed in \(FrameManifest.fileName)"), "\(some)")
    }

    var hasFFmpeg: Bool { VideoEncoder.findFFmpeg(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil }
}
