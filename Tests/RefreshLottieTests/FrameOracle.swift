import Foundation

/// A reference player run as a process (a script of Fixtures/tools) that draws every requested frame of every file
/// in one run: ThorVG (`ThorVGOracle`) and lottie-web (`LottieWebOracle`). Both scripts take `FILE WIDTH HEIGHT
/// FRAMES` groups and answer, per file, one byte (1 drawn, 0 refused) and then each frame as premultiplied RGBA
/// words; a refusal's reason goes to standard error.
enum FrameOracle {
    struct Job: Sendable {
        var url: URL
        var width: Int, height: Int
        /// Absolute frame numbers of the file.
        var frames: [Double]
    }

    enum Outcome: Sendable {
        /// Frames in the order asked, premultiplied RGBA words (0xAABBGGRR); nil for a file the player refused.
        case rendered([[[UInt32]]?])
        /// Why there is no such reference (the player is not installed, no python3): said in the test output.
        case unavailable(String)
    }

    /// The arguments of `jobs` for a frame script.
    static func arguments(_ jobs: [Job]) -> [String] {
        jobs.flatMap { job in [job.url.path, "\(job.width)", "\(job.height)", job.frames.map { "\($0)" }.joined(separator: ",")] }
    }

    /// Runs `command`; its standard output, standard error, exit status and whether a signal ended it (nil when it
    /// could not be started).
    static func run(_ command: [String]) -> (output: Data, message: String, status: Int32, signalled: Bool)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        guard (try? process.run()) != nil else { return nil }
        // Standard error is read on a thread of its own, so neither pipe fills while the other is drained.
        let message = MessageBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            message.text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return (data, message.text, process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Runs the frame script `command` over `jobs` and reads its answer; `player` names it in messages. The reasons of
    /// refused files are printed. A player that crashes on a file (a signal: ThorVG has been seen to) refuses that
    /// file; the files after it are drawn by a new run.
    static func render(_ command: [String], jobs: [Job], player: String) -> Outcome {
        var results: [[[UInt32]]?] = []
        var rest = jobs[...]
        while !rest.isEmpty {
            guard let (data, message, status, signalled) = run(command + arguments(Array(rest))) else {
                return .unavailable("\(player): \(command[0]) could not be started")
            }
            guard status == 0 || signalled else { return .unavailable("\(player) exited \(status): \(message)") }
            for line in message.split(separator: "\n") { print(line) }
            let answered = read(data, rest)
            results += answered
            rest = rest.dropFirst(answered.count)
            guard !rest.isEmpty else { break }
            guard signalled else { return .unavailable("\(player): short output") }
            print("\(player) crashed (signal \(status)) drawing \(rest.first!.url.path): refused")
            results.append(nil)
            rest = rest.dropFirst()
        }
        return .rendered(results)
    }

    /// The answers for the first of `jobs` that `data` holds whole.
    static func read(_ data: Data, _ jobs: ArraySlice<Job>) -> [[[UInt32]]?] {
        var results: [[[UInt32]]?] = []
        var offset = data.startIndex
        for job in jobs {
            guard offset < data.endIndex else { break }
            let ok = data[offset] == 1
            let size = job.width * job.height * 4
            guard !ok || offset + 1 + size * job.frames.count <= data.endIndex else { break }
            offset += 1
            guard ok else { results.append(nil); continue }
            results.append(job.frames.map { _ in
                defer { offset += size }
                return data[offset..<offset + size].withUnsafeBytes { raw in
                    (0..<job.width * job.height).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
                }
            })
        }
        return results
    }
}

/// Standard error, written by the thread that reads it before the group it runs in is left.
private final class MessageBox: @unchecked Sendable {
    var text = ""
}
