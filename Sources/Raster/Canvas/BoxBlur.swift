/// Box blurs along x, then along y, of planes of bytes within a box of the canvas (a Gaussian's approximation): the
/// engine of a mask's blur (`CoverageMask.blurred(sigma:)`) and of a group's (`Canvas.endGroup(blurSigmaX:y:)`, its
/// four channels at once).
///
/// Sums stay integers: the horizontal passes over the rows that hold anything (the others being 0), four rows of
/// values at once in the lanes of SIMD cells, then the vertical ones, which commute with them, each over the rows
/// the boxes so far can reach. They are divided once at the end while 255 × the product of the boxes' widths fits
/// in an `Int` (six boxes up to radius 283: 255 × 567⁶ ≈ 8.8 × 10¹⁸); wider boxes divide the horizontal sums by their
/// widths' product into 16-bit fixed point first. Each value is then the exact blur rounded to a byte. The sums are
/// kept in 32 bits where their bound (255 × the widths' product) fits, four to an SSE2 register rather than two.
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

    /// The planes blurred over `box` (a box of the canvas whose sides inside it lie where every pass leaves 0, as
    /// `grown(_:within:)` gives), row-major, `lanes` planes interleaved (1, or 4: the bytes of a group's pixels, each
    /// blurred on its own): `read(y, row)` spells row `y` of the planes over the box's columns (`lanes` bytes a
    /// column), for the rows of `rows` only (the others are 0).
    func run(box: ScanBounds, rows: Range<Int>, lanes: Int,
             read: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        precondition(lanes == 1 || lanes == 4)
        let spanX = radiiX.reduce(1) { $0 * (2 * $1 + 1) }, spanY = radiiY.reduce(1) { $0 * (2 * $1 + 1) }
        // A horizontal sum is at most 255 × spanX, a vertical one 255 × spanX × spanY: the narrowest sums that hold
        // them (sums wrapping around on the way, as prefix sums do, still end exact).
        let fits32 = { (span: Double) in 255 * span <= Double(UInt32.max) }
        if fits32(Double(spanX) * Double(spanY)) {
            return run(UInt32.self, UInt32.self, box: box, rows: rows, lanes: lanes, read: read)
        } else if fits32(Double(spanX)) {
            return run(UInt32.self, Int.self, box: box, rows: rows, lanes: lanes, read: read)
        }
        return run(Int.self, Int.self, box: box, rows: rows, lanes: lanes, read: read)
    }

    /// `run(box:rows:lanes:read:)` with horizontal sums of `H` and vertical ones of `V`.
    private func run<H: FixedWidthInteger & SIMDScalar, V: FixedWidthInteger & SIMDScalar>(
        _: H.Type, _: V.Type, box: ScanBounds, rows: Range<Int>, lanes: Int,
        read: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let gw = box.x1 - box.x0, gh = box.y1 - box.y0, width = gw * lanes
        guard gw > 0, gh > 0 else { return [] }
        let low = max(rows.lowerBound, box.y0), rows = low..<max(min(rows.upperBound, box.y1), low)
        let spanX = radiiX.reduce(1) { $0 * (2 * $1 + 1) }, spanY = radiiY.reduce(1) { $0 * (2 * $1 + 1) }
        let exact = Double(spanX) * Double(spanY) <= Self.exactSpan
        // Two planes of sums, each pass reading one and writing the other, each with three rows past the box, which
        // the horizontal passes of a mask's last rows may fill (with 0). Only the rows of `nonzero` hold anything
        // (the others are 0, and not written): those of `rows`, then those within the boxes' reach of them.
        let count = width * (gh + 3)
        let planes = UnsafeMutablePointer<V>.allocate(capacity: 2 * count + width), zero = planes + 2 * count
        defer { planes.deallocate() }
        zero.initialize(repeating: 0, count: width)
        var src = planes, dst = planes + count, nonzero = rows.lowerBound - box.y0..<rows.upperBound - box.y0
        horizontalPasses(H.self, rows: rows, gw: gw, lanes: lanes, into: src + nonzero.lowerBound * width, read: read)
        if !exact {
            // 255 × 2¹⁶ × spanY < 2⁶³ for three boxes up to radius 1000: the vertical sums then fit (in an `Int`).
            let first = src + nonzero.lowerBound * width
            for i in 0..<nonzero.count * width { first[i] = (first[i] << 16 + V(spanX / 2)) / V(spanX) }
        }
        for radius in radiiY {
            nonzero = Self.boxColumns(src, dst, zero: zero, width: width, height: gh, nonzero: nonzero, radius: radius,
                                      repeatsEdges: repeatsEdges)
            swap(&src, &dst)
        }
        let divisor = exact ? Double(spanX) * Double(spanY) : Double(spanY) * 65536
        return [UInt8](unsafeUninitializedCapacity: width * gh) { v, count in
            let v = v.baseAddress!, inverse = 1 / divisor, sums = src
            v.initialize(repeating: 0, count: nonzero.lowerBound * width)
            (v + nonzero.upperBound * width).initialize(repeating: 0, count: (gh - nonzero.upperBound) * width)
            // A sum is at most 255 × divisor, so the rounded quotient is at most 255.
            let values = nonzero.lowerBound * width..<nonzero.upperBound * width
            if exact && divisor <= 0x1p42 {
                // The same bytes as below, without a conversion SSE2 lacks. The divisor is odd (a product of odd
                // widths), so s / divisor lies at least 1 / (2 · divisor) > 1.1 × 10⁻¹³ from a half: more than the
                // error of s × inverse (< 255 × 2⁻⁵² < 5.7 × 10⁻¹⁴) and of adding 0.5 (< 2⁻⁴⁶), so truncating
                // s × inverse + 0.5 and rounding s × inverse to nearest (which adding 1.5 × 2⁵² does, leaving it in
                // the low bits) give the same integer. s < 2⁵⁰, so setting the exponent of 2⁵² on it is exact.
                for i in values {
                    let s = Double(bitPattern: UInt64(truncatingIfNeeded: sums[i]) | 0x4330_0000_0000_0000) - 0x1p52
                    v[i] = UInt8(truncatingIfNeeded: (s * inverse + 0x1.8p52).bitPattern)
                }
            } else {
                for i in values { v[i] = UInt8(truncatingIfNeeded: Int(Double(sums[i]) * inverse + 0.5)) }
            }
            count = width * gh
        }
    }

    /// The horizontal passes over the rows of `rows`, written from `out` on (`lanes` × `gw` sums a row). Four of the
    /// planes' rows go at once as the lanes of `SIMD4<H>` cells: one row of a group's four channels, or four rows of
    /// a mask. The prefix sums may wrap around in `H`, but each box's sums fit (the caller's check), so are exact.
    private func horizontalPasses<H: FixedWidthInteger & SIMDScalar, V: FixedWidthInteger & SIMDScalar>(
        _: H.Type, rows: Range<Int>, gw: Int, lanes: Int, into out: UnsafeMutablePointer<V>,
        read: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let width = gw * lanes, rowsAtOnce = 4 / lanes
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * gw)
        let cells = UnsafeMutablePointer<SIMD4<H>>.allocate(capacity: 2 * gw + 1), scratch = cells + gw
        defer { bytes.deallocate(); cells.deallocate() }
        // Lane k of cell x is the value at k / lanes rows and k % lanes + x · lanes columns from the first row's
        // first, in the rows read and in the sums alike (`lanes` a constant once inlined).
        @inline(__always) func blur(_ lanes: Int, _ out: UnsafeMutablePointer<V>) {
            let o1 = 1 / lanes * width + 1 % lanes, o2 = 2 / lanes * width + 2 % lanes, o3 = 3 / lanes * width + 3 % lanes
            for x in 0..<gw {
                let b = bytes + x &* lanes
                cells[x] = lanes == 4
                    ? SIMD4(truncatingIfNeeded: UnsafeRawPointer(b).loadUnaligned(as: SIMD4<UInt8>.self))
                    : SIMD4(H(truncatingIfNeeded: b[0]), H(truncatingIfNeeded: b[o1]),
                            H(truncatingIfNeeded: b[o2]), H(truncatingIfNeeded: b[o3]))
            }
            for radius in radiiX { Self.boxRow(cells, gw, radius, scratch, repeatsEdges: repeatsEdges) }
            for x in 0..<gw {
                let s = out + x &* lanes, c = cells[x]
                if lanes == 4 {
                    UnsafeMutableRawPointer(s).storeBytes(of: SIMD4<V>(truncatingIfNeeded: c), as: SIMD4<V>.self)
                } else {
                    s[0] = V(truncatingIfNeeded: c[0]); s[o1] = V(truncatingIfNeeded: c[1])
                    s[o2] = V(truncatingIfNeeded: c[2]); s[o3] = V(truncatingIfNeeded: c[3])
                }
            }
        }
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: rowsAtOnce) {
            // Past the last row, lanes of 0 (their sums 0, the rows beyond `rows` being 0).
            let n = min(rowsAtOnce, rows.upperBound - y)
            for j in 0..<n { read(y + j, bytes + j * width) }
            (bytes + n * width).initialize(repeating: 0, count: (rowsAtOnce - n) * width)
            let rowOut = out + (y - rows.lowerBound) * width
            if lanes == 4 { blur(4, rowOut) } else { blur(1, rowOut) }
        }
    }

    /// `count` cells replaced by their sums over 2·radius + 1 neighbours (0 beyond the ends, or the end cells
    /// repeated), `tmp` (count + 1 cells) as scratch: each sum is a difference of two prefix sums, and only the
    /// cells within a radius of an end need more.
    @inline(__always)
    private static func boxRow<H: FixedWidthInteger & SIMDScalar>(
        _ v: UnsafeMutablePointer<SIMD4<H>>, _ count: Int, _ radius: Int, _ tmp: UnsafeMutablePointer<SIMD4<H>>,
        repeatsEdges: Bool
    ) {
        tmp[0] = .zero
        var sum = SIMD4<H>.zero
        for i in 0..<count {
            sum &+= v[i]
            tmp[i &+ 1] = sum
        }
        // Cells whose window lies within the row.
        let inner = min(radius, count)..<max(min(radius, count), count &- radius)
        for i in inner { v[i] = tmp[i &+ radius &+ 1] &- tmp[i &- radius] }
        // The end cells, should they repeat, are the prefix sums' first and last steps (v is being overwritten).
        let first = repeatsEdges ? tmp[1] : .zero, last = repeatsEdges ? tmp[count] &- tmp[count &- 1] : .zero
        func nearAnEnd(_ i: Int) {
            let hi = i &+ radius &+ 1, lo = i &- radius
            v[i] = tmp[min(hi, count)] &- tmp[max(lo, 0)] &+ H(truncatingIfNeeded: max(hi &- count, 0)) &* last
                &+ H(truncatingIfNeeded: max(0 &- lo, 0)) &* first
        }
        for i in 0..<inner.lowerBound { nearAnEnd(i) }
        for i in inner.upperBound..<count { nearAnEnd(i) }
    }

    /// Every column of the `width` × `height` block `src`, whose rows outside `nonzero` are 0, summed over
    /// 2·radius + 1 rows (0 beyond, or the first and last rows repeated) into `dst`: the rows of `nonzero` grown by
    /// the radius (returned; beyond them the sums are 0, and not written). Row by row, so memory is read in order:
    /// each row of sums is the one above it, less the row leaving the window, plus the row entering it.
    private static func boxColumns<V: FixedWidthInteger>(
        _ src: UnsafePointer<V>, _ dst: UnsafeMutablePointer<V>, zero: UnsafePointer<V>, width: Int, height: Int,
        nonzero: Range<Int>, radius: Int, repeatsEdges: Bool
    ) -> Range<Int> {
        guard !nonzero.isEmpty else { return nonzero }
        // Row j of the values, beyond the ends 0 or the end row.
        func row(_ j: Int) -> UnsafePointer<V> {
            let j = repeatsEdges ? min(max(j, 0), height - 1) : j
            return nonzero.contains(j) ? src + j * width : zero
        }
        let rows = max(0, nonzero.lowerBound - radius)..<min(height, nonzero.upperBound + radius)
        // The first row's window, each run of the same row (0, or a repeated end) added at once.
        let top = dst + rows.lowerBound * width
        top.initialize(repeating: 0, count: width)
        var j = rows.lowerBound - radius
        while j <= rows.lowerBound + radius {
            let r = row(j)
            var n = 1
            while j + n <= rows.lowerBound + radius, row(j + n) == r { n += 1 }
            if r != zero { for x in 0..<width { top[x] &+= V(truncatingIfNeeded: n) &* r[x] } }
            j += n
        }
        for y in rows.lowerBound + 1..<rows.upperBound {
            let sums = dst + y * width, above = sums - width, leaving = row(y - radius - 1), entering = row(y + radius)
            for x in 0..<width { sums[x] = above[x] &- leaving[x] &+ entering[x] }
        }
        return rows
    }
}
