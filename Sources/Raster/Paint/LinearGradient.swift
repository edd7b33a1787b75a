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

    /// The gradient with its points mapped by `t`.
    public func applying(_ t: AffineTransform) -> LinearGradient {
        var g = self
        g.start = t.apply(start)
        g.end = t.apply(end)
        return g
    }
}
