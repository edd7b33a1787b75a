import Foundation
import Testing
@testable import RefreshOutput
import RefreshTestSupport

/// The command line end to end, run in process: its files, messages and exit codes (the binary where a process is the point).
@Suite(.serialized, .tags(.parallel)) struct RenderFramesCommandTests {
    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func defaultCommandRendersTheAirplaneSequence() throws {
        let out = RenderFramesBinary.temporaryFolder("default")
        let r = InProcessCommand.run(["--out", out, "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = files(out)
        // refresh: 1.0 s gesture + 4.0 s refresh + 0.3 s collapse + 0.25 s tail = 5.55 s at 60 fps → 333 frames.
        #expect(names.filter { $0.hasPrefix("frame_") }.count == 333)
        #expect(names.contains("frames.json"))
        #expect(names.allSatisfy { !$0.hasPrefix(".") || $0 == ".render-frames.lock" }, "\(names)")
        let manifest = try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
        #expect(manifest.settings.style == "airplane" && manifest.settings.width == 375 && manifest.settings.height == 110)
        let f = manifest.frames[90]
        #expect(f.file == "frame_0090.png" && abs(f.time - 1.5) < 1e-12 && f.state == "refreshing")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/" + f.file))
        #expect(SHA256.hex([UInt8](bytes)) == f.sha256)
        #expect(r.stdout.contains("wrote 333 frames (375×110"))
    }

    /// One frame is "1 frame"; with --quiet nothing goes to stdout (the frame is written all the same).
    @Test func oneFrameIsSingularAndQuietPrintsNothing() throws {
        let out = RenderFramesBinary.temporaryFolder("one-frame")
        let r = InProcessCommand.run(["--style", "mj", "--progress", "0.5", "--scale", "1", "--out", out])
        #expect(r.status == 0 && r.stdout.hasPrefix("wrote 1 frame (375×54"), "\(r.stdout) \(r.stderr)")
        let quiet = RenderFramesBinary.temporaryFolder("quiet")
        let q = InProcessCommand.run(["--style", "mj", "--progress", "0.5", "--scale", "1", "--quiet", "--out", quiet])
        #expect(q.status == 0 && q.stdout.isEmpty && q.stderr.isEmpty, "\(q.stdout) \(q.stderr)")
        #expect(files(quiet).contains("frame_0000.png"))
    }

    /// Repeated frames: every frame has its file; with --link-duplicates a repeat is a hard link to the file of the
    /// frame its manifest entry names; a rerun without the flag writes copies over the links.
    @Test func linkDuplicatesWritesRepeatsAsHardLinks() throws {
        let out = RenderFramesBinary.temporaryFolder("links")
        let r = InProcessCommand.run(["--style", "sv", "--scale", "1", "--link-duplicates", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
        let repeats = manifest.frames.filter { $0.repeats != nil }
        #expect(files(out).filter { $0.hasPrefix("frame_") }.count == manifest.frames.count && repeats.count > 100)
        #expect(r.stdout.contains("\(repeats.count) repeating an earlier frame"), "\(r.stdout)")
        func inode(_ name: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: out + "/" + name)
            return try #require(attributes[.systemFileNumber] as? UInt64)
        }
        for frame in repeats {
            #expect(try inode(frame.file) == inode(manifest.frames[frame.repeats!].file), "\(frame.file)")
        }
        let rerun = InProcessCommand.run(["--style", "sv", "--scale", "1", "--out", out])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        for frame in repeats { #expect(try inode(frame.file) != inode(manifest.frames[frame.repeats!].file)) }
    }

    @Test func refusesToOverwriteFilesItDidNotWrite() throws {
        let out = RenderFramesBinary.temporaryFolder("foreign")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: out + "/frame_0000.png"))
        let r = InProcessCommand.run(["--style", "mj", "--progress", "0.5", "--out", out])
        #expect(r.status == 1)
        #expect(r.stderr.contains("frame_0000.png") && r.stderr.contains("--force"))
        #expect(FileManager.default.contents(atPath: out + "/frame_0000.png") == Data("precious".utf8))
        #expect(InProcessCommand.run(["--style", "mj", "--progress", "0.5", "--out", out, "--force"]).status == 0)
    }

    /// Exit codes as a shell sees them, one usage error from each place that finds one — the parser, a rule across
    /// options, a file named on the command line, the frame plan, and a check the frame job makes — and no frame
    /// file written. (Every other bad input runs in process: `BadInputTests`.)
    @Test(arguments: [
        (["--format", "bmp"], "'bmp' is invalid for '--format <format>'"),
        (["--progress", "1", "--frames", "0..3"], "--frames and --duration go with a time sequence"),
        (["--scenario", "/nonexistent/gesture.json"], "--scenario /nonexistent/gesture.json is not a preset or a file"),
        (["--image", "airplane=/nonexistent/plane.png"], "--image airplane=/nonexistent/plane.png"),
        (["--font", "/etc/hostname"], "--font /etc/hostname: '/etc/hostname' is not a font"),
        (["--frames", "1000..2000"], "--frames 1000..2000 is not accepted; expected a range within 0..332"),
        (["--format", "sheet", "--progress", "0:1:0.01"], "101 rows × 6 columns is not accepted; expected 1 to 20 rows"),
    ])
    func usageErrorsExit2(arguments: [String], message: String) throws {
        let out = RenderFramesBinary.temporaryFolder("usage")
        let r = InProcessCommand.run(arguments + ["--out", out])
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(files(out).filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test func unusableOutputLocationsFailWithoutPartialFiles() throws {
        let dir = RenderFramesBinary.temporaryFolder("outdir")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        let r = InProcessCommand.run(["--progress", "0.5", "--out", dir + "/file"])
        #expect(r.status == 1 && r.stderr.contains("is not a directory"))
        let readOnly = dir + "/ro"
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly) }
        // Root ignores permissions; only check the refusal when they apply.
        if !FileManager.default.isWritableFile(atPath: readOnly) {
            let r2 = InProcessCommand.run(["--progress", "0.5", "--out", readOnly])
            #expect(r2.status == 1 && r2.stderr.contains("not writable"))
        }
    }
}
