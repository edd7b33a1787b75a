import Foundation

/// Turns a path and a `StrokeStyle` into the outline of its stroke, a `Polygon` to fill with the non-zero rule
/// (RASTER-NOTES.md §6.4).
///
/// Geometry is computed in the path's user space with the tolerances divided by the transform's largest scale, and
/// every output point is then mapped by the transform, so non-uniform scales are exact. Each piece (contour, trimmed
/// part or dash, see `Dasher`) gives one outline: the left offsets forward, the end cap, the right offsets backward
/// and the start cap, all clockwise on screen. A closed piece gives two contours, the outer one and the inner one
/// reversed, so its hole stays empty. Arcs are offset analytically (concentric arcs) before flattening.
///
/// - Zero-length pieces: round cap → a disc of radius width/2, square cap → a square oriented along the path's
///   tangent (axis-aligned when there is none), butt → nothing. A subpath that is only a move draws nothing.
/// - Joins: miter up to `miterLimit` (else bevel), round, bevel; turns below 1e-3 rad and turns whose join would
///   differ from a bevel by less than the tolerance are bevelled. Inner corners run through the corner point (as
///   Skia), so short segments and 180° turns keep a non-negative winding inside the stroke.
public enum Stroker {
    /// The most points a stroke outline may have (64 MB of points). Each cap or join is bounded by the flattening
    /// limits, but a million dashes with caps millions of pixels wide are not: such strokes are refused with
    /// `StrokeError.outlineTooLarge` (found by fuzzing: 2.7 GB for one stroke).
    package static let maxOutlinePoints = 4_000_000

    /// The stroke outline of `path` in device space (mapped by `transform`). Béziers are flattened within
    /// `tolerance` and arcs, caps and round joins within `arcTolerance`, both in device pixels (RASTER-NOTES.md §6.2).
    ///
    /// Never fails: it returns an empty polygon wherever `checkedOutline` would throw (invalid style, path,
    /// transform or tolerance, too many dashes), and for a singular transform (for example scale 0), which
    /// collapses the stroke to no area.
    public static func outline(of path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                               tolerance: Double = Flattening.tolerance, arcTolerance: Double = Flattening.tolerance) -> Polygon {
        outline(of: path, style: style, transform: transform, tolerance: tolerance, arcTolerance: arcTolerance,
                cancellation: nil)
    }

    /// As `outline(of:style:transform:tolerance:arcTolerance:)`, looking at `cancellation` between pieces (contours
    /// or dashes): once it is set, the outline is left unfinished (the canvas drawing it is stopping).
    static func outline(of path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                        tolerance: Double = Flattening.tolerance, arcTolerance: Double = Flattening.tolerance,
                        cancellation: DrawingCancellation?) -> Polygon {
        (try? checkedOutline(of: path, style: style, transform: transform, tolerance: tolerance,
                             arcTolerance: arcTolerance, cancellation: cancellation)) ?? Polygon()
    }

    /// As `outline`, but throws a `StrokeError` for an invalid style, path, transform or tolerance, a dash pattern
    /// that would cut the path into more than `Dasher.maxDashCount` dashes, or an outline of more than
    /// `maxOutlinePoints` points. A singular but finite transform returns
    /// an empty polygon.
    package static func checkedOutline(of path: Path, style: StrokeStyle, transform: AffineTransform = .identity,
                                      tolerance: Double = Flattening.tolerance, arcTolerance: Double = Flattening.tolerance,
                                      cancellation: DrawingCancellation? = nil) throws(StrokeError)
        -> Polygon {
        try style.validate()
        do { try path.validate() } catch let e as PathError { throw .invalidPath(e) } catch {
            throw .invalidPath(.nonFinite("\(error)"))
        }
        guard transform.isFinite else { throw .invalidTransform(transform) }
        guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(name: "tolerance", value: tolerance) }
        guard arcTolerance.isFinite, arcTolerance > 0 else {
            throw .invalidTolerance(name: "arcTolerance", value: arcTolerance)
        }
        let scale = transform.maxScale
        guard scale.isFinite, scale > 0, transform.determinant != 0 else { return Polygon() }
        guard style.width > 0, !style.trim.isEmpty else { return Polygon() }

