import Raster
/// A Core Animation–style layer as a value: geometry, compositing properties, content and sublayers.
///
/// Coordinates are UIKit's (y-down, STYLES.md §6.1). The layer's `bounds` point at `anchorPoint` (unit coordinates of the
/// bounds) sits at `position` in the parent's space, and `transform` is applied about that point, so a positive
/// rotation turns the layer clockwise on screen around its anchor.
///
/// Build a tree by nesting values; give a layer a `name` to address it from an `AttachedAnimation` (`LayerPath`).
public struct Layer: Sendable, Hashable {
    /// Name used to address the layer (`LayerPath`); nil for anonymous layers.
    public var name: String?
    /// The layer's own coordinate space: origin and size.
    public var bounds: Rect
    /// Where the anchor point sits in the parent's space.
    public var position: Point
    /// The point of `bounds` (in unit coordinates, (0,0) top-left, (1,1) bottom-right) that sits at `position` and
    /// about which `transform` applies. Default (0.5, 0.5), the centre.
    public var anchorPoint: Point
    /// Transform applied about the anchor point. The key path `transform.rotation.z` animates the rotation component
    /// of this transform (see `TransformComponents`).
    public var transform: AffineTransform
    /// Opacity of the layer and its sublayers as one group, 0...1 (values outside are clamped when rendering).
    public var opacity: Double
    /// When true neither the layer nor its sublayers are drawn.
    public var isHidden: Bool
    /// When true sublayers (and content) are clipped to `bounds`.
    public var masksToBounds: Bool
    /// Fill of `bounds` drawn beneath the content; nil draws nothing.
    public var backgroundColor: Color?
    /// What the layer draws itself.
    public var content: LayerContent
    /// Child layers, drawn in order (later ones on top) after this layer's own content.
    public var sublayers: [Layer]

    public init(name: String? = nil, bounds: Rect = .zero, position: Point = .zero,
                anchorPoint: Point = Point(x: 0.5, y: 0.5), transform: AffineTransform = .identity,
                opacity: Double = 1, isHidden: Bool = false, masksToBounds: Bool = false,
                backgroundColor: Color? = nil, content: LayerContent = .plain, sublayers: [Layer] = []) {
        self.name = name
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.opacity = opacity
        self.isHidden = isHidden
        self.masksToBounds = masksToBounds
        self.backgroundColor = backgroundColor
        self.content = content
        self.sublayers = sublayers
    }

    /// A layer placed by its frame (bounds origin 0, position = the frame's anchor point), as UIKit's `init(frame:)`.
    public init(name: String? = nil, frame: Rect, content: LayerContent = .plain, sublayers: [Layer] = []) {
        self.init(name: name, content: content, sublayers: sublayers)
        self.frame = frame
    }

    /// The layer's rectangle in the parent's space, valid while `transform` is the identity (as UIKit's `frame`).
    /// Setting it keeps `bounds.origin` and `anchorPoint` and moves `position`.
    public var frame: Rect {
        get {
            let size = bounds.size
            return Rect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                        width: size.width, height: size.height)
        }
        set {
            let f = newValue.standardized
            bounds.size = f.size
            position = Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        }
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    package var anchorPointInBounds: Point {
        Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
              y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// Maps the layer's own coordinates to its parent's: move the anchor to the origin, apply `transform`, then move
    /// to `position`.
    package var transformToParent: AffineTransform {
        let anchor = anchorPointInBounds
        return AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y))
    }

    /// The shape properties when the layer is a shape layer; setting a value makes it one (setting nil changes
    /// nothing).
    public var shape: ShapeProperties? {
        get { if case .shape(let s) = content { return s } else { return nil } }
        set { if let newValue { content = .shape(newValue) } }
    }

    /// The image properties when the layer is an image layer; setting a value makes it one (setting nil changes
    /// nothing).
    public var image: ImageProperties? {
        get { if case .image(let i) = content { return i } else { return nil } }
        set { if let newValue { content = .image(newValue) } }
    }

    /// The text properties when the layer is a text layer; setting a value makes it one (setting nil changes
    /// nothing).
    public var text: TextProperties? {
        get { if case .text(let t) = content { return t } else { return nil } }
        set { if let newValue { content = .text(newValue) } }
    }

    /// The first direct sublayer with `name`, if any.
    package func sublayer(named name: String) -> Layer? {
        sublayers.first { $0.name == name }
    }

    /// The layer at `path` below this one (`self` for an empty path), if every name resolves.
    public func layer(at path: LayerPath) -> Layer? {
        var current = self
        for name in path.names {
            guard let next = current.sublayer(named: name) else { return nil }
            current = next
        }
        return current
    }

    /// Runs `body` on the layer at `names` below this one, in place; returns false when a name does not resolve.
    @discardableResult
    mutating func modifyLayer(at names: ArraySlice<String>, _ body: (inout Layer) -> Void) -> Bool {
        guard let first = names.first else {
            body(&self)
            return true
        }
        guard let index = sublayers.firstIndex(where: { $0.name == first }) else { return false }
        return sublayers[index].modifyLayer(at: names.dropFirst(), body)
    }
}
