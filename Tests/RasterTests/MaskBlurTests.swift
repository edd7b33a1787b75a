import Foundation
import RefreshTestSupport
import Testing
@testable import Raster

/// A mask's blur over its bounds (`CoverageMask.blurred(sigma:)`) gives the values of three box blurs each way over
/// the whole canvas, rounded; a colour through a mask (`Canvas.fill(_:mask:opacity:)`) gives the pixels of a
/// rectangle over the canvas filled through it; a group edited before compositing gives the edited pixels.
@Suite struct MaskBlurTests {
    /// Three box blurs each way over the whole canvas in Doubles (zero beyond the canvas), rounded: the reference.
    static func reference(_ mask: CoverageMask, sigma: Double) -> [UInt8] {
        let radius = CoverageMask.blurRadius(sigma: sigma)!
        let radii = [radius, radius, radius]
        return boxBlurred(mask.values.map { Double($0) }, width: mask.width, height: mask.height, radiiX: radii,
                          radiiY: radii, repeatsEdges: false).map { UInt8(min($0 + 0.5, 255)) }
    }

    /// A plane of `width` × `height` values through a box of each radius along x, then along y, each dividing by
    /// its full width (or, not `dividing`, leaving the sums), over the whole plane: beyond it 0, or (`repeatsEdges`)
    /// each pass's edge values.
    static func boxBlurred(_ plane: [Double], width w: Int, height h: Int, radiiX: [Int], radiiY: [Int],
                           repeatsEdges: Bool, dividing: Bool = true) -> [Double] {
        func pass(_ src: [Double], radius: Int, count: Int, lines: Int, step: Int, stride: Int) -> [Double] {
            var dst = src
            for line in 0..<lines {
                for i in 0..<count {
                    var sum = 0.0
                    for j in i - radius...i + radius {
                        let k = repeatsEdges ? min(max(j, 0), count - 1) : j
                        if k >= 0, k < count { sum += src[line * stride + k * step] }
                    }
                    dst[line * stride + i * step] = dividing ? sum / Double(2 * radius + 1) : sum
                }
            }
            return dst
        }
        var a = plane
        for r in radiiX { a = pass(a, radius: r, count: w, lines: h, step: 1, stride: w) }
        for r in radiiY { a = pass(a, radius: r, count: h, lines: w, step: w, stride: 1) }
        return a
    }

