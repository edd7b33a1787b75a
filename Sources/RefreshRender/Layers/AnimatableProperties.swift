import Raster
/// Reading and writing a layer's animatable properties by key path (the presentation evaluator's access to layers).
extension Layer {
    /// The property's current value, or nil when the layer has no such property (e.g. `strokeEnd` on a plain
    /// layer). Unset optional colours read as clear.
    public func value(for keyPath: AnimationKeyPath) -> AnimatableValue? {
        switch keyPath {
        case .position: return .point(position)
        case .positionX: return .scalar(position.x)
        case .positionY: return .scalar(position.y)
        case .anchorPoint: return .point(anchorPoint)
        case .bounds: return .rect(bounds)
        case .boundsOrigin: return .point(bounds.origin)
        case .boundsSize: return .size(bounds.size)
        case .opacity: return .scalar(opacity)
        case .hidden: return .bool(isHidden)
        case .backgroundColor: return .color(backgroundColor ?? .clear)
        case .transform: return .transform(transform)
        case .rotationZ: return .scalar(TransformComponents(transform).angle)
        case .scale, .scaleX: return .scalar(TransformComponents(transform).scaleX)
        case .scaleY: return .scalar(TransformComponents(transform).scaleY)
        case .translationX: return .scalar(transform.tx)
        case .translationY: return .scalar(transform.ty)
        case .strokeStart: return shape.map { .scalar($0.strokeStart) }
        case .strokeEnd: return shape.map { .scalar($0.strokeEnd) }
        case .lineWidth: return shape.map { .scalar($0.lineWidth) }
        case .lineDashPhase: return shape.map { .scalar($0.lineDashPhase) }
        case .miterLimit: return shape.map { .scalar($0.miterLimit) }
        case .strokeColor: return shape.map { .color($0.strokeColor ?? .clear) }
        case .fillColor: return shape.map { .color($0.fillColor ?? .clear) }
        case .fontSize: return text.map { .scalar($0.fontSize) }
        case .foregroundColor: return text.map { .color($0.color) }
        }
    }

    /// Sets the property; ignored when the value's kind does not match or the layer lacks the property.
    /// The `transform.*` sub-keys rewrite one component of `transform` (see `TransformComponents`).
    package mutating func setValue(_ value: AnimatableValue, for keyPath: AnimationKeyPath) {
        switch (keyPath, value) {
        case (.position, .point(let p)): position = p
        case (.positionX, .scalar(let v)): position.x = v
        case (.positionY, .scalar(let v)): position.y = v
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.bounds, .rect(let r)): bounds = r
        case (.boundsOrigin, .point(let p)): bounds.origin = p
        case (.boundsSize, .size(let s)): bounds.size = s
        case (.opacity, .scalar(let v)): opacity = v
        case (.hidden, .bool(let b)): isHidden = b
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.transform, .transform(let t)): transform = t
        case (.rotationZ, .scalar(let v)): modifyTransform { $0.angle = v }
        case (.scale, .scalar(let v)): modifyTransform { $0.scaleX = v; $0.scaleY = v }
        case (.scaleX, .scalar(let v)): modifyTransform { $0.scaleX = v }
        case (.scaleY, .scalar(let v)): modifyTransform { $0.scaleY = v }
        case (.translationX, .scalar(let v)): transform.tx = v
        case (.translationY, .scalar(let v)): transform.ty = v
        case (.strokeStart, .scalar(let v)): modifyShape { $0.strokeStart = v }
        case (.strokeEnd, .scalar(let v)): modifyShape { $0.strokeEnd = v }
        case (.lineWidth, .scalar(let v)): modifyShape { $0.lineWidth = v }
        case (.lineDashPhase, .scalar(let v)): modifyShape { $0.lineDashPhase = v }
        case (.miterLimit, .scalar(let v)): modifyShape { $0.miterLimit = v }
        case (.strokeColor, .color(let c)): modifyShape { $0.strokeColor = c }
        case (.fillColor, .color(let c)): modifyShape { $0.fillColor = c }
        case (.fontSize, .scalar(let v)): modifyText { $0.fontSize = v }
        case (.foregroundColor, .color(let c)): modifyText { $0.color = c }
        default: break
        }
    }

    private mutating func modifyTransform(_ body: (inout TransformComponents) -> Void) {
        var components = TransformComponents(transform)
        body(&components)
        transform = components.transform
    }

    private mutating func modifyShape(_ body: (inout ShapeProperties) -> Void) {
        guard case .shape(var s) = content else { return }
        content = .plain // drop the enum's reference so `s` is uniquely owned while modified
        body(&s)
        content = .shape(s)
    }

    private mutating func modifyText(_ body: (inout TextProperties) -> Void) {
        guard case .text(var t) = content else { return }
        content = .plain
        body(&t)
        content = .text(t)
    }
}
