import Raster

/// A layer's `ks` or a shape group's `tr` (Lottie spec, Transform): anchor, position (one point or split into X
/// and Y), scale in percent, rotation and skew in degrees, skew axis in degrees, opacity in percent.
struct TransformModel: Sendable {
    enum Position: Sendable {
        case point(Animated<Point>)
        /// `p: {"s": true, "x": …, "y": …}`.
        case split(x: Animated<Double>, y: Animated<Double>)
    }

    var anchor: Animated<Point> = .constant(.zero)
    var position: Position = .point(.constant(.zero))
    var scale: Animated<Point> = .constant(Point(x: 100, y: 100))
    var rotation: Animated<Double> = .constant(0)
    /// A `time` expression on the rotation, in degrees a frame: it replaces the rotation's value.
    var rotationPerFrame: Double? = nil
    var skew: Animated<Double> = .constant(0)
    var skewAxis: Animated<Double> = .constant(0)
    var opacity: Animated<Double> = .constant(100)
    /// A 3D layer's rotations about X and Y (`rx`, `ry`) and its orientation (`or`, constant), in degrees; nil
    /// when the layer has none.
    var rotation3D: Rotation3D? = nil

    struct Rotation3D: Sendable {
        var x: Animated<Double>, y: Animated<Double>
        var orientation: (x: Double, y: Double, z: Double)
    }

    static let identity = TransformModel()
}
