// TEMPORARY stand-in until the timing-model branch merges (deleted then).
public struct TimingFunction: Sendable, Hashable {
    var p1x: Double, p1y: Double, p2x: Double, p2y: Double
    public static let linear = TimingFunction(p1x: 0, p1y: 0, p2x: 1, p2y: 1)
    public static let easeIn = TimingFunction(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    public static let easeOut = TimingFunction(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    public static let easeInEaseOut = TimingFunction(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
    public static let `default` = TimingFunction(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)
    public func value(at x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let s = (lo + hi) / 2
            let bx = 3 * (1 - s) * (1 - s) * s * p1x + 3 * (1 - s) * s * s * p2x + s * s * s
            if bx < x { lo = s } else { hi = s }
        }
        let s = (lo + hi) / 2
        return 3 * (1 - s) * (1 - s) * s * p1y + 3 * (1 - s) * s * s * p2y + s * s * s
    }
}
