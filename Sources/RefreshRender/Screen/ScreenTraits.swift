import Raster
/// Where a library puts its control relative to the scroll view's content (STYLES.md §8.4).
public enum ControlPlacement: Sendable, Hashable {
    /// A subview of the scroll view at (0, −h), above the content: it moves with the content (EGO, SV, MJ, the
    /// airplane, and CLL's default `OnScrollViews`).
    case aboveContent
    /// A sibling below the scroll view at (0, originalTopInset): it stays where it is while the content slides
    /// down and uncovers it (CLL's `OnSuperView`, §1.1).
    case behindScrollView
    /// A subview of the scroll view at y = contentSize.h, right after the last row (CLL's footer, SV's infinite
    /// scrolling, MJ's auto footer).
    case afterContent
    /// A subview of the scroll view at y = max(contentSize.h, the visible height): after the last row, or at the
    /// bottom of the visible area below a short list (SV at the bottom, MJ's back footer).
    case afterContentOrVisibleBottom
}

/// How a style sits on the screen of its library's demo: where its control is placed, what lies behind the list,
/// the navigation bar's default title and the language of the list's default rows (STYLES.md §8).
public struct ScreenTraits: Sendable, Hashable {
    package var placement: ControlPlacement
    /// The navigation bar's title when none is given: the library's name.
    public var title: String
    /// The table view's background, seen above the header when it is pulled further than its height: a colour the
    /// demo sets, or nil for UIKit's own (`systemBackground`, white or black by appearance, §10.4).
    package var tableBackground: Color?
    /// True when the header's background colour fills everything above it (EGO's demo header is as tall as the
    /// table, §2.1, §7 A14).
    package var headerBackgroundFillsAbove: Bool
    /// The language of the default rows when the labels have none: the style's own default language.
    public var language: LabelLanguage

    public init(placement: ControlPlacement, title: String, tableBackground: Color? = nil,
                headerBackgroundFillsAbove: Bool = false, language: LabelLanguage = .en) {
        self.placement = placement
        self.title = title
        self.tableBackground = tableBackground
        self.headerBackgroundFillsAbove = headerBackgroundFillsAbove
        self.language = language
    }
}

extension RefreshStyle {
    /// A style outside the catalog: a header above the content, a footer after it, titled with its name. Every
    /// catalog style states its own (below, §8.4).
    public var screen: ScreenTraits {
        ScreenTraits(placement: kind == .header ? .aboveContent : .afterContent, title: name)
    }
}

// The catalog's styles (§8.4).

extension CircleStyle {
    /// §1.1, §1.2, §7 A1: the arc starts at 6 o'clock on the scroll view (the default) and at 12 o'clock on the
    /// superview, so `start=top` shows the on-superview placement.
    public var screen: ScreenTraits {
        ScreenTraits(placement: startAngle == CircleStyle.superviewStartAngle ? .behindScrollView : .aboveContent,
                     title: "CLLRefresh", language: .zhHans)
    }

    static let superviewStartAngle = 3 * Double.pi / 2
}

extension ArrowStyle {
    /// §2.1: the demo's header is as tall as the table and fills everything above the content with its colour.
    public var screen: ScreenTraits {
        ScreenTraits(placement: .aboveContent, title: "EGOTableViewPullRefresh", headerBackgroundFillsAbove: true)
    }
}

extension SVStyle {
    /// §3.1, §3.3: at (0, −60) on top; at the bottom, y = max(contentSize.h, bounds.h).
    public var screen: ScreenTraits {
        ScreenTraits(placement: position == .top ? .aboveContent : .afterContentOrVisibleBottom, title: "SVPullToRefresh")
    }
}

extension MJStyle {
    /// §4.1: (−insetLeft, −54 − ignoredInsetTop).
    public var screen: ScreenTraits { ScreenTraits(placement: .aboveContent, title: "MJRefresh") }
}

extension AirplaneStyle {
    /// §5.1: the RefreshView at (0, −110) in the table view, whose background is the demo's blue rgb(0,154,222).
    public var screen: ScreenTraits {
        ScreenTraits(placement: .aboveContent, title: "Vacation pack list", tableBackground: AirplaneStyle.tableBlue)
    }

    static let tableBlue = Color(rgb8: 0, 154, 222)
}

extension CircleFooterStyle {
    /// §1.4: (0, contentSize.h, w, 40).
    public var screen: ScreenTraits { ScreenTraits(placement: .afterContent, title: "CLLRefresh", language: .zhHans) }
}

extension SVInfiniteStyle {
    /// §3.4: (0, contentSize.h, w, 60).
    public var screen: ScreenTraits { ScreenTraits(placement: .afterContent, title: "SVPullToRefresh") }
}

extension MJAutoFooterStyle {
    /// §4.5: after the content (MJRefreshAutoFooter's y = contentSize.h).
    public var screen: ScreenTraits { ScreenTraits(placement: .afterContent, title: "MJRefresh") }
}

extension MJBackFooterStyle {
    /// §4.5: y = max(contentSize.h, the scroll view's height less its top and bottom insets).
    public var screen: ScreenTraits { ScreenTraits(placement: .afterContentOrVisibleBottom, title: "MJRefresh") }
}
