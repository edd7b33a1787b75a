#if canImport(Glibc)
import Glibc
#endif

/// A child program started with posix_spawn(2), its standard streams given as file descriptors.
///
/// Not Foundation's `Process`: it traps (SIGILL) when it cannot make its internal sockets, which a low open-files limit
/// (`ulimit -n 16`) causes, and its failure to start must be an error with the system's reason, not a crash. The
/// child starts with the default action for the signals this process catches or ignores (SIGINT, SIGTERM, SIGPIPE),
/// so a stop reaches it, and in a process group of its own, so a Ctrl-C at the terminal reaches this process alone,
/// which then stops the child itself (a signal must never leave a half-written file that looks finished).
final class SpawnedProcess {
    let pid: pid_t
    /// The wait status once reaped.
    private(set) var status: Int32?

    /// Why a program could not be started: the system's reason.
    struct StartError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Starts `executable` with `arguments`, the descriptors of `streams` as its descriptors 0, 1, 2, … (-1 for
    /// /dev/null). Descriptors of this process are not inherited otherwise (all are opened close-on-exec).
    init(executable: String, arguments: [String], streams: [Int32]) throws(StartError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in streams.enumerated() {
            if source < 0 {
                posix_spawn_file_actions_addopen(&actions, Int32(target), "/dev/null", O_RDWR, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        var code = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        // ETXTBSY is passing: another thread's fork may hold the program's file open for writing a moment longer (a
        // program just installed or written). Tries for a second, then the system's reason.
        for _ in 0..<50 where code == ETXTBSY {
            usleep(20_000)
            code = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        }
        guard code == 0 else { throw StartError(reason: "cannot start \(executable): \(String(cString: strerror(code)))") }
        pid = child
    }

    /// True until the child has ended (and is then reaped).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let n = waitpid(pid, &raw, WNOHANG)
        if n == pid { status = raw }
        // ECHILD: reaped elsewhere (never here): ended, with an unknown outcome that must not pass for success.
        if n < 0, errno != EINTR { status = status ?? SpawnedProcess.unknownEnding }
        return status == nil
    }

    /// Waits for the child to end.
    func wait() {
        while status == nil {
            var raw: Int32 = 0
            let n = waitpid(pid, &raw, 0)
            if n == pid { status = raw } else if n < 0, errno != EINTR { status = SpawnedProcess.unknownEnding }
        }
    }

    /// The wait status recorded when the child's end could not be observed: exit status 255.
    private static let unknownEnding: Int32 = 255 << 8

    func signal(_ number: Int32) {
        if status == nil { kill(pid, number) }
    }

    /// How it ended, for messages: `exit status N` or `killed by SIGX (reason)`; nil while running.
    var ending: String? {
        guard let status else { return nil }
        let signal = status & 0x7F
        if signal == 0 { return "exit status \((status >> 8) & 0xFF)" }
        return "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    }

    /// True when it exited with status 0.
    var succeeded: Bool { status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == 0 } ?? false }

    /// The exit status, or 128 + the signal that ended it (as a shell reports it); -1 while running.
    var exitStatus: Int32 {
        guard let status else { return -1 }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
