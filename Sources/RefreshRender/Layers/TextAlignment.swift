/// Horizontal alignment of a text layer's line (NSTextAlignment). `.natural` is left for left-to-right text.
public enum TextAlignment: Sendable, Hashable {
    case natural
    case left
    case center
    case right
}