    static func masks(_ canvas: Canvas) -> [CoverageMask] {
        var disc = Path()
        disc.addArc(center: Point(x: 20, y: 18), radius: 9.3, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        // At the canvas's corner: the blur is cut at the edges.
        let corner = canvas.coverageMask(of: .rect(Rect(x: -3, y: 30.5, width: 9.4, height: 20)), transform: .identity)
        var inverted = canvas.coverageMask(of: disc, transform: .identity)
        inverted.invert()
        return [canvas.coverageMask(of: disc, transform: .identity), corner, inverted,
                CoverageMask(width: canvas.width, height: canvas.height, value: 200),
                CoverageMask(width: canvas.width, height: canvas.height)]
    }

    @Test func blurEqualsAWholeCanvasBlur() throws {
        let canvas = try Canvas(width: 50, height: 41)
        for (i, mask) in Self.masks(canvas).enumerated() {
            for sigma in [0.3, 1, 2.6, 7, 40] {
                let blurred = mask.blurred(sigma: sigma).values, expected = Self.reference(mask, sigma: sigma)
                let worst = zip(blurred, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
                // The integer sums are exact: only a value within a rounding of .5 may round the other way.
                #expect(worst <= 1, "mask \(i), sigma \(sigma): off by \(worst)")
            }
        }
    }

    @Test func blurKeepsToTheGrownBounds() throws {
        let canvas = try Canvas(width: 200, height: 160)
        let mask = canvas.coverageMask(of: .rect(Rect(x: 90, y: 70, width: 6, height: 5)), transform: .identity)
        let blurred = mask.blurred(sigma: 2)
        let reach = 3 * CoverageMask.blurRadius(sigma: 2)!
        #expect(blurred.bounds == ScanBounds(x0: 90 - reach, y0: 70 - reach, x1: 96 + reach, y1: 75 + reach))
        #expect(blurred.values == Self.reference(mask, sigma: 2))
        #expect(mask.blurred(sigma: .nan) == mask && mask.blurred(sigma: 0) == mask && mask.blurred(sigma: -1) == mask)
    }

    @Test func wideBlursStayFinite() {
        let mask = CoverageMask(width: 30, height: 20, value: 255)
        // Past the exact radius the sums go through fixed point; beyond the widest they are that one.
        for sigma in [300.0, 5000, 1e300] {
            let values = mask.blurred(sigma: sigma).values
            #expect(values.count == 600 && values.allSatisfy { $0 <= 1 }, "sigma \(sigma)")
        }
    }

    /// The same over pixels that differ one from the next (random premultiplied ones), through random mask values
    /// (four pixels go at once: none takes another's values), in boxes of every width modulo 4.
    @Test func colourThroughARandomMaskOverRandomPixels() throws {
        var random = SplitMix(seed: 11)
        let w = 37, h = 9
        let pixels = (0..<w * h).map { _ -> UInt32 in
            let a = UInt32(random.next() % 256), channel = { UInt32(random.next() % UInt64(a + 1)) }
            return channel() | channel() << 8 | channel() << 16 | a << 24
        }
        let background = try Image(width: w, height: h, pixels: pixels)
        for x0 in 0..<4 {
            let bounds = ScanBounds(x0: x0, y0: 1, x1: w - 2, y1: h)
            let inside = (0..<(bounds.x1 - x0) * (h - 1)).map { _ -> UInt8 in
                let r = random.next()
                return r & 3 == 0 ? 0 : r & 3 == 1 ? 255 : UInt8(truncatingIfNeeded: r >> 8)
            }
            let mask = CoverageMask(width: w, height: h, bounds: bounds, inside: inside, outside: 0)
            for color in [Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7), .black] {
                for opacity in [1, 0.45] {
                    let direct = try Canvas(width: w, height: h), filled = try Canvas(width: w, height: h)
                    for canvas in [direct, filled] { canvas.drawImage(background, transform: .identity, opacity: 1) }
                    direct.fill(color, mask: mask, opacity: opacity)
                    filled.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), transform: .identity,
                                paint: .solid(color), mask: mask, opacity: opacity)
                    #expect(direct.makeImage() == filled.makeImage(), "from \(x0), \(color), \(opacity)")
                }
            }
        }
    }

    @Test func colourThroughAMaskEqualsAMaskedRectangle() throws {
        let direct = try Canvas(width: 50, height: 41), filled = try Canvas(width: 50, height: 41)
        let colours = [Color.black, Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7)]
        for (i, mask) in Self.masks(direct).enumerated() {
            for blurred in [mask, mask.blurred(sigma: 2.5)] {
                for color in colours {
                    for opacity in [1, 0.45, 0] {
                        for clip in [nil, Rect(x: 4, y: 3, width: 30, height: 21), Rect(x: 5.5, y: 3.25, width: 30, height: 20.6)] {
                            for (j, canvas) in [direct, filled].enumerated() {
                                canvas.clear(Color(red: 1, green: 0.9, blue: 0.1, alpha: 0.5))
                                canvas.clipRect = clip
                                if j == 0 {
                                    canvas.fill(color, mask: blurred, opacity: opacity)
                                } else {
                                    canvas.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 41)), transform: .identity,
                                                paint: .solid(color), mask: blurred, opacity: opacity)
                                }
                                canvas.clipRect = nil
                            }
                            #expect(direct.makeImage() == filled.makeImage(), "mask \(i), \(color), \(opacity), \(String(describing: clip))")
                        }
                    }
                }
            }
        }
    }

    /// An edited group (`drawKeptGroup` with an edit) composites the edited pixels, and the second time its key
    /// comes composites the kept ones without drawing or editing again.
    @Test func editedGroupsCompositeTheEditedPixels() throws {
        let edited = try Canvas(width: 40, height: 30), plain = try Canvas(width: 40, height: 30)
        let invert = { (p: UInt32) -> UInt32 in p == 0 ? 0 : (p & 0xFF00_0000) | ((p >> 24) &* 0x0001_0101 &- (p & 0x00FF_FFFF)) }
        let paint = Paint.solid(Color(red: 1, green: 0.5, blue: 0, alpha: 0.8))
        var draws = 0, edits = 0, editsByPass: [Int] = []
        for below in [0.9, 0.4] {
            for canvas in [edited, plain] { canvas.clear(Color(red: 0.1, green: 0.3, blue: below, alpha: 1)) }
            edited.drawKeptGroup(key: "blob", opacity: 0.7, blend: .normal, finish: .edit { row in
                edits += 1
                for i in row.indices { row[i] = invert(row[i]) }
            }) { c in
                draws += 1
                c.fill(MaskedFillTests.blob, transform: .identity, paint: paint)
            }
            plain.beginGroup(opacity: 0.7)
            plain.fill(MaskedFillTests.blob, transform: .identity, paint: paint)
            // The same edit by hand, on every pixel of the group.
            let group = plain.groups.last!.buffer
            for i in 0..<40 * 30 { group.pixels[i] = invert(group.pixels[i]) }
            plain.endGroup()
            #expect(edited.makeImage() == plain.makeImage(), "over blue \(below)")
            #expect(edited.groups.isEmpty)
            editsByPass.append(edits)
        }
        // The first pass edits each row of the blob's box; the second edits none.
        #expect(draws == 1 && editsByPass[0] > 0 && editsByPass[1] == editsByPass[0])
    }

    /// A kept mask is returned for an equal key under the same clip, and made again for another key or clip, or
    /// always with `reusesCoverage` off.
    @Test func keptMasksAreKeptByKeyAndClip() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var made = 0
        func mask(_ key: Int) -> CoverageMask {
            canvas.keptMask(key: key) {
                made += 1
                return canvas.coverageMask(of: .rect(Rect(x: 2, y: 3, width: Double(key), height: 5)), transform: .identity)
            }
        }
        let first = mask(4)
        #expect(mask(4) == first && made == 1)
        #expect(mask(7) != first && made == 2)
        canvas.clipRect = Rect(x: 0, y: 0, width: 5, height: 20)
        #expect(mask(4) != first && made == 3)
        canvas.clipRect = nil
        #expect(mask(4) == first && made == 3)
        for key in 10..<10 + Canvas.keptMaskCount { _ = mask(key) }
        #expect(mask(4) == first && made == 4 + Canvas.keptMaskCount)
        canvas.reusesCoverage = false
        #expect(mask(4) == first && made == 5 + Canvas.keptMaskCount)
    }
}