        let pieces = try Dasher.pieces(of: path.contours(), style: style)
        var builder = OutlineBuilder(style: style, curveTolerance: tolerance / scale, tolerance: arcTolerance / scale,
                                     transform: transform)
        builder.cancellation = cancellation
        for piece in pieces {
            if let cancellation, cancellation.isCancelled { break }
            builder.add(piece)
            guard builder.polygon.points.count <= maxOutlinePoints else { throw .outlineTooLarge(limit: maxOutlinePoints) }
        }
        return builder.polygon
    }

    /// The outline of already cut pieces (user space), mapped by `transform`; `style`'s trim and dashes are not
    /// applied again. Returns an empty polygon for an invalid width, tolerance or a singular transform, or an outline
    /// of more than `maxOutlinePoints` points.
    public static func outline(of pieces: [StrokePiece], style: StrokeStyle, transform: AffineTransform = .identity,
                               tolerance: Double = Flattening.tolerance, arcTolerance: Double = Flattening.tolerance)
        -> Polygon {
        let scale = transform.maxScale
        guard transform.isFinite, scale.isFinite, scale > 0, transform.determinant != 0,
              arcTolerance.isFinite, arcTolerance > 0, tolerance.isFinite, tolerance > 0,
              style.width.isFinite, style.width > 0, style.width <= StrokeStyle.maxWidth,
              style.miterLimit.isFinite
        else { return Polygon() }
        var builder = OutlineBuilder(style: style, curveTolerance: tolerance / scale, tolerance: arcTolerance / scale,
                                     transform: transform)
        for piece in pieces {
            builder.add(piece)
            guard builder.polygon.points.count <= maxOutlinePoints else { return Polygon() }
        }
        return builder.polygon
    }
}

extension Path {
    /// The stroke outline of the path in device space; see `Stroker.outline(of:style:transform:tolerance:arcTolerance:)`.
    public func stroked(style: StrokeStyle, transform: AffineTransform = .identity) -> Polygon {
        Stroker.outline(of: self, style: style, transform: transform)
    }
}

/// Builds outlines piece by piece into one polygon, reusing its scratch arrays.
struct OutlineBuilder {
    private(set) var polygon = Polygon()
    private let halfWidth: Double
    private let cap: LineCap
    private let join: LineJoin
    private let miterLimit: Double
    /// Flattening tolerance for arcs, caps and joins, in user units.
    private let tolerance: Double
    /// Flattening tolerance for cubics, in user units.
    private let curveTolerance: Double
    /// What is left of the outline's curve chords (`Path.maxBezierLines`); past it each curve is one chord, so absurd
    /// geometry draws coarsely instead of taking gigabytes before `Stroker.maxOutlinePoints` can refuse it.
    private var chordBudget = Path.maxBezierLines
    private let transform: AffineTransform
    /// Segments shorter than this have no usable direction and are skipped.
    private let minLength: Double
    /// Offsets on the left of the direction of travel, in order.
    private var left: [Point] = []
    /// Offsets on the right of the direction of travel, in order.
    private var right: [Point] = []
    /// The current piece's segments as `prepare` leaves them, with the chords of each cubic side.
    private var prepared: [(segment: Segment, pieces: Int)] = []
    /// Chords of a cubic stroked as lines.
    private var lineScratch: [Point] = []
    /// Looked at every `Rasterizer.edgesBetweenLooks` + 1 segments of a piece: once set, the piece is left unfinished.
    var cancellation: DrawingCancellation?

