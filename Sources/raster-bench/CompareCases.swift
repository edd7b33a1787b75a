import Raster
import Raster

/// Snapshot comparison of two 1125×330 UI frames (well under 2 ms): equal, a small change, a one-pixel
/// shift (every edge differs), every pixel different (the worst case), and the diff image of the shift.
enum CompareCases {
    static func all() throws -> [BenchmarkCase] {
        let canvas = try Canvas(width: 1125, height: 330)
        Shapes.uiFrame(canvas, sprite: try Shapes.sprite())
        let frame = canvas.makeImage()
        var copy = try Image(width: frame.width, height: frame.height, pixels: Array(frame.pixels)) // own storage
        var small = frame
        for y in 100..<120 { for x in 500..<540 { small.setPixel(x: x, y: y, 0xFF00_0000) } }
        var shifted = frame
        for y in 0..<frame.height { for x in 1..<frame.width { shifted.setPixel(x: x, y: y, frame.pixel(x: x - 1, y: y)) } }
        copy.setPixel(x: 0, y: 0, frame.pixel(x: 0, y: 0))
        let inverted = try Image(width: frame.width, height: frame.height, pixels: frame.pixels.map { $0 ^ 0x00FF_FFFF })
        let shiftChanged = ImageDifference(reference: frame, actual: shifted).changedPixelCount
        let n = Double(frame.width * frame.height)
        return [
            BenchmarkCase(name: "compare 1125x330 equal", units: n,
                          run: { _ = ImageDifference(reference: frame, actual: copy) }),
            BenchmarkCase(name: "compare 1125x330 40x20 block changed", units: n,
                          run: { _ = ImageDifference(reference: frame, actual: small) }),
            BenchmarkCase(name: "compare 1125x330 shifted 1 px", units: n,
                          run: { _ = ImageDifference(reference: frame, actual: shifted) },
                          note: { "\(shiftChanged) px differ" }),
            BenchmarkCase(name: "compare 1125x330 every pixel differs", units: n,
                          run: { _ = ImageDifference(reference: frame, actual: inverted) }),
            BenchmarkCase(name: "compare: diff image 1125x330 shifted 1 px", units: n,
                          run: { _ = try? DiffImage.make(reference: frame, actual: shifted) }),
        ]
    }
}
