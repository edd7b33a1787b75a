import Raster
/// The visible box drawn for a character that no installed font has: a hollow rectangle as wide as the font's
/// x-height and as tall as its cap height, standing on the baseline, with a side bearing on both sides.
enum ReplacementBox {
    /// Side bearing on each side, in ems.
    static let sideBearing = 0.08
    /// Thickness of the box's outline, in ems.
    static let thickness = 0.06

    /// The box's advance width at `size` points in `font`.
    public static func advance(font: Font, size: Double) -> Double {
        (font.xHeight + 2 * sideBearing * font.unitsPerEm) * font.scale(forSize: size)
    }

    /// The box outline with the pen at `origin` (baseline y), y-down: an outer rectangle and a reversed inner one,
    /// so a non-zero (or even-odd) fill leaves the middle empty.
    public static func path(font: Font, size: Double, at origin: Point) -> Path {
        let s = font.scale(forSize: size)
        let em = font.unitsPerEm * s
        let left = origin.x + sideBearing * em
        let width = font.xHeight * s, height = font.capHeight * s
        let t = min(thickness * em, width / 4, height / 4)
        let top = origin.y - height, bottom = origin.y
        var path = Path()
        path.move(to: Point(x: left, y: top))
        path.line(to: Point(x: left + width, y: top))
        path.line(to: Point(x: left + width, y: bottom))
        path.line(to: Point(x: left, y: bottom))
        path.close()
        path.move(to: Point(x: left + t, y: top + t))
        path.line(to: Point(x: left + t, y: bottom - t))
        path.line(to: Point(x: left + width - t, y: bottom - t))
        path.line(to: Point(x: left + width - t, y: top + t))
        path.close()
        return path
    }
}
