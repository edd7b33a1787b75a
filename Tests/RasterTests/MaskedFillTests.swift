import Foundation
import Testing
@testable import Raster

/// The shortcuts that skip a group's buffer give the group's pixels: a path filled through a mask at an opacity
/// (`Canvas.fill(_:transform:rule:paint:mask:opacity:)`), a path's coverage as a mask (`Canvas.coverageMask`), and
/// clearing only what was drawn since the last clear.
@Suite struct MaskedFillTests {
    static let blob: Path = {
        var p = Path()
        p.move(to: Point(x: 3.3, y: 5.1))
        p.cubic(to: Point(x: 40.2, y: 9.7), control1: Point(x: 15, y: -4), control2: Point(x: 30, y: 2))
        p.line(to: Point(x: 33.6, y: 41.9))
        p.addArc(center: Point(x: 20, y: 30), radius: 11.5, startAngle: 0, endAngle: Double.pi, clockwise: true)
        p.close()
        return p
    }()

    /// Masks of every kind: hiding or showing beyond their box, partial values, empty.
    static func masks(_ canvas: Canvas) -> [CoverageMask] {
        var ring = Path()
        ring.addArc(center: Point(x: 24, y: 22), radius: 14.3, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        let shape = canvas.coverageMask(of: ring, transform: .identity)
        var inverted = shape
        inverted.invert()
        var faded = shape
        faded.multiply(by: 0.6)
        return [shape, inverted, faded, CoverageMask(width: canvas.width, height: canvas.height, value: 255),
                CoverageMask(width: canvas.width, height: canvas.height, value: 90),
                CoverageMask(width: canvas.width, height: canvas.height, value: 0)]
    }

    @Test func maskedFillsEqualGroups() throws {
        let direct = try Canvas(width: 48, height: 44), grouped = try Canvas(width: 48, height: 44)
        let paints: [Paint] = [.solid(.black), .solid(Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7)),
                               .linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 48, y: 0),
                                                              stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)]))]
        for (i, mask) in Self.masks(direct).enumerated() {
            for paint in paints {
                for opacity in [1, 0.45, 0] {
                    for (j, canvas) in [direct, grouped].enumerated() {
                        canvas.clear(Color(red: 1, green: 0.9, blue: 0.1, alpha: 0.5))
                        let t = Raster.AffineTransform.scale(1.1, 0.9).concatenating(.translation(0.4, 1.7))
                        if j == 0 {
                            canvas.fill(Self.blob, transform: t, rule: .evenOdd, paint: paint, mask: mask, opacity: opacity)
                        } else {
                            canvas.beginGroup(opacity: opacity)
                            canvas.fill(Self.blob, transform: t, rule: .evenOdd, paint: paint)
                            canvas.endGroup(mask: mask)
                        }
                    }
                    #expect(direct.makeImage() == grouped.makeImage(), "mask \(i), \(paint), opacity \(opacity)")
                }
            }
        }
    }

    @Test func coverageMasksEqualGroupAlpha() throws {
        let canvas = try Canvas(width: 48, height: 44)
        for clip in [nil, Rect(x: 5.5, y: 3.25, width: 30, height: 20.6)] {
            for _ in 0..<3 {  // drawn, recorded, replayed
                let body = { (c: Canvas) -> (CoverageMask, CoverageMask) in
                    let direct = c.coverageMask(of: Self.blob, transform: .translation(0.3, 0), rule: .evenOdd)
                    c.beginGroup(opacity: 1)
                    c.fill(Self.blob, transform: .translation(0.3, 0), rule: .evenOdd, paint: .solid(.white))
                    return (direct, c.endGroupAsMask(.alpha))
                }
                let (direct, grouped) = clip.map { canvas.withClip($0, body) } ?? body(canvas)
                #expect(direct == grouped)
                #expect(direct.values.contains { $0 != 0 && $0 != 255 })
            }
        }
    }

    /// Clearing rewrites only what was drawn since the last clear to that colour; anything else drawn on the canvas
    /// itself (through groups, under a clip, restored from an image) is cleared all the same.
    @Test func clearingLeavesNothingBehind() throws {
        let canvas = try Canvas(width: 40, height: 30)
        let blank = try Canvas(width: 40, height: 30)
        let red = Color(red: 1, green: 0, blue: 0)
        let draws: [(Canvas) -> Void] = [
            { $0.fill(Self.blob, transform: .identity, paint: .solid(.black)) },
            { c in c.drawGroup(opacity: 0.5) { $0.fill(Rect(x: 2, y: 2, width: 9, height: 9), paint: .solid(red)) } },
            { c in c.withClip(Rect(x: 20, y: 0, width: 10, height: 30)) { $0.clear(red) } },
            { c in c.restore(from: (try? Image(width: 40, height: 30, color: red))!) },
            { c in c.fill(Self.blob, transform: .identity, paint: .solid(.black), mask: CoverageMask(width: 40, height: 30, value: 200), opacity: 1) },
        ]
        for color in [Color.clear, red, Color.clear] {
            blank.clear(color)
            for draw in draws {
                canvas.clear(color)
                #expect(canvas.makeImage() == blank.makeImage())
                draw(canvas)
            }
            canvas.clear(color)
            #expect(canvas.makeImage() == blank.makeImage())
        }
    }
}
