/// A named portion of the composition's timeline (Lottie's `markers[]`: `cm` name, `tm` start, `dr` duration, in
/// frames).
public struct LottieMarker: Sendable, Hashable {
    public let name: String
    /// First frame.
    public let frame: Double
    /// Length in frames.
    public let duration: Double
}
