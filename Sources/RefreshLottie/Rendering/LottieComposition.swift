import Foundation
import Raster

/// A Lottie (Bodymovin JSON) animation, loaded and validated once, then drawn at any frame.
///
/// Loading refuses what cannot be drawn (`LottieError`, naming the path in the file) and lists what is drawn
/// differently from After Effects (`warnings`). Drawing is a pure function of the frame: the same frame gives the
/// same pixels on every run.
public struct LottieComposition: Sendable {
    let model: CompositionModel
    /// Which loaded composition this is, so a canvas's last picture can be known to be of this one.
    private let identity: Identity

    private final class Identity: Sendable {}

    init(model: CompositionModel) {
        self.model = model
        identity = Identity()
    }

    /// Loads a composition from the bytes of a Lottie file (JSON, gzip'd JSON or a dotLottie container: its initial
    /// animation); image files it names are read inside `baseURL` (a folder). `textEngine` sets text whose font the
    /// file embeds no glyphs of in installed fonts (without one, such a layer is not drawn and is warned about).
    /// `LottieDocument` chooses an animation, a theme or slots.
    public init(data: Data, baseURL: URL? = nil, textEngine: (any LottieTextEngine)? = nil) throws(LottieError) {
        self = try LottieDocument(data: data, folder: baseURL).composition(textEngine: textEngine)
    }

    /// Loads a composition from a file (JSON, gzip'd JSON or a dotLottie container: its initial animation); image
    /// files are read inside its folder or its container.
    public init(contentsOf url: URL, textEngine: (any LottieTextEngine)? = nil) throws(LottieError) {
        self = try LottieDocument(contentsOf: url).composition(textEngine: textEngine)
    }

    /// Width and height in points (`w`, `h`).
    public var width: Double { model.width }
    public var height: Double { model.height }
    /// Frames per second (`fr`).
    public var frameRate: Double { model.frameRate }
    /// The first frame (`ip`) and the frame after the last one (`op`).
    public var inPoint: Double { model.inPoint }
    public var outPoint: Double { model.outPoint }
    public var markers: [LottieMarker] { model.markers }

    /// The frames as a user reads them, whole numbers from the first to the last (the frame before the out point).
    /// Exporters write in and out points such as 4.00000016 for frame 4: a point within `LottieComposition.snap`
    /// of a whole frame counts as that frame; otherwise the first whole frame at or after the in point, and the last
    /// before the out point. Any frame of the range can be drawn (`draw(frame:)` draws the in point for a frame
    /// snapped down to it).
    public var frameRange: ClosedRange<Int> {
        let first = Self.snapped(model.inPoint) ?? model.inPoint.rounded(.up)
        let end = Self.snapped(model.outPoint) ?? model.outPoint.rounded(.up)
        return Int(first)...Int(max(first, end - 1))
    }

    /// How far from a whole frame an in or out point may be and still be read as it (float noise of exporters).
    static let snap = 1e-3

    private static func snapped(_ point: Double) -> Double? {
        abs(point - point.rounded()) <= snap ? point.rounded() : nil
    }
    /// Features drawn differently from After Effects, and what is drawn instead.
    public var warnings: [LottieWarning] { model.warnings }

    /// Draws the composition at `frame` onto `canvas` over what is there, `transform` mapping composition points
    /// to device pixels. A non-finite frame draws the in point.
    public func draw(frame: Double, on canvas: Canvas, transform: Raster.AffineTransform = .identity) {
        // A whole frame just below a fractional in point (4 for 4.00000016, `frameRange`) is the in point.
        let valid = frame.isFinite ? frame : model.inPoint
        let at = valid < model.inPoint && model.inPoint - valid <= Self.snap ? model.inPoint : valid
        // The frame this canvas last drew, of this composition through this transform, is that picture again: its
        // tree is not evaluated a second time (rlottie likewise returns at once for the frame it last rendered).
        let last = canvas.lastPictureKey(as: Picture.self)
        let renderer = DrawingRenderer(canvas: canvas, device: transform)
        let picture: Picture
        var shared = 0
        if let last, last.composition === identity, last.frame == at, last.device == transform {
            picture = last
        } else {
            let drawing = FrameEvaluator(model: model, cancellation: canvas.cancellation).drawing(at: at)
            let items = renderer.inTurn(drawing.items)
            // The bottom root items drawn as in the last picture, compared once: all of them (a still file, a pause)
            // make this frame that picture, and a part of them is a still backdrop (below).
            shared = last.map { Self.sharedPrefix(items, $0.inTurn, device: transform, $0.device) } ?? 0
            if let last, shared == items.count, shared == last.inTurn.count {
                picture = last
            } else {
                picture = Picture(drawing: drawing, device: transform, composition: identity, frame: at, inTurn: items)
            }
        }
        // Frames that draw the same tree through the same transform are one picture.
        canvas.drawPicture(key: picture) { canvas in
            // The bottom layers drawn as they were in the frame before (a still background under what moves) are a
            // picture of their own, kept while the layers above them change. The root draws its layers one after
            // another onto the canvas (and so does a precomposition that wraps a file), so drawing the two parts in
            // turn is drawing the whole.
            let items = picture.inTurn
            guard picture !== last, shared > 0, shared < items.count else { return renderer.draw(picture.drawing) }
            // The last picture's backdrop is a part of its items, so it is this one when it is as long.
            let backdrop = last?.backdrop.flatMap { $0.items.count == shared ? $0 : nil }
                ?? Backdrop(items: Array(items[..<shared]))
            picture.backdrop = backdrop
            canvas.drawPicture(key: backdrop) { _ in renderer.draw(DrawLayer(items: backdrop.items)) }
            renderer.draw(DrawLayer(items: Array(items[shared...])))
        }
    }

