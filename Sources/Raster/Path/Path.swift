import Foundation

/// One drawing command of a `Path`, in the path's own (user) space.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight line from the current point.
    case line(Point)
    /// A quadratic Bézier from the current point (control, end).
    case quad(Point, Point)
    /// A cubic Bézier from the current point (control 1, control 2, end).
    case cubic(Point, Point, Point)
    /// A circular arc: centre, radius, start angle and signed sweep in radians. Angles are measured from +x towards +y,
    /// so a positive sweep runs clockwise on screen in y-down space. If a current point exists, a straight line joins
    /// it to the arc's start (as CGPathAddArc); otherwise the arc starts a new subpath.
    case arc(center: Point, radius: Double, startAngle: Double, sweep: Double)
    /// Closes the current subpath with a straight line back to its start.
    case close
}

/// Errors raised when a path or its geometry is unusable.
public enum PathError: Error, Equatable, CustomStringConvertible {
    case nonFinite(String)
    case outOfRange(String, accepted: String)

    public var description: String {
        switch self {
        case .nonFinite(let what): return "\(what) is not a finite number"
        case .outOfRange(let what, let accepted): return "\(what) is out of range (accepted: \(accepted))"
        }
    }
}

/// A vector path: subpaths of lines, Béziers and analytic arcs. Arcs stay arcs until flattening, so lengths,
/// dashes and trims on circles are exact (ARCHITECTURE.md, decisions).
public struct Path: Hashable, Sendable {
    /// Largest absolute coordinate accepted; beyond it geometry would take unbounded time or lose all precision.
    public static let coordinateLimit: Double = 1e7
    /// The most lines the Béziers of one path are flattened into (see `contours(tolerance:)`).
    package static let maxBezierLines = 2_000_000

    public private(set) var elements: [PathElement] = []
    private var hasCurrentPoint = false

    public init() {}

    public init(elements: [PathElement]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { append(.move(p)) }
    public mutating func line(to p: Point) { append(.line(p)) }
    public mutating func quad(to p: Point, control: Point) { append(.quad(control, p)) }
    public mutating func cubic(to p: Point, control1: Point, control2: Point) { append(.cubic(control1, control2, p)) }
    public mutating func close() { append(.close) }

    /// Adds an arc from `startAngle` to `endAngle`. `clockwise` means clockwise **on screen** (y-down), i.e. increasing
    /// angle. (CGContextAddArc's flag is inverted on screen in a UIKit context: its clockwise=0 is clockwise here —
    /// STYLES.md §1.2.) The sweep follows Core Graphics: it is reduced into (0, 2π] in the chosen direction, and equal
    /// angles give a zero-length arc.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let tau = 2 * Double.pi
        if sweep.isFinite {
            if clockwise {
                if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) + tau }
                if sweep > tau { sweep = sweep.truncatingRemainder(dividingBy: tau) }
                if sweep == 0 && endAngle != startAngle { sweep = tau }
            } else {
                if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) - tau }
                if sweep < -tau { sweep = sweep.truncatingRemainder(dividingBy: tau) }
                if sweep == 0 && endAngle != startAngle { sweep = -tau }
            }
        }
        append(.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }

    /// Adds an arc with a signed sweep (positive = clockwise on screen).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        append(.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }

    /// Appends all of `other`'s elements.
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// Appends one element, starting a subpath at (0, 0) for a line or curve with no current point (as CGPath does
    /// not; it is the lenient choice for a value type).
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move:
            hasCurrentPoint = true
        case .line, .quad, .cubic:
            if !hasCurrentPoint { elements.append(.move(.zero)); hasCurrentPoint = true }
        case .arc:
            hasCurrentPoint = true
        case .close:
            guard hasCurrentPoint else { return }
        }
        elements.append(element)
    }

    /// The path with every point mapped by `t`. Arcs stay arcs under a similarity transform; otherwise each arc is
    /// replaced by cubics (at most 90° each, error ≈ 2.7e-4 of the radius) that the transform maps exactly.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        let similarity = t.isSimilarity
        let scale = similarity ? t.maxScale : 1
        let flips = t.determinant < 0
        for e in elements {
            switch e {
            case .move(let p): out.append(.move(t.apply(p)))
            case .line(let p): out.append(.line(t.apply(p)))
            case .quad(let c, let p): out.append(.quad(t.apply(c), t.apply(p)))
            case .cubic(let c1, let c2, let p): out.append(.cubic(t.apply(c1), t.apply(c2), t.apply(p)))
            case .close: out.append(.close)
            case .arc(let center, let radius, let start, let sweep):
                if similarity {
                    let dir = t.applyToVector(Point(x: cos(start), y: sin(start)))
                    let newStart = atan2(dir.y, dir.x)
                    out.append(.arc(center: t.apply(center), radius: radius * scale, startAngle: newStart,
                                    sweep: flips ? -sweep : sweep))
                } else {
                    let cubics = Path.arcAsCubics(center: center, radius: radius, startAngle: start, sweep: sweep)
                    let startPoint = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                    out.append(out.hasCurrentPoint ? .line(t.apply(startPoint)) : .move(t.apply(startPoint)))
                    for (c1, c2, p) in cubics { out.append(.cubic(t.apply(c1), t.apply(c2), t.apply(p))) }
                }
            }
        }
        return out
    }

    /// The control-point bounding box (contains the path; arcs contribute their exact extent).
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .arc(let c, let r, _, _):
                add(Point(x: c.x - r, y: c.y - r)); add(Point(x: c.x + r, y: c.y + r))
            case .close: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Checks that every number in the path is finite and within `coordinateLimit`; throws a `PathError` naming the
    /// first bad value.
    public func validate() throws {
        func check(_ p: Point, _ what: String) throws {
            guard p.isFinite else { throw PathError.nonFinite("\(what) \(p)") }
            guard abs(p.x) <= Path.coordinateLimit, abs(p.y) <= Path.coordinateLimit else {
                throw PathError.outOfRange("\(what) \(p)", accepted: "coordinates within ±\(Path.coordinateLimit)")
            }
        }
        for (i, e) in elements.enumerated() {
            let what = "path element \(i)"
            switch e {
            case .move(let p), .line(let p): try check(p, what)
            case .quad(let c, let p): try check(c, what); try check(p, what)
            case .cubic(let c1, let c2, let p): try check(c1, what); try check(c2, what); try check(p, what)
            case .arc(let c, let r, let s, let sw):
                try check(c, what)
                guard r.isFinite, s.isFinite, sw.isFinite else { throw PathError.nonFinite("\(what) arc radius or angle") }
                guard r >= 0, r <= Path.coordinateLimit else {
                    throw PathError.outOfRange("\(what) arc radius \(r)", accepted: "0...\(Path.coordinateLimit)")
                }
                guard abs(sw) <= 2 * Double.pi * 1000 else {
                    throw PathError.outOfRange("\(what) arc sweep \(sw)", accepted: "at most 1000 turns")
                }
            case .close: break
            }
        }
    }

    /// Cubic Bézier approximation of an arc, split into pieces of at most 90°.
    static func arcAsCubics(center: Point, radius: Double, startAngle: Double, sweep: Double) -> [(Point, Point, Point)] {
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var result: [(Point, Point, Point)] = []
        result.reserveCapacity(pieces)
        var angle = startAngle
        for _ in 0..<pieces {
            let a0 = angle, a1 = angle + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            result.append((center + c1 * radius, center + c2 * radius, center + p1 * radius))
            angle = a1
        }
        return result
    }
}
