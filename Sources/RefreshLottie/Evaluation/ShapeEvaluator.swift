import Foundation
import Raster

/// Evaluates a shape layer's items at one frame with After Effects' rules: a style (fill, stroke, gradient) paints
/// every path above it in its group, nested groups included; a modifier (trim, round corners, repeater) changes
/// every path above it; items higher in the list are drawn on top.
struct ShapeEvaluator {
    /// The layer's local frame.
    let frame: Double

    /// A group's result: its draw commands, top first, and its paths (one list of contours per shape) in the
    /// group's own space, for the styles and modifiers of enclosing groups.
    struct Result {
        var commands: [DrawItem] = []
        var paths: [[BezierContour]] = []
    }

    func evaluate(_ items: [ShapeItem]) -> Result {
        var result = Result()
        for item in items {
            switch item {
            case .group(let g):
                let child = evaluate(g.items)
                let m = g.transform.matrix(at: frame), o = g.transform.opacity(at: frame)
                result.commands += child.commands.map { $0.transformed(by: m, opacity: o) }
                result.paths += child.paths.map { $0.map { $0.applying(m) } }
            case let .geometry(shape, reversed):
                let c = contour(shape)
                result.paths.append([reversed ? c.reversed() : c])
            case .fill(let f):
                result.commands.append(.path(PathDraw(path: combined(result.paths), painting: .fill(f.rule),
                                                      paint: .solid(f.color.value(at: frame)), opacity: percent(f.opacity))))
            case .stroke(let s):
                result.commands.append(.path(PathDraw(path: combined(result.paths), painting: .stroke(strokeStyle(s.line)),
                                                      paint: .solid(s.color.value(at: frame)), opacity: percent(s.opacity))))
            case .gradientFill(let g):
                result.commands.append(.path(PathDraw(path: combined(result.paths), painting: .fill(g.rule),
                                                      paint: paint(g.gradient), opacity: percent(g.gradient.opacity))))
            case .gradientStroke(let g):
                result.commands.append(.path(PathDraw(path: combined(result.paths), painting: .stroke(strokeStyle(g.line)),
                                                      paint: paint(g.gradient), opacity: percent(g.gradient.opacity))))
            case .trim(let t):
                let ranges = TrimRanges(start: t.start.value(at: frame), end: t.end.value(at: frame),
                                        offset: t.offset.value(at: frame))
                result.paths = t.individually ? [PathTrim.trim(result.paths.flatMap { $0 }, to: ranges)]
                                              : result.paths.map { PathTrim.trim($0, to: ranges) }
            case .roundCorners(let r):
                let radius = r.value(at: frame)
                result.paths = result.paths.map { $0.map { RoundCorners.apply($0, radius: radius) } }
            case .repeater(let r):
                result = repeated(result, r)
            case .merge:
                break
            }
        }
        return result
    }

    private func percent(_ value: Animated<Double>) -> Double { min(max(value.value(at: frame) / 100, 0), 1) }

    private func combined(_ paths: [[BezierContour]]) -> Path { paths.flatMap { $0 }.rasterPath() }

    private func contour(_ shape: GeometryShape) -> BezierContour {
        switch shape {
        case let .rectangle(position, size, roundness):
            return ShapeBuilders.rectangle(center: position.value(at: frame), size: size.value(at: frame),
                                           roundness: roundness.value(at: frame))
        case let .ellipse(position, size):
            return ShapeBuilders.ellipse(center: position.value(at: frame), size: size.value(at: frame))
        case .path(let path):
            return path.value(at: frame)
        case .polystar(let s):
            let points = Int(min(max(s.points.value(at: frame).rounded(.down), 0), Double(LottieLimits.maxCopies)))
            return ShapeBuilders.polystar(center: s.position.value(at: frame), points: points, rotation: s.rotation.value(at: frame),
                                          outer: (s.outerRadius.value(at: frame), s.outerRoundness.value(at: frame)),
                                          inner: s.isStar ? (s.innerRadius.value(at: frame), s.innerRoundness.value(at: frame)) : nil)
        }
    }

    /// The stroke's line at this frame; a dash pattern whose lengths sum to 0 draws solid, as Core Graphics.
    private func strokeStyle(_ line: LineModel) -> StrokeStyle {
        let dashes = line.dashes.map { max($0.value(at: frame), 0) }
        return StrokeStyle(width: min(max(line.width.value(at: frame), 0), StrokeStyle.maxWidth), cap: line.cap,
                           join: line.join, miterLimit: line.miterLimit, dashPattern: dashes.isEmpty ? nil : dashes,
                           dashPhase: line.dashOffset.value(at: frame))
    }

    private func paint(_ g: GradientModel) -> DrawPaint {
        let stops = GradientStops.merge(g.stops.value(at: frame).values, colorStopCount: g.colorStopCount)
        let s = g.start.value(at: frame), e = g.end.value(at: frame)
        guard g.isRadial else { return .linear(start: s, end: e, stops: stops) }
        let radius = s.distance(to: e)
        let angle = atan2(e.y - s.y, e.x - s.x) + g.highlightAngle.value(at: frame) * Double.pi / 180
        let distance = min(max(g.highlightLength.value(at: frame) / 100, -1), 1) * radius
        return .radial(center: s, radius: radius, focal: s + Point(x: cos(angle), y: sin(angle)) * distance, stops: stops)
    }

    /// The repeater's copies of everything above it: copy k (k = offset … offset + count − 1) is transformed k
    /// times by the repeater's transform about its anchor — translate by k·position, rotate by k·rotation, scale by
    /// scale^k — and faded linearly from the start to the end opacity. Later copies are drawn above the earlier
    /// ones for composite "above", below them otherwise.
    private func repeated(_ above: Result, _ r: RepeaterShape) -> Result {
        let count = Int(min(max(r.copies.value(at: frame).rounded(), 0), Double(LottieLimits.maxCopies)))
        let offset = r.offset.value(at: frame)
        let t = r.transform
        let a = t.anchor.value(at: frame), p = t.position(at: frame), s = t.scale.value(at: frame)
        let rotation = t.rotation.value(at: frame) * Double.pi / 180
        let so = percent(r.startOpacity), eo = percent(r.endOpacity)
        var result = Result()
        let order = r.copiesAbove ? Array((0..<count).reversed()) : Array(0..<count)
        for copy in order {
            let k = Double(copy) + offset
            let m = AffineTransform.translation(-a.x, -a.y)
                .concatenating(.scale(pow(s.x / 100, k), pow(s.y / 100, k)))
                .concatenating(.rotation(rotation * k))
                .concatenating(.translation(a.x + p.x * k, a.y + p.y * k))
            let o = count > 1 ? mix(so, eo, Double(copy) / Double(count - 1)) : so
            result.commands += above.commands.map { $0.transformed(by: m, opacity: o) }
            result.paths += above.paths.map { $0.map { $0.applying(m) } }
        }
        return result
    }
}
