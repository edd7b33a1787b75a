/// Text the tool prints, made safe for a terminal. Messages repeat what came from outside — option values, paths,
/// the names of a Lottie file's layers, ffmpeg's output — and a control character in them would be obeyed by the
/// terminal: an escape sequence clears the screen or sets the window title, a carriage return or line break forges a
/// line of the tool's own. `escaped` shows each such character as an escape instead, and every message goes out
/// through it (`StandardError`, `StandardOutput`, `RenderFrames.execute`); the tool's own line breaks are the only
/// ones left, put between lines escaped one by one.
enum TerminalText {
    /// `text` on one line with every control character shown as an escape: `\n`, `\r`, `\t`, `\e` (escape), and
    /// `\u{7}` for the rest of C0, DEL and C1; also the line and paragraph separators and the bidirectional
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what follows them on screen.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// `lines`, each escaped, one per line.
    static func lines(_ lines: [String]) -> String {
        lines.map(escaped).joined(separator: "\n")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
