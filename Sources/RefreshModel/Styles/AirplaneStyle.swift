import Raster
/// The airplane header ("iOS Animations by Tutorials", STYLES.md §5): a sky with clouds, a dashed ring whose
/// strokeEnd follows the pull while the airplane fades in at 3 o'clock; while refreshing, a dashed comet runs round
/// the ring with the airplane riding at its head, nose along the ring.
public struct AirplaneStyle: HeaderStyle {
    public let name = "airplane"
    public let summary = "sky and clouds, a dashed ring drawn by the pull, an airplane orbiting it while refreshing"
    /// `kRefreshViewHeight` (§5.1).
    public let height = 110.0
    /// Laps of the comet and the plane (§5.4).
    public static let lapDuration = 1.5
    /// How long the refresh animations run: the reference port's 6.0 s (§7 A6); the book's variant uses 5.0.
    public var repeatDuration = 6.0

    public init(repeatDuration: Double = 6.0) {
        self.repeatDuration = repeatDuration
    }

    /// `repeat-duration=6|5`: the reference port's or the book's refresh animation length (§5.4, §7 A6).
    public static let options = [
        StyleOption<AirplaneStyle>("repeat-duration", \.repeatDuration, values: [("6", 6.0), ("5", 5.0)],
                                   help: "seconds the refresh animations run: 6 (the reference port) or 5 (the book)"),
    ]

    /// Armed at release when progress ≥ 1 (§5.3); the header stays fully revealed for the 4.0 s refresh, then
    /// `endRefreshing` collapses it over 0.3 s easeOut (§7 A6). The opening inset animation is 0.3 s (§5.4).
    public let rules = PullRules(threshold: 110, strictThreshold: false, showsPullingState: false,
                                 refreshingInset: 110, openDuration: 0.3, refreshDuration: 4.0,
                                 collapseDuration: 0.3, collapseCurve: .easeOut)

    public var artwork: [VectorArtwork] { [.airplane, .skyBackground] }

    /// Ring radius: 110 / 2 · 0.8 (§5.1).
    public static let radius = 44.0

    public static func ovalPath(width: Double) -> Path {
        .oval(in: Rect(x: width / 2 - radius, y: 55 - radius, width: 2 * radius, height: 2 * radius))
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> HeaderScene {
        let w = context.width
        let bounds = Rect(x: 0, y: 0, width: w, height: height)
        // Background image view: aspect fill, clipped (§5.1, §5.2).
        var background = Layer(name: HeaderScene.backgroundLayerName, frame: bounds,
                               content: .image(ImageProperties(contents: context.image("sky-background", default: .skyBackground),
                                                               contentsGravity: .resizeAspectFill)))
        background.masksToBounds = true

        // While not refreshing, both follow the pull; during the refresh they keep the value they had at the
        // trigger, which was ≥ 1 (§5.3).
        let progress = min(max(sample.progress, 0), 1)
        let followsPull = sample.state != .refreshing
        let model = followsPull ? progress : 1

        let ovalPath = AirplaneStyle.ovalPath(width: w)
        let oval = Layer(name: "oval", content: .shape(ShapeProperties(
            path: ovalPath, fillColor: nil, strokeColor: .white, lineWidth: 4, lineDashPattern: [2, 3],
            strokeStart: 0, strokeEnd: model)))
        var plane = Layer(name: "airplane", bounds: Rect(x: 0, y: 0, width: 35, height: 35),
                          position: Point(x: w / 2 + AirplaneStyle.radius, y: 55), opacity: model,
                          content: .image(ImageProperties(contents: context.image("airplane", default: .airplane))))
        plane.anchorPoint = Point(x: 0.5, y: 0.5)

        var builder = SceneBuilder(root: Layer(name: "header", frame: bounds, sublayers: [background, oval, plane]))

        // beginRefreshing (§5.4): the stroke group and the flight group start together at each trigger.
        let group = try MediaTiming(duration: AirplaneStyle.lapDuration, repeatDuration: repeatDuration)
        let strokeGroup = AnimationGroup(animations: [
            .basic(try BasicAnimation(keyPath: .strokeStart, from: .scalar(-0.5), to: .scalar(1))),
            .basic(try BasicAnimation(keyPath: .strokeEnd, from: .scalar(0), to: .scalar(1))),
        ], timing: group)
        let flightGroup = AnimationGroup(animations: [
            .keyframe(try KeyframeAnimation(keyPath: .position, path: ovalPath, calculationMode: .paced)),
            .basic(try BasicAnimation(keyPath: .rotationZ, from: .scalar(0), to: .scalar(2 * Double.pi))),
        ], timing: group)
        for event in sample.events where event.to == .refreshing {
            try builder.animations.add(strokeGroup, to: ["oval"], at: event.time)
            try builder.animations.add(flightGroup, to: ["airplane"], at: event.time)
        }
        return builder.scene
    }
}
