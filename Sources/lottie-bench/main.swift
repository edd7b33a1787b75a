import CRLottie
import Foundation
import Raster
import RefreshLottie

// Scratch: lottie-bench dump FILE FRAME OUT.png
let args = CommandLine.arguments
if args.count == 5, args[1] == "dump" {
    let url = URL(fileURLWithPath: args[2])
    let frame = Int(args[3]) ?? 0
    let comp = try LottieComposition(contentsOf: url)
    let ours = try comp.image(frame: Double(frame))
    let w = ours.width, h = ours.height
    let json = try String(contentsOf: url, encoding: .utf8)
    let anim = lottie_animation_from_data(json, args[2], url.deletingLastPathComponent().path)!
    var buf = [UInt32](repeating: 0, count: w * h)
    buf.withUnsafeMutableBufferPointer { lottie_animation_render(anim, frame, $0.baseAddress, w, h, w * 4) }
    var out = try Image(width: w * 2 + 4, height: h, color: Color(rgb8: 255, 0, 255))
    for y in 0..<h { for x in 0..<w {
        out.setPixel(x: x, y: y, ours.pixel(x: x, y: y))
        let p = buf[y * w + x]
        out.setPixel(x: x + w + 4, y: y, (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16)
    } }
    try out.writePNG(to: args[4])
    for wv in comp.warnings { print(wv) }
}
