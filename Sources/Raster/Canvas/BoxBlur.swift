/// Box blurs along x, then along y, of one plane of bytes within a box of the canvas (a Gaussian's approximation):
/// the engine of a mask's blur (`CoverageMask.blurred(sigma:)`) and of a group's (`Canvas.endGroup(blurSigmaX:y:)`).
///
/// Sums stay integers: the horizontal passes over the rows that hold anything (the others being 0), then the vertical
/// ones, which commute with them. They are divided once at the end while 255 × the product of the boxes' widths fits
/// in an `Int` (six boxes up to radius 283: 255 × 567⁶ ≈ 8.8 × 10¹⁸); wider boxes divide the horizontal sums by their
/// widths' product into 16-bit fixed point first. Each value is then the exact blur rounded to a byte.
struct BoxBlur {
    /// The radius of each box along x, then along y (none: that axis is not blurred); each at least 1.
    let radiiX: [Int], radiiY: [Int]
    /// Beyond the canvas: 0, or (true) each pass's edge values repeated.
    let repeatsEdges: Bool

    init(radiiX: [Int], radiiY: [Int], repeatsEdges: Bool) {
        self.radiiX = radiiX.filter { $0 > 0 }
        self.radiiY = radiiY.filter { $0 > 0 }
        self.repeatsEdges = repeatsEdges
    }

    /// How far a value spreads along x and along y.
    var reachX: Int { radiiX.reduce(0, +) }
    var reachY: Int { radiiY.reduce(0, +) }
    var isIdentity: Bool { radiiX.isEmpty && radiiY.isEmpty }

    /// The widest product of box widths whose undivided sums of bytes stay below 2⁶³.
    private static let exactSpan = 567.0 * 567 * 567 * 567 * 567 * 567

