import Raster
/// The airplane header ("iOS Animations by Tutorials", STYLES.md §5): a sky with clouds, a dashed ring whose
/// strokeEnd follows the pull while the airplane fades in at 3 o'clock; while refreshing, a dashed comet runs round
/// the ring with the airplane riding at its head, nose along the ring.
public struct AirplaneStyle: RefreshStyle {
    public let name = "airplane"
    public let summary = "sky and clouds, a dashed ring drawn by the pull, an airplane orbiting it while refreshing"
    /// Sky, clouds, ring and plane: no label (§5).
    public let drawsText = false
    /// `kRefreshViewHeight` (§5.1).
    public let height = 110.0
    /// Laps of the comet and the plane (§5.4).
    package static let lapDuration = 1.5
    /// How long the refresh animations run: the reference port's 6.0 s (§7 A6); the book's variant uses 5.0.
    package var repeatDuration = 6.0
    /// Core Animation's implicit actions on the scroll-driven properties (§5.3, §6.9, §7 A10): off by default, so
    /// the ring and the plane follow the pull exactly; on, each scroll tick's change of `strokeEnd` and `opacity`
    /// starts a 0.25 s Default-curve animation from the value on screen, and they lag the finger as on a device.
    /// Needs the gesture's history: a frozen progress sweep has none and shows the settled values.
    package var implicitActions: Bool

    public init(repeatDuration: Double = 6.0, implicitActions: Bool = false) {
        self.repeatDuration = repeatDuration
        self.implicitActions = implicitActions
    }

    /// UIScrollView reports the content's motion once per display frame: 60 scroll ticks a second (§6.9).
    package static let scrollTicksPerSecond = 60.0
    /// `repeat-duration=6|5`: the reference port's or the book's refresh animation length (§5.4, §7 A6);
    /// `implicit-actions=off|on`: the scroll-driven implicit animations (§6.9, §7 A10).
    public static let options = [
        StyleOption<AirplaneStyle>("repeat-duration", \.repeatDuration, values: [("6", 6.0), ("5", 5.0)],
                                   help: "seconds the refresh animations run: 6 (the reference port) or 5 (the book)"),
        StyleOption<AirplaneStyle>("implicit-actions", \.implicitActions, values: [("off", false), ("on", true)],
                                   help: "on: the ring and plane lag the scroll as Core Animation's implicit actions do (§6.9, §7 A10)"),
    ]

    /// Armed at release when progress ≥ 1 (§5.3); the header stays fully revealed for the 4.0 s refresh, then
    /// `endRefreshing` collapses it over 0.3 s easeOut (§7 A6). The opening inset animation is 0.3 s (§5.4).
    public let rules = PullRules(threshold: 110, strictThreshold: false, showsPullingState: false,
                                 refreshingInset: 110, openDuration: 0.3, refreshDuration: 4.0,
                                 collapseDuration: 0.3, collapseCurve: .easeOut)

    public var artwork: [VectorArtwork] { [.airplane, .skyBackground] }

    /// Ring radius: 110 / 2 · 0.8 (§5.1).
    public static let radius = 44.0

    package static func ovalPath(width: Double) -> Path {
        .oval(in: Rect(x: width / 2 - radius, y: 55 - radius, width: 2 * radius, height: 2 * radius))
    }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        let w = context.width
        let bounds = Rect(x: 0, y: 0, width: w, height: height)
        // Background image view: aspect fill, clipped (§5.1, §5.2).
        var background = Layer(name: ControlScene.backgroundLayerName, frame: bounds,
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
        func addRefresh(at start: Double, to builder: inout SceneBuilder) throws {
            try builder.animations.add(strokeGroup, to: ["oval"], at: start)
            try builder.animations.add(flightGroup, to: ["airplane"], at: start)
        }
        var refreshes = sample.events.filter { $0.to == .refreshing }.map(\.time)[...]
        if implicitActions, let history = sample.history {
            // Animations are added in time order: the refreshes that began by each tick go in before its actions.
            try addScrollTickActions(sample: sample, history: history, to: &builder) { tick, builder in
                while let start = refreshes.first, start <= tick {
                    try addRefresh(at: start, to: &builder)
                    refreshes.removeFirst()
                }
            }
        }
        for start in refreshes { try addRefresh(at: start, to: &builder) }
        return builder.scene
    }

    /// Implicit actions (§6.9): at every scroll tick at which the content moved while not refreshing, the scroll
    /// callback sets `strokeEnd` and `opacity` to the progress (§5.3), each starting a 0.25 s Default-curve action
    /// from the value on screen that replaces the previous one. `beforeTick` runs first at each tick.
    private func addScrollTickActions(sample: PullSample, history: PullHistory, to builder: inout SceneBuilder,
                                      beforeTick: (Double, inout SceneBuilder) throws -> Void) throws {
        let actions = try ImplicitActions(isEnabled: true)
        let targets: [(AnimationKeyPath, LayerPath)] = [(.strokeEnd, ["oval"]), (.opacity, ["airplane"])]
        func progress(_ distance: Double) -> AnimatableValue { .scalar(min(max(distance / height, 0), 1)) }
        // The gesture starts at rest: the model holds the progress at time 0 until a tick changes it.
        var lastDistance = history.distance(at: 0)
        for (keyPath, target) in targets {
            builder.modify(target) { $0.setValue(progress(lastDistance), for: keyPath) }
        }
        var tick = 0
        while Double(tick) / AirplaneStyle.scrollTicksPerSecond <= sample.time {
            let t = Double(tick) / AirplaneStyle.scrollTicksPerSecond
            tick += 1
            try beforeTick(t, &builder)
            let distance = history.distance(at: t)
            guard distance != lastDistance else { continue }
            lastDistance = distance
            guard sample.events.last(where: { $0.time <= t })?.to != .refreshing else { continue }
            let value = progress(distance)
            for (keyPath, target) in targets {
                let shown = Presentation.value(of: keyPath, at: target, root: builder.root,
                                               animations: builder.animations.entries, time: t) ?? value
                try actions.record(keyPath, of: target, changingFrom: shown, to: value, at: t, in: &builder.animations)
                builder.modify(target) { $0.setValue(value, for: keyPath) }
            }
        }
    }
}
