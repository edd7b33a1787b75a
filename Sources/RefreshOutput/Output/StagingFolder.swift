import Raster
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hidden folder inside an output folder where a run that writes several files (an image set) writes all of them
/// first; only when every file is complete are they renamed into place. The bytes are on disk before anything in the
/// output folder changes, and a rename needs no space, so a full disk or a failed write leaves the folder as it was
/// instead of with part of the set. The folder is named `.NAME.tmp-PID-N`; the next run into the output folder removes
/// one whose process is gone (killed mid-write).
struct StagingFolder {
    let path: String
    let destination: String

    /// Makes a fresh staging folder for `name` inside `destination`.
    init(for name: String, in destination: String) throws(AtomicFile.WriteError) {
        let path = OutputDirectory.join(destination, ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard mkdir(path, 0o755) == 0 else { throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
        self.destination = destination
    }

    /// Writes one file of the set into the staging folder; the error names the file's final path.
    func write(_ bytes: [UInt8], named name: String) throws(AtomicFile.WriteError) {
        do {
            try AtomicFile.write(bytes, to: OutputDirectory.join(path, name))
        } catch {
            throw AtomicFile.WriteError(path: OutputDirectory.join(destination, name), reason: error.reason)
        }
    }

    /// Renames every file of `names` into the destination, then removes the staging folder.
    func commit(_ names: [String]) throws(AtomicFile.WriteError) {
        for name in names {
            let target = OutputDirectory.join(destination, name)
            guard rename(OutputDirectory.join(path, name), target) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw AtomicFile.WriteError(path: target, reason: reason)
            }
        }
        discard()
    }

    /// Removes the staging folder and what is in it.
    func discard() {
        StagingFolder.remove(path)
    }

    /// Removes the staging folders of runs into `folder` that were killed (their process is gone).
    static func removeStale(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let range = name.range(of: ".tmp-", options: .backwards) else { continue }
            let parts = name[range.upperBound...].split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { continue }
            let path = OutputDirectory.join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            remove(path)
        }
    }

    /// Removes a staging folder: the files in it, then the folder. The folder is opened without following a link and
    /// its entries removed relative to that descriptor, so a staging name swapped for a link to another folder meanwhile
    /// costs that folder nothing (unlinkat never follows a link, and refuses a folder).
    private static func remove(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        guard let listing = fdopendir(fd) else {
            close(fd)
            return
        }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        for name in names { unlinkat(fd, name, 0) }
        closedir(listing)   // closes fd too
        rmdir(path)
    }
}
