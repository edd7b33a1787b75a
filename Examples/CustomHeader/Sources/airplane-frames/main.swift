import Foundation
import AirplaneHeader
import RefreshOutput
import RefreshRender
import RefreshText

// airplane-frames [OUT]: the ported header's whole refresh gesture (pull, release, refresh, collapse) at 30 frames a
// second, 375 pt wide at @2x, as PNG frames in OUT/frames/ (with their frames.json) and as OUT/airplane-port.gif —
// through the same jobs render-frames runs. OUT defaults to `airplane-frames`.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    FileHandle.standardError.write(Data("usage: airplane-frames [OUT]  (default: airplane-frames)\n".utf8))
    exit(2)
}
let out = arguments.first ?? "airplane-frames"

let header = AirplaneRefreshView()
let options = RenderOptions(width: 375, scale: 2)
// The header draws no label: the fonts are found only if something asks for them (never, here).
let fonts = DeferredFonts { () throws(TextError) in try FontLibrary() }
func input(_ folder: String) -> JobInput {
    JobInput(control: header, options: options, context: StyleContext(width: options.width, text: fonts),
             text: fonts, sampling: .sequence(scenario: .refresh, fps: 30, duration: nil, range: nil),
             jobs: ProcessInfo.processInfo.activeProcessorCount, outputPath: folder)
}

do {
    let frames = try FrameFolderJob(input: input(out + "/frames")).run()
    print("wrote \(frames.frameCount) frames (\(frames.pixelWidth)×\(frames.pixelHeight) px) to \(out)/frames")
    let gif = try GIFRenderJob(input: input(out), fileName: "airplane-port.gif").run()
    print("wrote \(gif.path): \(gif.gifFrames) frames, \(gif.bytes) bytes")
} catch {
    FileHandle.standardError.write(Data("airplane-frames: \(error)\n".utf8))
    exit(1)
}
