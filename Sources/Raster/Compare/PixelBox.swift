/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelBox: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width - 1 }
    public var maxY: Int { y + height - 1 }

    /// `x 10…49, y 3…40 (40×38 px)`.
    public var description: String { "x \(x)…\(maxX), y \(y)…\(maxY) (\(width)×\(height) px)" }
}
