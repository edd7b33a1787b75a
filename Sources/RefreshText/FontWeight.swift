/// The two weights the headers use: UIFont systemFont (regular) and boldSystemFont (bold).
enum FontWeight: Sendable, Hashable {
    case regular
    case bold

    /// The weight a UIKit font name asks for: names containing "Bold", "Semibold", "Heavy" or "Black" (any case)
    /// are bold, everything else ("Helvetica", "HelveticaNeue", …) is regular. STYLES.md §6.13.
    public init(fontName: String) {
        let lower = fontName.lowercased()
        self = ["bold", "heavy", "black"].contains(where: { lower.contains($0) }) ? .bold : .regular
    }
}
