import Raster
/// Draws `VectorArtwork` with Raster: each element filled or stroked in device space, so artwork is as sharp as any
/// other shape at every scale; a library's picture is drawn from the file of the screen's scale.
public enum ArtworkRenderer {
    /// Draws `artwork` mapped by `transform` (artwork points → device pixels) on a screen of `screenScale` pixels per
    /// point (which of a library's files is drawn, `ShippedImage`).
    public static func draw(_ artwork: VectorArtwork, transform: AffineTransform, screenScale: Double, canvas: Canvas) {
        for element in artwork.elements {
            if let clip = element.clip {
                canvas.withClip(Path.rect(clip).flattened(transform: transform).bounds) { canvas in
                    draw(element, transform, screenScale, canvas)
                }
            } else {
                draw(element, transform, screenScale, canvas)
            }
        }
    }

    /// Renders `artwork` alone into a new image of its size × `scale` pixels (for `render-frames assets`).
    public static func image(of artwork: VectorArtwork, scale: Double) throws -> Image {
        let w = Int((artwork.size.width * scale).rounded(.up)), h = Int((artwork.size.height * scale).rounded(.up))
        let canvas = try Canvas(width: max(w, 1), height: max(h, 1))
        draw(artwork, transform: .scale(scale, scale), screenScale: scale, canvas: canvas)
        return canvas.makeImage()
    }

    private static func draw(_ element: ArtworkElement, _ t: AffineTransform, _ screenScale: Double, _ canvas: Canvas) {
        let paint: Paint
        switch element.paint {
        case .solid(let c):
            paint = .solid(c)
        case let .verticalGradient(y0, top, y1, bottom):
            paint = .linearGradient(LinearGradient(start: Point(x: 0, y: y0), end: Point(x: 0, y: y1), from: top, to: bottom)
                .applying(t))
        case .image(let shipped):
            let box = element.path.bounds
            guard let image = shipped.file(forScreenScale: screenScale)?.image, box.width > 0, box.height > 0 else { return }
            let place = AffineTransform.scale(box.width / Double(image.width), box.height / Double(image.height))
                .concatenating(.translation(box.minX, box.minY))
            canvas.drawImage(image, transform: place.concatenating(t))
            return
        }
        switch element.mode {
        case .fill(let rule):
            canvas.fill(element.path.flattened(transform: t), rule: rule, paint: paint)
        case let .stroke(width, round):
            let style = StrokeStyle(width: width, cap: round ? .round : .butt, join: round ? .round : .miter)
            canvas.fill(Stroker.outline(of: element.path, style: style, transform: t), paint: paint)
        }
    }
}
