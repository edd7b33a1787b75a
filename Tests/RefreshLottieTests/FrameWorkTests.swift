import Foundation
import Testing
import RefreshTestSupport
@testable import RefreshLottie

/// The work of one frame is bounded when the file is loaded (`FrameWork`, `LottieLimits.maxFrameVertices`): a file
/// whose every item is within its limits but whose frame would draw billions of vertices is refused before anything is
/// drawn, naming the layer; the files teams ship stay far below.
@Suite struct FrameWorkTests {
    /// 100 000 vertices stroked in repeaters of 1000 × 10 copies: 10⁹ vertices a frame, about 50 minutes of drawing.
    @Test func aFrameOfABillionVerticesIsRefusedAtLoad() throws {
        let json = HeavyLottie.json(vertices: 100_000, innerCopies: 1000, outerCopies: 10)
        let start = Date()
        #expect(throws: LottieError.limitExceeded(
            path: "layers[0]",
            what: "1 000 000 000 path vertices a frame (all of them in \"heavy\" (layers[0]); each path counts once for every copy of its repeaters and every use of its precomposition)",
            limit: "4 000 000")) {
            try LottieComposition(data: Data(json.utf8))
        }
        #expect(Date().timeIntervalSince(start) < 30, "refused after \(Date().timeIntervalSince(start)) s")
    }

    /// Uses of a precomposition multiply its work: 30 layers showing one that shows a 100 000-vertex path five times
    /// (its stroke and fill each reading it) draw 30 × 5 × 2 × 100 000 vertices.
    @Test func precompositionUsesMultiply() throws {
        let n = 100_000
        let v = (0..<n).map { i in "[\(i % 100),\(i / 1000)]" }.joined(separator: ",")
        let zero = Array(repeating: "[0,0]", count: n).joined(separator: ",")
        let shape = #"{"ty":4,"ip":0,"op":2,"st":0,"ks":{},"shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(v)],"i":[\#(zero)],"o":[\#(zero)]}}},{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}"#
        let use = { (id: String) in #"{"ty":0,"refId":"\#(id)","w":100,"h":100,"ip":0,"op":2,"st":0,"ks":{}}"# }
        let inner = Array(repeating: use("path"), count: 5).joined(separator: ",")
        let outer = Array(repeating: use("five"), count: 30).joined(separator: ",")
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":2,"w":100,"h":100,"assets":[{"id":"path","layers":[\#(shape)]},{"id":"five","layers":[\#(inner)]}],"layers":[\#(outer)]}"#
        #expect(throws: LottieError.limitExceeded(
            path: "layers[0]",
            what: "30 000 000 path vertices a frame (1 000 000 of them in \"\" (layers[0]); each path counts once for every copy of its repeaters and every use of its precomposition)",
            limit: "4 000 000")) {
            try LottieComposition(data: Data(json.utf8))
        }
        // One use of "five" alone is within the bound, and drawn.
        let one = json.replacingOccurrences(of: "\"layers\":[\(outer)]", with: "\"layers\":[\(use("five"))]")
        let composition = try LottieComposition(data: Data(one.utf8))
        var memo: [String: Double] = [:]
        #expect(FrameWork.vertices(composition.model.layers, precomps: composition.model.precomps, memo: &memo) == 1_000_000)
    }

    /// The fixtures (lottie-ios's samples, the feature files, the dotLottie containers' animations) draw at most a
    /// hundredth of the bound a frame: the bound is far from what real files need.
    @Test func theFixturesStayFarBelowTheBound() throws {
        let files = FileManager.default.enumerator(atPath: Fixtures.folder.path)?.compactMap { $0 as? String } ?? []
        var most = (name: "", vertices: 0.0)
        var counted = 0
        for name in files where name.hasSuffix(".json") || name.hasSuffix(".lottie") {
            guard let composition = try? LottieComposition(contentsOf: Fixtures.folder.appendingPathComponent(name)) else { continue }
            var memo: [String: Double] = [:]
            let vertices = FrameWork.vertices(composition.model.layers, precomps: composition.model.precomps, memo: &memo)
            counted += 1
            if vertices > most.vertices { most = (name, vertices) }
        }
        print("frame work: \(counted) fixtures, the most \(Int(most.vertices)) vertices a frame (\(most.name))")
        #expect(counted >= 40)
        #expect(most.vertices * 100 <= Double(LottieLimits.maxFrameVertices), "\(most.name): \(most.vertices)")
    }
}
