import RefreshTestSupport
import Testing
@testable import Raster

/// `BoxBlur.run` gives the bytes of its definition, computed here one neighbour at a time: whichever sums it keeps
/// (narrow or wide, one plane or four interleaved, rows four at a time) and however it rounds, every byte matches.
@Suite struct BoxBlurTests {
    /// The definition: each box replaces a value by the sum of its 2·radius + 1 neighbours (0 beyond the plane, or
    /// the edge value repeated), along x, then along y; past a product of widths of 567⁶ the horizontal sums go
    /// through 16-bit fixed point; the last sums are divided by the widths' product, plus 0.5, truncated. The sums
    /// are integers below 2⁵³ for the radii here, so exact in Doubles.
    static func reference(_ plane: [Int], width w: Int, height h: Int, radiiX: [Int], radiiY: [Int],
                          repeatsEdges: Bool) -> [UInt8] {
        let spanX = radiiX.reduce(1) { $0 * (2 * $1 + 1) }, spanY = radiiY.reduce(1) { $0 * (2 * $1 + 1) }
        let exact = Double(spanX) * Double(spanY) <= 567.0 * 567 * 567 * 567 * 567 * 567
        var a = MaskBlurTests.boxBlurred(plane.map(Double.init), width: w, height: h, radiiX: radiiX, radiiY: [],
                                         repeatsEdges: repeatsEdges, dividing: false)
        if !exact { a = a.map { Double((Int($0) << 16 + spanX / 2) / spanX) } }
        a = MaskBlurTests.boxBlurred(a, width: w, height: h, radiiX: [], radiiY: radiiY, repeatsEdges: repeatsEdges,
                                     dividing: false)
        let divisor = exact ? Double(spanX) * Double(spanY) : Double(spanY) * 65536
        return a.map { UInt8(Int($0 * (1 / divisor) + 0.5)) }
    }

    /// Radii along x and y: small and one-sided; sums of bytes that just fit in 32 bits along x and just don't;
    /// products of widths on either side of 2⁴² (where the rounding changes how it is done); and past 567⁶.
    static let radii: [([Int], [Int])] = [
        ([1, 2, 2], [3, 3, 3]), ([2], []), ([], [4, 1]), ([7, 7, 8], [1, 1, 1]),
        ([101, 101, 101], [2, 2, 2]), ([102, 101, 101], [2, 3, 2]), ([60, 60, 60], [60, 60, 60]),
        ([70, 70, 70], [70, 70, 70]), ([300, 300, 300], [300, 300, 300]),
    ]

    @Test(arguments: 0..<radii.count, [1, 4]) func blurMatchesTheDefinition(_ i: Int, lanes: Int) {
        let (radiiX, radiiY) = Self.radii[i]
        var random = SplitMix(seed: UInt64(i * 8 + lanes))
        for (w, h, rows) in [(9, 7, 1..<6), (23, 17, 0..<17), (37, 13, 4..<11)] {
            // Random bytes, some runs of 255 and of 0, in the rows of `rows` only.
            let bytes = (0..<w * h * lanes).map { k -> UInt8 in
                guard rows.contains(k / (w * lanes)) else { return 0 }
                let r = random.next()
                return r & 3 == 0 ? 255 : r & 3 == 1 ? 0 : UInt8(truncatingIfNeeded: r >> 8)
            }
            for repeatsEdges in [false, true] {
                let blur = BoxBlur(radiiX: radiiX, radiiY: radiiY, repeatsEdges: repeatsEdges)
                let got = blur.run(box: ScanBounds(x0: 3, y0: 5, x1: 3 + w, y1: 5 + h), rows: rows.lowerBound + 5..<rows.upperBound + 5,
                                   lanes: lanes) { y, row in
                    for k in 0..<w * lanes { row[k] = bytes[(y - 5) * w * lanes + k] }
                }
                var expected = [UInt8](repeating: 0, count: w * h * lanes)
                for lane in 0..<lanes {
                    let plane = (0..<w * h).map { Int(bytes[$0 * lanes + lane]) }
                    let blurred = Self.reference(plane, width: w, height: h, radiiX: radiiX, radiiY: radiiY,
                                                 repeatsEdges: repeatsEdges)
                    for k in 0..<w * h { expected[k * lanes + lane] = blurred[k] }
                }
                let differing = got.indices.first { got[$0] != expected[$0] }
                #expect(got.count == expected.count && differing == nil,
                        "radii \(radiiX) \(radiiY), \(w)×\(h), repeatsEdges \(repeatsEdges): value \(differing ?? -1) differs")
            }
        }
    }
}
