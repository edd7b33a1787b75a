import Testing
import Raster

/// The pure comparison: figures, tolerances and the diff picture.
@Suite struct ImageDifferenceTests {
    let grey = Color(rgb8: 120, 130, 140).premultipliedPixel

    func image(_ width: Int = 100, _ height: Int = 100) throws -> Image {
        try Image(width: width, height: height, color: Color(rgb8: 120, 130, 140))
    }

    /// `pixel` with its red channel raised by `amount`.
    func redder(_ pixel: UInt32, by amount: UInt32) -> UInt32 { pixel + amount }

    @Test func identicalImagesHaveNoDifference() throws {
        let d = ImageDifference(reference: try image(), actual: try image())
        #expect(d.isIdentical && d.isWithinTolerance)
        #expect(d.changedPixelCount == 0 && d.largestChannelDifference == 0 && d.changedBounds == nil)
        #expect(d.pixelCount == 10_000)
    }

    @Test func countsChangedPixelsLargestDifferenceAndBounds() throws {
        var actual = try image()
        actual.setPixel(x: 10, y: 20, redder(grey, by: 5))
        actual.setPixel(x: 60, y: 5, redder(grey, by: 40))
        actual.setPixel(x: 30, y: 70, Color.white.premultipliedPixel) // blue 140 → 255: 115
        let d = ImageDifference(reference: try image(), actual: actual)
        #expect(d.changedPixelCount == 3 && d.exceedingPixelCount == 3)
        #expect(d.largestChannelDifference == 135) // red 120 → 255
        #expect(d.changedBounds == PixelBox(x: 10, y: 5, width: 51, height: 66))
        #expect(!d.isWithinTolerance)
        #expect(d.summary.contains("3 of 10000 pixels changed") && d.summary.contains("largest channel difference 135"))
    }

