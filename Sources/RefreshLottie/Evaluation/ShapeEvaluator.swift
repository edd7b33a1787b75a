import Foundation
import Raster

/// Evaluates a shape layer's items at one frame with lottie-web's rules: a style (fill, stroke, gradient) paints
/// every path above it in its group, nested groups included; a modifier (trim, round corners) changes every path
/// above it, nested groups included, before any style draws it (lottie-web's shape modifiers edit the shape data
/// that every style then reads, so a trim after `gr{sh, st}` trims what that group's stroke draws); a repeater
/// copies everything above it; items higher in the list are drawn on top.
struct ShapeEvaluator {
    /// The frame of the layer's composition (a layer's own keyframes are in its composition's time).
    let frame: Double
    /// The dashes left to the frame being evaluated (`FrameEvaluator`); nil for a still evaluated once at load.
    var dashes: DashBudget? = nil

    /// A geometry's path seen from the group being evaluated: entry `slot` of the layer's path list (in the
    /// geometry's own space, where modifiers work, as lottie-web's do) mapped by `transform`.
    struct PathRef: Equatable {
        var slot: Int
        var transform: AffineTransform
    }

    /// A style's draw, whose path is read from `refs` once every modifier of the layer has run.
    struct PendingDraw {
        /// Its geometries, their slots counted from `slotBase` (a kept group's draws, appended after other paths,
        /// move their base rather than every slot).
        var refs: [PathRef]
        var slotBase = 0
        /// The style's group space → the space of the group being evaluated.
        var transform = AffineTransform.identity
        var painting: PathDraw.Painting
        var paint: DrawPaint
        var opacity: Double
        /// The path `refs` make, made once with a still group (`GroupStill`) and kept while no modifier changes
        /// the geometries it reads: most frames then build no path for what does not move within its group.
        var path: Path? = nil
    }

    /// A group's result: its draws, top first, and the geometries above its end, for the styles and modifiers of
    /// enclosing groups. Kept by a still group (`GroupStill`); while a layer is evaluated, every group's draws go
    /// into one list, each moved in place into its enclosing groups' spaces, rather than copied level by level.
    struct Result {
        var draws: [PendingDraw] = []
        var refs: [PathRef] = []
    }

    /// The layer's draw commands, bottom first, in the layer's space, or moved by `placement` into the space it maps
    /// to (the values `DrawItem.transformed(by: placement, opacity: 1)` gives, each item made once).
    func commands(_ items: [ShapeItem], placedBy placement: AffineTransform? = nil) -> [DrawItem] {
        var solid = false
        return commands(items, placedBy: placement, dashesOverLimit: &solid)
    }

    /// As `commands(_:placedBy:)`; `dashesOverLimit` is set when a stroke's dashes were left out (`withinDashLimit`).
    func commands(_ items: [ShapeItem], placedBy placement: AffineTransform? = nil,
                  dashesOverLimit: inout Bool) -> [DrawItem] {
        var paths: [[BezierContour]] = []
        // Styles that paint the same geometries (a shape's fill and stroke, one next to the other) share one path.
        var last: (refs: [PathRef], base: Int, path: Path)? = nil
        var draws: [PendingDraw] = []
        _ = evaluate(items, &paths, &draws)
        return draws.reversed().map { d in
            let path: Path
            if let kept = d.path {
                path = kept
            } else if let last, last.base == d.slotBase, last.refs == d.refs {
                path = last.path
            } else {
                path = Self.path(d.refs, from: d.slotBase, paths)
                last = (d.refs, d.slotBase, path)
            }
            let painting = withinDashLimit(d.painting, path)
            if painting != d.painting { dashesOverLimit = true }
            let transform = placement.map { d.transform.concatenating($0) } ?? d.transform
            return .path(PathDraw(path: path, transform: transform, painting: painting, paint: d.paint, opacity: d.opacity))
        }
    }

