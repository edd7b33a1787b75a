import Foundation
import Testing
@testable import Raster

@Suite struct DasherTests {
    private func line(_ length: Double) -> Path { .line(from: .zero, to: Point(x: length, y: 0)) }

    /// The [from, to] x-extents of the pieces of a horizontal line starting at x = 0.
    private func extents(_ pieces: [StrokePiece]) -> [[Double]] {
        pieces.map { p in
            p.segments.isEmpty ? [p.point.x, p.point.x] : [p.segments.first!.start.x, p.segments.last!.end.x]
        }
    }

    private func approx(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 } }
    }

    @Test func dashedRingDashesHaveThePatternLengths() throws {
        // r = 132, [6, 9]: L = 829.38 = 55 periods of 15 + 4.38, so 54 whole dashes and one merged seam dash.
        let r = 132.0, center = Point(x: 200, y: 200)
        let pieces = try Dasher.pieces(of: .circle(center: center, radius: r), style: StrokeStyle(dashPattern: [6, 9]))
        #expect(pieces.count == 55)
        let whole = pieces.filter { abs($0.length - 6) < 1e-9 }
        #expect(whole.count == 54)
        let seam = try #require(pieces.first { abs($0.length - 6) >= 1e-9 })
        let tail = 2 * Double.pi * r - 55 * 15
        #expect(abs(seam.length - (tail + 6)) < 1e-9)
        // Each dash starts 15 further along the circle (angle = distance / r) and stays an exact arc.
        for (k, piece) in whole.enumerated() {
            guard case .arc(let c, let radius, let start, let sweep) = try #require(piece.segments.first) else {
                Issue.record("dash \(k) is not an arc"); continue
            }
            #expect(piece.segments.count == 1 && c == center && radius == r)
            #expect(abs(start - Double(k + 1) * 15 / r) < 1e-12)
            #expect(abs(sweep - 6 / r) < 1e-12)
        }
    }

    @Test func airplaneRingHasOneMergedDashAcrossThreeOClock() throws {
        // STYLES.md §6.3: UIKit oval r = 44, [2, 3], phase 0: 276.46 = 55·5 + 1.46 → one 3.46 dash straddles 3 o'clock.
        let oval = Path.oval(in: Rect(x: 0, y: 0, width: 88, height: 88))
        let pieces = try Dasher.pieces(of: oval, style: StrokeStyle(width: 2, dashPattern: [2, 3]), tolerance: 0.001)
        #expect(pieces.count == 55) // 56 dashes, the last merged into the first
        let long = pieces.filter { $0.length > 2 + 1e-6 }
        #expect(long.count == 1)
        let seam = try #require(long.first)
        #expect(abs(seam.length - 3.46) < 0.1) // the cubic circle is ≈ 0.03 % off the true one
        let start = try #require(seam.segments.first?.start), end = try #require(seam.segments.last?.end)
        #expect(start.y < 44 && end.y > 44) // from above 3 o'clock to below it (clockwise on screen)
        #expect(abs(start.x - 88) < 0.1 && abs(end.x - 88) < 0.1)
        #expect(pieces.filter { $0.length <= 2 + 1e-6 }.count == 54)
        #expect(pieces.filter { $0.length <= 2 + 1e-6 }.allSatisfy { abs($0.length - 2) < 1e-6 })
    }

    @Test func oddArraysAreRepeated() throws {
        let pattern = try #require(try DashPattern(lengths: [1, 2, 3], phase: 0))
        #expect(pattern.intervals == [1, 2, 3, 1, 2, 3])
        #expect(pattern.period == 12)
        let pieces = try Dasher.pieces(of: line(20), style: StrokeStyle(dashPattern: [1, 2, 3]))
        #expect(approx(extents(pieces), [[0, 1], [3, 6], [7, 9], [12, 13], [15, 18], [19, 20]]))
        let single = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [2]))
        #expect(approx(extents(single), [[0, 2], [4, 6], [8, 10]]))
    }

    @Test func phaseShiftsThePatternBothWays() throws {
        let forward = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [2, 3], dashPhase: 1))
        #expect(approx(extents(forward), [[0, 1], [4, 6], [9, 10]]))
        let backward = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [2, 3], dashPhase: -1))
        #expect(approx(extents(backward), [[1, 3], [6, 8]]))
        // A phase many periods away normalises to the same place (−1 ≡ 4 ≡ 5e15 − 1 mod 5).
        let far = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [2, 3], dashPhase: 5e15 - 1))
        #expect(approx(extents(far), [[1, 3], [6, 8]]))
        // A phase ending exactly on a dash's end does not leave a zero-length dash behind.
        let exact = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [2, 3], dashPhase: 2))
        #expect(approx(extents(exact), [[3, 5], [8, 10]]))
    }

    @Test func allZeroPatternIsSolid() throws {
        #expect(try DashPattern(lengths: [0, 0, 0], phase: 3) == nil)
        #expect(try DashPattern(lengths: [], phase: 0) == nil)
        #expect(try DashPattern(lengths: nil, phase: 0) == nil)
        let pieces = try Dasher.pieces(of: line(10), style: StrokeStyle(dashPattern: [0, 0]))
        #expect(approx(extents(pieces), [[0, 10]]))
    }

    @Test func trimCutsDashesWithoutSlidingThem() throws {
        // STYLES.md §7 A8: the pattern stays anchored at arc length 0 of the untrimmed path.
        let pieces = try Dasher.pieces(of: line(20),
                                       style: StrokeStyle(dashPattern: [4, 4], strokeStart: 0.1, strokeEnd: 0.9))
        #expect(approx(extents(pieces), [[2, 4], [8, 12], [16, 18]]))
    }

    @Test func patternRestartsAtEachSubpath() throws {
        var p = line(10)
        p.move(to: Point(x: 0, y: 50)); p.line(to: Point(x: 10, y: 50))
        let pieces = try Dasher.pieces(of: p, style: StrokeStyle(dashPattern: [3, 2], dashPhase: 1))
        #expect(approx(extents(pieces), [[0, 2], [4, 7], [9, 10], [0, 2], [4, 7], [9, 10]]))
        #expect(pieces[3].point.y == 50)
    }

    @Test func trimWindowRunsOverAllSubpathsInOrder() throws {
        var p = line(10)
        p.move(to: Point(x: 0, y: 50)); p.line(to: Point(x: 10, y: 50))
        let pieces = try Dasher.pieces(of: p, style: StrokeStyle(strokeStart: 0.25, strokeEnd: 0.75))
        #expect(approx(extents(pieces), [[5, 10], [0, 5]]))
        #expect(pieces.map(\.point.y) == [0, 50])
    }

    @Test func trimsClampAndEmptyWindowsDrawNothing() throws {
        let circle = Path.circle(center: .zero, radius: 10)
        let clamped = try Dasher.pieces(of: circle, style: StrokeStyle(strokeStart: -0.5, strokeEnd: 1.5))
        #expect(clamped == (try Dasher.pieces(of: circle, style: StrokeStyle())))
        #expect(clamped.count == 1 && clamped[0].isClosed)
        #expect(try Dasher.pieces(of: circle, style: StrokeStyle(strokeStart: 0.5, strokeEnd: 0.5)).isEmpty)
        #expect(try Dasher.pieces(of: circle, style: StrokeStyle(strokeStart: 0.7, strokeEnd: 0.2)).isEmpty)
        #expect(try Dasher.pieces(of: circle, style: StrokeStyle(strokeStart: -2, strokeEnd: -1)).isEmpty)
        let trimmed = try Dasher.pieces(of: circle, style: StrokeStyle(strokeEnd: 0.999))
        #expect(trimmed.count == 1 && !trimmed[0].isClosed)
    }

    @Test func zeroLengthDashesAndSubpaths() throws {
        let dots = try Dasher.pieces(of: line(12), style: StrokeStyle(dashPattern: [0, 5]))
        #expect(dots.count == 3 && dots.allSatisfy(\.isZeroLength))
        #expect(dots.map(\.point.x) == [0, 5, 10])
        #expect(dots.allSatisfy { $0.tangent == Point(x: 1, y: 0) })

        var p = Path()
        p.move(to: Point(x: 5, y: 5))
        #expect(try Dasher.pieces(of: p, style: StrokeStyle()).isEmpty) // a lone move draws nothing
        p.line(to: Point(x: 5, y: 5))
        let zero = try Dasher.pieces(of: p, style: StrokeStyle())
        #expect(zero.count == 1 && zero[0].isZeroLength && zero[0].point == Point(x: 5, y: 5))
    }

    @Test func patternCoveringAClosedContourStaysClosed() throws {
        let circle = Path.circle(center: .zero, radius: 10)
        let pieces = try Dasher.pieces(of: circle, style: StrokeStyle(dashPattern: [1000, 1]))
        #expect(pieces.count == 1 && pieces[0].isClosed)
    }

    @Test func refusesAMillionDashes() {
        // 1000 / 2e-4 · 1 = 5 million dashes: refused (not clamped), quickly.
        #expect(throws: StrokeError.self) {
            try Dasher.pieces(of: line(1000), style: StrokeStyle(dashPattern: [1e-4, 1e-4]))
        }
        do {
            _ = try Dasher.pieces(of: line(1000), style: StrokeStyle(dashPattern: [1e-300, 0]))
            Issue.record("a 1e-300 period was accepted")
        } catch {
            guard case .tooManyDashes(let n, let limit) = error else { Issue.record("\(error)"); return }
            #expect(n > 1e300 && limit == 1_000_000)
        }
        // 100 000 dashes are fine.
        #expect((try? Dasher.pieces(of: line(1000), style: StrokeStyle(dashPattern: [0.005, 0.005])))?.count == 100_000)
    }
}
