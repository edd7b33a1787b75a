#if canImport(Glibc)
import Glibc
#endif

/// A shell script written for a test to run as a program (a fake ffmpeg). Its file is written through a descriptor
/// opened close-on-exec: a child another test spawns meanwhile must not inherit it open for writing, or running the
/// script fails with ETXTBSY (text file busy) for as long as that child lives.
package enum ExecutableScript {
    package struct WriteFailed: Error { package let path: String }

    package static func write(_ body: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw WriteFailed(path: path) }
        let text = Array("#!/bin/sh\n\(body)\n".utf8)
        let written = text.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == text.count, chmod(path, 0o755) == 0 else { throw WriteFailed(path: path) }
    }
}
