/// A GIF colour table: at most 256 entries, opaque colours `0x00RRGGBB` plus, optionally, one transparent index.
struct Palette: Sendable, Hashable {
    /// The opaque colours, by index.
    public let colors: [UInt32]
    /// The index that means "transparent" (also used for unchanged pixels inside a frame's rectangle); it follows
    /// the colours. Nil only when 256 opaque colours fill the table.
    package let transparentIndex: UInt8?

    /// At most 256 entries in all.
    public init(colors: [UInt32], transparent: Bool) {
        precondition(colors.count + (transparent ? 1 : 0) <= 256 && !(colors.isEmpty && !transparent))
        self.colors = colors
        transparentIndex = transparent ? UInt8(colors.count) : nil
    }

    /// Entries including the transparent one.
    public var count: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

    /// The colour table's size in the file: the smallest power of two (at least 2) holding every entry.
    public var tableSize: Int {
        var n = 2
        while n < count { n <<= 1 }
        return n
    }
}
