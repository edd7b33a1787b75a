import Raster
import RefreshRender
/// Draws text layers as UILabel does (STYLES.md §6.11): one line laid out by `TextLayout`, the shadow (a hard copy of
/// the glyphs at `shadowOffset` in `shadowColor`) first, then the glyphs, filled by Raster with the same
/// anti-aliasing, transforms and opacity as every other shape.
///
/// A bold label whose characters come from a fallback font without a bold face (WenQuanYi Micro Hei has one weight)
/// gets those glyphs emboldened synthetically — their outline also stroked `syntheticBoldWidth` × size wide — as
/// Core Text does, so Chinese in MJ's and SV's bold labels does not look lighter than the Latin beside it.
public struct LabelDrawer: TextDrawing {
    public let layout: TextLayout
    /// Stroke width of synthetic bold, as a fraction of the font size.
    package static let syntheticBoldWidth = 0.045

    public init(layout: TextLayout) {
        self.layout = layout
    }

    public func draw(_ text: TextProperties, in bounds: Rect, transform: AffineTransform, canvas: Canvas) throws {
        guard !text.string.isEmpty, text.color.alpha > 0 || (text.shadowColor?.alpha ?? 0) > 0 else { return }
        let line = try layout.line(text, in: bounds)
        let emboldened = try syntheticBoldOutline(line, text)
        func paint(_ color: Color, _ t: AffineTransform) {
            canvas.fill(line.path.flattened(transform: t), paint: .solid(color))
            if let emboldened {
                canvas.fill(Stroker.outline(of: emboldened.path, style: emboldened.style, transform: t), paint: .solid(color))
            }
        }
        if let shadow = text.shadowColor, shadow.alpha > 0 {
            paint(shadow, AffineTransform.translation(text.shadowOffset.width, text.shadowOffset.height).concatenating(transform))
        }
        if text.color.alpha > 0 { paint(text.color, transform) }
    }

    /// The outlines to stroke for synthetic bold, or nil when the label is not bold or every glyph has a bold face.
    private func syntheticBoldOutline(_ line: TextLine, _ text: TextProperties) throws -> (path: Path, style: StrokeStyle)? {
        guard FontWeight(fontName: text.fontName) == .bold else { return nil }
        var path = Path()
        for g in line.glyphs {
            guard let font = g.font, let glyph = g.glyph, FontWeight(fontName: font.styleName) != .bold else { continue }
            path.addPath(try font.outline(of: glyph, size: text.fontSize, at: g.origin))
        }
        guard !path.isEmpty else { return nil }
        return (path, StrokeStyle(width: text.fontSize * LabelDrawer.syntheticBoldWidth, join: .round))
    }
}
