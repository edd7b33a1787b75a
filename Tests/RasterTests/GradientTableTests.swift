import RefreshTestSupport
import Testing
@testable import Raster

/// A gradient's colour table (`LinearGradient.tabulate`, walking the stops once) holds exactly the colours
/// `color(at:)` gives entry by entry, for stops of every shape: coinciding, at the ends, one alone, out of order.
@Suite struct GradientTableTests {
    @Test func theTableIsTheColourAtEachEntry() {
        var random = SplitMix(seed: 7)
        func colour() -> Color {
            Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                  blue: .random(in: 0...1, using: &random), alpha: .random(in: 0...1, using: &random))
        }
        var cases: [[LinearGradient.Stop]] = [
            [LinearGradient.Stop(location: 0.5, color: colour())],
            [LinearGradient.Stop(location: 0, color: colour()), LinearGradient.Stop(location: 1, color: colour())],
            [LinearGradient.Stop(location: 0.3, color: colour()), LinearGradient.Stop(location: 0.3, color: colour()),
             LinearGradient.Stop(location: 0.3, color: colour())],
        ]
        for _ in 0..<40 {
            cases.append((0..<Int.random(in: 2...7, using: &random)).map { _ in
                // Some locations repeat, some land on the table's own entries.
                let location = Bool.random(using: &random) ? Double(Int.random(in: 0...8, using: &random)) / 8
                                                           : Double.random(in: -0.1...1.1, using: &random)
                return LinearGradient.Stop(location: location, color: colour())
            })
        }
        let n = 1024
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { table.deallocate() }
        for stops in cases {
            let gradient = LinearGradient(start: .zero, end: .zero, stops: stops)
            gradient.tabulate(into: table, count: n)
            let differing = (0..<n).filter { table[$0] != gradient.color(at: Double($0) / Double(n - 1)).premultipliedPixel }
            #expect(differing.isEmpty, "stops \(gradient.stops.map(\.location)): entries \(differing.prefix(5)) differ")
        }
    }

    /// The table against an independent reference — `color(at:)` per entry, each byte rounded by `Double.rounded()` —
    /// for many random stop sets and table sizes: stops on table entries and one ulp either side of them (where a
    /// segment's run of entries begins and ends), coinciding stops, stops outside 0...1, a single stop, transparent,
    /// opaque and faded (opacity-multiplied) colours, components at 0 and 1.
    @Test func theTableMatchesTheReferenceForRandomStops() {
        var random = SplitMix(seed: 0x6A7D)
        func component() -> Double {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: 0
            case 1: 1
            default: .random(in: 0...1, using: &random)
            }
        }
        func colour() -> Color {
            let c = Color(red: component(), green: component(), blue: component(), alpha: component())
            return Bool.random(using: &random) ? c.withAlphaMultiplied(by: .random(in: 0...1, using: &random)) : c
        }
        func reference(_ c: Color) -> UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32(v.rounded()) }
            return byte(c.red * c.alpha * 255) | byte(c.green * c.alpha * 255) << 8 | byte(c.blue * c.alpha * 255) << 16
                | byte(c.alpha * 255) << 24
        }
        let sizes = [2, 3, 7, 256, GradientCompositor.tableSize]
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: sizes.max()!)
        defer { table.deallocate() }
        var failures = 0
        for _ in 0..<400 {
            let n = sizes.randomElement(using: &random)!
            var locations: [Double] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let entry = Double(Int.random(in: 0..<n, using: &random)) / Double(n - 1)
                let location: Double = switch Int.random(in: 0..<7, using: &random) {
                case 0: entry
                case 1: entry.nextUp
                case 2: entry.nextDown
                case 3: locations.last ?? 0
                case 4: .random(in: -0.5...1.5, using: &random)
                case 5: Bool.random(using: &random) ? 0 : 1
                default: .random(in: 0...1, using: &random)
                }
                locations.append(location)
            }
            let gradient = LinearGradient(start: .zero, end: .zero,
                                          stops: locations.map { LinearGradient.Stop(location: $0, color: colour()) })
            gradient.tabulate(into: table, count: n)
            let differing = (0..<n).filter { table[$0] != reference(gradient.color(at: Double($0) / Double(n - 1))) }
            if !differing.isEmpty, failures < 5 {
                failures += 1
                Issue.record("\(n) entries, stops \(gradient.stops.map(\.location)): entries \(differing.prefix(5)) differ")
            }
        }
    }

    /// Entries whose reference byte sits on a rounding boundary, where a table computed with any other rounding (of t,
    /// of f, of the interpolation) would show: for random segments and entries, the second stop's red is tuned (by
    /// bisection over the doubles in 0...1, the byte growing with it) to the least value whose entry reaches a half
    /// byte k + ½, and the value just below it, whose entry falls short.
    @Test func entriesOnARoundingBoundaryMatchTheReference() {
        var random = SplitMix(seed: 0xB0DE)
        let n = GradientCompositor.tableSize
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { table.deallocate() }
        var tuned = 0, failures = 0
        for _ in 0..<300 {
            let start = Double.random(in: 0...0.9, using: &random), end = Double.random(in: start + 0.05...1, using: &random)
            let red = Double.random(in: 0...1, using: &random), green = Double.random(in: 0...1, using: &random)
            let i = Int.random(in: Int((start * Double(n - 1)).rounded(.up))...Int(end * Double(n - 1)), using: &random)
            let t = Double(i) / Double(n - 1)
            func gradient(_ secondRed: Double) -> LinearGradient {
                LinearGradient(start: .zero, end: .zero, stops: [
                    LinearGradient.Stop(location: start, color: Color(red: red, green: green, blue: 0, alpha: 1)),
                    LinearGradient.Stop(location: end, color: Color(red: secondRed, green: 1 - green, blue: 1, alpha: 1)),
                ])
            }
            func value(_ secondRed: Double) -> Double { gradient(secondRed).color(at: t).red * 1 * 255 }
            let low = value(0), high = value(1)
            guard t > start, high - low >= 1 else { continue }
            let half = (low + 0.5).rounded(.down) + 0.5 + Double(Int.random(in: 0..<Int(high - low), using: &random))
            guard low < half, half <= high else { continue }
            var below = 0.0.bitPattern, reaching = 1.0.bitPattern
            while reaching - below > 1 {
                let mid = (below + reaching) / 2
                if value(Double(bitPattern: mid)) >= half { reaching = mid } else { below = mid }
            }
            tuned += 1
            for secondRed in [Double(bitPattern: below), Double(bitPattern: reaching)] {
                let g = gradient(secondRed)
                g.tabulate(into: table, count: n)
                let c = g.color(at: t)
                let expected = UInt32((c.red * c.alpha * 255).rounded())
                if table[i] & 0xFF != expected, failures < 5 {
                    failures += 1
                    Issue.record("stops at \(start), \(end), reds \(red), \(secondRed): entry \(i) red \(table[i] & 0xFF), not \(expected)")
                }
            }
        }
        #expect(tuned > 200)
    }

    /// Gradients drawn every frame keep their tables while animated ones (new stops each frame) come and go: the
    /// least recently used table is the one replaced.
    @Test func tablesInUseOutliveAnimatedOnes() {
        let cache = GradientTableCache()
        let still = [LinearGradient.Stop(location: 0, color: .black), LinearGradient.Stop(location: 1, color: .white)]
        let frames = 3 * GradientTableCache.capacity
        for frame in 0..<frames {
            _ = cache.table(for: still)
            for k in 0..<2 {
                let fading = Color(red: 1, green: 0, blue: 0, alpha: Double(frame * 2 + k) / Double(2 * frames))
                _ = cache.table(for: [LinearGradient.Stop(location: 0, color: fading), LinearGradient.Stop(location: 1, color: .white)])
            }
        }
        #expect(cache.tabulations == 1 + 2 * frames)
    }
}
