import Raster
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A video written by the `ffmpeg` program: frames go to its standard input as raw RGBA (never as files), it writes a
/// temporary file beside the destination, and `finish` renames that over the destination once the video is known to be
/// whole. ffmpeg's exit status is not enough for that: on a full disk it reports `Error writing trailer` and still
/// exits 0, leaving a video without its index. So a video replaces the destination only when ffmpeg exited 0, wrote no
/// error, and the file holds every frame given in a container that ends where the file ends (`VideoStructure`).
/// `abort` (or any failure) stops ffmpeg and removes the temporary file, so no partial video is ever left.
///
/// The temporary file is made here (a fresh name, `O_EXCL`), and ffmpeg writes it through the descriptor it inherits
/// (`/proc/self/fd/3`), so it never opens a name in the user's folder that another process could have turned into a
/// link. ffmpeg is started with posix_spawn (`SpawnedProcess`), so a low limit on open files is an error, not a trap.
///
/// The frames must have even sides (4:2:0 chroma halves both; the job pads them). The rate is given as a fraction,
/// so the video's frame rate is the run's exactly. Standard input is one end of a socket pair rather than a pipe, so
/// a write after ffmpeg stopped fails with EPIPE instead of raising SIGPIPE in this process. The socket is
/// non-blocking and every wait on ffmpeg (for room in its input, for its exit) looks at `cancellation` at least every
/// `pollInterval`, and drains its standard error meanwhile: an ffmpeg that stops reading, or never exits, cannot keep
/// a signal from stopping the run.
final class VideoEncoder {
    let codec: VideoCodec
    let width: Int
    let height: Int
    let temporaryPath: String
    let destination: String
    private let process: SpawnedProcess
    private var socket: Int32
    /// The read end of ffmpeg's standard error (non-blocking), -1 once it closed.
    private var errorPipe: Int32
    /// The temporary file, open for reading back its structure.
    private let file: Int32
    /// ffmpeg's last error output (at most `keptErrorBytes`).
    private var errorBytes: [UInt8] = []
    private var framesSent = 0
    private var finished = false
    private let cancellation: RenderCancellation

