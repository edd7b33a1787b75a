/// The colour tables of the last few gradients a canvas filled, looked up by their stops, so a gradient drawn again
/// (each frame of an animation draws the same ones) is not tabulated again. A table holds
/// `GradientCompositor.tableSize` premultiplied pixels: entry i is the colour at t = i / (tableSize − 1).
final class GradientTableCache {
    /// Gradients remembered; a refresh header or loader draws a handful per frame.
    static let capacity = 8

    private var stops: [[LinearGradient.Stop]] = []
    private var tables: [UnsafeMutablePointer<UInt32>] = []
    /// When each entry was last looked up: a miss replaces the least recently used, so gradients drawn every frame
    /// stay while animated ones (new stops each frame) come and go.
    private var lastUse: [Int] = []
    private var clock = 0
    /// Tables made so far (for tests).
    private(set) var tabulations = 0

    deinit { for t in tables { t.deallocate() } }

    /// The table of `stops` (sorted and clamped as `LinearGradient` keeps them), tabulated on a miss.
    func table(for stops: [LinearGradient.Stop]) -> UnsafeMutablePointer<UInt32> {
        clock &+= 1
        if let i = self.stops.firstIndex(of: stops) {
            lastUse[i] = clock
            return tables[i]
        }
        let table: UnsafeMutablePointer<UInt32>
        if tables.count < GradientTableCache.capacity {
            table = .allocate(capacity: GradientCompositor.tableSize)
            tables.append(table)
            self.stops.append(stops)
            lastUse.append(clock)
        } else {
            let i = lastUse.indices.min { lastUse[$0] < lastUse[$1] }!
            table = tables[i]
            self.stops[i] = stops
            lastUse[i] = clock
        }
        tabulations += 1
        LinearGradient(start: .zero, end: .zero, stops: stops).tabulate(into: table, count: GradientCompositor.tableSize)
        return table
    }
}
