import Raster

/// Reads one value of a property (a keyframe's `s` / `e`, or a static `k`).
typealias ValueDecoder<V> = @Sendable (JSONNode) throws(LottieError) -> V

enum ValueDecoders {
    /// Percentages (opacity, trim ends): clamped to 0...100 where they are used, as the players draw a file's
    /// 150 % or −0.0001 % rather than refuse it.
    static let percent: ValueDecoder<Double> = { node throws(LottieError) in try node.number() }
    /// Any finite number within the coordinate limit (positions, angles, widths are checked where they are used).
    static let scalar: ValueDecoder<Double> = { node throws(LottieError) in try node.number() }

    /// `[x, y, …]`; a lone number (or `[x]`, as some exporters write an anchor) is `(x, 0)`, as rlottie and ThorVG
    /// read it.
    static let point: ValueDecoder<Point> = { node throws(LottieError) in
        let v = try node.numbers(minCount: 1)
        return Point(x: v[0], y: v.count > 1 ? v[1] : 0)
    }

    /// `[r, g, b]` or `[r, g, b, a]`, each clamped to 0...1 (exporters write 1.0000001; lottie-web's colours clamp
    /// as CSS ones do); the fourth component is not used (fill and stroke opacity is `o`, as in lottie-web and
    /// rlottie).
    static let color: ValueDecoder<Color> = color(scale: 1)

    /// Colour components `[r, g, b, …]` on a 0…`scale` scale.
    static func color(scale: Double) -> ValueDecoder<Color> {
        { node throws(LottieError) in
            let v = try node.numbers(minCount: 3).map { min(max($0 / scale, 0), 1) }
            return Color(red: v[0], green: v[1], blue: v[2])
        }
    }

    static let gradient: ValueDecoder<GradientData> = { node throws(LottieError) in
        GradientData(values: try node.numbers(minCount: 4))
    }

    /// `{"v": [[x, y]…], "i": […], "o": […], "c": bool}`, or a one-element array of it (keyframe values).
    static let path: ValueDecoder<BezierContour> = path(closed: nil)

    /// Paths closed as `closed` says when it is given (older files keep it beside the path), else as their `c`.
    static func path(closed: Bool?) -> ValueDecoder<BezierContour> {
        { node throws(LottieError) in
            var contour = try pathContour(node)
            if let closed { contour.closed = closed }
            return contour
        }
    }

    private static let pathContour: ValueDecoder<BezierContour> = { node throws(LottieError) in
        var node = node
        if case .array(let a) = node.value, let first = a.first { node = node.element(0, first) }
        guard node.isObject() else { throw node.wrongType("a path object with v, i, o") }
        let v = try node.required("v", "vertices").array()
        let i = try node.required("i", "in tangents").array()
        let o = try node.required("o", "out tangents").array()
        guard i.count == v.count, o.count == v.count else {
            throw .wrongType(path: node.path, found: "\(v.count) vertices, \(i.count) in and \(o.count) out tangents",
                             expected: "as many tangents as vertices")
        }
        var vertices: [BezierVertex] = []
        vertices.reserveCapacity(v.count)
        for k in v.indices {
            let p = try point(v[k])
            vertices.append(BezierVertex(point: p, inControl: p + (try point(i[k])), outControl: p + (try point(o[k]))))
        }
        return BezierContour(vertices: vertices, closed: node.flag("c"))
    }
}

extension JSONNode {
    /// The animatable property at this node: `{"k": value}` or `{"a": 1, "k": [keyframes]}`. A loop expression
    /// (`x`, `KeyframeLoop`) on keyframes repeats them; any other is warned about and the file's value is used. `spatial` reads position keyframes' `to` / `ti`.
    ///
    /// A plain value (or a plain list of keyframes) where the object is expected is that value, as lottie-web's
    /// PropertyFactory reads it: exporters write an offset path's miter limit as a number. So is an object without
    /// `k` that `decode` reads (a path `{"v", "i", "o"}`).
    func animated<V>(_ context: inout ParseContext, spatial: Bool = false, _ decode: ValueDecoder<V>)
        throws(LottieError) -> Animated<V> {
        guard isObject() else { return try valueOrKeyframes(decode, spatial: spatial) }
        guard let k = field("k") else {
            if let plain = try? decode(self) { return .constant(plain) }
            throw .missing(path: "\(path).k", expected: "the property's value or keyframes")
        }
        var animated = try k.valueOrKeyframes(decode, spatial: spatial)
        if let x = field("x") {
            // Loop expressions on keyframes are drawn (as lottie-web and ThorVG); any other is warned about.
            if case .keyframed(var track) = animated, case .string(let text) = x.value, let loop = KeyframeLoop(expression: text) {
                track.loop = loop
                animated = .keyframed(track)
            } else {
                context.warn("expression", at: x.path, "the property's keyframed or static value is used")
            }
        }
        return animated
    }

