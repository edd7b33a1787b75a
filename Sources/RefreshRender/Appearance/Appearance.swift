import Raster
/// The screen's appearance, as iOS 13+ sets `UITraitCollection.userInterfaceStyle` (STYLES.md §10): each style resolves
/// its colours for it — the dynamic system colours and the iOS 13 spinner where the library uses them, its fixed
/// colours where it hard-codes them.
public enum Appearance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light, dark

    public var description: String { rawValue }

    /// `UIColor.systemBackground`: what a plain table view shows behind a clear header or footer (§10.1).
    public var systemBackground: Color {
        switch self {
        case .light: return .white
        case .dark: return .black
        }
    }

    /// The colour of `UIActivityIndicatorViewStyleMedium`, the style MJRefresh picks on iOS 13+ (§10.1, §10.2, §7 A19):
    /// light keeps the Gray style's grey of §6.12; dark is `secondaryLabel`'s dark value, rgba(235,235,245,0.6).
    public var mediumIndicatorColor: Color {
        switch self {
        case .light: return ActivityIndicator.color
        case .dark: return Color(rgb8: 235, 235, 245, alpha: 0.6)
        }
    }
}
