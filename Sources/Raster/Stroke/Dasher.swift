/// Cuts a path into the pieces a stroke outlines: the trim window and the dash pattern applied with Core Animation's
/// semantics (STYLES.md §6.3, §7 A8/A9).
///
/// - The trim window `[strokeStart·L, strokeEnd·L]` runs over the total length L of all contours in path order
///   (moves add no length) and cuts the dashed stroke: dashes do not slide when the window moves.
/// - The dash pattern restarts at the start of every subpath with the phase, as Core Graphics does; within a
///   contour it is anchored at arc length 0 of the untrimmed contour.
/// - On a closed contour drawn whole, a dash that is "on" at both the end and the start is merged across the seam
///   into one dash (no caps in between); a contour covered by one dash becomes a closed piece.
/// - A zero-length "on" interval yields a zero-length piece (a dot with round caps); a dash starting exactly at a
///   contour's end is not emitted (as Skia).
/// - A subpath that is only a move yields nothing; a zero-length subpath (`move p, line p`) yields a zero-length
///   piece when it is inside the trim window and the pattern is "on" at its start.
package enum Dasher {
    /// The most dashes one stroke may have; beyond it stroking is refused with `StrokeError.tooManyDashes` (as Skia's
    /// `MAX_DASH_COUNT`), rather than clamped, so a pathological pattern never draws something misleading.
    package static let maxDashCount = 1_000_000

    /// The pieces of `path` under `style`'s trim and dash pattern, in user space; lines, arcs and Béziers are cut
    /// exactly (`tolerance` is checked but no longer used). Throws for an invalid style or path, or a
    /// pattern that would make more than `maxDashCount` dashes. Width and caps are ignored here.
    public static func pieces(of path: Path, style: StrokeStyle, tolerance: Double = 0.01) throws(StrokeError)
        -> [StrokePiece] {
        try style.validate()
        do { try path.validate() } catch let e as PathError { throw .invalidPath(e) } catch {
            throw .invalidPath(.nonFinite("\(error)"))
        }
        guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(name: "tolerance", value: tolerance) }
        return try pieces(of: path.contours(), style: style)
    }

    /// The pieces of already measured contours; `style` must be valid.
    static func pieces(of contours: [Contour], style: StrokeStyle) throws(StrokeError) -> [StrokePiece] {
        let trim = style.trim
        guard !trim.isEmpty else { return [] }
        let pattern = try DashPattern(lengths: style.dashPattern, phase: style.dashPhase)

        var total = 0.0
        for c in contours { total += c.length }
        if let pattern {
            var bound = 0.0
            for c in contours where c.length > 0 { bound += pattern.dashCountBound(length: c.length) }
            guard bound <= Double(maxDashCount) else { throw .tooManyDashes(estimated: bound, limit: maxDashCount) }
        }
        let (windowStart, windowEnd) = trim.distances(totalLength: total)

        var pieces: [StrokePiece] = []
        var intervals: [(from: Double, to: Double)] = []
        var offset = 0.0
        for contour in contours {
            let length = contour.length
            defer { offset += length }
            guard !contour.segments.isEmpty else { continue } // a lone move draws nothing
            let a = windowStart - offset, b = windowEnd - offset

            if length == 0 {
                if a <= 0 && b >= 0 && (pattern?.isOnAtStart ?? true) {
                    pieces.append(StrokePiece(segments: [], isClosed: false, point: contour.startPoint,
                                              tangent: .zero))
                }
                continue
            }
            guard b >= 0 && a <= length else { continue }
            let from = max(a, 0), to = min(b, length)
            let whole = from <= 0 && to >= length

            guard let pattern else {
                if whole {
                    pieces.append(StrokePiece(segments: contour.segments, isClosed: contour.isClosed,
                                              point: contour.startPoint, tangent: contour.tangent(atDistance: 0)))
                } else if to > from {
                    pieces.append(piece(of: contour, from: from, to: to))
                }
                continue
            }

            intervals.removeAll(keepingCapacity: true)
            pattern.appendOnIntervals(length: length, into: &intervals)
            guard let first = intervals.first, let last = intervals.last else { continue }
            var range = intervals.indices
            if whole && contour.isClosed && first.from <= 0 && last.to >= length {
                if intervals.count == 1 {
                    // One dash covers the whole closed contour: it is drawn as the closed contour.
                    pieces.append(StrokePiece(segments: contour.segments, isClosed: true,
                                              point: contour.startPoint, tangent: contour.tangent(atDistance: 0)))
                    continue
                }
                // STYLES.md §6.3 seam detail: the last dash runs on into the first one across the start point.
                var segments: [Segment] = []
                contour.appendSegments(from: last.from, to: length, into: &segments)
                contour.appendSegments(from: 0, to: first.to, into: &segments)
                let p = contour.position(atDistance: last.from)
                pieces.append(StrokePiece(segments: segments, isClosed: false, point: p,
                                          tangent: contour.tangent(atDistance: last.from)))
                range = 1..<(intervals.count - 1)
            }
            for k in range {
                let dash = intervals[k]
                if dash.to == dash.from {
                    // A zero-length dash is kept when it lies inside the window (its cap may draw a dot).
                    if dash.from >= from && dash.from <= to {
                        pieces.append(StrokePiece(segments: [], isClosed: false,
                                                  point: contour.position(atDistance: dash.from),
                                                  tangent: contour.tangent(atDistance: dash.from)))
                    }
                    continue
                }
                let s = max(dash.from, from), e = min(dash.to, to)
                if e > s { pieces.append(piece(of: contour, from: s, to: e)) }
            }
        }
        return pieces
    }

    /// The open piece of `contour` between arc lengths `from` < `to`.
    private static func piece(of contour: Contour, from: Double, to: Double) -> StrokePiece {
        var segments: [Segment] = []
        contour.appendSegments(from: from, to: to, into: &segments)
        // The first segment starts where the piece does: no second search along a cubic for the same point.
        guard let first = segments.first else {
            return StrokePiece(segments: [], isClosed: false, point: contour.position(atDistance: from),
                               tangent: contour.tangent(atDistance: from))
        }
        return StrokePiece(segments: segments, isClosed: false, point: first.start, tangent: first.tangent(atFraction: 0))
    }
}

extension Contour {
    /// Appends the segments between arc lengths `a` < `b`, cut exactly (arcs stay arcs), skipping zero-length
    /// segments. Finds the first segment by binary search, so cutting many dashes stays linear overall.
    fileprivate func appendSegments(from a: Double, to b: Double, into out: inout [Segment]) {
        let cumulative = cumulativeLengths
        var lo = 0, hi = cumulative.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cumulative[mid] <= a { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < segments.count {
            let segmentStart = i == 0 ? 0 : cumulative[i - 1]
            if segmentStart >= b { break }
            let s = segments[i]
            let length = cumulative[i] - segmentStart
            if length > 0 {
                let d0 = max(0, a - segmentStart), d1 = min(length, b - segmentStart)
                if d1 > d0 { out.append(d0 == 0 && d1 == length ? s : part(ofSegment: i, from: d0, to: d1)) }
            }
            i += 1
        }
    }
}
