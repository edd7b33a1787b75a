/// Draws text layers as UILabel does (STYLES.md §6.11): one line laid out by `TextLayout`, the shadow (a hard copy of
/// the glyphs at `shadowOffset` in `shadowColor`) first, then the glyphs, filled by Raster with the same
/// anti-aliasing, transforms and opacity as every other shape.
public struct LabelDrawer: TextDrawing {
    public let layout: TextLayout

    public init(layout: TextLayout) {
        self.layout = layout
    }

    public func draw(_ text: TextProperties, in bounds: Rect, transform: AffineTransform, canvas: Canvas) throws {
        guard !text.string.isEmpty, text.color.alpha > 0 || (text.shadowColor?.alpha ?? 0) > 0 else { return }
        let line = try layout.line(text, in: bounds)
        if let shadow = text.shadowColor, shadow.alpha > 0 {
            let offset = AffineTransform.translation(text.shadowOffset.width, text.shadowOffset.height)
            canvas.fill(line.path.flattened(transform: offset.concatenating(transform)), paint: .solid(shadow))
        }
        if text.color.alpha > 0 {
            canvas.fill(line.path.flattened(transform: transform), paint: .solid(text.color))
        }
    }
}
