/// Why attached animations do not fit a layer tree.
public enum PresentationError: Error, Equatable, CustomStringConvertible {
    /// No layer at the path.
    case unknownLayer(LayerPath)
    /// The layer has no such property (e.g. `strokeEnd` on a layer that is not a shape layer).
    case propertyMissing(AnimationKeyPath, LayerPath)

    public var description: String {
        switch self {
        case .unknownLayer(let path):
            return "no layer at \(path); accepted: a path of sublayer names that exists in the tree"
        case .propertyMissing(let key, let path):
            return "layer \(path) has no property \(key.rawValue); accepted: key paths of its kind "
                + "(shape properties need a shape layer, fontSize/foregroundColor a text layer)"
        }
    }
}
