import Raster
/// The screen drawn around the control with a viewport (STYLES.md §8): its size, the navigation bar's title and the
/// rows of the list.
public struct ScreenOptions: Sendable, Hashable {
    public var viewport: Viewport
    /// The navigation bar's title; nil for the style's (`ScreenTraits.title`, the library's name).
    public var navigationTitle: String?
    /// The list's rows; nil for the default numbered list in the labels' language (§8.3).
    public var rows: ScreenRows?

    public init(viewport: Viewport, navigationTitle: String? = nil, rows: ScreenRows? = nil) {
        self.viewport = viewport
        self.navigationTitle = navigationTitle
        self.rows = rows
    }
}

extension RenderOptions {
    /// A frame's size in points for a control `controlHeight` high: the header strip (`width` × the control's height),
    /// or the viewport's screen.
    package func frameSize(controlHeight: Double) -> Size {
        guard let viewport = screen?.viewport else { return Size(width: width, height: controlHeight) }
        return Size(width: viewport.width, height: viewport.height)
    }

    /// A frame's size in pixels: points × scale, the width cut to the whole pixel below when it is not whole (320.5
    /// points at 3× make 961 pixels, so the last column is never a partly covered one; README "Usage"), the height
    /// rounded up (a control's own height).
    public func pixelSize(controlHeight: Double) -> (width: Int, height: Int) {
        let size = frameSize(controlHeight: controlHeight), s = Double(scale)
        return (Int((size.width * s).rounded(.down)), Int((size.height * s).rounded(.up)))
    }
}
