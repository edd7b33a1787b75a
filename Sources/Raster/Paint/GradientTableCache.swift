/// The colour tables of the last few gradients a canvas filled, looked up by their stops, so a gradient drawn again
/// (each frame of an animation draws the same ones) is not tabulated again. A table holds
/// `GradientCompositor.tableSize` premultiplied pixels: entry i is the colour at t = i / (tableSize − 1).
final class GradientTableCache {
    /// Gradients remembered; a refresh header or loader draws a handful per frame.
    static let capacity = 8

    private var stops: [[LinearGradient.Stop]] = []
    private var tables: [UnsafeMutablePointer<UInt32>] = []
    /// The entry the next miss replaces (oldest first).
    private var next = 0

    deinit { for t in tables { t.deallocate() } }

    /// The table of `stops` (sorted and clamped as `LinearGradient` keeps them), tabulated on a miss.
    func table(for stops: [LinearGradient.Stop]) -> UnsafeMutablePointer<UInt32> {
        if let i = self.stops.firstIndex(of: stops) { return tables[i] }
        let table: UnsafeMutablePointer<UInt32>
        if tables.count < GradientTableCache.capacity {
            table = .allocate(capacity: GradientCompositor.tableSize)
            tables.append(table)
            self.stops.append(stops)
        } else {
            table = tables[next]
            self.stops[next] = stops
            next = (next + 1) % GradientTableCache.capacity
        }
        LinearGradient(start: .zero, end: .zero, stops: stops).tabulate(into: table, count: GradientCompositor.tableSize)
        return table
    }
}
