/// The direction of a paragraph of text (NSWritingDirection). A label's text is ordered by the Unicode bidirectional
/// algorithm: its first strongly directional character sets the paragraph's direction, and this direction applies when
/// it has none (digits and punctuation only).
public enum WritingDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}
