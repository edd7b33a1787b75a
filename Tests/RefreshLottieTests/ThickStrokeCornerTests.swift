import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// A rounded rectangle stroked wider than its corners' radius (app icons: a padlock's body, a card): the corners'
/// inner sides fold, and the row of each inner straight edge still gets its partial coverage, as rlottie and ThorVG
/// draw it. Tencent's unlock.json (the survey of app files) lost those rows: 1.2 % of its pixels were off.
@Suite struct ThickStrokeCornerTests {
    /// A 40×36 composition: one path, corners of radius 2 (handles 1.104), stroked 6 wide in white, its straight top
    /// side at y = 2.3 and bottom at 33.6, so the inner edges fall at 5.3 and 30.6.
    static let json = #"{"v":"5.7.5","fr":30,"ip":0,"op":10,"w":40,"h":36,"layers":[{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"# +
        #""ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[20,17.95]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},"# +
        #""shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"# +
        #""v":[[-16,-15.65],[16,-15.65],[18,-13.65],[18,13.65],[16,15.65],[-16,15.65],[-18,13.65],[-18,-13.65]],"# +
        #""i":[[-1.104,0],[0,0],[0,-1.104],[0,0],[1.104,0],[0,0],[0,1.104],[0,0]],"# +
        #""o":[[0,0],[1.104,0],[0,0],[0,1.104],[0,0],[-1.104,0],[0,0],[0,-1.104]]}}},"# +
        #"{"ty":"st","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":6},"lc":1,"lj":2}]}]}"#

    @Test func innerEdgeRowsKeepTheirPartialCoverage() throws {
        let composition = try LottieComposition(data: Data(Self.json.utf8))
        let canvas = try Canvas(width: 40, height: 36)
        composition.draw(frame: 0, on: canvas)
        func alpha(_ x: Int, _ y: Int) -> Int { Int(canvas.pixel(x: x, y: y) >> 24) }
        for x in [10, 20, 30] {
            #expect(alpha(x, 4) == 255 && alpha(x, 6) == 0 && alpha(x, 29) == 0 && alpha(x, 31) == 255)
            #expect(abs(alpha(x, 5) - 77) <= 1, "top inner edge row at x \(x): \(alpha(x, 5))")
            #expect(abs(alpha(x, 30) - 102) <= 1, "bottom inner edge row at x \(x): \(alpha(x, 30))")
        }
    }
}
