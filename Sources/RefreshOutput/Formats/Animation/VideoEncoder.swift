import Raster
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A video written by the `ffmpeg` program: frames go to its standard input as raw RGBA (never as files), it writes a
/// temporary file beside the destination, and `finish` renames that over the destination once ffmpeg exited cleanly.
/// `abort` (or any failure) stops ffmpeg and removes the temporary file, so no partial video is ever left.
///
/// The frames must have even sides (4:2:0 chroma halves both; the job pads them). The rate is given as a fraction,
/// so the video's frame rate is the run's exactly. Standard input is one end of a socket pair rather than a pipe, so
/// a write after ffmpeg stopped fails with EPIPE instead of raising SIGPIPE in this process. The socket is
/// non-blocking and every wait on ffmpeg (for room in its input, for its exit) looks at `cancellation` at least every
/// `pollInterval`: an ffmpeg that stops reading, or never exits, cannot keep a signal from stopping the run.
final class VideoEncoder {
    let codec: VideoCodec
    let width: Int
    let height: Int
    let temporaryPath: String
    let destination: String
    private let process = Process()
    private var socket: Int32
    private let errors = ErrorLog()
    private var finished = false
    private let cancellation: RenderCancellation

    /// The longest a wait on ffmpeg goes without looking at the cancellation.
    static let pollInterval: Int32 = 20
    /// How long ffmpeg has to end after SIGTERM before it is killed.
    static let terminationGrace = 0.3

    /// The ffmpeg arguments after the input: codec, pixel format, quality, container.
    /// CRF 18 (x264) is near-transparent for UI frames; CRF 30 with `-b:v 0` is libvpx-vp9's constant-quality mode
    /// at its recommended level for 720p-class frames. Metadata and the encoder's version string are left out
    /// (`bitexact`), so a file does not change with the ffmpeg build more than its encoder does.
    static func outputArguments(codec: VideoCodec, alpha: Bool) -> [String] {
        switch codec {
        case .h264:
            return ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4"]
        case .vp9:
            return ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-pix_fmt", alpha ? "yuva420p" : "yuv420p",
                    "-f", "webm"]
        }
    }

    /// The first `ffmpeg` executable in the folders of `searchPath` (a PATH value), as the shell finds it.
    static func findFFmpeg(searchPath: String) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = folder.hasSuffix("/") ? folder + "ffmpeg" : folder + "/ffmpeg"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: String(candidate), isDirectory: &isDirectory), !isDirectory.boolValue,
               access(String(candidate), X_OK) == 0 {
                return String(candidate)
            }
        }
        return nil
    }

    /// Starts ffmpeg for `width`×`height` RGBA frames (even sides) at `rate`, writing `destination` in the end.
    init(codec: VideoCodec, width: Int, height: Int, rate: RationalRate, alpha: Bool, destination: String,
         searchPath: String, cancellation: RenderCancellation = RenderCancellation()) throws {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0)
        guard let ffmpeg = VideoEncoder.findFFmpeg(searchPath: searchPath) else {
            throw VideoError.ffmpegMissing(searchPath: searchPath)
        }
        self.codec = codec
        self.width = width
        self.height = height
        self.destination = destination
        self.cancellation = cancellation
        let url = URL(fileURLWithPath: destination)
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).\(codec.fileExtension)").path
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw VideoError.ffmpegFailed(status: -1, message: "cannot make its input: \(String(cString: strerror(errno)))")
        }
        socket = pair[0]
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-nostats", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
                             "-framerate", rate.description, "-i", "pipe:0",
                             "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
            + VideoEncoder.outputArguments(codec: codec, alpha: alpha) + [temporaryPath]
        let input = FileHandle(fileDescriptor: pair[1], closeOnDealloc: true)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            close(socket)
            throw VideoError.ffmpegFailed(status: -1, message: "cannot start \(ffmpeg): \(error)")
        }
        // The child has its copy; ours would keep its input open.
        try? input.close()
        errors.collect(errorPipe.fileHandleForReading)
    }

    deinit {
        if !finished { abort() }
    }

    /// Sends one frame of `width × height` RGBA pixels; waits while ffmpeg's input is full, and throws
    /// `RenderCancellation.Stop` (ffmpeg stopped, the file removed) when the run is cancelled meanwhile.
    func write(_ frame: [UInt32]) throws {
        precondition(frame.count == width * height)
        var failure: Int32?
        do {
            failure = try frame.withUnsafeBytes { raw throws(RenderCancellation.Stop) -> Int32? in
                var sent = 0
                while sent < raw.count {
                    let n = send(socket, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                    if n >= 0 {
                        sent += n
                        continue
                    }
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK:
                        try cancellation.check()
                        var room = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&room, 1, VideoEncoder.pollInterval)
                    case let code: return code
                    }
                }
                return nil
            }
        } catch {
            abort()
            throw error
        }
        if let failure {
            // ffmpeg stopped reading: its own message says why.
            abort()
            throw VideoError.ffmpegFailed(status: process.terminationStatus,
                                          message: errors.text.isEmpty ? String(cString: strerror(failure)) : errors.text)
        }
    }

    /// Ends the input, waits for ffmpeg and moves the video to `destination`; returns its size in bytes. A cancellation
    /// while ffmpeg finishes stops it and throws `RenderCancellation.Stop`.
    func finish() throws -> Int {
        close(socket)
        socket = -1
        while process.isRunning {
            if let reason = cancellation.cancelReason {
                abort()
                throw RenderCancellation.Stop(reason: reason)
            }
            usleep(UInt32(VideoEncoder.pollInterval) * 1000)
        }
        process.waitUntilExit()
        finished = true
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            unlink(temporaryPath)
            throw VideoError.ffmpegFailed(status: status, message: errors.text)
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw AtomicFile.WriteError(path: destination, reason: reason)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: destination)[.size] as? Int) ?? nil
        return size ?? 0
    }

    /// Stops ffmpeg (SIGTERM, then SIGKILL if it has not ended within `terminationGrace`) and removes the temporary
    /// file (after a failure or an interruption).
    func abort() {
        guard !finished else { return }
        finished = true
        if socket >= 0 { close(socket) }
        socket = -1
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(VideoEncoder.terminationGrace)
            while process.isRunning, Date() < deadline { usleep(5000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        unlink(temporaryPath)
    }

    /// ffmpeg's standard error, read on a thread of its own until it closes (so ffmpeg never blocks on it); the last
    /// lines are kept for the message of a failure.
    final class ErrorLog: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        /// The most kept: ffmpeg's last lines say why it failed.
        static let keptBytes = 2000

        func collect(_ handle: FileHandle) {
            Thread {
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    self.lock.lock()
                    self.data.append(chunk)
                    if self.data.count > ErrorLog.keptBytes { self.data = self.data.suffix(ErrorLog.keptBytes) }
                    self.lock.unlock()
                }
                self.done.signal()
            }.start()
        }

        /// What ffmpeg wrote, trimmed, on one line; waits (at most a second) for it to close its standard error.
        var text: String {
            _ = done.wait(timeout: .now() + 1)
            done.signal()
            lock.lock(); defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: "; ")
        }
    }
}