    /// A static value, or keyframes when this is a list of keyframe objects (with `t`).
    private func valueOrKeyframes<V>(_ decode: ValueDecoder<V>, spatial: Bool) throws(LottieError) -> Animated<V> {
        if case .array(let items) = value, let first = items.first, case .object(let o) = first, o["t"] != nil {
            return try keyframes(decode, spatial: spatial)
        }
        return .constant(try decode(self))
    }

    /// The optional animatable property `key`, or `fallback` when absent; one that cannot be read is left out with a
    /// warning (`ParseContext.optional`).
    func animated<V>(_ key: String, _ context: inout ParseContext, default fallback: V, spatial: Bool = false,
                     _ decode: ValueDecoder<V>) throws(LottieError) -> Animated<V> {
        try context.optional(self, key, default: .constant(fallback)) { node, c throws(LottieError) in
            try node.animated(&c, spatial: spatial, decode)
        }
    }

    /// The required animatable property `key`.
    func animated<V>(_ key: String, _ context: inout ParseContext, spatial: Bool = false,
                     _ decode: ValueDecoder<V>) throws(LottieError) -> Animated<V> {
        try required(key, "an animatable property").animated(&context, spatial: spatial, decode)
    }

    /// Keyframes `[{t, s, e?, h?, o?, i?, to?, ti?}…]`: both the old form (each keyframe with its end value `e`) and
    /// the new one (the next keyframe's `s`). Times must not decrease.
    private func keyframes<V>(_ decode: ValueDecoder<V>, spatial: Bool) throws(LottieError) -> Animated<V> {
        let frames = try array()
        var times: [Double] = [], starts: [V?] = [], ends: [V?] = []
        for f in frames {
            guard f.isObject() else { throw f.wrongType("a keyframe object") }
            let t = try f.required("t", "the keyframe's frame").number(in: -LottieLimits.maxFrame...LottieLimits.maxFrame)
            if let last = times.last, t < last {
                throw .outOfRange(path: "\(f.path).t", value: "\(t)", accepted: "at least the previous keyframe's \(last)")
            }
            times.append(t)
            starts.append(try f.field("s").map { n throws(LottieError) in try decode(n) })
            ends.append(try f.field("e").map { n throws(LottieError) in try decode(n) })
        }
        var segments: [KeyframeSegment<V>] = []
        var previousEnd: V? = nil
        for i in 0..<(frames.count - 1) {
            guard let from = starts[i] ?? previousEnd else {
                throw .missing(path: "\(frames[i].path).s", expected: "the keyframe's value")
            }
            let to = ends[i] ?? starts[i + 1] ?? from
            previousEnd = to
            let f = frames[i]
            // A motion path between two positions is measured here, once (only points have one).
            let tangents = spatial ? try f.spatialTangents() : nil
            let measured = tangents.map { t in (from as? Point).flatMap { a in (to as? Point).map { t.measured(from: a, to: $0) } } ?? t }
            segments.append(KeyframeSegment(start: times[i], end: times[i + 1], from: from, to: to, hold: f.flag("h"),
                                            easings: try f.easings(), spatial: measured))
        }
        guard let final = starts[frames.count - 1] ?? previousEnd else {
            throw .missing(path: "\(frames[frames.count - 1].path).s", expected: "the keyframe's value")
        }
        return segments.isEmpty ? .constant(final) : .keyframed(KeyframeTrack(segments: segments, final: final))
    }

    /// The easing of a keyframe's segment: `o` (out of this keyframe) and `i` (into the next), each `{x, y}` with
    /// one number or one per dimension. A control x outside 0...1 (exporters have written 1.196) is read, as the
    /// players read it, and kept in 0...1 by `CubicEasing`, rather than the whole property left out.
    private func easings() throws(LottieError) -> [CubicEasing] {
        guard let o = field("o"), let i = field("i") else { return [] }
        let ox = try o.required("x", "easing x").numbers(minCount: 1)
        let oy = try o.required("y", "easing y").numbers(minCount: 1)
        let ix = try i.required("x", "easing x").numbers(minCount: 1)
        let iy = try i.required("y", "easing y").numbers(minCount: 1)
        let count = max(ox.count, oy.count, ix.count, iy.count)
        return (0..<count).map { d in
            CubicEasing(x1: ox[min(d, ox.count - 1)], y1: oy[min(d, oy.count - 1)],
                        x2: ix[min(d, ix.count - 1)], y2: iy[min(d, iy.count - 1)])
        }
    }

    private func spatialTangents() throws(LottieError) -> SpatialTangents? {
        guard let to = field("to"), let ti = field("ti") else { return nil }
        let out = try ValueDecoders.point(to), into = try ValueDecoders.point(ti)
        return out == .zero && into == .zero ? nil : SpatialTangents(out: out, in: into)
    }
}
