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