    init(style: StrokeStyle, curveTolerance: Double, tolerance: Double, transform: AffineTransform) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        self.tolerance = tolerance
        self.curveTolerance = curveTolerance
        self.transform = transform
        minLength = tolerance * 1e-6
        left.reserveCapacity(256)
        right.reserveCapacity(256)
    }

    /// Adds the outline of one piece.
    mutating func add(_ piece: StrokePiece) {
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        let hw = halfWidth

        var first: Segment?
        var firstTangent = Point.zero
        var previous: Segment?
        var previousTangent = Point.zero
        prepare(piece.segments)
        for (n, (s, pieces)) in prepared.enumerated() {
            if n & Rasterizer.edgesBetweenLooks == Rasterizer.edgesBetweenLooks, let cancellation, cancellation.isCancelled { return }
            guard s.lengthBound > minLength else { continue }
            let t0 = s.tangent(atFraction: 0)
            if let p = previous {
                addJoin(at: s.start, from: previousTangent, to: t0, previous: p, next: s)
            } else {
                first = s
                firstTangent = t0
                let n = t0.perpendicular * hw
                left.append(s.start - n)
                right.append(s.start + n)
            }
            appendOffsets(of: s, pieces: pieces)
            previous = s
            previousTangent = s.tangent(atFraction: 1)
        }

        guard let first, let last = previous else {
            addDegenerate(at: piece.point, tangent: piece.tangent)
            return
        }

        if piece.isClosed {
            addJoin(at: first.start, from: previousTangent, to: firstTangent, previous: last, next: first,
                    closing: true)
            emit(left, reversed: false)
            emit(right, reversed: true)
            return
        }

        // One contour: left forward, end cap, right backward, start cap (clockwise on screen).
        if cap == .butt { dropCollinearEnds() }
        let start = first.start, end = last.end
        reserve(left.count + right.count + 16)
        for p in left { polygon.points.append(transform.apply(p)) }
        appendCap(at: end, tangent: previousTangent)
        for p in right.reversed() { polygon.points.append(transform.apply(p)) }
        appendCap(at: start, tangent: -firstTangent)
        closeContour()
    }

    // MARK: - Offsets

    /// Fills `prepared` with the segments to offset: a cubic whose offsets are free of folds with the chords each of
    /// its sides takes; a cubic that bends tighter than the half width (or has a cusp) as its straddling chords,
    /// which are stroked as lines with joins; lines and arcs as they are.
    private mutating func prepare(_ segments: [Segment]) {
        prepared.removeAll(keepingCapacity: true)
        for s in segments {
            guard case .cubic(let a, let b, let c, let d) = s else { prepared.append((s, 0)); continue }
            if let n = Cubic(a, b, c, d).offsetPieceCount(halfWidth: halfWidth, tolerance: curveTolerance) {
                prepared.append((s, Flattening.spend(n, from: &chordBudget)))
                continue
            }
            lineScratch.removeAll(keepingCapacity: true)
            s.appendFlattened(to: &lineScratch, tolerance: curveTolerance, budget: &chordBudget)
            // The straddled chords start and end at the curve's end points moved off it along the normal; stroked,
            // the step from the exact end point to its moved copy is a tiny segment across the curve, whose joins
            // stick out as tabs the width of the stroke (a circle stroked wider than its radius got four). The
            // exact end points serve instead, as they do for the offsets of a cubic.
            if lineScratch.count >= 3 {
                lineScratch.remove(at: lineScratch.count - 2)
                lineScratch.removeFirst()
            }
            var previous = a
            for p in lineScratch where p != previous {
                prepared.append((.line(previous, p), 0))
                previous = p
            }
        }
    }

    /// Appends the offsets of `s` after its start (which the caller has added), on both sides; a cubic's sides take
    /// `pieces` chords each.
    private mutating func appendOffsets(of s: Segment, pieces: Int) {
        switch s {
        case .line(_, let b):
            let n = s.tangent(atFraction: 1).perpendicular * halfWidth
            left.append(b - n)
            right.append(b + n)
        case .arc(let c, let r, let start, let sweep):
            // The right-hand normal points to the centre on a clockwise (positive) sweep.
            let sign: Double = sweep > 0 ? 1 : -1
            appendArcOffset(center: c, radius: r + sign * halfWidth, start: start, sweep: sweep, side: .left)
            appendArcOffset(center: c, radius: r - sign * halfWidth, start: start, sweep: sweep, side: .right)
        case .cubic(let a, let b, let c, let d):
            // `prepare` has checked that both offsets are free of folds.
            let cubic = Cubic(a, b, c, d)
            let n = max(1, pieces)
            let normal = cubic.tangent(1).perpendicular * halfWidth
            let negligible = curveTolerance * Cubic.negligibleMove
            cubic.emitOffset(-halfWidth, pieces: n, negligible: negligible) { left.append($0) }
            left.append(d - normal)
            cubic.emitOffset(halfWidth, pieces: n, negligible: negligible) { right.append($0) }
            right.append(d + normal)
        }
    }

    private enum Side { case left, right }

    /// Appends the points of the arc of `radius` after its start. A negative radius is the inner side of an arc
    /// narrower than the stroke: the side then runs to the centre and back out along the end normal, and the part
    /// of the stroke beyond the centre is added as its own clockwise wedge.
    private mutating func appendArcOffset(center c: Point, radius: Double, start: Double, sweep: Double, side: Side) {
        let n = Flattening.arcPieceCount(radius: radius, sweep: sweep, tolerance: tolerance)
        let endAngle = start + sweep
        let endPoint = Point(x: c.x + radius * cos(endAngle), y: c.y + radius * sin(endAngle))
        if radius >= 0 {
            switch side {
            case .left:
                Flattening.emitArc(center: c, radius: radius, startAngle: start, sweep: sweep, pieces: n) { left.append($0) }
                left.append(endPoint)
            case .right:
                Flattening.emitArc(center: c, radius: radius, startAngle: start, sweep: sweep, pieces: n) { right.append($0) }
                right.append(endPoint)
            }
            return
        }
        switch side {
        case .left: left.append(c); left.append(endPoint)
        case .right: right.append(c); right.append(endPoint)
        }
        // The wedge beyond the centre: c, then the arc of radius |radius| on the opposite side.
        var wedge: [Point] = [c, Point(x: c.x + radius * cos(start), y: c.y + radius * sin(start))]
        wedge.reserveCapacity(n + 4)
        Flattening.emitArc(center: c, radius: radius, startAngle: start, sweep: sweep, pieces: n) { wedge.append($0) }
        wedge.append(endPoint)
        // Reflection through the centre keeps the turning direction: clockwise for a positive sweep.
        emit(wedge, reversed: sweep < 0)
    }

    // MARK: - Joins

    /// Adds the corner between a segment ending with tangent `t0` and one starting with `t1` at `pivot`, then the
    /// next segment's start offsets. `closing` marks the seam of a closed piece, whose first points are updated.
    private mutating func addJoin(at pivot: Point, from t0: Point, to t1: Point, previous: Segment, next: Segment,
                                  closing: Bool = false) {
        let hw = halfWidth
        let n0 = t0.perpendicular * hw, n1 = t1.perpendicular * hw
        let cross = t0.cross(t1), dot = t0.dot(t1)

        // Nearly straight: bevel on both sides (the gap is below 1e-3 of the width).
        if dot > 0 && abs(cross) < 1e-3 {
            left.append(pivot - n1)
            right.append(pivot + n1)
            return
        }
        // A right turn on screen (cross > 0) has its outer side on the left; a 180° turn is treated as one.
        let outerIsLeft = cross >= 0
        let s: Double = outerIsLeft ? -1 : 1 // outer offset = pivot + s·n
        let outerEnd = pivot + n1 * s
        let innerEnd = pivot - n1 * s

        // Inner side. Between two lines long enough for the offsets to meet, use their intersection; otherwise go
        // through the pivot so the overlap keeps a positive winding (as Skia).
        let cosHalf = ((1 + dot) / 2).squareRoot() // cos of half the turn
        if case .line = previous, case .line = next, cosHalf > 1e-6,
           hw * abs(cross) / (1 + dot) <= min(previous.length, next.length) / 2 {
            let meet = pivot - (n0 + n1) * (s / (1 + dot))
            replaceLast(outerIsLeft ? .right : .left, with: meet, andFirst: closing)
        } else if outerIsLeft {
            right.append(pivot)
            right.append(innerEnd)
        } else {
            left.append(pivot)
            left.append(innerEnd)
        }

        // Outer side: bevel when the join would not differ from a bevel by more than the tolerance.
        var style = join
        let miterRatio = cosHalf > 1e-12 ? 1 / cosHalf : .infinity
        if style == .miter && (miterRatio > miterLimit || hw * (miterRatio - 1) <= tolerance) { style = .bevel }
        if style == .round && hw * (1 - cosHalf) <= tolerance { style = .bevel }
        switch style {
        case .bevel:
            break
        case .miter:
            appendOuter(pivot + (n0 + n1) * (s / (1 + dot)), left: outerIsLeft)
        case .round:
            let turn = atan2(abs(cross), dot) * (outerIsLeft ? 1 : -1)
            let from = n0 * s
            let a0 = atan2(from.y, from.x)
            let n = Flattening.arcPieceCount(radius: hw, sweep: turn, tolerance: tolerance)
            Flattening.emitArc(center: pivot, radius: hw, startAngle: a0, sweep: turn, pieces: n) {
                appendOuter($0, left: outerIsLeft)
            }
        }
        appendOuter(outerEnd, left: outerIsLeft)
    }

    private mutating func appendOuter(_ p: Point, left isLeft: Bool) {
        if isLeft { left.append(p) } else { right.append(p) }
    }

    /// Replaces the last point of one side (the previous line's inner end) by `p`, and its first point too at the
    /// seam of a closed piece (the first line's inner start).
    private mutating func replaceLast(_ side: Side, with p: Point, andFirst: Bool) {
        switch side {
        case .left:
            left[left.count - 1] = p
            if andFirst { left[0] = p }
        case .right:
            right[right.count - 1] = p
            if andFirst { right[0] = p }
        }
    }

    // MARK: - Caps and degenerate pieces

    /// Appends the cap at `p` for a stroke leaving along `t`, from its left offset to its right offset (exclusive).
    /// A butt end runs along the end normal, and so does the step from a straddled offset's moved end vertex to its
    /// exact end point: such an exact end point lies on a straight part of the contour (or on a spike back along
    /// it), adds no area, and would cost the rasterizer an edge. Drops the ones that do, at both ends, both sides.
    private mutating func dropCollinearEnds() {
        // b within `minLength` (a millionth of the tolerance) of the line through a and c.
        let limit = minLength
        func collinear(_ a: Point, _ b: Point, _ c: Point) -> Bool {
            let v = c - a, l = v.length
            return l > 0 && abs(v.cross(b - a)) <= limit * l
        }
        // The contour runs …, left[n − 2], left[n − 1], right[m − 1], right[m − 2], …, right[1], right[0], left[0], left[1].
        if left.count >= 3, collinear(left[left.count - 2], left[left.count - 1], right[right.count - 1]) { left.removeLast() }
        if right.count >= 3, collinear(left[left.count - 1], right[right.count - 1], right[right.count - 2]) {
            right.removeLast()
        }
        if left.count >= 3, collinear(right[0], left[0], left[1]) { left.removeFirst() }
        if right.count >= 3, collinear(right[1], right[0], left[0]) { right.removeFirst() }
    }

    private mutating func appendCap(at p: Point, tangent t: Point) {
        let hw = halfWidth
        let nl = -t.perpendicular // unit left normal
        switch cap {
        case .butt:
            break
        case .square:
            polygon.points.append(transform.apply(p + (nl + t) * hw))
            polygon.points.append(transform.apply(p + (t - nl) * hw))
        case .round:
            // From the left normal a half turn through the tangent (which is the left normal turned by +90°).
            let n = Flattening.arcPieceCount(radius: hw, sweep: .pi, tolerance: tolerance)
            let map = transform
            Flattening.emitArc(center: p, radius: hw, startAngle: atan2(nl.y, nl.x), sweep: .pi, pieces: n) {
                polygon.points.append(map.apply($0))
            }
        }
    }

    /// A zero-length piece: a disc (round), a square along `tangent` (square) or nothing (butt).
    private mutating func addDegenerate(at p: Point, tangent: Point) {
        let hw = halfWidth
        switch cap {
        case .butt:
            return
        case .round:
            let n = max(4, Flattening.arcPieceCount(radius: hw, sweep: 2 * .pi, tolerance: tolerance))
            let map = transform
            Flattening.emitArc(center: p, radius: hw, startAngle: 0, sweep: 2 * .pi, pieces: n) {
                polygon.points.append(map.apply($0))
            }
        case .square:
            let t = tangent == .zero ? Point(x: 1, y: 0) : tangent
            let n = t.perpendicular
            for corner in [-t - n, t - n, t + n, n - t] { polygon.points.append(transform.apply(p + corner * hw)) }
        }
        closeContour()
    }

    // MARK: - Output

    /// Makes room for `extra` more points. Grows geometrically: `reserveCapacity` allocates exactly what it is asked
    /// for, so reserving piece by piece copied the whole outline for every dash (quadratic time, found by fuzzing).
    private mutating func reserve(_ extra: Int) {
        let needed = polygon.points.count + extra
        if polygon.points.capacity < needed { polygon.points.reserveCapacity(max(needed, polygon.points.capacity * 2)) }
    }

    private mutating func emit(_ points: [Point], reversed: Bool) {
        guard points.count >= 3 else { return }
        reserve(points.count)
        if reversed {
            for p in points.reversed() { polygon.points.append(transform.apply(p)) }
        } else {
            for p in points { polygon.points.append(transform.apply(p)) }
        }
        closeContour()
    }

    private mutating func closeContour() {
        if polygon.contourEnds.last != polygon.points.count { polygon.contourEnds.append(polygon.points.count) }
    }
}
