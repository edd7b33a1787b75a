import Foundation
import Raster

/// Lines for stderr, each escaped (`TerminalText`). FileHandle's `write(_: Data)` traps when the write fails (stderr
/// closed, or a full disk behind `2>file`); a message that cannot be shown must not turn into a crash, so a failed
/// write is dropped.
enum StandardError {
    /// Writes `text` as one line: a line break at its end is the line's own, any other is escaped with the rest.
    static func write(_ text: String) {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        writeTerminalControl(TerminalText.escaped(line) + "\n")
    }

    /// Writes `text` as it is: only for what the tool itself composes to drive the terminal (the progress bar's
    /// carriage returns and line clearing), never for text that holds a value from outside.
    static func writeTerminalControl(_ text: String) {
        if let capture = Console.capture { return capture.append(text, to: .standardError) }
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}

/// Lines for stdout (a run's summary), each escaped (`TerminalText`); a failed write is dropped, as on stderr.
enum StandardOutput {
    static func write(_ line: String) {
        let text = TerminalText.escaped(line) + "\n"
        if let capture = Console.capture { return capture.append(text, to: .standardOutput) }
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
}

/// Where the tool's lines go: the process's stdout and stderr, unless a command runs with a capture of its own
/// (`Console.$capture.withValue`), as when a test runs a whole command inside its own process. The capture is a task
/// local, so commands running side by side each keep their own; a line written from a thread outside the command's
/// task (none of the tool's lines are) would go to the process's streams.
enum Console {
    @TaskLocal static var capture: Capture?

    enum Stream: Sendable { case standardOutput, standardError }

    /// The text a command wrote to each stream, in order.
    final class Capture: Sendable {
        private let text = Locked((out: "", err: ""))

        func append(_ line: String, to stream: Stream) {
            text.withLock { text in
                switch stream {
                case .standardOutput: text.out += line
                case .standardError: text.err += line
                }
            }
        }

        var standardOutput: String { text.withLock { $0.out } }
        var standardError: String { text.withLock { $0.err } }
    }
}
