import Raster
import RefreshRender

/// The airplane pull-to-refresh header of a UIKit tutorial (`RefreshView`: a background image, a dashed
/// `CAShapeLayer` ring drawn by the pull, an airplane `CALayer` flying round it while refreshing), ported onto
/// RefreshRender's public API the way a team ports its own header: each UIKit call becomes its layer-tree or
/// animation counterpart, in the same order, under the same names.
///
/// A style is a pure function: instead of mutating layers in `scrollViewDidScroll:` and `beginRefreshing`, the
/// scene for a moment of the gesture is the model tree as those callbacks left it, plus the animations
/// `beginRefreshing` added at each moment a refresh began.
public struct AirplaneRefreshView: RefreshStyle {
    public let name = "airplane-port"
    public let summary = "the UIKit airplane RefreshView, ported: a dashed ring drawn by the pull, a plane orbiting it"
    /// No labels: a run never looks for fonts.
    public let drawsText = false
    /// `#define kRefreshViewHeight 110.0`.
    public let height = 110.0

    /// `refresh-view-bg.png` (UIImageView, aspect fill, clipped).
    public var backgroundImage: LayerContents
    /// `airplane.png`; the layer takes its size (`image.size`).
    public var airplaneImage: LayerContents
    /// Whether `scrollViewDidScroll:` redraws the ring and the plane while refreshing. The tutorial's code does (true,
    /// the default): it measures the pull against the content inset, which `beginRefreshing` has just raised by the
    /// header's height, so the progress falls to 0 as the table settles and the plane fades out mid-refresh. False is
    /// the guard of the book the tutorial follows (`if !isRefreshing`), with which the plane stays; the built-in
    /// `airplane` style follows the book.
    public var redrawsWhileRefreshing: Bool

    /// The images default to the project's own drawings of the tutorial's two pictures (the built-in airplane
    /// style's artwork); give `.bitmap(BitmapContents(image:scale:))` for PNGs of your own.
    public init(backgroundImage: LayerContents = .artwork(.skyBackground),
                airplaneImage: LayerContents = .artwork(.airplane),
                redrawsWhileRefreshing: Bool = true) {
        self.backgroundImage = backgroundImage
        self.airplaneImage = airplaneImage
        self.redrawsWhileRefreshing = redrawsWhileRefreshing
    }

    /// The scroll view's side of the tutorial: a refresh starts when the finger lifts with the header fully revealed
    /// (`scrollViewWillEndDragging:` with progress ≥ 1); `beginRefreshing` raises the inset by the height and its
    /// 4.0 s animation's completion calls `endRefreshing`, which lowers it over 0.3 s, ease-out. How fast the table
    /// settles at the raised inset after the release is UIScrollView's own motion, not the tutorial's code: 0.3 s,
    /// ease-in-ease-out, as the built-in style.
    public var rules: PullRules {
        PullRules(threshold: height, strictThreshold: false, showsPullingState: false, refreshingInset: height,
                  openDuration: 0.3, refreshDuration: 4.0, collapseDuration: 0.3, collapseCurve: .easeOut)
    }

    /// The project's drawings among its two images (what a user could replace by name, were the header in
    /// render-frames's catalog).
    public var artwork: [VectorArtwork] {
        [airplaneImage, backgroundImage].compactMap { if case .artwork(let drawing) = $0 { drawing } else { nil } }
    }

    /// One lap of the ring and the plane: the refreshing picture repeats after it.
    public var refreshingLoop: Double { 1.5 }

    public func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
        // initWithFrame:scrollView: — the view and its three parts.
        let frame = Rect(x: 0, y: 0, width: context.width, height: height)
        var ovalShapeLayer = ovalShapeLayer(frame: frame)
        var airplaneLayer = airplaneLayer(frame: frame)

        // scrollViewDidScroll: → redrawFromProgress:, as the last call before this moment left the layers: the ring
        // drawn up to the progress, the plane faded in with it.
        let progress = progress(of: sample)
        ovalShapeLayer.shape?.strokeEnd = progress
        airplaneLayer.opacity = progress

        var view = Layer(name: "RefreshView", frame: frame)
        view.sublayers = [bgImageView(bounds: frame), ovalShapeLayer, airplaneLayer]

