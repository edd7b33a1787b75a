/// Where a refresh control sits: above the content (a header, pulled down) or below it (a footer, pulled up past the
/// end of the content to load more).
public enum StyleKind: String, Sendable, Hashable, CaseIterable {
    case header
    case footer
}

extension RefreshStyle {
    /// Headers are the default; footers say so.
    public var kind: StyleKind { .header }
}