    /// The longest a wait on ffmpeg goes without looking at the cancellation.
    static let pollInterval: Int32 = 20
    /// How long ffmpeg has to end after SIGTERM before it is killed.
    static let terminationGrace = 0.3
    /// The name ffmpeg writes the video to: the temporary file, its descriptor 3.
    static let outputName = "/proc/self/fd/3"
    /// The most of ffmpeg's error output kept: its last lines say why it failed.
    static let keptErrorBytes = 2000

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
        func failure(_ what: String) -> VideoError {
            .ffmpegFailed(status: -1, message: "cannot \(what): \(String(cString: strerror(errno)))")
        }
        file = open(temporaryPath, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw AtomicFile.WriteError(path: destination, reason: String(cString: strerror(errno))) }
        var pair: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            let error = failure("make its input")
            close(file)
            unlink(temporaryPath)
            throw error
        }
        // Close-on-exec at once: only the child spawned below is to have its write end.
        guard pipe(&errors) == 0, fcntl(errors[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(errors[1], F_SETFD, FD_CLOEXEC) == 0 else {
            let error = failure("make its error output")
            for fd in pair + errors + [file] where fd >= 0 { close(fd) }
            unlink(temporaryPath)
            throw error
        }
        socket = pair[0]
        errorPipe = errors[0]
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        _ = fcntl(errorPipe, F_SETFL, fcntl(errorPipe, F_GETFL) | O_NONBLOCK)
        let arguments = ["-hide_banner", "-nostats", "-nostdin", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
                         "-framerate", rate.description, "-i", "pipe:0",
                         "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
            + VideoEncoder.outputArguments(codec: codec, alpha: alpha) + [VideoEncoder.outputName]
        let started: SpawnedProcess
        do {
            started = try SpawnedProcess(executable: ffmpeg, arguments: arguments, streams: [pair[1], -1, errors[1], file])
        } catch {
            for fd in [pair[0], pair[1], errors[0], errors[1], file] { close(fd) }
            unlink(temporaryPath)
            throw VideoError.ffmpegFailed(status: -1, message: "\(error)")
        }
        process = started
        // The child has its copies; ours would keep its input and error output open.
        close(pair[1])
        close(errors[1])
    }

    deinit {
        if !finished { abort() }
        if errorPipe >= 0 { close(errorPipe) }
        close(file)
    }

    /// Reads what ffmpeg wrote on its standard error so far, keeping the last `keptErrorBytes`.
    private func drainErrors() {
        guard errorPipe >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(errorPipe, $0.baseAddress, $0.count) }
            if n > 0 {
                errorBytes += buffer[..<n]
                if errorBytes.count > VideoEncoder.keptErrorBytes { errorBytes.removeFirst(errorBytes.count - VideoEncoder.keptErrorBytes) }
                continue
            }
            if n < 0, errno == EINTR { continue }
            if n == 0 || errno != EAGAIN {
                close(errorPipe)
                errorPipe = -1
            }
            return
        }
    }

    /// What ffmpeg wrote on its standard error, on one line.
    private var errorText: String {
        drainErrors()
        // ffmpeg names the file by the descriptor it was given; the user knows it by its name.
        return String(decoding: errorBytes, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: "; ")
            .replacingOccurrences(of: VideoEncoder.outputName, with: destination)
    }

    /// Waits until `socket` can take more (or `pollInterval` passed), reading ffmpeg's error output meanwhile.
    private func waitForRoom() {
        var fds = [pollfd(fd: socket, events: Int16(POLLOUT), revents: 0),
                   pollfd(fd: errorPipe, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, errorPipe >= 0 ? 2 : 1, VideoEncoder.pollInterval)
        drainErrors()
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
                        waitForRoom()
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
            let text = errorText
            throw VideoError.ffmpegFailed(status: process.exitStatus, message: text.isEmpty ? String(cString: strerror(failure)) : text)
        }
        framesSent += 1
    }

    /// Ends the input, waits for ffmpeg, checks the video and moves it to `destination`; returns its size in bytes. A
    /// cancellation while ffmpeg finishes stops it and throws `RenderCancellation.Stop`.
    func finish() throws -> Int {
        close(socket)
        socket = -1
        while process.isRunning {
            if let reason = cancellation.cancelReason {
                abort()
                throw RenderCancellation.Stop(reason: reason)
            }
            var fds = [pollfd(fd: errorPipe, events: Int16(POLLIN), revents: 0)]
            if errorPipe >= 0 { _ = poll(&fds, 1, VideoEncoder.pollInterval) } else { usleep(UInt32(VideoEncoder.pollInterval) * 1000) }
            drainErrors()
        }
        finished = true
        let text = errorText
        // At `-loglevel error` ffmpeg writes only errors: one means the file may lack its end even after exit 0.
        guard process.succeeded, text.isEmpty else {
            unlink(temporaryPath)
            throw VideoError.ffmpegFailed(status: process.exitStatus,
                                          message: text.isEmpty ? (process.ending ?? "") : text)
        }
        var info = stat(), atPath = stat()
        guard fstat(file, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw AtomicFile.WriteError(path: destination, reason: reason)
        }
        do {
            try VideoStructure(file: file, size: Int(info.st_size), codec: codec).check(frames: framesSent)
        } catch {
            unlink(temporaryPath)
            throw error
        }
        // The name still holds the file ffmpeg wrote (not something put there since).
        guard lstat(temporaryPath, &atPath) == 0, atPath.st_ino == info.st_ino, atPath.st_dev == info.st_dev else {
            throw OutputError.unsafeFile(temporaryPath, reason: "it was replaced while ffmpeg wrote it")
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw AtomicFile.WriteError(path: destination, reason: reason)
        }
        return Int(info.st_size)
    }

    /// Stops ffmpeg (SIGTERM, then SIGKILL if it has not ended within `terminationGrace`) and removes the temporary
    /// file (after a failure or an interruption).
    func abort() {
        guard !finished else { return }
        finished = true
        if socket >= 0 { close(socket) }
        socket = -1
        if process.isRunning {
            process.signal(SIGTERM)
            let deadline = Date().addingTimeInterval(VideoEncoder.terminationGrace)
            while process.isRunning, Date() < deadline { usleep(5000) }
            if process.isRunning { process.signal(SIGKILL) }
        }
        process.wait()
        unlink(temporaryPath)
    }
}
