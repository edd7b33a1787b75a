import Raster

/// Solid fills through the rasterizer.
enum FillCases {
    static func all() throws -> [BenchmarkCase] {
        let wide = try Canvas(width: 1125, height: 330)
        let full = Rect(x: 0, y: 0, width: 1125, height: 330)
        let sky = Color(rgb8: 135, 206, 235)
        let disc = try Canvas(width: 1024, height: 1024)
        let discPolygon = Polygon(contours: [Shapes.circle(512, 512, 500, points: 2000)])
        let discArea = Double.pi * 500 * 500
        // These cases time the rasterizer: each repeats one fill, which a canvas would otherwise replay.
        for c in [wide, disc] { c.reusesCoverage = false }
        return [
            BenchmarkCase(name: "clear 1125x330", units: 1125 * 330, run: { wide.clear(sky) }),
            BenchmarkCase(name: "fill rect opaque 1125x330", units: 1125 * 330, run: { wide.fill(full, paint: .solid(sky)) }),
            BenchmarkCase(name: "fill rect alpha 0.5 1125x330 (src-over)", units: 1125 * 330,
                          run: { wide.fill(full, paint: .solid(sky.withAlphaMultiplied(by: 0.5))) }),
            BenchmarkCase(name: "fill disc r=500, 2000 pts, opaque", units: discArea,
                          run: { disc.fill(discPolygon, paint: .solid(sky)) }),
            BenchmarkCase(name: "fill disc r=500, 2000 pts, alpha 0.5", units: discArea,
                          run: { disc.fill(discPolygon, paint: .solid(sky.withAlphaMultiplied(by: 0.5))) }),
            BenchmarkCase(name: "fill ring r=500 w=10, 2x1000 pts", units: Double.pi * 2 * 500 * 10,
                          run: { disc.fill(Shapes.ring(512, 512, 500, width: 10, points: 1000), paint: .solid(.black)) }),
        ]
    }
}
