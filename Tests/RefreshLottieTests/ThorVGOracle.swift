import Foundation

/// ThorVG (thorvg-python, through Fixtures/tools/thorvg_frames.py): the second independent renderer of the
/// conformance tests. One Python process renders every requested frame of every file.
enum ThorVGOracle {
    struct Job {
        var url: URL
        var width: Int, height: Int
        /// Absolute frame numbers of the file.
        var frames: [Double]
    }

    enum Outcome {
        /// Frames in the order asked, premultiplied RGBA words (0xAABBGGRR); nil for a file ThorVG refused.
        case rendered([[[UInt32]]?])
        /// Why there is no ThorVG reference (thorvg-python missing, no python3): said in the test output.
        case unavailable(String)
    }

    static let script = Fixtures.folder.appendingPathComponent("tools/thorvg_frames.py")

    /// Whether python3 can import thorvg-python (checked once): the player conformance tests are skipped, saying
    /// so, when it cannot (`make deps` installs it).
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import thorvg_python"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Renders `jobs` with the font files `fonts` loaded (ThorVG sets text without embedded glyphs in them).
    static func render(_ jobs: [Job], fonts: [String] = []) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + fonts.flatMap { ["--font", $0] } + jobs.flatMap { job in
            [job.url.path, "\(job.width)", "\(job.height)", job.frames.map { "\($0)" }.joined(separator: ",")]
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return .unavailable("python3 could not be started: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .unavailable("thorvg_frames.py exited \(process.terminationStatus): \(message)")
        }
        var results: [[[UInt32]]?] = []
        var offset = 0
        for job in jobs {
            guard offset < data.count else { return .unavailable("thorvg_frames.py: short output") }
            let ok = data[offset] == 1
            offset += 1
            guard ok else { results.append(nil); continue }
            let size = job.width * job.height * 4
            var frames: [[UInt32]] = []
            for _ in job.frames {
                guard offset + size <= data.count else { return .unavailable("thorvg_frames.py: short output") }
                frames.append(data[offset..<offset + size].withUnsafeBytes { raw in
                    (0..<job.width * job.height).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
                })
                offset += size
            }
            results.append(frames)
        }
        return .rendered(results)
    }
}
