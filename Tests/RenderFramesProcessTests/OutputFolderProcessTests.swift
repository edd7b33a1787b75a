import Foundation
import Testing
import RefreshTestSupport
@testable import RefreshOutput

/// A folder's runs as processes: a run killed with SIGKILL resumes to a clean run's bytes, and a second process
/// finds the folder in use.
@Suite struct OutputFolderProcessTests {
    func manifest(_ out: String) throws -> FrameManifest {
        try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
    }

    /// Reproduction 2: SIGKILL mid-run, then the same command: it keeps the finished frames, renders only the rest,
    /// and the folder then equals a clean run's byte for byte.
    @Test func aRunKilledWithSIGKILLResumesToTheBytesOfACleanRun() throws {
        let out = RenderFramesBinary.temporaryFolder("killed"), clean = RenderFramesBinary.temporaryFolder("clean")
        let logs = out + "-logs"
        let args = ["--style", "circle", "--fps", "240", "--duration", "2", "--scale", "1", "--jobs", "2"]
        let process = try RenderFramesBinary.start(args + ["--out", out], logFolder: logs)
        let deadline = Date().addingTimeInterval(60)
        func frameFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasPrefix("frame_") }
        }
        while Date() < deadline, process.isRunning, frameFiles().count < 20 { Thread.sleep(forTimeInterval: 0.01) }
        try #require(process.isRunning, "the run ended before the kill")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let onDisk = frameFiles().count
        #expect(FileManager.default.fileExists(atPath: out + "/" + FrameJournal.fileName), "no journal after the kill")

        let resumed = try RenderFramesBinary.run(args + ["--out", out])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let kept = try #require(resumed.stdout.split(separator: "\n").first { $0.hasPrefix("kept ") }
            .flatMap { Int($0.split(separator: " ")[1]) }, "\(resumed.stdout)")
        // Every frame file renamed into place was journaled first: all of them are kept, and only them.
        #expect(kept == onDisk && kept > 0, "kept \(kept) of \(onDisk) files on disk")
        #expect(resumed.stdout.contains("wrote \(480 - kept) frames"), "\(resumed.stdout)")

        #expect(try RenderFramesBinary.run(args + ["--out", clean]).status == 0)
        let names = try FrameFolderCheck.expectConsistent(out) + ["frames.json"]
        #expect(names.count == 481)
        for name in names {
            #expect(FileManager.default.contents(atPath: out + "/" + name) == FileManager.default.contents(atPath: clean + "/" + name),
                    "\(name) differs from the clean run's")
        }
    }

    /// Reproduction 3: a second run into a folder in use fails at once, naming the first run's pid.
    @Test func aSecondRunIntoAFolderInUseFailsAtOnce() throws {
        let out = RenderFramesBinary.temporaryFolder("locked")
        let logs = out + "-logs"
        let first = try RenderFramesBinary.start(["--fps", "240", "--duration", "60", "--scale", "1", "--jobs", "1", "--out", out],
                                                 logFolder: logs)
        defer {
            first.interrupt()
            _ = RenderFramesBinary.finish(first, logFolder: logs)
        }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, first.isRunning,
              !((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).contains(where: { $0.hasPrefix("frame_") }) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        try #require(first.isRunning)
        let second = try RenderFramesBinary.run(["--fps", "240", "--duration", "60", "--scale", "1", "--out", out])
        #expect(second.status == 1)
        #expect(second.stderr.contains("--out \(out) is in use by another render-frames run (pid \(first.processIdentifier))"),
                "\(second.stderr)")
    }

    /// A message that cannot be written (stderr on a full device) is dropped instead of trapping in FileHandle: the
    /// exit status is still the usage error's.
    @Test func anUnwritableStderrDoesNotCrash() throws {
        let process = Process()
        process.executableURL = RenderFramesBinary.url
        process.arguments = ["--bogus"]
        process.standardError = FileHandle(forWritingAtPath: "/dev/full")
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    }
}
