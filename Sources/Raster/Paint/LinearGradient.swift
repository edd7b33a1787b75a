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
    /// bit for bit. t = i / (count − 1) grows with i, so the entries up to the first stop take its colour, those from
    /// the last stop on take the last's, and between them each segment (a, b] of stops (the first whose end is at or
    /// after t, as `color(at:)` searches) covers a run of consecutive entries: the stops are walked once, and each
    /// segment's operands are formed once for its run. Each entry then does `color(at:)`'s arithmetic on the same
    /// doubles in the same order — t and f by division, `x + (y − x) · f`, the clamp of `Color.init` — so no
    /// rounding changes.
    func tabulate(into table: UnsafeMutablePointer<UInt32>, count: Int) {
        guard let first = stops.first, let last = stops.last, count > 1 else {
            if count > 0 { table.update(repeating: color(at: 0).premultipliedPixel, count: count) }
            return
        }
        // `Color.init`'s clamp `min(max(x, 0), 1)` of a finite x, as compare-and-selects that compile to maxsd and
        // minsd rather than branches (they differ from it only for NaN, and for the sign of a zero: the same byte).
        func unit(_ x: Double) -> Double {
            let y = x > 0 ? x : 0
            return y < 1 ? y : 1
        }
        let n = Double(count - 1)
        var i = 0
        let firstPixel = first.color.premultipliedPixel
        while i < count, !(Double(i) / n > first.location) {
            table[i] = firstPixel
            i &+= 1
        }
        for s in stops.indices.dropFirst() {
            let a = stops[s - 1].color, b = stops[s].color
            let start = stops[s - 1].location, end = stops[s].location, span = end - start
            // The run is t ≤ end (t < end.nextUp: the locations are finite), but t ≥ the last location is the last
            // colour's, so a segment ending there stops short of it.
            let limit = end < last.location ? end.nextUp : end
            let red = a.red, green = a.green, blue = a.blue, alpha = a.alpha
            let dRed = b.red - red, dGreen = b.green - green, dBlue = b.blue - blue, dAlpha = b.alpha - alpha
            while i < count {
                let t = Double(i) / n
                guard t < limit else { break }
                // start < t ≤ end, so span > 0: `color(at:)`'s `span > 0 ? … : 1` takes the division.
                let f = (t - start) / span
                table[i] = Color.premultipliedPixel(red: unit(red + dRed * f), green: unit(green + dGreen * f),
                                                    blue: unit(blue + dBlue * f), alpha: unit(alpha + dAlpha * f))
                i &+= 1
            }
        }
        let lastPixel = last.color.premultipliedPixel
        while i < count {
            table[i] = lastPixel
            i &+= 1
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
