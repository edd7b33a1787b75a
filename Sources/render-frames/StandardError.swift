import Foundation

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
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}

/// Lines for stdout (a run's summary), each escaped (`TerminalText`); a failed write is dropped, as on stderr.
enum StandardOutput {
    static func write(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((TerminalText.escaped(line) + "\n").utf8))
    }
}
