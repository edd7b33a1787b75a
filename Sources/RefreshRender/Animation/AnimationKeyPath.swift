/// The animatable properties, addressed by Core Animation's key path strings. Parsed once when an animation is
/// built, so evaluating a frame never compares strings.
public enum AnimationKeyPath: String, Sendable, Hashable, CaseIterable {
    case position = "position"
    case positionX = "position.x"
    case positionY = "position.y"
    case anchorPoint = "anchorPoint"
    case bounds = "bounds"
    case boundsOrigin = "bounds.origin"
    case boundsSize = "bounds.size"
    case opacity = "opacity"
    case hidden = "hidden"
    case backgroundColor = "backgroundColor"
    /// The whole transform; interpolated by decomposition with the §6.10 angle rule (see `TransformComponents`).
    case transform = "transform"
    /// The rotation component of `transform`, in radians (positive = clockwise on screen). Also spelled
    /// `transform.rotation` (STYLES.md §6.1). Interpolated numerically, so a 0 → 2π animation makes a full turn.
    case rotationZ = "transform.rotation.z"
    /// Both scale components of `transform` (reads the x scale).
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case strokeStart = "strokeStart"
    case strokeEnd = "strokeEnd"
    case lineWidth = "lineWidth"
    case lineDashPhase = "lineDashPhase"
    case miterLimit = "miterLimit"
    case strokeColor = "strokeColor"
    case fillColor = "fillColor"
    /// A text layer's font size.
    case fontSize = "fontSize"
    /// A text layer's colour (CATextLayer's name for it).
    case foregroundColor = "foregroundColor"

    /// Parses a Core Animation key path; `transform.rotation` is accepted as `transform.rotation.z`.
    public init(_ string: String) throws {
        if string == "transform.rotation" {
            self = .rotationZ
        } else if let key = AnimationKeyPath(rawValue: string) {
            self = key
        } else {
            throw AnimationError.unknownKeyPath(string)
        }
    }

    /// The kind of value the property holds.
    public var valueKind: AnimatableValue.Kind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .bounds: return .rect
        case .boundsSize: return .size
        case .hidden: return .bool
        case .backgroundColor, .strokeColor, .fillColor, .foregroundColor: return .color
        case .transform: return .transform
        case .positionX, .positionY, .opacity, .rotationZ, .scale, .scaleX, .scaleY, .translationX, .translationY,
             .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase, .miterLimit, .fontSize:
            return .scalar
        }
    }
}