    /// Three box radii for a Gaussian of standard deviation `sigma` (pixels) whose variances add up to the nearest
    /// σ² (Kovesi's widths: some of the odd width just below the ideal one, the rest two wider), the boxes of radius
    /// 0 left out; none when `sigma` is not finite and positive. σ is taken as at most `CoverageMask.maxBlurRadius`.
    static func radii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let s = min(sigma, Double(CoverageMask.maxBlurRadius)), variance12 = 12 * s * s
        var narrow = Int((variance12 / 3 + 1).squareRoot())
        if narrow % 2 == 0 { narrow -= 1 }
        let n = Double(narrow)
        let count = Int(((variance12 - 3 * n * n - 12 * n - 9) / (-4 * n - 4)).rounded())
        return (0..<3).map { i in min(((i < count ? narrow : narrow + 2) - 1) / 2, CoverageMask.maxBlurRadius) }
            .filter { $0 > 0 }
    }

    /// `covered` grown by the reach each way, limited to `limit`: beyond it every pass leaves 0.
    func grown(_ covered: ScanBounds, within limit: ScanBounds) -> ScanBounds {
        ScanBounds(x0: max(limit.x0, covered.x0 - reachX), y0: max(limit.y0, covered.y0 - reachY),
                   x1: min(limit.x1, covered.x1 + reachX), y1: min(limit.y1, covered.y1 + reachY))
    }

    /// The plane blurred over `box` (a box of the canvas whose sides inside it lie where every pass leaves 0, as
    /// `grown(_:within:)` gives), row-major: `read(y, row)` spells row `y` of the plane over the box's columns, for
    /// the rows of `rows` only (the others are 0).
    func run(box: ScanBounds, rows: Range<Int>, read: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let gw = box.x1 - box.x0, gh = box.y1 - box.y0
        guard gw > 0, gh > 0 else { return [] }
        let low = max(rows.lowerBound, box.y0), rows = low..<max(min(rows.upperBound, box.y1), low)
        let spanX = radiiX.reduce(1) { $0 * (2 * $1 + 1) }, spanY = radiiY.reduce(1) { $0 * (2 * $1 + 1) }
        let exact = Double(spanX) * Double(spanY) <= Self.exactSpan
        // Every value is written before it is read: the rows of `rows` from `read`, the others with 0 here.
        var sums = [Int](unsafeUninitializedCapacity: gw * gh) { s, count in
            let sums = s.baseAddress!
            sums.initialize(repeating: 0, count: (rows.lowerBound - box.y0) * gw)
            (sums + (rows.upperBound - box.y0) * gw).initialize(repeating: 0, count: (box.y1 - rows.upperBound) * gw)
            count = gw * gh
        }
        sums.withUnsafeMutableBufferPointer { s in
            let sums = s.baseAddress!
            let line = UnsafeMutablePointer<Int>.allocate(capacity: gw + 1)
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: gw)
            defer { line.deallocate(); row.deallocate() }
            for y in rows {
                read(y, row)
                let out = sums + (y - box.y0) * gw
                for x in 0..<gw { out[x] = Int(row[x]) }
                for radius in radiiX { Self.boxRow(out, gw, radius, line, repeatsEdges: repeatsEdges) }
            }
            if !exact {
                // 255 × 2¹⁶ × spanY < 2⁶³ for three boxes up to radius 1000: the vertical sums then fit.
                for i in (rows.lowerBound - box.y0) * gw..<(rows.upperBound - box.y0) * gw {
                    sums[i] = (sums[i] << 16 + spanX / 2) / spanX
                }
            }
            for radius in radiiY { Self.boxColumns(sums, width: gw, height: gh, radius: radius, repeatsEdges: repeatsEdges) }
        }
        let divisor = exact ? Double(spanX) * Double(spanY) : Double(spanY) * 65536
        return [UInt8](unsafeUninitializedCapacity: gw * gh) { v, count in
            sums.withUnsafeBufferPointer { s in
                // A sum is at most 255 × divisor, so the rounded quotient is at most 255.
                let inverse = 1 / divisor
                for i in 0..<gw * gh { v[i] = UInt8(truncatingIfNeeded: Int(Double(s[i]) * inverse + 0.5)) }
            }
            count = gw * gh
        }
    }

    /// `count` values replaced by their sums over 2·radius + 1 neighbours (0 beyond the ends, or the end values
    /// repeated), `tmp` (count + 1 values) as scratch: each sum is a difference of two prefix sums, and only the
    /// values within a radius of an end need more.
    @inline(__always)
    private static func boxRow(_ v: UnsafeMutablePointer<Int>, _ count: Int, _ radius: Int, _ tmp: UnsafeMutablePointer<Int>,
                               repeatsEdges: Bool) {
        tmp[0] = 0
        for i in 0..<count { tmp[i &+ 1] = tmp[i] &+ v[i] }
        // Values whose window lies within the row.
        let inner = min(radius, count)..<max(min(radius, count), count &- radius)
        for i in inner { v[i] = tmp[i &+ radius &+ 1] &- tmp[i &- radius] }
        // The end values, should they repeat, are the prefix sums' first and last steps (v is being overwritten).
        let first = repeatsEdges ? tmp[1] : 0, last = repeatsEdges ? tmp[count] &- tmp[count &- 1] : 0
        func nearAnEnd(_ i: Int) {
            let hi = i &+ radius &+ 1, lo = i &- radius
            v[i] = tmp[min(hi, count)] &- tmp[max(lo, 0)] &+ max(hi &- count, 0) &* last &+ max(0 &- lo, 0) &* first
        }
        for i in 0..<inner.lowerBound { nearAnEnd(i) }
        for i in inner.upperBound..<count { nearAnEnd(i) }
    }

    /// Every column of the `width` × `height` block replaced by its sums over 2·radius + 1 rows (0 beyond, or the
    /// first and last rows repeated), row by row so memory is read in order: each row of sums is the one above it,
    /// less the row leaving the window, plus the row entering it. A row's sums wait in a ring until its own values
    /// have left the window (radius + 1 rows later), and are written over them in the same loop.
    private static func boxColumns(_ v: UnsafeMutablePointer<Int>, width: Int, height: Int, radius: Int, repeatsEdges: Bool) {
        let ringRows = radius + 1
        let ring = UnsafeMutablePointer<Int>.allocate(capacity: ringRows * width)
        let zero = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { ring.deallocate(); zero.deallocate() }
        zero.initialize(repeating: 0, count: width)
        // Row j of the values, beyond the ends 0 or the end row (whose values are never overwritten while read).
        func row(_ j: Int) -> UnsafeMutablePointer<Int> {
            guard j >= 0, j < height else { return repeatsEdges ? v + (j < 0 ? 0 : height - 1) * width : zero }
            return v + j * width
        }
        // Row 0's window, rows −radius … radius: the first row once, or radius + 1 times with the rows before it.
        let top = ring, firstCount = repeatsEdges ? radius + 1 : 1, lastExtra = repeatsEdges ? max(0, radius - (height - 1)) : 0
        for x in 0..<width { top[x] = firstCount &* v[x] }
        for j in 1..<max(1, min(radius, height - 1) + 1) {
            let src = v + j * width
            for x in 0..<width { top[x] &+= src[x] }
        }
        if lastExtra > 0 {
            let last = v + (height - 1) * width
            for x in 0..<width { top[x] &+= lastExtra &* last[x] }
        }
        for y in 1..<max(1, height) {
            let sums = ring + (y % ringRows) * width, above = ring + ((y - 1) % ringRows) * width
            let leaving = y - radius - 1, entering = row(y + radius)
            if leaving >= 0 {
                // Row `leaving` is read a last time and takes its sums, waiting in the slot this row's sums go to.
                let old = v + leaving * width
                for x in 0..<width {
                    let l = old[x]
                    old[x] = sums[x]
                    sums[x] = above[x] &- l &+ entering[x]
                }
            } else {
                let old = row(leaving)
                for x in 0..<width { sums[x] = above[x] &- old[x] &+ entering[x] }
            }
        }
        for j in max(0, height - ringRows)..<height { (v + j * width).update(from: ring + (j % ringRows) * width, count: width) }
    }
}
