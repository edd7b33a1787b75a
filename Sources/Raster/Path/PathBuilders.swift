/// Builders for the shapes UIKit's UIBezierPath makes, with the same start points and directions.
extension Path {
    /// A rectangle: move to the top-left, clockwise on screen, closed (CGPathAddRect).
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    /// The rectangle this path outlines when it is one contour of four axis-aligned sides, each horizontal or
    /// vertical by turns: a move and three or four lines (the fourth back to the start), closed or not, as `rect(_:)`
    /// and a four-vertex Bézier shape with no tangents make it. Nil for anything else.
    public var axisAlignedRectangle: Rect? {
        var points: [Point] = []
        points.reserveCapacity(5)
        var closed = false
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where !closed && points.count < 5: points.append(p)
            case .close where !closed: closed = true
            default: return nil
            }
        }
        if points.count == 5 {
            guard points[4] == points[0] else { return nil }
            points.removeLast()
        }
        guard points.count == 4 else { return nil }
        let horizontal = points[0].y == points[1].y
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            // Side i runs along x when i has horizontal's parity, along y otherwise, and has a length.
            let alongX = (i % 2 == 0) == horizontal
            guard alongX ? (a.y == b.y && a.x != b.x) : (a.x == b.x && a.y != b.y) else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// A rounded rectangle with circular corners of `cornerRadius` (clamped to half the shorter side), clockwise on
    /// screen starting after the top-left corner. Corners are analytic arcs.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let rad = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard rad > 0 else { return .rect(r) }
        let half = Double.pi / 2
        var p = Path()
        p.move(to: Point(x: r.minX + rad, y: r.minY))
        p.line(to: Point(x: r.maxX - rad, y: r.minY))
        p.addArc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, startAngle: -half, sweep: half)
        p.line(to: Point(x: r.maxX, y: r.maxY - rad))
        p.addArc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, startAngle: 0, sweep: half)
        p.line(to: Point(x: r.minX + rad, y: r.maxY))
        p.addArc(center: Point(x: r.minX + rad, y: r.maxY - rad), radius: rad, startAngle: half, sweep: half)
        p.line(to: Point(x: r.minX, y: r.minY + rad))
        p.addArc(center: Point(x: r.minX + rad, y: r.minY + rad), radius: rad, startAngle: Double.pi, sweep: half)
        p.close()
        return p
    }

    /// The UIKit oval (`UIBezierPath(ovalIn:)`, STYLES.md §6.2): starts at 3 o'clock, runs clockwise on screen
    /// (first segment goes down), four cubics with k = 0.5522847498, closed.
    public static func oval(in r: Rect) -> Path {
        let k = 0.5522847498
        let a = r.width / 2, b = r.height / 2
        let cx = r.minX + a, cy = r.minY + b
        let x = r.minX, y = r.minY, w = r.width, h = r.height
        var p = Path()
        p.move(to: Point(x: x + w, y: cy))
        p.cubic(to: Point(x: cx, y: y + h), control1: Point(x: x + w, y: cy + k * b), control2: Point(x: cx + k * a, y: y + h))
        p.cubic(to: Point(x: x, y: cy), control1: Point(x: cx - k * a, y: y + h), control2: Point(x: x, y: cy + k * b))
        p.cubic(to: Point(x: cx, y: y), control1: Point(x: x, y: cy - k * b), control2: Point(x: cx - k * a, y: y))
        p.cubic(to: Point(x: x + w, y: cy), control1: Point(x: cx + k * a, y: y), control2: Point(x: x + w, y: cy - k * b))
        p.close()
        return p
    }

    /// An exact circle as one analytic arc starting at 3 o'clock, clockwise on screen, closed.
    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: 0, sweep: 2 * Double.pi)
        p.close()
        return p
    }

    /// An open arc (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`; `clockwise` is on screen).
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return p
    }

    /// A straight segment.
    public static func line(from a: Point, to b: Point) -> Path {
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        return p
    }
}
