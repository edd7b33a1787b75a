import Raster
/// The airplane header's background (STYLES.md §5.2), 320×100 pt: a sky-blue vertical gradient rgb(0,153,221) →
/// rgb(0,163,229) with two flat, lighter cartoon clouds with flat bottoms and a lighter bottom band — a large
/// multi-lobed one lower-left (x 15–172, y 31–78) and a smaller three-lobed one upper-right (x 237–309, y 15–46).
extension VectorArtwork {
    public static let skyBackground: VectorArtwork = {
        let sky = ArtworkPaint.verticalGradient(y0: 0, top: Color(rgb8: 0, 153, 221), y1: 100, bottom: Color(rgb8: 0, 163, 229))

        // Large cloud: lobes on a flat base, bottom cut flat at y = 78, band from y = 71.
        let large = Path.union(
            circles: [(31, 64, 16), (58, 54, 20), (94, 47, 16), (124, 53, 17), (156, 63, 16)],
            rects: [Rect(x: 31, y: 60, width: 125, height: 20)])
        let largeBody = Rect(x: 0, y: 0, width: 320, height: 78)
        let largeBand = Rect(x: 0, y: 71, width: 320, height: 7)

        // Small cloud: three lobes, bottom cut flat at y = 46, band from y = 41.
        let small = Path.union(
            circles: [(250, 36, 13), (272, 29, 14), (296, 35, 13)],
            rects: [Rect(x: 250, y: 34, width: 46, height: 14)])
        let smallBody = Rect(x: 0, y: 0, width: 320, height: 46)
        let smallBand = Rect(x: 0, y: 41, width: 320, height: 5)

        return VectorArtwork(name: "sky-background", size: Size(width: 320, height: 100), elements: [
            .fill(.rect(Rect(x: 0, y: 0, width: 320, height: 100)), sky),
            .fill(large, .solid(Color(rgb8: 47, 175, 231)), clip: largeBody),
            .fill(large, .solid(Color(rgb8: 70, 187, 236)), clip: largeBand),
            .fill(small, .solid(Color(rgb8: 60, 181, 233)), clip: smallBody),
            .fill(small, .solid(Color(rgb8: 90, 192, 236)), clip: smallBand),
        ])
    }()
}
