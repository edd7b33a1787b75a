import Raster

/// Trim paths (Lottie shape `tm`): the visible part of paths as fractions of their length. The start and end are
/// percentages, the offset turns the window by offset / 360 of the length, and a window that runs past the end
/// wraps round to the start (Lottie spec, Trim Path).
struct TrimRanges: Sendable, Hashable {
    /// One or two [from, to] fraction ranges within 0...1; empty when nothing is visible.
    let ranges: [(Double, Double)]
    let isFull: Bool

    static func == (a: TrimRanges, b: TrimRanges) -> Bool { a.isFull == b.isFull && a.ranges.elementsEqual(b.ranges, by: ==) }
    func hash(into h: inout Hasher) { h.combine(isFull); for r in ranges { h.combine(r.0); h.combine(r.1) } }

    /// `start` and `end` in percent (either order), `offset` in degrees.
    init(start: Double, end: Double, offset: Double) {
        var a = min(max(min(start, end), 0), 100) / 100
        var b = min(max(max(start, end), 0), 100) / 100
        if b - a >= 1 { ranges = [(0, 1)]; isFull = true; return }
        isFull = false
        guard b > a else { ranges = []; return }
        let turn = (offset / 360).truncatingRemainder(dividingBy: 1)
        a += turn
        b += turn
        let shift = (a / 1).rounded(.down)  // bring the start into 0..<1
        a -= shift
        b -= shift
        ranges = b <= 1 ? [(a, b)] : [(a, 1), (0, b - 1)]
    }
}

enum PathTrim {
    /// `contours` trimmed to `window`, the fractions taken of their total length as one path (one shape's
    /// contours, trimmed "simultaneously", `m: 1`).
    static func trim(_ contours: [BezierContour], to window: TrimRanges) -> [BezierContour] {
        trimSequence([contours], to: window)[0]
    }

    /// The contours of several shapes trimmed as one sequence, the fractions taken of their total length, shape by
    /// shape in order (trim "individually", `m: 2`); one list of pieces per shape.
    static func trimSequence(_ shapes: [[BezierContour]], to window: TrimRanges) -> [[BezierContour]] {
        if window.isFull { return shapes }
        let contours = shapes.flatMap { $0 }
        let measured = contours.map { contour in (0..<contour.segmentCount).map { contour.segment($0) } }
        let tables = measured.map { $0.map { $0.measure() } }
        let lengths = tables.map { $0.reduce(0) { $0 + $1.total } }
        let total = lengths.reduce(0, +)
        var pieces = [[BezierContour]](repeating: [], count: contours.count)
        if total > 0 {
            for (from, to) in window.ranges {
                var offset = 0.0
                for (c, segments) in measured.enumerated() {
                    let d0 = from * total - offset, d1 = to * total - offset
                    offset += lengths[c]
                    guard d1 > 0, d0 < lengths[c] else { continue }
                    if let piece = extract(segments, tables: tables[c], from: d0, to: d1) { pieces[c].append(piece) }
                }
            }
        }
        var out: [[BezierContour]] = []
        var next = 0
        for shape in shapes {
            out.append(pieces[next..<next + shape.count].flatMap { $0 })
            next += shape.count
        }
        return out
    }

    /// The open contour along `segments` between arc lengths `d0` and `d1`.
    private static func extract(_ segments: [Cubic], tables: [Cubic.Measure], from d0: Double, to d1: Double) -> BezierContour? {
        var vertices: [BezierVertex] = []
        var start = 0.0
        for (i, s) in segments.enumerated() {
            let length = tables[i].total
            defer { start += length }
            let a = d0 - start, b = d1 - start
            guard b > 0, a < length || (a <= 0 && length == 0) else { continue }
            let t0 = a <= 0 ? 0 : tables[i].parameter(atLength: a)
            let t1 = b >= length ? 1 : tables[i].parameter(atLength: b)
            // A line's parameter is the fraction of its length.
            let a0 = s.p0.lerp(to: s.p3, t0), a1 = s.p0.lerp(to: s.p3, t1)
            let piece = s.isLine ? Cubic(a0, a0, a1, a1) : t0 <= 0 && t1 >= 1 ? s : s.sub(from: t0, to: t1)
            if vertices.isEmpty { vertices.append(BezierVertex(piece.p0)) }
            vertices[vertices.count - 1].outControl = piece.p1
            vertices.append(BezierVertex(point: piece.p3, inControl: piece.p2, outControl: piece.p3))
        }
        return vertices.count >= 2 ? BezierContour(vertices: vertices, closed: false) : nil
    }
}
