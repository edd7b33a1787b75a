/// A half-open integer pixel rectangle `x0..<x1 × y0..<y1` in device space: the rasterizer's clip and the
/// bounds of what a fill touched.
struct ScanBounds: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    func intersection(_ o: ScanBounds) -> ScanBounds {
        ScanBounds(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    func union(_ o: ScanBounds) -> ScanBounds {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return ScanBounds(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    static let empty = ScanBounds(x0: 0, y0: 0, x1: 0, y1: 0)

    /// The pixels a device-space rectangle touches (outward rounding), limited to `limit`; empty when `rect` is
    /// not finite. Doubles are clamped before conversion, so no value can trap.
    init(covering rect: Rect, limit: ScanBounds) {
        guard rect.isFinite else { self = .empty; return }
        func clampedFloor(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi)).rounded(.down)) }
        func clampedCeil(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi)).rounded(.up)) }
        self.init(x0: clampedFloor(rect.minX, limit.x0, limit.x1), y0: clampedFloor(rect.minY, limit.y0, limit.y1),
                  x1: clampedCeil(rect.maxX, limit.x0, limit.x1), y1: clampedCeil(rect.maxY, limit.y0, limit.y1))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}
