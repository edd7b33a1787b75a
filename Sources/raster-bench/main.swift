import Foundation
import Raster

// raster-bench [filter] [--scene path.png]: times the Raster and RefreshRender cases (median of many runs after
// warm-up), then the end-to-end runs.
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

let cases = try FillCases.all() + ImageCases.all() + PNGCases.all() + StrokeCases.all() + StyleCases.all() + GIFCases.all() + CompareCases.all()
    + TimelineCases.all()
var lines = Benchmark.run(cases, filter: filter)
if filter == nil || filter == "png-tuning" { lines += try PNGTuning.report() }
lines += try EndToEnd.report(filter: filter)
lines += try ReuseAB.report(filter: filter)
if filter == nil { ResultsLog.record(lines) }
