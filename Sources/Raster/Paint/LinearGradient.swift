/// A linear gradient between two device-space points, with colour stops (Core Graphics' CGContextDrawLinearGradient
/// with both extend options: padded with the end colours beyond the points). Colours are interpolated in straight
/// sRGB components including alpha, then premultiplied.
public struct LinearGradient: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public var location: Double
        public var color: Color

        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var start: Point
    public var end: Point
    /// Stops in increasing location order, locations in 0...1 (clamped; out-of-order stops are sorted).
    public var stops: [Stop]

    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops.map { Stop(location: $0.location.isFinite ? min(max($0.location, 0), 1) : 0, color: $0.color) }
            .sorted { $0.location < $1.location }
    }

    /// Two stops: `from` at `start`, `to` at `end`.
    public init(start: Point, end: Point, from: Color, to: Color) {
        self.init(start: start, end: end, stops: [Stop(location: 0, color: from), Stop(location: 1, color: to)])
    }

    /// The straight colour at parameter `t` (0 at `start`, 1 at `end`), padded outside.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// `color(at: i / (count − 1)).premultipliedPixel` for each i in 0..<count, written to `table`: the same values,
    /// found by walking the stops once as t grows instead of searching them for each entry.
    func tabulate(into table: UnsafeMutablePointer<UInt32>, count: Int) {
        guard let first = stops.first, let last = stops.last, count > 1 else {
            if count > 0 { table.update(repeating: color(at: 0).premultipliedPixel, count: count) }
            return
        }
        let firstPixel = first.color.premultipliedPixel, lastPixel = last.color.premultipliedPixel
        var next = 1  // the first stop at or after t (as `color(at:)` finds it), once t is past the first stop
        for i in 0..<count {
            let t = Double(i) / Double(count - 1)
            if !(t > first.location) {
                table[i] = firstPixel
            } else if t >= last.location {
                table[i] = lastPixel
            } else {
                while !(t <= stops[next].location) { next += 1 }
                let a = stops[next - 1], b = stops[next]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                // `Color(…)` clamps each interpolated component to 0...1 (they are finite here), then the pixel:
                // the same arithmetic without building the colour.
                func c(_ x: Double, _ y: Double) -> Double { min(max(x + (y - x) * f, 0), 1) }
                table[i] = Color.premultipliedPixel(red: c(a.color.red, b.color.red), green: c(a.color.green, b.color.green),
                                                    blue: c(a.color.blue, b.color.blue), alpha: c(a.color.alpha, b.color.alpha))
            }
        }
    }

    /// The gradient with its points mapped by `t`.
    public func applying(_ t: AffineTransform) -> LinearGradient {
        var g = self
        g.start = t.apply(start)
        g.end = t.apply(end)
        return g
    }
}
