import Foundation
import Raster

// raster-bench [filter] [--scene path.png]: times the Raster cases (median of many runs after warm-up).
var filter: String? = nil
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    if arg == "--scene", let path = args.popFirst() {
        let canvas = try Canvas(width: 1125, height: 330)
        Shapes.uiFrame(canvas, sprite: try Shapes.sprite())
        try canvas.writePNG(to: path)
        print("wrote \(path)")
        exit(0)
    }
    filter = arg
}

let cases = try FillCases.all() + ImageCases.all() + PNGCases.all()
    + CompareCases.all()
Benchmark.run(cases, filter: filter)
