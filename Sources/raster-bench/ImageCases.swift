import Raster

/// Bilinear image drawing.
enum ImageCases {
    static func all() throws -> [BenchmarkCase] {
        let sprite = try Shapes.sprite()
        let canvas = try Canvas(width: 600, height: 600)
        let scale = 3.0
        let t = AffineTransform.translation(-52.5, -52.5).concatenating(.scale(scale, scale))
            .concatenating(.rotation(0.5)).concatenating(.translation(300.3, 300.7))
        let covered = 105 * 105 * scale * scale
        let small = AffineTransform.translation(-52.5, -52.5).concatenating(.scale(0.6, 0.6))
            .concatenating(.rotation(0.5)).concatenating(.translation(300.3, 300.7))
        return [
            BenchmarkCase(name: "image 105x105 x3 rotated bilinear", units: covered,
                          run: { canvas.drawImage(sprite, transform: t) }),
            BenchmarkCase(name: "image 105x105 x3 rotated, opacity 0.5", units: covered,
                          run: { canvas.drawImage(sprite, transform: t, opacity: 0.5) }),
            BenchmarkCase(name: "image 105x105 x0.6 rotated (60 px sprite)", units: 105 * 105 * 0.36,
                          run: { canvas.drawImage(sprite, transform: small) }),
        ]
    }
}
