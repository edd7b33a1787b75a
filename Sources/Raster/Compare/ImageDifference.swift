#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an actual image differs from a reference: changed-pixel count, largest channel difference and where.
///
/// Images of different sizes are compared over the union of their areas, a pixel outside an image counting as
/// transparent; a size difference never passes any tolerance. Identical rows are skipped with `memcmp`, so only
/// differing pixels cost more than a memory compare.
public struct ImageDifference: Sendable, Hashable {
    public let referenceWidth: Int
    public let referenceHeight: Int
    public let actualWidth: Int
    public let actualHeight: Int
    /// The tolerance the figures were judged against.
    public let tolerance: ImageTolerance
    /// Pixels compared (the union of both images' areas).
    package let pixelCount: Int
    /// Pixels whose premultiplied RGBA values differ at all.
    public let changedPixelCount: Int
    /// Pixels with a channel difference above `tolerance.maxChannelDifference` (equals `changedPixelCount` when exact).
    package let exceedingPixelCount: Int
    /// The largest difference of one channel (0...255) over all pixels.
    public let largestChannelDifference: Int
    /// The smallest box holding every changed pixel; nil when none changed.
    public let changedBounds: PixelBox?

    /// Compares `actual` against `reference`.
    public init(reference: Image, actual: Image, tolerance: ImageTolerance = .exact) {
        referenceWidth = reference.width
        referenceHeight = reference.height
        actualWidth = actual.width
        actualHeight = actual.height
        self.tolerance = tolerance
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        pixelCount = width * height
        let limit = UInt32(tolerance.maxChannelDifference)
        var changed = 0, exceeding = 0, largest: UInt32 = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        func visit(_ a: UInt32, _ b: UInt32, _ x: Int, _ y: Int) {
            let d = ImageDifference.channelDifference(a, b)
            changed &+= 1
            if d > limit { exceeding &+= 1 }
            if d > largest { largest = d }
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }

        if reference.width == actual.width, reference.height == actual.height {
            let figures = reference.pixels.withUnsafeBufferPointer { ref in
                actual.pixels.withUnsafeBufferPointer { act in
                    ImageDifference.scan(ref.baseAddress!, act.baseAddress!, width: width, height: height, limit: limit)
                }
            }
            (changed, exceeding, largest, minX, minY, maxX, maxY) = figures
        } else {
            for y in 0..<height {
                for x in 0..<width {
                    let p = reference.pixel(x: x, y: y), q = actual.pixel(x: x, y: y)
                    if p != q { visit(p, q, x, y) }
                }
            }
        }
        changedPixelCount = changed
        exceedingPixelCount = exceeding
        largestChannelDifference = Int(largest)
        changedBounds = maxX < 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// True when both images have the same size.
    public var sizesMatch: Bool { referenceWidth == actualWidth && referenceHeight == actualHeight }

    /// True when the images are pixel for pixel equal.
    package var isIdentical: Bool { sizesMatch && changedPixelCount == 0 }

    /// True when the sizes match and no more pixels than the tolerance allows exceed its channel difference.
    public var isWithinTolerance: Bool {
        sizesMatch && exceedingPixelCount <= tolerance.allowedDifferingPixels(of: pixelCount)
    }

    /// One line of figures, e.g. `1234 of 247500 pixels changed, largest channel difference 87, in x 10…49, y 3…40`.
    public var summary: String {
        var parts: [String] = []
        if !sizesMatch {
            parts.append("size \(actualWidth)×\(actualHeight) differs from the reference's \(referenceWidth)×\(referenceHeight)")
        }
        parts.append("\(changedPixelCount) of \(pixelCount) pixels changed")
        parts.append("largest channel difference \(largestChannelDifference)")
        if let changedBounds { parts.append("in \(changedBounds)") }
        if !tolerance.isExact {
            let fraction = pixelCount > 0 ? Double(exceedingPixelCount) / Double(pixelCount) : 0
            parts.append("\(exceedingPixelCount) pixels (fraction \(fraction)) differ by more than \(tolerance.maxChannelDifference), "
                         + "\(tolerance.allowedDifferingPixels(of: pixelCount)) allowed (tolerance: \(tolerance))")
        }
        return parts.joined(separator: ", ")
    }

    /// The figures of two equally sized pixel buffers: (changed, exceeding, largest, minX, minY, maxX, maxY). Identical
    /// rows cost one `memcmp`; other rows go 4 pixels at a time in SIMD (per-byte |a − b| = max − min), with the
    /// counts kept in vector lanes and reduced once.
    static func scan(_ r: UnsafePointer<UInt32>, _ a: UnsafePointer<UInt32>, width: Int, height: Int, limit: UInt32)
        -> (Int, Int, UInt32, Int, Int, Int, Int) {
        var changedLanes = SIMD4<Int32>(repeating: 0), exceedingLanes = SIMD4<Int32>(repeating: 0)
        var largestBytes = SIMD16<UInt8>(repeating: 0)
        let limitBytes = SIMD16<UInt8>(repeating: UInt8(limit))
        var changed = 0, exceeding = 0, largest: UInt32 = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let rowBytes = width &* MemoryLayout<UInt32>.stride
        for y in 0..<height {
            let row = y &* width
            if memcmp(r + row, a + row, rowBytes) == 0 { continue }
            let rowR = UnsafeRawPointer(r + row), rowA = UnsafeRawPointer(a + row)
            var firstGroup = -1, lastGroup = -1
            var x = 0
            while x &+ 4 <= width {
                let p = rowR.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                let q = rowA.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                let differs = p .!= q
                if any(differs) {
                    let pb = unsafeBitCast(p, to: SIMD16<UInt8>.self), qb = unsafeBitCast(q, to: SIMD16<UInt8>.self)
                    let d = pointwiseMax(pb, qb) &- pointwiseMin(pb, qb)
                    largestBytes = pointwiseMax(largestBytes, d)
                    // Non-zero in a pixel's lane when one of its channels is above the limit.
                    let over = unsafeBitCast(d &- pointwiseMin(d, limitBytes), to: SIMD4<UInt32>.self)
                    changedLanes &+= SIMD4<Int32>(repeating: 0).replacing(with: 1, where: differs)
                    exceedingLanes &+= SIMD4<Int32>(repeating: 0).replacing(with: 1, where: over .!= 0)
                    if firstGroup < 0 { firstGroup = x }
                    lastGroup = x
                }
                x &+= 4
            }
            var first = -1, last = -1
            if firstGroup >= 0 {
                for i in firstGroup..<(firstGroup &+ 4) where r[row &+ i] != a[row &+ i] { first = i; break }
                for i in stride(from: lastGroup &+ 3, through: lastGroup, by: -1) where r[row &+ i] != a[row &+ i] { last = i; break }
            }
            while x < width {
                let p = r[row &+ x], q = a[row &+ x]
                if p != q {
                    let d = channelDifference(p, q)
                    changed &+= 1
                    exceeding &+= d > limit ? 1 : 0
                    largest = max(largest, d)
                    if first < 0 { first = x }
                    last = x
                }
                x &+= 1
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY == Int.max { minY = y }
            maxY = y
        }
        changed &+= Int(changedLanes.wrappedSum())
        exceeding &+= Int(exceedingLanes.wrappedSum())
        largest = max(largest, UInt32(largestBytes.max()))
        return (changed, exceeding, largest, minX, minY, maxX, maxY)
    }

    /// The largest absolute difference of the four 8-bit channels of two pixels.
    @inline(__always)
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let p = Int32((a >> shift) & 0xFF), q = Int32((b >> shift) & 0xFF)
            return UInt32((p &- q).magnitude)
        }
        return max(max(channel(0), channel(8)), max(channel(16), channel(24)))
    }
}