    /// The vectorised scan (4 pixels at a time, a scalar tail) agrees with a plain per-pixel count on widths that
    /// are and are not multiples of 4, with changes at row ends and inside groups.
    @Test(arguments: [1, 3, 4, 37, 64, 1125])
    func vectorScanAgreesWithAPlainCount(width: Int) throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(width)
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let height = 9
        let reference = try Image(width: width, height: height, pixels: (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: next()) })
        var actual = reference
        for _ in 0..<(width * height / 5 + 1) {
            let x = Int(next() % UInt64(width)), y = Int(next() % UInt64(height))
            let channel = UInt32(next() % 4) * 8, amount = UInt32(next() % 256)
            let p = actual.pixel(x: x, y: y)
            actual.setPixel(x: x, y: y, p & ~(0xFF << channel) | amount << channel)
        }
        actual.setPixel(x: width - 1, y: height - 1, ~reference.pixel(x: width - 1, y: height - 1))
        let tolerance = try ImageTolerance(maxChannelDifference: 40)
        var changed = 0, exceeding = 0, largest = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where reference.pixel(x: x, y: y) != actual.pixel(x: x, y: y) {
                let p = reference.pixel(x: x, y: y), q = actual.pixel(x: x, y: y)
                var d = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let pc = Int((p >> shift) & 0xFF), qc = Int((q >> shift) & 0xFF)
                    d = max(d, abs(pc - qc))
                }
                changed += 1
                exceeding += d > 40 ? 1 : 0
                largest = max(largest, d)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let d = ImageDifference(reference: reference, actual: actual, tolerance: tolerance)
        #expect(d.changedPixelCount == changed && d.exceedingPixelCount == exceeding && d.largestChannelDifference == largest)
        #expect(d.changedBounds == PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    @Test func channelToleranceAcceptsSmallDifferencesOnly() throws {
        var actual = try image()
        actual.setPixel(x: 1, y: 1, redder(grey, by: 3))
        let three = try ImageTolerance(maxChannelDifference: 3)
        let d = ImageDifference(reference: try image(), actual: actual, tolerance: three)
        #expect(d.isWithinTolerance && !d.isIdentical)
        #expect(d.changedPixelCount == 1 && d.exceedingPixelCount == 0)
        actual.setPixel(x: 2, y: 2, redder(grey, by: 4))
        let e = ImageDifference(reference: try image(), actual: actual, tolerance: three)
        #expect(!e.isWithinTolerance && e.exceedingPixelCount == 1)
        #expect(e.summary.contains("differ by more than 3"))
    }

    @Test func fractionToleranceAllowsThatShareOfPixels() throws {
        var actual = try image()
        for x in 0..<10 { actual.setPixel(x: x, y: 50, 0xFF00_0000) }
        let reference = try image()
        #expect(ImageDifference(reference: reference, actual: actual,
                                tolerance: try ImageTolerance(maxDifferingFraction: 0.001)).isWithinTolerance)
        let tight = ImageDifference(reference: reference, actual: actual, tolerance: try ImageTolerance(maxDifferingFraction: 0.00095))
        #expect(!tight.isWithinTolerance)
        #expect(tight.summary.contains("10 pixels (fraction 0.001) differ by more than 0, 9 allowed"))
    }

    @Test func differentSizesNeverPass() throws {
        let everything = try ImageTolerance(maxChannelDifference: 255, maxDifferingFraction: 1)
        let d = ImageDifference(reference: try image(100, 100), actual: try image(100, 101), tolerance: everything)
        #expect(!d.sizesMatch && !d.isWithinTolerance)
        #expect(d.pixelCount == 10_100 && d.changedPixelCount == 100)
        #expect(d.changedBounds == PixelBox(x: 0, y: 100, width: 100, height: 1))
        #expect(d.summary.hasPrefix("size 100×101 differs from the reference's 100×100"))
    }

    @Test func toleranceValuesOutsideTheirRangeAreRejected() {
        #expect(throws: ImageToleranceError.channelDifference(256)) { try ImageTolerance(maxChannelDifference: 256) }
        #expect(throws: ImageToleranceError.differingFraction(-0.1)) { try ImageTolerance(maxDifferingFraction: -0.1) }
        #expect(ImageToleranceError.channelDifference(-1).description == "maximum channel difference -1 is not accepted; expected 0 to 255")
        #expect(ImageToleranceError.differingFraction(.nan).description.contains("nan is not accepted; expected a fraction from 0 to 1"))
    }

    /// A tall image against a wide one: their union is over an image's pixel limit, which is an error, not a trap.
    @Test func aDiffImageTooLargeForTheLimitsIsAnError() throws {
        let tall = try Image(width: 1, height: Image.maxDimension), wide = try Image(width: Image.maxDimension, height: 1)
        #expect(throws: ImageError.self) { _ = try DiffImage.make(reference: tall, actual: wide) }
    }

    @Test func diffImageShowsChangesInMagentaOverAFadedGreyReference() throws {
        var actual = try image()
        actual.setPixel(x: 50, y: 50, 0xFF00_0000)
        actual.setPixel(x: 52, y: 50, redder(grey, by: 2))
        let diff = try DiffImage.make(reference: try image(), actual: actual, tolerance: try ImageTolerance(maxChannelDifference: 2))
        #expect(diff.pixel(x: 50, y: 50) == DiffImage.changedColor)
        #expect(diff.pixel(x: 52, y: 50) == DiffImage.toleratedColor)
        // The frame, 3 px outside the box of changes (x 50…52, y 50).
        #expect(diff.pixel(x: 47, y: 47) == DiffImage.frameColor && diff.pixel(x: 55, y: 53) == DiffImage.frameColor)
        // Unchanged pixels: opaque grey, lighter than the reference (luma ≈ 128 faded to a quarter of its contrast).
        let p = diff.pixel(x: 5, y: 5)
        let (r, g, b) = (p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF)
        #expect(p >> 24 == 0xFF && r == g && g == b && r > 210)
        #expect(diff.width == 100 && diff.height == 100)
    }
}
