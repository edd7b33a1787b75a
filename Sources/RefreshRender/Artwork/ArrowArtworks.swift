import Raster
/// The arrows of EGOTableViewPullRefresh, MJRefresh and SVPullToRefresh, drawn from STYLES.md's measurements.
extension VectorArtwork {
    /// EGOTableViewPullRefresh's arrow colours (STYLES.md §2.2, @2x values).
    public enum EGOArrowColor: String, Sendable, CaseIterable {
        case blue, gray, black, white

        public var color: Color {
            switch self {
            case .blue: return Color(rgb8: 126, 141, 162)
            case .gray: return Color(rgb8: 68, 68, 68)
            case .black: return Color(rgb8: 0, 0, 0)
            case .white: return Color(rgb8: 255, 255, 255)
            }
        }

        /// The ladder's alpha at the top and bottom of each of the four bars (STYLES.md §2.2, @2x): blue 0.10, 0.30,
        /// 0.50 flat, then 0.79 → 0.85 down the fourth; grey graded down every bar, 0.07 → 0.16, 0.30 → 0.42,
        /// 0.56 → 0.67, 0.79 → 0.85. The black and white files are not measured: they keep the blue ladder.
        package var barAlphas: [(top: Double, bottom: Double)] {
            switch self {
            case .blue, .black, .white: return [(0.10, 0.10), (0.30, 0.30), (0.50, 0.50), (0.79, 0.85)]
            case .gray: return [(0.07, 0.16), (0.30, 0.42), (0.56, 0.67), (0.79, 0.85)]
            }
        }
    }

    /// EGO's arrow, 23×60 pt (STYLES.md §2.2): a fading ladder of four 11×4.5 pt bars (tops at y 2, 11, 20, 29; the
    /// variant's `barAlphas`) above a solid down-arrow (stem x 6–17 from y 38, head from y 42.5 spanning x 0.5–22.5
    /// to the apex at (11.5, 59)), alpha 0.86.
    package static func egoArrow(_ variant: EGOArrowColor = .blue) -> VectorArtwork {
        let c = variant.color
        let arrow = Path.polygon([(6, 38), (17, 38), (17, 42.5), (22.5, 42.5), (11.5, 59), (0.5, 42.5), (6, 42.5)])
        let bars = zip([2.0, 11, 20, 29], variant.barAlphas).map { top, alpha -> ArtworkElement in
            let bar = Path.rect(Rect(x: 6, y: top, width: 11, height: 4.5))
            guard alpha.top != alpha.bottom else { return .fill(bar, .solid(c.withAlphaMultiplied(by: alpha.top))) }
            return .fill(bar, .verticalGradient(y0: top, top: c.withAlphaMultiplied(by: alpha.top),
                                                y1: top + 4.5, bottom: c.withAlphaMultiplied(by: alpha.bottom)))
        }
        return VectorArtwork(name: "ego-arrow-\(variant.rawValue)", size: Size(width: 23, height: 60),
                             elements: bars + [.fill(arrow, .solid(c.withAlphaMultiplied(by: 0.86)))])
    }

    /// MJRefresh's arrow, 15×40 pt (STYLES.md §4.3): a thin line down-arrow — a 1.5 pt stem at x 7.25 from y 8.5 to
    /// the tip at y 31, and two 1.5 pt chevron strokes from (1, 24) and (13.5, 24) to the tip, round ends. Drawn in
    /// the label colour rgb(90,90,90) (template tint, §4.2).
    package static func mjArrow(color: Color = Color(rgb8: 90, 90, 90)) -> VectorArtwork {
        let tip = Point(x: 7.25, y: 30.2)
        var stem = Path()
        stem.move(to: Point(x: 7.25, y: 9.25))
        stem.line(to: tip)
        var chevron = Path()
        chevron.move(to: Point(x: 1.0, y: 24.0))
        chevron.line(to: tip)
        chevron.line(to: Point(x: 13.5, y: 24.0))
        return VectorArtwork(name: "mj-arrow", size: Size(width: 15, height: 40), elements: [
            .stroke(stem, .solid(color), width: 1.5),
            .stroke(chevron, .solid(color), width: 1.5),
        ])
    }

    /// SVPullToRefresh's arrow, 22×48 pt, drawn in code (STYLES.md §3.2): six 12×4 bars at x 5, y 0, 6, …, 30 and a
    /// triangle (0,34) → (11,48) → (22,34), painted with a vertical gradient from the colour at alpha 0 (y 0) to
    /// alpha 1 at y 38.4 (0.8 of 48). Default colour grey rgb(128,128,128).
    package static func svArrow(color: Color = Color(white: 0.5)) -> VectorArtwork {
        var shape = Path()
        for i in 0..<6 { shape.addPath(.rect(Rect(x: 5, y: Double(i) * 6, width: 12, height: 4))) }
        shape.addPath(.polygon([(0, 34), (11, 48), (22, 34)]))
        return VectorArtwork(name: "sv-arrow", size: Size(width: 22, height: 48), elements: [
            .fill(shape, .verticalGradient(y0: 0, top: color.withAlphaMultiplied(by: 0), y1: 38.4, bottom: color)),
        ])
    }
}
