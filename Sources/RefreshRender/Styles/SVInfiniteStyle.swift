import Raster
/// SVPullToRefresh's infinite-scrolling footer (`SVInfiniteScrollingView`, STYLES.md §3.4): a 60 pt strip below the
/// content holding only a grey spinner, centred. The spinner turns from the moment the content is dragged past its
/// end (Triggered) through the load (Loading), and stops when the load ends.
public struct SVInfiniteStyle: RefreshStyle {
    public let name = "sv-infinite"
    public let summary = "SVInfiniteScrollingView: a centred grey spinner, turning from the first pull past the end"
    public var kind: StyleKind { .footer }
    /// Only the spinner: no label.
    public let drawsText = false
    /// `SVInfiniteScrollingViewHeight` (§3.4).
    public let height = 60.0

    public init() {}

    /// Triggered as soon as the content is dragged past its end (`offset.y > contentSize.h − bounds.h`: 0 pt,
    /// strict), loading when the finger lifts there. The view's 60 pt bottom inset is in place from the start, so a
    /// pull's unit is the footer fully in view, and after a release the content only bounces back to it; the load
    /// ends at once (`stopAnimating` → Stopped, no inset change) (§3.4). The demo app stops after 2.0 s, as for the
    /// pull to refresh (§3.3).
    public let rules = PullRules(threshold: 60, trigger: 0, refreshingInset: 60, keepsInset: true,
                                 openDuration: PullRules.scrollBounceDuration, openCurve: .easeOut,
                                 refreshDuration: 2.0, collapseDuration: 0)

    public var artwork: [VectorArtwork] { [] }

    /// The spinner's frame: its size centred in the footer with the origin rounded (`roundf`, §3.4).
    package func spinnerFrame(width w: Double) -> Rect {
        let size = ActivityIndicator.size
        return Rect(x: ((w - size) / 2).rounded(), y: ((height - size) / 2).rounded(), width: size, height: size)
    }

    /// When the spinner started: it starts animating at Triggered and keeps turning into Loading; Stopped stops it
    /// (§3.4). Nil while it is stopped.
    static func spinningSince(_ events: ArraySlice<StateEvent>) -> Double? {
        var since: Double?
        for event in events {
            switch event.to {
            case .pulling, .refreshing: since = since ?? event.time
            case .idle, .ending, .noMoreData: since = nil
            }
        }
        return since
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        let since = SVInfiniteStyle.spinningSince(sample.events)
        let spinner = ActivityIndicator.layer(named: "spinner", center: spinnerFrame(width: w).center,
                                              elapsed: since.map { sample.time - $0 })
        // The footer is clear; behind it the demo's table view, systemBackground; the Gray spinner keeps its grey
        // (§10.2).
        var root = Layer(name: "footer", frame: Rect(x: 0, y: 0, width: w, height: height), sublayers: [spinner])
        root.backgroundColor = context.appearance.systemBackground
        return ControlScene(root: root, animations: AnimationList())
    }
}
