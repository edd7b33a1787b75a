/// The list a footer loads into, with a viewport (STYLES.md §8.5): each load that ends with more data appends a page of
/// rows below the last one, as the demos' apps do before they end the load. The content offset is the scroll view's and
/// does not change, so the rows push the footer down; a load that ends with no more data brings no rows.
public struct LoadedRows: Sendable, Hashable {
    /// The list's height before any load (contentSize.height), in points.
    package let contentHeight: Double
    /// The height between the bars where the list is seen, in points.
    package let visibleHeight: Double
    /// Rows a load appends (§8.5).
    package let pageRows: Int
    /// Points the rows are high (§8.3).
    package let rowHeight: Double

    public init(contentHeight: Double, visibleHeight: Double, pageRows: Int, rowHeight: Double) {
        self.contentHeight = max(contentHeight, 0)
        self.visibleHeight = max(visibleHeight, 0)
        self.pageRows = max(pageRows, 0)
        self.rowHeight = max(rowHeight, 0)
    }

    /// How far the end of the scroll range moves down when load `k` (1 for the first) appends its page: the growth of
    /// max(contentHeight − visibleHeight, 0), so a list shorter than the screen grows its range only by what passes the
    /// visible bottom.
    package func growth(ofLoad k: Int) -> Double {
        func extent(_ loads: Int) -> Double {
            max(contentHeight + Double(loads * pageRows) * rowHeight - visibleHeight, 0)
        }
        return extent(k) - extent(k - 1)
    }
}
