import Foundation

/// Lottie files made to be slow to draw: one closed path of `vertices` vertices (a wavy circle filling most of the
/// composition), stroked, inside a repeater of `innerCopies` copies inside one of `outerCopies` (each copy turned a
/// little, so no two copies' coverage is alike and none is replayed). The work of a frame is vertices × copies.
public enum HeavyLottie {
    public static func json(vertices: Int, innerCopies: Int, outerCopies: Int, size: Int = 400, frames: Int = 2) -> String {
        let c = Double(size) / 2, r = Double(size) * 0.4
        var points: [String] = []
        points.reserveCapacity(vertices)
        for i in 0..<vertices {
            let a = 2 * Double.pi * Double(i) / Double(vertices), wave = i % 2 == 0 ? 0.0 : 3.0
            points.append("[\(fixed(c + (r + wave) * cos(a))),\(fixed(c + (r + wave) * sin(a)))]")
        }
        let v = points.joined(separator: ",")
        let zero = Array(repeating: "[0,0]", count: vertices).joined(separator: ",")
        let path = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[\#(v)],"i":[\#(zero)],"o":[\#(zero)]}}}"#
        let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"lc":1,"lj":1}"#
        let transform = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        let group = #"{"ty":"gr","it":[\#(path),\#(stroke),\#(repeater(innerCopies, size: size)),\#(transform)]}"#
        return #"{"v":"5.7.4","fr":30,"ip":0,"op":\#(frames),"w":\#(size),"h":\#(size),"layers":[{"ty":4,"nm":"heavy","ip":0,"op":\#(frames),"st":0,"ks":{},"shapes":[\#(group),\#(repeater(outerCopies, size: size))]}]}"#
    }

    /// A repeater of `copies` copies, each turned 0.01° about the composition's centre.
    private static func repeater(_ copies: Int, size: Int) -> String {
        let c = size / 2
        return #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[\#(c),\#(c)]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0.01},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    }

    private static func fixed(_ x: Double) -> String { String(format: "%.3f", x) }
}
