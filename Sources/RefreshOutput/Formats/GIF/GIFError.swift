/// A GIF that could not be written; names the giflib call and its message.
struct GIFError: Error, CustomStringConvertible, Equatable {
    public var operation: String
    public var reason: String

    public var description: String { "GIF encoding failed in \(operation): \(reason)" }
}
