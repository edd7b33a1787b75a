import Foundation
import RefreshTestSupport

/// Input files for the end-to-end tests, written once into a scratch folder: broken and valid PNGs (built byte by byte
/// with `PNGFixture`), a text file posing as a font, and broken scenario files. Table rows refer to the
/// folder as `@F`; `expand` puts in the real path.
enum InputFixtures {
    static let folder: String = {
        let dir = RenderFramesBinary.temporaryFolder("fixtures")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, bytes) in files { _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes)) }
        return dir
    }()

    static func expand(_ argument: String) -> String {
        argument.replacingOccurrences(of: "@F", with: folder)
    }

    /// A valid 4×4 red RGBA8 PNG in stored deflate blocks: IHDR ends at byte 33, IDAT's data starts at 41.
    static let redPNG = PNGFixture.make(width: 4, height: 4, colorType: 6, depth: 8,
                                        samples: Array(repeating: Array(repeating: [255, 0, 0, 255], count: 4), count: 4))

    static let files: [(String, [UInt8])] = {
        var corrupt = redPNG
        corrupt[41 + 10] ^= 0xFF
        var hugeIHDR = PNGFixture.be32(100_000) + PNGFixture.be32(100_000)
        hugeIHDR += [8, 6, 0, 0, 0]
        let huge = PNGFixture.signature + PNGFixture.chunk("IHDR", hugeIHDR) + PNGFixture.chunk("IEND", [])
        let scenarios: [(String, String)] = [
            ("scenario-types.json", #"{"steps":[{"pull":1,"duration":"long"}]}"#),
            ("scenario-missing.json", #"{"name":"no steps"}"#),
            ("scenario-negative.json", #"{"steps":[{"wait":-0.5}]}"#),
            ("scenario-overflow.json", #"{"steps":[{"pull":1,"duration":1e999}]}"#),
            ("scenario-enormous.json", #"{"steps":[{"wait":400},{"wait":400}]}"#),
            ("scenario-order.json", #"{"steps":[{"pull":1.5,"duration":0.5},{"release":true},{"pull":1,"duration":0.5}]}"#),
            ("scenario-pull.json", #"{"steps":[{"pull":11,"duration":1}]}"#),
            ("scenario-tail.json", #"{"steps":[{"wait":1}],"tail":-1}"#),
            // One step over the limit (the count is refused before any step is read), and a name too long
            // for a manifest.
            ("scenario-steps.json", #"{"steps":["# + Array(repeating: "0", count: 1_000_001).joined(separator: ",") + "]}"),
            ("scenario-twice.json", #"{"steps":[{"wait":1, "wait":2}]}"#),
            ("rows-twice.json", #"[{"title":"a","title":"b"}]"#),
            ("scenario-name.json", #"{"name":""# + String(repeating: "n", count: 201) + #"","steps":[{"wait":1}]}"#),
            ("scenario-array.json", #"[{"wait":1}]"#),
            ("scenario-truncated.json", #"{"steps":[{"wait":1}"#),
            // 600 s of steps: valid, but with the airplane's refresh and collapse the sequence lasts longer.
            ("scenario-long.json", #"{"steps":[{"pull":1.2,"duration":1},{"wait":599},{"release":true}]}"#),
        ]
        return [
            ("corrupt.png", corrupt),
            ("truncated.png", Array(redPNG.prefix(redPNG.count / 2))),
            ("huge.png", huge),
            ("not-a-png.png", Array("a text file, not a PNG\n".utf8)),
            ("empty.png", []),
            ("text.ttf", Array("not a font\n".utf8)),
        ] + validPNGs + (scenarios + lotties).map { ($0.0, Array($0.1.utf8)) }
    }()

    /// Lottie files: a small valid one (40×30 pt, frames 0..9 at 10 fps, a rectangle moving), and broken or
    /// unplayable ones.
    static let lotties: [(String, String)] = {
        let rectangle = #"{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[10,15]},{"t":9,"s":[30,15]}]}},"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0.1,0.4,0.9,1]},"o":{"a":0,"k":100}}]}"#
        func file(w: Int = 40, h: Int = 30, fr: Int = 10, layers: String = rectangle) -> String {
            #"{"v":"5.7.4","fr":\#(fr),"ip":0,"op":10,"w":\#(w),"h":\#(h),"layers":[\#(layers)]}"#
        }
        return [
            ("lottie-small.json", file()),
            ("lottie-wide.json", file(w: 9000)),
            ("lottie-large.json", file(w: 2000, h: 2000)),
            ("lottie-fast.json", file(fr: 300)),
            ("lottie-bad-shape.json", file(layers: #"{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"ks":{},"shapes":[{"ty":"gr","it":[{"ty":"rp","c":{"k":5000},"tr":{}}]}]}"#)),
            ("lottie-truncated.json", #"{"v":"5.7.4","fr":30,"#),
            ("lottie-marker-past-end.json",
             #"{"v":"5.7.4","fr":10,"ip":0,"op":10,"w":40,"h":30,"markers":[{"cm":"refresh","tm":5,"dr":20}],"layers":[\#(rectangle)]}"#),
        ]
    }()

    /// PNGs that are unusual but valid, which must render: 16-bit RGBA, a 2-bit palette with tRNS, 8-bit grey,
    /// and Adam7-interlaced RGB. 9×7 pixels, so every interlace pass has pixels.
    static let validPNGs: [(String, [UInt8])] = {
        let (w, h) = (9, 7)
        func grid(_ f: (Int, Int) -> [Int]) -> [[[Int]]] { (0..<h).map { y in (0..<w).map { x in f(x, y) } } }
        return [
            ("rgba16.png", PNGFixture.make(width: w, height: h, colorType: 6, depth: 16,
                                          samples: grid { x, y in [x * 7000, y * 9000, 65535, 40000] })),
            ("palette.png", PNGFixture.make(width: w, height: h, colorType: 3, depth: 2,
                                           samples: grid { x, y in [(x + y) % 4] },
                                           palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0], trns: [0, 128])),
            ("grey.png", PNGFixture.make(width: w, height: h, colorType: 0, depth: 8, samples: grid { x, y in [x * 28 + y] })),
            ("interlaced.png", PNGFixture.make(width: w, height: h, colorType: 2, depth: 8, interlaced: true,
                                              samples: grid { x, y in [x * 28, y * 36, 200] })),
        ]
    }()

}
