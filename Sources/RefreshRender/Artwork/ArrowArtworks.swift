import Foundation
import Raster
/// The arrows of EGOTableViewPullRefresh (its own images), MJRefresh and SVPullToRefresh (drawn from STYLES.md's
/// measurements).
extension VectorArtwork {
    /// EGOTableViewPullRefresh's arrow images, one a colour (STYLES.md §2.2).
    public enum EGOArrowColor: String, Sendable, CaseIterable {
        case blue, gray, black, white

        /// The arrow's flat colour in the @2x file (STYLES.md §2.2).
        public var color: Color {
            switch self {
            case .blue: return Color(rgb8: 126, 141, 162)
            case .gray: return Color(rgb8: 68, 68, 68)
            case .black: return Color(rgb8: 0, 0, 0)
            case .white: return Color(rgb8: 255, 255, 255)
            }
        }

        /// The library's two files of this colour, `<colour>Arrow.png` and `<colour>Arrow@2x.png`, decoded once.
        package var image: ShippedImage { EGOArrowColor.images[self] ?? ShippedImage(files: [], notice: EGOArrowFiles.notice) }

        /// The embedded files decoded (`EGOArrowFiles`); a test proves that each decodes, so none is left out here.
        private static let images: [EGOArrowColor: ShippedImage] = Dictionary(uniqueKeysWithValues: allCases.map { color in
            let files = [false, true].compactMap { retina -> BitmapContents? in
                guard let data = Data(base64Encoded: EGOArrowFiles.base64(color, retina: retina), options: .ignoreUnknownCharacters),
                      let image = try? Image(pngData: [UInt8](data)) else { return nil }
                return BitmapContents(image: image, scale: retina ? 2 : 1)
            }
            return (color, ShippedImage(files: files, notice: EGOArrowFiles.notice))
        })
    }

    /// EGO's arrow, 23×60 pt (STYLES.md §2.2): the library's own image of the colour, as EGORefreshTableHeaderView sets
    /// `arrowImage.contents` — `<colour>Arrow.png` on a 1x screen, `@2x` on a 2x one, and the @2x file scaled on a 3x
    /// screen, as UIKit does with an image that has no @3x file.
    package static func egoArrow(_ variant: EGOArrowColor = .blue) -> VectorArtwork {
        VectorArtwork(name: "ego-arrow-\(variant.rawValue)", size: Size(width: 23, height: 60),
                      elements: [.fill(.rect(Rect(x: 0, y: 0, width: 23, height: 60)), .image(variant.image))])
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