    /// The painting, its dashes left out when there would be more of them along `path` than the rasterizer cuts
    /// (`Dasher.maxDashCount`, which would stroke nothing), or more than are left to the frame (`dashes`): the stroke
    /// is drawn solid, as Skia's dasher (lottie-android) draws a pattern over its limit.
    func withinDashLimit(_ painting: PathDraw.Painting, _ path: Path) -> PathDraw.Painting {
        guard case .stroke(var style) = painting, let count = Self.dashCount(style, path) else { return painting }
        if count <= Double(Dasher.maxDashCount), dashes?.spend(count) ?? true { return painting }
        style.dashPattern = nil
        return .stroke(style)
    }

    /// How many dashes `style` cuts along `path` at most; nil without a dash pattern.
    static func dashCount(_ style: StrokeStyle, _ path: Path) -> Double? {
        guard let pattern = try? DashPattern(lengths: style.dashPattern, phase: style.dashPhase) else { return nil }
        return path.contours().reduce(0.0) { $0 + ($1.length > 0 ? pattern.dashCountBound(length: $1.length) : 0) }
    }

    /// The geometries `refs` refer to (their slots counted from `base`), each mapped by its transform, as one
    /// rasterizer path.
    private static func path(_ refs: [PathRef], from base: Int = 0, _ paths: [[BezierContour]]) -> Path {
        refs.flatMap { r in paths[base + r.slot].map { $0.applying(r.transform) } }.rasterPath()
    }

    /// Evaluates `items`, appending each geometry's contours to `paths` (where later modifiers change them) and each
    /// style's draw to `draws`, top first; returns the geometries above the end of `items`. The draws `items` add are
    /// those from `draws`' count on entry: modifiers and repeaters change only those.
    private func evaluate(_ items: [ShapeItem], _ paths: inout [[BezierContour]], _ draws: inout [PendingDraw]) -> [PathRef] {
        let base = draws.count
        var refs: [PathRef] = []
        func style(_ painting: PathDraw.Painting, _ paint: DrawPaint, _ opacity: Animated<Double>) {
            draws.append(PendingDraw(refs: refs, painting: painting, paint: paint, opacity: percent(opacity)))
        }
        for item in items {
            switch item {
            case .group(let g):
                refs += g.still.map { Self.appending($0, to: &paths, &draws) } ?? evaluated(g, &paths, &draws)
            case let .geometry(shape, reversed):
                let c = contour(shape)
                refs.append(PathRef(slot: paths.count, transform: .identity))
                paths.append([reversed ? c.reversed() : c])
            case .fill(let f):
                style(.fill(f.rule), .solid(f.color.value(at: frame)), f.opacity)
            case .stroke(let s):
                style(.stroke(strokeStyle(s.line)), .solid(s.color.value(at: frame)), s.opacity)
            case .gradientFill(let g):
                style(.fill(g.rule), paint(g.gradient), g.gradient.opacity)
            case .gradientStroke(let g):
                style(.stroke(strokeStyle(g.line)), paint(g.gradient), g.gradient.opacity)
            case .trim(let t):
                let ranges = TrimRanges(start: t.start.value(at: frame), end: t.end.value(at: frame),
                                        offset: t.offset.value(at: frame))
                let slots = Self.distinct(refs.map(\.slot))
                // Individually (m 2): the shapes are one sequence, in list order; simultaneously: each on its own.
                let trimmed = t.individually ? PathTrim.trimSequence(slots.map { paths[$0] }, to: ranges)
                                             : slots.map { PathTrim.trim(paths[$0], to: ranges) }
                for (slot, contours) in zip(slots, trimmed) { paths[slot] = contours }
                Self.forgetPaths(reading: slots, in: &draws, from: base)
            case .roundCorners(let r):
                let radius = r.value(at: frame)
                Self.modify(&paths, refs, &draws, from: base) { RoundCorners.apply($0, radius: radius) }
            case .offset(let o):
                let amount = o.amount.value(at: frame), limit = max(o.miterLimit.value(at: frame), 1)
                Self.modify(&paths, refs, &draws, from: base) { OffsetPath.apply($0, amount: amount, join: o.join, miterLimit: limit) }
            case .puckerBloat(let a):
                let amount = a.value(at: frame)
                Self.modify(&paths, refs, &draws, from: base) { PuckerBloat.apply($0, amount: amount) }
            case .repeater(let r):
                let copies = repeated(Result(draws: Array(draws[base...]), refs: refs), r)
                draws.replaceSubrange(base..., with: copies.draws)
                refs = copies.refs
            case .merge:
                break
            case .text(let text):
                for letter in text.drawnLetters(at: frame) {
                    let start = draws.count
                    let glyph = letter.still.map { Self.appending($0.items, to: &paths, &draws) } ?? evaluate(letter.glyph, &paths, &draws)
                    Self.move(&draws, from: start, by: letter.matrix, opacity: letter.opacity)
                    // The letter's paints are styles after its glyph's items: each paints all the glyph's geometries,
                    // whose path a kept glyph has made.
                    for paint in letter.paints {
                        let draw: (PathDraw.Painting, Color, percent: Double) = switch paint {
                        case let .fill(color, percent): (.fill(.nonZero), color, percent)
                        case let .stroke(color, percent, line): (.stroke(line), color, percent)
                        }
                        draws.append(PendingDraw(refs: glyph, painting: draw.0, paint: .solid(draw.1),
                                                 opacity: Self.fraction(percent: draw.percent), path: letter.still?.outline)
                            .moved(by: letter.matrix, opacity: letter.opacity))
                    }
                    refs += glyph.lazy.map { PathRef(slot: $0.slot, transform: $0.transform.concatenating(letter.matrix)) }
                }
            }
        }
        return refs
    }

