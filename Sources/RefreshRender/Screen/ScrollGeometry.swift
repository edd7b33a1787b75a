import Raster
/// Where the content and the control are on the screen at one moment (STYLES.md §8.2–§8.5): the scroll view fills
/// the screen under the bars, its adjusted content inset is the bars' height at the top and the home indicator's at
/// the bottom, and the gesture's pull distance is the content offset beyond its resting place.
///
/// - A header's scenario starts with the list at the top: the content's origin (the first row's top edge) is at
///   `topInset + distance`, as `contentOffset.y = −(topInset + distance)`.
/// - A footer's scenario starts with the list scrolled to the bottom: the content's end is at the bottom of the
///   visible area less `distance` (a list shorter than the visible area rests at the top and moves up by `distance`).
///
/// The distance comes from the pull timeline, so the refreshing inset, its animated collapse and the footer's load
/// move the content exactly as the state machine does (§8.5). All values are in screen points, y down.
public struct ScrollGeometry: Sendable, Hashable {
    /// UINavigationBar's height in portrait on an iPhone (§8.2).
    package static let navigationBarHeight = 44.0
    /// UITableView's default row height (§8.3).
    package static let rowHeight = 44.0
    /// Rows a footer's load appends (§8.5: MJRefresh's example app loads its data five rows at a time).
    package static let pageRows = 5

    public let viewport: Viewport
    package let placement: ControlPlacement
    /// The list's height: rows × `rowHeight` (contentSize.height).
    package let contentHeight: Double
    /// Screen y of the content's origin: the first row's top edge.
    package let contentTop: Double
    /// The control's frame on the screen.
    package let controlFrame: Rect

    /// The geometry of a list of `rowCount` rows with a control `controlHeight` high placed at `placement`, the
    /// content pulled `distance` points beyond its resting place (never negative).
    public init(viewport: Viewport, placement: ControlPlacement, controlHeight: Double, rowCount: Int, distance: Double) {
        self.viewport = viewport
        self.placement = placement
        let top = viewport.statusBarHeight + ScrollGeometry.navigationBarHeight
        let visible = viewport.height - top - viewport.homeIndicatorHeight
        let contentHeight = Double(rowCount) * ScrollGeometry.rowHeight
        // A footer's offset may be negative once loaded rows have pushed the content's end below the visible area
        // (§8.5); a header's never is.
        let signed = distance.isFinite ? distance : 0
        let d = max(signed, 0)
        self.contentHeight = contentHeight
        let w = viewport.width, h = controlHeight
        switch placement {
        case .aboveContent:
            contentTop = top + d
            controlFrame = Rect(x: 0, y: contentTop - h, width: w, height: h)
        case .behindScrollView:
            contentTop = top + d
            controlFrame = Rect(x: 0, y: top, width: w, height: h)
        case .afterContent:
            contentTop = top - max(contentHeight - visible, 0) - signed
            controlFrame = Rect(x: 0, y: contentTop + contentHeight, width: w, height: h)
        case .afterContentOrVisibleBottom:
            contentTop = top - max(contentHeight - visible, 0) - signed
            controlFrame = Rect(x: 0, y: contentTop + max(contentHeight, visible), width: w, height: h)
        }
    }

    /// The adjusted content inset's top: the status bar and the navigation bar.
    package var topInset: Double { viewport.statusBarHeight + ScrollGeometry.navigationBarHeight }
    /// The area between the bars where the list is seen.
    package var visibleHeight: Double { viewport.height - topInset - viewport.homeIndicatorHeight }

    /// Screen y of row `index`'s top edge.
    public func rowTop(_ index: Int) -> Double { contentTop + Double(index) * ScrollGeometry.rowHeight }

    /// The rows at least partly on the screen below the status bar, of `rowCount`.
    func rowsOnScreen(of rowCount: Int) -> Range<Int> {
        let first = Int(((viewport.statusBarHeight - contentTop) / ScrollGeometry.rowHeight).rounded(.down))
        let last = Int(((viewport.height - contentTop) / ScrollGeometry.rowHeight).rounded(.up))
        let lower = min(max(first, 0), rowCount), upper = min(max(last, lower), rowCount)
        return lower..<upper
    }

    /// The list under a footer `style` on `screen`, into which its loads append pages of `pageRows` rows (§8.5); nil
    /// for a header or without a screen.
    public static func loadedRows(for style: any RefreshStyle, screen: ScreenOptions?) -> LoadedRows? {
        guard style.kind == .footer, let screen else { return nil }
        let viewport = screen.viewport
        let top = viewport.statusBarHeight + navigationBarHeight
        let count = screen.rows?.rows.count ?? defaultRowCount(for: viewport)
        return LoadedRows(contentHeight: Double(count) * rowHeight,
                          visibleHeight: viewport.height - top - viewport.homeIndicatorHeight,
                          pageRows: pageRows, rowHeight: rowHeight)
    }

    /// The default list's length: a screen and a row more, at least 20 rows, so a footer's list is longer than the
    /// visible area and is scrolled to its end (§8.3).
    package static func defaultRowCount(for viewport: Viewport) -> Int {
        max(20, Int((viewport.height / rowHeight).rounded(.up)) + 1)
    }
}