    /// How many of the bottom root items of two frames are the same, both drawn through `device`.
    private static func sharedPrefix(_ a: [DrawItem], _ b: [DrawItem], device: Raster.AffineTransform,
                                     _ other: Raster.AffineTransform) -> Int {
        guard device == other else { return 0 }
        var n = 0
        while n < a.count, n < b.count, a[n] == b[n] { n += 1 }
        return n
    }

    /// The bottom root layers of a frame, drawn through its picture's transform: on a blank canvas their pixels depend
    /// on these alone. Backdrops compare by identity: a frame's is the last picture's when it is the same (`draw`).
    private final class Backdrop: Equatable {
        let items: [DrawItem]

        init(items: [DrawItem]) { self.items = items }

        static func == (a: Backdrop, b: Backdrop) -> Bool { a === b }
    }

    /// What a frame's pixels on a blank canvas are a function of: the tree drawn and the transform to the device,
    /// with the frame of which composition it was evaluated from. Pictures compare by identity: a frame whose tree
    /// is the last picture's through the same transform is given that picture (`draw` compares the trees once, for
    /// the still backdrop too). A class, so the canvas keeps and hands back one reference rather than copies of the
    /// tree's many arrays.
    private final class Picture: Equatable {
        let drawing: DrawLayer
        let device: Raster.AffineTransform
        let composition: Identity
        let frame: Double
        /// The drawing's root items with the layers drawn straight onto the canvas opened (`DrawingRenderer.inTurn`,
        /// on the canvas the picture is drawn on): worked out once, read again as the next frame's `last`.
        let inTurn: [DrawItem]
        /// The bottom of `inTurn` drawn as a picture of its own, when it was.
        var backdrop: Backdrop?

        init(drawing: DrawLayer, device: Raster.AffineTransform, composition: Identity, frame: Double, inTurn: [DrawItem]) {
            self.drawing = drawing
            self.device = device
            self.composition = composition
            self.frame = frame
            self.inTurn = inTurn
        }

        static func == (a: Picture, b: Picture) -> Bool { a === b }
    }

    /// The frame as an image of the composition's size × `scale` (rounded up), transparent where nothing is drawn.
    public func image(frame: Double, scale: Double = 1) throws(LottieError) -> Image {
        guard scale.isFinite, scale > 0 else { throw .invalidArgument("scale \(scale) (accepted: a positive number)") }
        let canvas = try Self.canvas(width: (width * scale).rounded(.up), height: (height * scale).rounded(.up))
        draw(frame: frame, on: canvas, transform: .scale(scale, scale))
        return canvas.makeImage()
    }

    /// The frame as a `width` × `height` image with the composition scaled to fit inside it, keeping its aspect
    /// ratio, and centred.
    public func image(frame: Double, fittingWidth boxWidth: Int, height boxHeight: Int) throws(LottieError) -> Image {
        let canvas = try Self.canvas(width: Double(boxWidth), height: Double(boxHeight))
        let scale = min(Double(boxWidth) / width, Double(boxHeight) / height)
        let fit = AffineTransform.scale(scale, scale)
            .concatenating(.translation((Double(boxWidth) - width * scale) / 2, (Double(boxHeight) - height * scale) / 2))
        draw(frame: frame, on: canvas, transform: fit)
        return canvas.makeImage()
    }

    private static func canvas(width: Double, height: Double) throws(LottieError) -> Canvas {
        let limit = Double(Image.maxDimension)
        guard width >= 1, height >= 1, width <= limit, height <= limit else {
            throw .invalidArgument("image size \(width)×\(height) (accepted: 1...\(Image.maxDimension) a side)")
        }
        do { return try Canvas(width: Int(width), height: Int(height)) } catch {
            throw .invalidArgument("image size \(Int(width))×\(Int(height)): \(error)")
        }
    }
}
