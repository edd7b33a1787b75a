import Raster
/// The colours of the screen around the control in one appearance (STYLES.md §8.2, §8.3, §10.4): UIKit's bars, cells
/// and separators resolve their dynamic colours per appearance; a colour a demo sets itself (the airplane's blue
/// table) does not change.
struct ScreenPalette: Sendable, Hashable {
    /// The navigation bar and status bar background.
    var bar: Color
    /// The one-pixel line under the bar (UIBarAppearance's `shadowColor`).
    var hairline: Color
    /// Status bar glyphs, the bar's title, the cells' titles (`label`).
    var ink: Color
    /// The cells' subtitles.
    var secondaryInk: Color
    /// A plain cell's and a plain table's background (`systemBackground`).
    var cell: Color
    /// UITableView's separator.
    var separator: Color
    /// The battery's outline and terminal.
    var batteryOutline: Color

    /// iOS 7–12 and iOS 13+ light (§8.2, §8.3).
    static let light = ScreenPalette(bar: Color(rgb8: 248, 248, 248), hairline: Color(white: 0, alpha: 0.3), ink: .black,
                                     secondaryInk: Color(rgb8: 85, 85, 85), cell: .white,
                                     separator: Color(rgb8: 200, 199, 204), batteryOutline: Color(white: 0, alpha: 0.4))
    /// iOS 13+ dark (§10.4): `systemBackground` black, `label` white, `secondaryLabel` rgba(235,235,245,0.6),
    /// `separator` rgba(84,84,88,0.6), the bar's shadow white at 0.15 and the bar itself rgb(18,18,18).
    static let dark = ScreenPalette(bar: Color(rgb8: 18, 18, 18), hairline: Color(white: 1, alpha: 0.15), ink: .white,
                                    secondaryInk: Color(rgb8: 235, 235, 245, alpha: 0.6), cell: .black,
                                    separator: Color(rgb8: 84, 84, 88, alpha: 0.6),
                                    batteryOutline: Color(white: 1, alpha: 0.4))

    static func of(_ appearance: Appearance) -> ScreenPalette {
        switch appearance {
        case .light: return .light
        case .dark: return .dark
        }
    }

    /// The table's background: a demo's own colour, else `systemBackground`.
    func tableBackground(_ traits: ScreenTraits) -> Color {
        traits.tableBackground ?? cell
    }
}
