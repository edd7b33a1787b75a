import Raster

extension JSONNode {
    /// A transform object (`ks`, `tr`). `rz` serves as the rotation when `r` is absent (a 3D layer); the rotations
    /// about X and Y (`rx`, `ry`) and a constant orientation (`or`) are kept for `TransformModel.matrix`.
    func transform(_ context: inout ParseContext) throws(LottieError) -> TransformModel {
        guard isObject() else { throw wrongType("a transform object") }
        var t = TransformModel()
        t.anchor = try animated("a", &context, default: .zero, ValueDecoders.point)
        t.position = try context.optional(self, "p", default: t.position) { p, c throws(LottieError) in
            guard p.flag("s") else { return .point(try p.animated(&c, spatial: true, ValueDecoders.point)) }
            return .split(x: try p.animated("x", &c, ValueDecoders.scalar), y: try p.animated("y", &c, ValueDecoders.scalar))
        }
        t.scale = try animated("s", &context, default: Point(x: 100, y: 100), ValueDecoders.point)
        let rotationKey = field("r") == nil ? "rz" : "r"
        if let r = field(rotationKey), case .object(var object) = r.value, case .string(let text)? = object["x"],
           let expression = TimeExpression(expression: text) {
            // The expression is drawn: the property is read without it (no warning), and the turn kept beside.
            object["x"] = nil
            t.rotation = try JSONNode(value: .object(object), path: r.path).animated(&context, ValueDecoders.scalar)
            t.rotationPerFrame = expression.perSecond / context.frameRate
        } else {
            t.rotation = try animated(rotationKey, &context, default: 0, ValueDecoders.scalar)
        }
        t.skew = try animated("sk", &context, default: 0, ValueDecoders.scalar)
        t.skewAxis = try animated("sa", &context, default: 0, ValueDecoders.scalar)
        t.opacity = try animated("o", &context, default: 100, ValueDecoders.percent)
        let rx = try animated("rx", &context, default: 0, ValueDecoders.scalar)
        let ry = try animated("ry", &context, default: 0, ValueDecoders.scalar)
        let orientation = try context.optional(self, "or", default: (x: 0.0, y: 0.0, z: 0.0)) { n, c throws(LottieError) in
            guard try n.animated(&c, ValueDecoders.magnitude).isNonZero else { return (0, 0, 0) }
            guard !n.flag("a") else {
                c.warn("3D rotation (or)", at: n.path, "the layer is drawn without its keyframed orientation")
                return (0, 0, 0)
            }
            let v = try (n.field("k") ?? n).numbers(minCount: 3)
            return (v[0], v[1], v[2])
        }
        if rx.isNonZero || ry.isNonZero || orientation != (0, 0, 0) {
            t.rotation3D = TransformModel.Rotation3D(x: rx, y: ry, orientation: orientation)
        }
        return t
    }
}

extension ValueDecoders {

    /// The sum of magnitudes of a scalar or a 3D vector (`or` is `[x, y, z]`), only to tell whether it is zero.
    static let magnitude: ValueDecoder<Double> = { node throws(LottieError) in
        try node.numbers(minCount: 1).reduce(0) { $0 + abs($1) }
    }
}

extension Animated where Value == Double {
    /// False only for a constant 0.
    var isNonZero: Bool {
        if case .constant(let v) = self { return v != 0 }
        return true
    }

    /// The largest value any keyframe holds (eased values between two keyframes may overshoot it slightly).
    var maximum: Double {
        switch self {
        case .constant(let v): return v
        case .keyframed(let t): return t.segments.reduce(t.final) { Swift.max($0, $1.from, $1.to) }
        }
    }
}
