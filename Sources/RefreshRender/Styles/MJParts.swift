import Raster
/// What MJRefresh's normal header and its footers share (STYLES.md §4.1–§4.5): the bold grey label, the place of
/// the arrow and spinner left of the text, and how the arrow turns, hides and shows again with the state.
enum MJParts {
    /// `MJRefreshFastAnimationDuration` / `MJRefreshSlowAnimationDuration` (§4.1).
    static let fastAnimationDuration = 0.25
    static let slowAnimationDuration = 0.4

    /// `mj_label`: bold 14, rgb(90,90,90) unless the text colour is set (§4.2, §10.3), centred, in the direction of the
    /// labels' language (§4.6).
    static func label(_ name: String, frame: Rect, text: String, labels: LabelOptions, color: Color) -> Layer {
        Layer(name: name, frame: frame, content: .text(TextProperties(
            string: text, fontName: MJStyle.font, fontSize: MJStyle.fontSize, color: color,
            alignment: .center, direction: labels.language(default: .en).writingDirection)))
    }

    /// The width of `text` in the label font (`boundingRectWithSize:`, fractional, §4.2).
    static func textWidth(_ text: String, _ measurer: any TextMeasuring) throws -> Double {
        try measurer.width(of: text, fontName: MJStyle.font, size: MJStyle.fontSize)
    }

    /// The arrow's and spinner's centre: `w/2 − (textW/2 + MJRefreshLabelLeftInset)`, half the height (§4.2, §4.5).
    static func indicatorCenter(textWidth: Double, width w: Double, height h: Double) -> Point {
        Point(x: w / 2 - (textWidth / 2 + MJStyle.labelLeftInset), y: h / 2)
    }

    /// A footer (§4.5): the state label over the whole bounds (`MJRefreshAutoStateFooter` / `MJRefreshBackStateFooter`),
    /// and the `indicators` (spinner, arrow) placed by `placeSubviews` left of the label's text, on the table's
    /// systemBackground (§10.2).
    static func footer(text: String, height: Double, context: StyleContext, textColor: Color,
                       indicators: (_ center: Point) -> [Layer]) throws -> Layer {
        let w = context.width
        let center = indicatorCenter(textWidth: try textWidth(text, context.text), width: w, height: height)
        var root = Layer(name: "footer", frame: Rect(x: 0, y: 0, width: w, height: height),
                         sublayers: [label("state", frame: Rect(x: 0, y: 0, width: w, height: height), text: text,
                                           labels: context.labels, color: textColor)]
                             + indicators(center))
        // The footer is clear; behind it the example's table view.
        root.backgroundColor = context.appearance.systemBackground
        return root
    }

    /// The spinner (Medium on iOS 13+, hidesWhenStopped) centred on `center`, animating since the refresh began while
    /// `spinning`, in the Medium style's colour for `appearance` (§4.2, §10.2).
    static func spinner(center: Point, sample: PullSample, spinning: Bool, appearance: Appearance) -> Layer {
        ActivityIndicator.layer(named: "spinner", center: center, elapsed: spinning ? sample.timeSinceRefreshBegan : nil,
                                color: appearance.mediumIndicatorColor)
    }

    /// The arrow image (15×40 pt, template-tinted to the state label's colour `tint` in `placeSubviews`, §4.2, §4.3,
    /// §10.3) centred on `center`, at rest turned by `restAngle`.
    static func arrow(center: Point, restAngle: Double, context: StyleContext, tint: Color) -> Layer {
        var arrow = Layer(name: "arrow", frame: Rect(x: center.x - 7.5, y: center.y - 20, width: 15, height: 40),
                          content: .image(ImageProperties(contents: context.image("mj-arrow", default: .mjArrow(color: tint)))))
        arrow.transform = .rotation(restAngle)
        return arrow
    }

    /// The arrow and spinner through the state changes of `events` (§4.4 header, §4.5 back footer): to pulling the
    /// arrow turns to `pullingAngle` and back to `restAngle` over 0.25 s; refreshing hides it for the spinner; when
    /// the refresh ends the arrow is reset at once, the spinner fades out over 0.4 s and then the arrow shows again;
    /// no more data hides the arrow (the spinner stops with the state).
    static func animateArrowAndSpinner(_ events: ArraySlice<StateEvent>, restAngle: Double, pullingAngle: Double,
                                       in builder: inout SceneBuilder) throws {
        let rest = AnimatableValue.transform(.rotation(restAngle))
        for event in events {
            switch event.to {
            case .pulling:
                try builder.set(.transform, of: ["arrow"], to: .transform(.rotation(pullingAngle)), at: event.time,
                                duration: fastAnimationDuration)
            case .idle:
                if event.from == .pulling {
                    try builder.set(.transform, of: ["arrow"], to: rest, at: event.time, duration: fastAnimationDuration)
                } else if event.from == .ending {
                    try builder.set(.hidden, of: ["arrow"], to: .bool(false), at: event.time)
                }
            case .refreshing:
                try builder.set(.hidden, of: ["arrow"], to: .bool(true), at: event.time)
            case .ending:
                try builder.set(.transform, of: ["arrow"], to: rest, at: event.time)
                try builder.set(.opacity, of: ["spinner"], to: .scalar(0), at: event.time, duration: slowAnimationDuration)
            case .noMoreData:
                try builder.set(.hidden, of: ["arrow"], to: .bool(true), at: event.time)
            }
        }
    }
}