    /// A group's draws, appended to `draws` and seen from the space its transform maps to, and its geometries so
    /// seen (appending its paths to `paths`).
    private func evaluated(_ g: ShapeGroup, _ paths: inout [[BezierContour]], _ draws: inout [PendingDraw]) -> [PathRef] {
        let start = draws.count
        let refs = g.stillItems.map { Self.appending($0, to: &paths, &draws) } ?? evaluate(g.items, &paths, &draws)
        let m = g.transform.matrix(at: frame), o = g.transform.opacity(at: frame)
        Self.move(&draws, from: start, by: m, opacity: o)
        var moved = refs
        for i in moved.indices { moved[i].transform = moved[i].transform.concatenating(m) }
        return moved
    }

    /// The draws from `start` on seen from the space `m` maps theirs to, faded by `opacity` (`PendingDraw.moved`).
    private static func move(_ draws: inout [PendingDraw], from start: Int, by m: AffineTransform, opacity: Double) {
        for i in start..<draws.count {
            draws[i].transform = draws[i].transform.concatenating(m)
            draws[i].opacity *= opacity
        }
    }

    /// A group evaluated alone: its result, each draw's path made, and its paths, slots counted from 0
    /// (`GroupStill`).
    func evaluated(_ g: ShapeGroup) -> GroupStill {
        var paths: [[BezierContour]] = [], draws: [PendingDraw] = []
        let refs = evaluated(g, &paths, &draws)
        return Self.kept(Result(draws: draws, refs: refs), paths)
    }

    /// Items evaluated alone, as a group of them without a transform of its own would be seen from inside
    /// (`ShapeGroup.stillItems`, `GlyphStill`).
    func evaluated(_ items: [ShapeItem]) -> GroupStill {
        var paths: [[BezierContour]] = [], draws: [PendingDraw] = []
        let refs = evaluate(items, &paths, &draws)
        return Self.kept(Result(draws: draws, refs: refs), paths)
    }

    /// The result with each draw's path made from `paths`.
    private static func kept(_ result: Result, _ paths: [[BezierContour]]) -> GroupStill {
        var result = result
        for i in result.draws.indices { result.draws[i].path = path(result.draws[i].refs, from: result.draws[i].slotBase, paths) }
        return GroupStill(result: result, paths: paths)
    }

    /// A kept evaluation's result as evaluating its items here gives it: its paths appended to `paths` and its draws
    /// to `draws`, its slots counted from where they start; returns its geometries.
    private static func appending(_ still: GroupStill, to paths: inout [[BezierContour]], _ draws: inout [PendingDraw]) -> [PathRef] {
        let first = paths.count
        paths += still.paths
        guard first > 0 else {
            draws += still.result.draws
            return still.result.refs
        }
        draws += still.result.draws.lazy.map { $0.slotsMoved(by: first) }
        return still.result.refs.map { $0.slotMoved(by: first) }
    }

