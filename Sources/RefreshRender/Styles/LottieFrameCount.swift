/// A number of frames worked out in exact fractions. A run's times are whole frames over its rate (`i / fps`) and
/// a scenario's seconds (1.0, 2.3): ratios of small whole numbers that a `Double` only approximates, so frames
/// computed from them in floating point miss whole frames by an ulp — (2.3 − 1.0) × 10 is 12.999999999999998, which
/// a held keyframe or a layer's in point reads as frame 12 and the next time as 13 again. As fractions it is 13.
struct LottieFrameCount: Equatable {
    let numerator: Int
    /// Above 0.
    let denominator: Int

    /// Fractions whose denominators stay below this are recovered from a `Double`; anything else is no such ratio.
    static let maxDenominator = 1_000_000

    private init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0, denominator != .min, numerator != .min else { return nil }
        let g = Self.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(g, 1)
        self.denominator = sign * denominator / max(g, 1)
    }

    /// The simplest fraction (continued-fraction convergent) within a few ulps of `value`: the run divided it (i / fps)
    /// or added it up (0.1 + 0.2 s is 0.30000000000000004) in floating point. Nil when there is none with a
    /// denominator below `maxDenominator` (a time the pull's curve crosses a threshold is no such ratio).
    init?(_ value: Double) {
        guard value.isFinite, abs(value) < 1e9 else { return nil }
        var x = value
        var (h, previousH) = (1, 0), (k, previousK) = (0, 1)
        for _ in 0..<64 {
            let a = x.rounded(.down)
            guard a.magnitude < 1e15 else { return nil }
            let (ah, o1) = Int(a).multipliedReportingOverflow(by: h)
            let (ak, o2) = Int(a).multipliedReportingOverflow(by: k)
            guard !o1, !o2 else { return nil }
            (h, previousH) = (ah &+ previousH, h)
            (k, previousK) = (ak &+ previousK, k)
            guard k < Self.maxDenominator else { return nil }
            if abs(Double(h) / Double(k) - value) <= 4 * value.ulp {
                self.init(h, k)
                return
            }
            let rest = x - a
            guard rest > 0 else { return nil }
            x = 1 / rest
        }
        return nil
    }

    var value: Double { Double(numerator) / Double(denominator) }

    static func - (a: Self, b: Self) -> Self? {
        let (x, o1) = a.numerator.multipliedReportingOverflow(by: b.denominator)
        let (y, o2) = b.numerator.multipliedReportingOverflow(by: a.denominator)
        let (d, o3) = a.denominator.multipliedReportingOverflow(by: b.denominator)
        let (n, o4) = x.subtractingReportingOverflow(y)
        return o1 || o2 || o3 || o4 ? nil : Self(n, d)
    }

    static func * (a: Self, b: Self) -> Self? {
        let (n, o1) = a.numerator.multipliedReportingOverflow(by: b.numerator)
        let (d, o2) = a.denominator.multipliedReportingOverflow(by: b.denominator)
        return o1 || o2 ? nil : Self(n, d)
    }

    /// What is left of `self` once whole `span`s (above 0) are taken off, in 0 ..< span.
    func remainder(dividingBy span: Self) -> Self? {
        let (n, o1) = numerator.multipliedReportingOverflow(by: span.denominator)
        let (d, o2) = denominator.multipliedReportingOverflow(by: span.numerator)
        guard !o1, !o2, d > 0 else { return nil }
        let turns = n >= 0 ? n / d : -((-n + d - 1) / d)
        guard let whole = Self(turns, 1), let taken = whole * span else { return nil }
        return self - taken
    }

    /// Frames of `rate` per second from `start` to `end` seconds: exact when all three are such ratios, else in
    /// floating point.
    static func frames(from start: Double, to end: Double, rate: Double) -> Double {
        exact(from: start, to: end, rate: rate)?.value ?? (end - start) * rate
    }

    static func exact(from start: Double, to end: Double, rate: Double) -> Self? {
        guard let s = Self(start), let e = Self(end), let r = Self(rate), let elapsed = e - s else { return nil }
        return elapsed * r
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
