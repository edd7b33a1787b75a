import Raster
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal beside `frames.json` that makes a frame run crash-consistent: its first line is the run's identity,
/// then one line per frame, appended (one `write(2)` with `O_APPEND`, from any worker) *before* the frame's file is
/// renamed into place. After any kill — SIGKILL, the OOM killer, a full disk, a CI timeout — the journal names every
/// frame file the run may have written, with the SHA-256 it was to have; the next run with the same identity keeps
/// the files that match and renders the rest. A run that ends (completed, interrupted or failed) writes `frames.json`
/// and removes the journal.
package final class FrameJournal: Sendable {
    package static let fileName = ".frames.journal"

    /// What a journal left in a folder says.
    package struct Contents: Sendable {
        package var identity: RunIdentity
        /// In the order they were appended; a torn last line (a write cut short) is left out.
        package var frames: [FrameManifest.Frame]
    }

    private struct Header: Codable {
        var journal: String
        var identity: RunIdentity
    }

    private let descriptor: Int32
    private let appending = Locked(())
    let path: String

    /// Starts the journal of a run at `path`: its identity and the frames it already holds (kept from an earlier run
    /// with the same identity), written atomically, then opened for appending.
    init(path: String, identity: RunIdentity, frames: [FrameManifest.Frame]) throws {
        var bytes = try FrameJournal.line(Header(journal: FrameManifest.generatorName, identity: identity))
        for frame in frames { bytes += try FrameJournal.line(frame) }
        try AtomicFile.write(bytes, to: path)
        // The file just renamed into place, never a link put there since: its lines must not land elsewhere.
        let fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(errno))) }
        if let unsafe = OutputLock.unsafeKind(fd) {
            close(fd)
            throw OutputError.unsafeFile(path, reason: unsafe)
        }
        self.descriptor = fd
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// Records `frames` (before their files are written). Safe from any thread: whole lines in one `write` (a picture's
    /// frames together, so a run with many repeats makes one call per picture, not per frame), continued if cut short.
    func append(_ frames: [FrameManifest.Frame]) throws {
        guard !frames.isEmpty else { return }
        let encoder = FrameJournal.encoder()
        var bytes: [UInt8] = []
        for frame in frames { bytes += try encoder.encode(frame) + [0x0A] }
        // A write cut short (the disk filled up mid-way) is continued: the next write fails with the system's reason
        // (ENOSPC). The lock keeps another worker's lines from landing between the two parts.
        try appending.withLock { _ throws(AtomicFile.WriteError) in
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    let reason = n < 0 ? String(cString: strerror(errno)) : "wrote \(written) of \(bytes.count) bytes"
                    throw AtomicFile.WriteError(path: path, reason: reason)
                }
                written += n
            }
        }
    }

    /// The run has written its manifest: the journal is no longer needed.
    func remove() {
        unlink(path)
    }

    /// Reads a journal left in a folder; nil when there is none or its first line is not a journal of this tool.
    package static func read(_ path: String) -> Contents? {
        guard let data = FolderFile.read(path, limit: FolderFile.listLimit) else { return nil }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: true)
        let decoder = JSONDecoder()
        guard let first = lines.first, let header = try? decoder.decode(Header.self, from: Data(first)),
              header.journal == FrameManifest.generatorName else { return nil }
        // A line that does not decode was cut short by the kill (or the disk filling up): that frame was not renamed
        // into place, as its line comes first.
        // A line naming anything but an entry of the folder was not written by a run.
        let frames = lines.dropFirst().compactMap { try? decoder.decode(FrameManifest.Frame.self, from: Data($0)) }
            .filter { FrameManifest.isFolderEntry($0.file) }
        return Contents(identity: header.identity, frames: frames)
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func line(_ value: some Encodable) throws -> [UInt8] {
        [UInt8](try encoder().encode(value)) + [0x0A]
    }
}
