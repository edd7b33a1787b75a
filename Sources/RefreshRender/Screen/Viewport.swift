/// The phone screen a frame shows instead of the header strip: its size in points and its safe areas (the status bar
/// at the top, the home indicator at the bottom). A preset (`iphone-se`, `iphone-8`, `iphone-15`, STYLES.md §8.1) or
/// any `WxH` in points. Checked once, when built.
public struct Viewport: Sendable, Hashable, CustomStringConvertible {
    /// The preset's name, or nil for a size given as `WxH`.
    public let name: String?
    /// Screen size in points.
    public let width: Double
    public let height: Double
    /// The top safe area: the status bar's height (§8.1).
    package let statusBarHeight: Double
    /// The bottom safe area: the home indicator's (0 on screens with a home button, §8.1).
    package let homeIndicatorHeight: Double

    /// A screen's width in points: 200 to 1100 (an iPad Pro 12.9" is 1024 wide).
    public static let widths = NumberBounds(from: 200, to: 1100, unit: "points")
    /// A screen's height in points: 300 to 1400 (an iPad Pro 12.9" is 1366 high); at @3x a frame is then at most
    /// 3300 × 4200 pixels.
    public static let heights = NumberBounds(from: 300, to: 1400, unit: "points")

    /// iPhone SE (1st generation), iPhone 8 and iPhone 15 (§8.1).
    public static let presets = [
        Viewport(name: "iphone-se", width: 320, height: 568, statusBarHeight: 20, homeIndicatorHeight: 0),
        Viewport(name: "iphone-8", width: 375, height: 667, statusBarHeight: 20, homeIndicatorHeight: 0),
        Viewport(name: "iphone-15", width: 393, height: 852, statusBarHeight: 59, homeIndicatorHeight: 34),
    ]

    /// What `init(_:)` accepts, for messages.
    public static var accepted: String {
        presets.compactMap(\.name).joined(separator: ", ")
            + ", or WxH in points (W \(NumberBounds.text(widths.lower))…\(NumberBounds.text(widths.upper)), H \(NumberBounds.text(heights.lower))…\(NumberBounds.text(heights.upper)), e.g. 414x896)"
    }

    private init(name: String?, width: Double, height: Double, statusBarHeight: Double, homeIndicatorHeight: Double) {
        (self.name, self.width, self.height) = (name, width, height)
        (self.statusBarHeight, self.homeIndicatorHeight) = (statusBarHeight, homeIndicatorHeight)
    }

    /// A screen of `width` × `height` points with a 20 pt status bar and no home indicator (§8.1: the classic
    /// iPhone's bars, the project's choice for a size that is not a preset).
    public init(width: Double, height: Double) throws(ViewportError) {
        guard Viewport.widths.contains(width), Viewport.heights.contains(height) else {
            throw .sizeOutOfRange(width: width, height: height)
        }
        self.init(name: nil, width: width, height: height, statusBarHeight: 20, homeIndicatorHeight: 0)
    }

    /// A preset by name (letter case forgiven) or `WxH` (`x` or `×`, whole or fractional points).
    public init(_ text: String) throws(ViewportError) {
        let lower = text.lowercased()
        if let preset = Viewport.presets.first(where: { $0.name == lower }) {
            self = preset
            return
        }
        let parts = lower.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { throw .unknown(text) }
        try self.init(width: w, height: h)
    }

    /// `iphone-8`, or `414x896`.
    public var description: String {
        name ?? "\(NumberBounds.text(width))x\(NumberBounds.text(height))"
    }
}

/// A viewport that cannot be built; the description names the value and what is accepted.
public enum ViewportError: Error, Equatable, CustomStringConvertible {
    /// Neither a preset name nor `WxH`.
    case unknown(String)
    /// A `WxH` outside `Viewport.widths` × `Viewport.heights`.
    case sizeOutOfRange(width: Double, height: Double)

    public var description: String {
        switch self {
        case .unknown(let text):
            return "'\(text)' is not a viewport; expected \(Viewport.accepted)"
        case .sizeOutOfRange(let w, let h):
            return "\(NumberBounds.text(w))x\(NumberBounds.text(h)) is not accepted; expected a width of \(Viewport.widths) and a height of \(Viewport.heights)"
        }
    }
}
