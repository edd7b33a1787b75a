import Raster
/// What the frame's background is.
public enum BackgroundChoice: Sendable, Hashable, CustomStringConvertible {
    /// The style's own colour and artwork.
    case style
    /// Transparent: no background colour and no background artwork, for compositing.
    case none
    /// A solid colour under the header (the style's background artwork is left out).
    case color(Color)

    public var description: String {
        switch self {
        case .style: return "style"
        case .none: return "none"
        case .color(let c): return ColorNotation.text(c)
        }
    }
}

/// How frames are drawn: size, scale, background.
public struct RenderOptions: Sendable {
    /// Header width in points (`HeaderWidth.allowed`).
    public var width: Double
    /// Pixels per point (`PixelScale.allowed`).
    public var scale: Int
    public var background: BackgroundChoice
    /// A phone screen around the control (status bar, navigation bar, the list it refreshes), or nil for the header
    /// strip alone (STYLES.md §8). With a screen the frame is the viewport's size.
    public var screen: ScreenOptions?

    /// Options from plain numbers, checked by `validate()` (the frame renderer calls it).
    public init(width: Double = 375, scale: Int = 2, background: BackgroundChoice = .style) {
        self.width = width
        self.scale = scale
        self.background = background
    }

    /// Options from values checked when they were built.
    public init(width: HeaderWidth, scale: PixelScale, background: BackgroundChoice = .style) {
        self.init(width: width.points, scale: scale.factor, background: background)
    }

    /// Checks width and scale with the rules of `HeaderWidth` and `PixelScale`.
    public func validate() throws(RenderOptionsError) {
        _ = try HeaderWidth(width)
        _ = try PixelScale(scale)
    }
}

/// Options a frame cannot be drawn with; each case carries the bad value and the accepted range.
public enum RenderOptionsError: Error, Equatable, CustomStringConvertible {
    /// A header width outside `allowed` (`HeaderWidth`).
    case widthOutOfRange(Double, allowed: NumberBounds)
    /// A pixel scale outside `allowed`.
    case scaleOutOfRange(Int, allowed: ClosedRange<Int>)
    /// A screen asked of a control (named) that has no place on one (`Control.screenTraits`).
    case noScreenPlace(String)

    /// What is accepted instead.
    public var accepted: String {
        switch self {
        case .widthOutOfRange(_, let allowed): return allowed.description
        case .scaleOutOfRange(_, let allowed): return PixelScale.list(allowed)
        case .noScreenPlace: return "a header's or footer's screen"
        }
    }

    public var description: String {
        switch self {
        case .widthOutOfRange(let width, _): return "header width \(width) is not accepted; expected \(accepted)"
        case .scaleOutOfRange(let scale, _): return "pixel scale \(scale) is not accepted; expected \(accepted)"
        case .noScreenPlace(let name): return "\(name) has no place on a screen; expected \(accepted)"
        }
    }
}