    /// The one path of all the geometries a kept evaluation leaves for the styles after it (`GlyphStill`).
    static func outline(of still: GroupStill) -> Path { path(still.result.refs, still.paths) }

    /// Changes every contour of the geometries `refs` refer to, each geometry once, in its own space (the draws
    /// from `start` on are those that may read them).
    private static func modify(_ paths: inout [[BezierContour]], _ refs: [PathRef], _ draws: inout [PendingDraw],
                               from start: Int, _ change: (BezierContour) -> BezierContour) {
        let slots = distinct(refs.map(\.slot))
        for slot in slots { paths[slot] = paths[slot].map(change) }
        forgetPaths(reading: slots, in: &draws, from: start)
    }

    /// The kept paths of the draws from `start` on that read any of `slots` dropped: a modifier has changed those
    /// geometries.
    private static func forgetPaths(reading slots: [Int], in draws: inout [PendingDraw], from start: Int) {
        guard draws[start...].contains(where: { $0.path != nil }) else { return }
        let changed = Set(slots)
        for i in start..<draws.count where draws[i].path != nil
            && draws[i].refs.contains(where: { [base = draws[i].slotBase] in changed.contains(base + $0.slot) }) {
            draws[i].path = nil
        }
    }

    /// Each slot once, in first-seen order (a repeater refers to one geometry once per copy).
    private static func distinct(_ slots: [Int]) -> [Int] {
        var seen = Set<Int>()
        return slots.filter { seen.insert($0).inserted }
    }

    private func percent(_ value: Animated<Double>) -> Double { Self.fraction(percent: value.value(at: frame)) }

    private static func fraction(percent: Double) -> Double { min(max(percent / 100, 0), 1) }

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
        // A fractional count draws the whole copies only, as rlottie and ThorVG do (14.82 copies draw 14).
        let count = Int(min(max(r.copies.value(at: frame).rounded(.down), 0), Double(LottieLimits.maxCopies)))
        let offset = r.offset.value(at: frame)
        let t = r.transform
        let a = t.anchor.value(at: frame), p = t.position(at: frame), s = t.scale.value(at: frame)
        let rotation = t.rotationDegrees(at: frame) * Double.pi / 180
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
            result.draws += above.draws.map { $0.moved(by: m, opacity: o) }
            result.refs += above.refs.map { PathRef(slot: $0.slot, transform: $0.transform.concatenating(m)) }
        }
        return result
    }
}

extension ShapeEvaluator.PathRef {
    /// The reference with its slot counted from `first` instead of 0.
    func slotMoved(by first: Int) -> Self { Self(slot: slot + first, transform: transform) }
}

extension ShapeEvaluator.PendingDraw {
    /// The draw with its geometries' slots counted `first` further on.
    func slotsMoved(by first: Int) -> Self {
        var d = self
        d.slotBase += first
        return d
    }

    /// The draw seen from the space `m` maps its space to, faded by `opacity`.
    func moved(by m: AffineTransform, opacity: Double) -> Self {
        var d = self
        d.transform = transform.concatenating(m)
        d.opacity *= opacity
        return d
    }
}

/// The dashes one frame cuts together (`LottieLimits.maxFrameDashes`), spent by each dashed stroke as the frame is
/// evaluated, every copy of a repeater and every use of a precomposition counted: past it, the frame's further dashed
/// strokes are drawn solid, as one stroke over `Dasher.maxDashCount` is. One frame's, on the thread evaluating it; the
/// stills evaluated once at load (`Layer.withStillContent(dashes:)`) share one of their own.
final class DashBudget {
    private var left: Double
    /// A stroke was drawn solid because too few dashes were left.
    private(set) var exhausted = false

    init(_ total: Double = Double(LottieLimits.maxFrameDashes)) { left = total }

    /// Spends `count` dashes; false, spending nothing, when fewer are left.
    func spend(_ count: Double) -> Bool {
        guard count <= left else {
            exhausted = true
            return false
        }
        left -= count
        return true
    }
}
