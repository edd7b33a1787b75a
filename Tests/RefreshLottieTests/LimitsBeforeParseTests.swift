import Foundation
import Testing
import Raster
@testable import RefreshLottie

/// A file within the size limit but over the others is refused while it is read, before a tree of it is built: its
/// memory stays a small multiple of what is under the limit, its time a fraction of a second.
@Suite(.serialized) struct LimitsBeforeParseTests {
    /// The process's peak resident memory in KB since the last `resetPeak()` (VmHWM).
    static func peakKB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0") ?? 0
    }

    static func resetPeak() { try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8) }

    static func doc(layers: String) -> String {
        #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[\#(layers)]}"#
    }

    static func repeated(_ item: String, _ count: Int) -> String {
        Array(repeating: item, count: count).joined(separator: ",")
    }

    /// Each generated file is under 64 MB; read whole, each took gigabytes before it was refused (a dash array of
    /// 10⁶ entries 6.0 GB, 10⁶ keyframes 3.5 GB, a 2 M-vertex path 2.9 GB).
    @Test func overLongListsAreRefusedWhileReading() throws {
        let dashes = Self.repeated(#"{"n":"d","v":{"a":0,"k":4}}"#, 1_000_000)
        let keyframes = Self.repeated(#"{"t":1,"s":[1]}"#, 1_000_000)
        let vertices = Self.repeated("[1,2]", 2_000_000)
        let shape = { (item: String) in #"{"ty":4,"ip":0,"op":30,"st":0,"ks":{},"shapes":[\#(item)]}"# }
        let cases: [(String, String, String)] = [
            ("dashes", Self.doc(layers: shape(#"{"ty":"st","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"d":[\#(dashes)]}"#)),
             "layers[0].shapes[0].d[100000]"),
            ("keyframes", Self.doc(layers: #"{"ty":3,"ip":0,"op":30,"st":0,"ks":{"o":{"a":1,"k":[\#(keyframes)]}}}"#),
             "layers[0].ks.o.k[100000]"),
            ("vertices", Self.doc(layers: shape(#"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(vertices)],"i":[],"o":[]}}}"#)),
             "layers[0].shapes[0].ks.k.v[100000]"),
        ]
        for (what, json, path) in cases {
            let data = Data(json.utf8)
            #expect(data.count < LottieLimits.maxFileBytes, "\(what)")
            Self.resetPeak()
            let before = Self.peakKB(), start = Date()
            #expect(throws: LottieError.limitExceeded(path: path, what: "more than 100000 elements", limit: "100000"), "\(what)") {
                try LottieComposition(data: data)
            }
            let grew = Self.peakKB() - before, seconds = Date().timeIntervalSince(start)
            #expect(grew < 256 << 10, "\(what): peak memory grew by \(grew) KB")
            #expect(seconds < 5, "\(what): \(seconds) s")
        }
    }

    /// Past the document's budget of values, reading stops where it is, naming the place.
    @Test func aDocumentOverItsValueBudgetIsRefusedWhereItPassesIt() throws {
        let json = Self.doc(layers: Self.repeated(#"{"ty":3,"ip":0,"op":30,"st":0,"ks":{}}"#, 200))
        let result = Data(json.utf8).withUnsafeBytes { bytes in
            Result { () throws(LottieError) in try JSONReader.parse(bytes, maxValues: 1000) }
        }
        #expect(throws: LottieError.limitExceeded(path: "layers[165].ip", what: "more than 1000 values in the document", limit: "1000")) {
            try result.get()
        }
    }

    /// A number a 64-bit float cannot hold, nesting past the limit, and text that is not JSON are refused with the place.
    @Test func unreadableValuesNameTheirPlace() throws {
        #expect(throws: LottieError.outOfRange(path: "layers[0].ip", value: "1e400", accepted: "a number a 64-bit float can hold")) {
            try LottieComposition(data: Data(Self.doc(layers: #"{"ty":3,"ip":1e400}"#).utf8))
        }
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: LottieError.limitExceeded(path: String(repeating: "[0]", count: 256), what: "nesting deeper than 256", limit: "256")) {
            try JSONValue.parse(Data(deep.utf8))
        }
        do {
            _ = try LottieComposition(data: Data(#"{"v":"5.7.4","layers":[{"ty":3,}]}"#.utf8))
            Issue.record("accepted")
        } catch {
            guard case .malformedJSON(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("layers[0]"), "\(message)")
        }
        // A byte order mark is not part of the document.
        #expect(try LottieComposition(data: Data([0xEF, 0xBB, 0xBF] + Array(Self.doc(layers: "").utf8))).width == 100)
    }
}

/// The images one composition decodes share one budget of pixels (`LottieLimits.maxImagePixels`), each counted from its
/// PNG header before it is decoded: four 4096 × 4096 images fill it, a fifth (of one pixel) is refused before a byte of
/// it is decoded.
@Suite struct ImagePixelBudgetTests {
    @Test func theImagesOfACompositionShareOneBudgetOfPixels() throws {
        let big = try Image(width: 4096, height: 4096, color: Color(rgb8: 10, 20, 30)).pngData()
        #expect(JSONNode.pngSize(big).map { [$0.width, $0.height] } == [4096, 4096])
        let tiny = try Image(width: 1, height: 1, color: .black).pngData()
        func asset(_ n: Int, _ png: [UInt8]) -> String {
            #"{"id":"i\#(n)","w":10,"h":10,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())","e":1}"#
        }
        func file(_ assets: [String]) -> Data {
            Data(#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"assets":[\#(assets.joined(separator: ","))],"layers":[]}"#.utf8)
        }
        let four = (0..<4).map { asset($0, big) }
        _ = try LottieComposition(data: file(four))
        #expect(throws: LottieError.limitExceeded(path: "assets[4].p", what: "67108865 pixels of images in the composition with this one's 1×1",
                                                  limit: "67108864 pixels")) {
            try LottieComposition(data: file(four + [asset(4, tiny)]))
        }
    }
}
