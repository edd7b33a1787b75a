import Foundation

/// Text for stderr. FileHandle's `write(_: Data)` traps when the write fails (stderr closed, or a full disk behind
/// `2>file`); a message that cannot be shown must not turn into a crash, so a failed write is dropped.
enum StandardError {
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
