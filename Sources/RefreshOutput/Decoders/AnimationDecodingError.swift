/// A file that could not be read as an animation: which kind it was taken for and what was wrong, in one line.
public struct AnimationDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// "GIF", "APNG", "WebP", or "image" when the kind could not be told.
    public var format: String
    public var reason: String

    public init(format: String, reason: String) {
        self.format = format
        self.reason = reason
    }

    public var description: String { "not a readable \(format): \(reason)" }
}