        // beginRefreshing, at each moment a refresh began.
        var animations = AnimationList()
        for event in sample.events where event.to == .refreshing {
            try beginRefreshing(at: event.time, ovalPath: ovalShapeLayer.shape?.path, animations: &animations)
        }
        return ControlScene(root: view, animations: animations)
    }

    /// `addBgImage`: a UIImageView the size of the view, aspect fill, clipped. Named as RefreshRender's background
    /// layer, so a run with another background (none, or a colour) leaves it out.
    private func bgImageView(bounds: Rect) -> Layer {
        var bgImageView = Layer(name: ControlScene.backgroundLayerName, frame: bounds,
                                content: .image(ImageProperties(contents: backgroundImage, contentsGravity: .resizeAspectFill)))
        bgImageView.masksToBounds = true
        return bgImageView
    }

    /// `addOvalShapeLayer`: a layer with no frame (its path in the view's coordinates), white, no fill, 4 pt wide,
    /// dashed 2 on 3, round an oval of radius height / 2 · 0.8 centred in the view.
    private func ovalShapeLayer(frame: Rect) -> Layer {
        var shape = ShapeProperties()
        shape.strokeColor = .white
        shape.fillColor = nil  // UIColor.clearColor: nothing filled
        shape.lineWidth = 4.0
        shape.lineDashPattern = [2, 3]
        let refreshRadius = frame.height / 2 * 0.8
        shape.path = .oval(in: Rect(x: frame.width / 2 - refreshRadius, y: frame.height / 2 - refreshRadius,
                                    width: 2 * refreshRadius, height: 2 * refreshRadius))
        return Layer(name: "ovalShapeLayer", content: .shape(shape))
    }

    /// `addAirplaneLayer`: transparent at first, the image's size, at the ring's rightmost point.
    private func airplaneLayer(frame: Rect) -> Layer {
        var airplaneLayer = Layer(name: "airplaneLayer")
        airplaneLayer.opacity = 0.0
        airplaneLayer.content = .image(ImageProperties(contents: airplaneImage))
        let size = airplaneImage.pointSize
        airplaneLayer.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        airplaneLayer.position = Point(x: frame.width / 2 + frame.height / 2 * 0.8, y: frame.height / 2)
        return airplaneLayer
    }

    /// `scrollViewDidScroll:`'s progress: `MAX(-(contentOffset.y + contentInset.top), 0) / height`, clamped to 0…1.
    /// The sample's distance is measured from the table's resting offset without the refresh's inset; while
    /// refreshing (`beginRefreshing` until `endRefreshing`) the inset holds the header's height as well.
    private func progress(of sample: PullSample) -> Double {
        let refreshing = sample.state == .refreshing
        if refreshing && !redrawsWhileRefreshing {
            // The book's guard: the last redraw was before the refresh began, at a progress of at least 1.
            return 1
        }
        let raisedInset = refreshing ? height : 0
        let offsetY = max(sample.distance - raisedInset, 0)
        return min(max(offsetY / height, 0), 1)
    }

    /// `beginRefreshing`'s layer animations: a dashed comet round the ring (strokeStart −0.5 → 1 with strokeEnd
    /// 0 → 1), and the plane flying along the ring's path at constant speed while turning once, each group 1.5 s a
    /// lap, repeated for 6 s.
    private func beginRefreshing(at time: Double, ovalPath: Path?, animations: inout AnimationList) throws {
        let strokeStartAnimation = try BasicAnimation(keyPath: "strokeStart", from: .scalar(-0.5), to: .scalar(1.0))
        let strokeEndAnimation = try BasicAnimation(keyPath: "strokeEnd", from: .scalar(0.0), to: .scalar(1.0))
        let strokeAnimationGroup = AnimationGroup(animations: [.basic(strokeStartAnimation), .basic(strokeEndAnimation)],
                                                  timing: try MediaTiming(duration: 1.5, repeatDuration: 6.0))
        try animations.add(strokeAnimationGroup, to: ["ovalShapeLayer"], at: time)

        guard let ovalPath else { return }
        let flightAnimation = try KeyframeAnimation(keyPath: "position", path: ovalPath, calculationMode: .paced)
        let airplaneOrientationAnimation = try BasicAnimation(keyPath: "transform.rotation", from: .scalar(0),
                                                              to: .scalar(2 * Double.pi))
        let flightAnimationGroup = AnimationGroup(animations: [.keyframe(flightAnimation), .basic(airplaneOrientationAnimation)],
                                                  timing: try MediaTiming(duration: 1.5, repeatDuration: 6.0))
        try animations.add(flightAnimationGroup, to: ["airplaneLayer"], at: time)
    }
}
