import Foundation
import Testing
@testable import Raster

@Suite struct StrokeStyleTests {
    private let circle = Path.circle(center: Point(x: 50, y: 50), radius: 20)

    /// The error `checkedOutline` throws for `style`, or nil.
    private func error(_ style: StrokeStyle, path: Path? = nil) -> StrokeError? {
        do {
            _ = try Stroker.checkedOutline(of: path ?? circle, style: style)
            return nil
        } catch {
            return error
        }
    }

    @Test func defaultsFollowCoreAnimation() {
        let s = StrokeStyle()
        #expect(s.width == 1 && s.cap == .butt && s.join == .miter && s.miterLimit == 10)
        #expect(s.dashPattern == nil && s.dashPhase == 0 && s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(s.trim == .full)
    }

    @Test func badWidthsAreRejected() {
        for w in [Double.nan, .infinity, -.infinity, -1, 1e300] {
            guard case .invalidWidth = error(StrokeStyle(width: w)) else { Issue.record("width \(w) accepted"); continue }
            #expect(Stroker.outline(of: circle, style: StrokeStyle(width: w)).isEmpty)
        }
        #expect(error(StrokeStyle(width: StrokeStyle.maxWidth)) == nil)
        let message = StrokeError.invalidWidth(-1).description
        #expect(message.contains("-1.0") && message.contains("accepted"))
    }

    @Test func badDashesAreRejected() {
        #expect(error(StrokeStyle(dashPattern: [2, -1])) == .invalidDashLength(index: 1, value: -1))
        guard case .invalidDashLength(0, _) = error(StrokeStyle(dashPattern: [.nan, 1])) else {
            Issue.record("NaN dash accepted"); return
        }
        #expect(error(StrokeStyle(dashPattern: [.infinity])) == .invalidDashLength(index: 0, value: .infinity))
        #expect(error(StrokeStyle(dashPattern: [1e308, 1e308])) == .dashPatternSumNotFinite)
        #expect(error(StrokeStyle(dashPattern: [2, 3], dashPhase: .infinity)) == .invalidDashPhase(.infinity))
        #expect(Stroker.outline(of: circle, style: StrokeStyle(dashPattern: [2, -1])).isEmpty)
        #expect(StrokeError.invalidDashLength(index: 1, value: -1).description.contains("entry 1 = -1.0"))
    }

    @Test func allZeroDashesDrawSolid() {
        let solid = Stroker.outline(of: circle, style: StrokeStyle(width: 3))
        #expect(Stroker.outline(of: circle, style: StrokeStyle(width: 3, dashPattern: [0, 0])) == solid)
        #expect(Stroker.outline(of: circle, style: StrokeStyle(width: 3, dashPattern: [])) == solid)
    }

    @Test func aMillionDashesAreRefusedQuickly() {
        // 2π·20 / 1e-5 ≈ 1.3e7 dashes: refused (as Skia), not clamped; `outline` draws nothing.
        let style = StrokeStyle(width: 1, dashPattern: [5e-6, 5e-6])
        guard case .tooManyDashes(let n, Dasher.maxDashCount) = error(style) else {
            Issue.record("a million dashes accepted"); return
        }
        #expect(n > 1e7)
        #expect(Stroker.outline(of: circle, style: style).isEmpty)
        #expect(StrokeError.tooManyDashes(estimated: n, limit: 1_000_000).description.contains("1000000"))
    }

    @Test func nonFiniteTrimsAreRejectedAndFiniteOnesClamped() {
        #expect(error(StrokeStyle(strokeStart: .nan)) != nil)
        #expect(error(StrokeStyle(strokeEnd: .infinity)) == .invalidTrim(name: "strokeEnd", value: .infinity))
        #expect(error(StrokeStyle(strokeStart: -1e300, strokeEnd: 1e300)) == nil)
        #expect(TrimWindow(start: -0.5, end: 2) == .full)
        #expect(TrimWindow(start: .nan, end: 1).isEmpty)
        #expect(TrimWindow(start: 0.4, end: 0.4).isEmpty)
    }

    @Test func badMiterLimitsToleranceTransformAndPathAreRejected() {
        #expect(error(StrokeStyle(miterLimit: -1)) == .invalidMiterLimit(-1))
        #expect(error(StrokeStyle(miterLimit: .infinity)) == .invalidMiterLimit(.infinity))
        #expect(throws: StrokeError.self) { try Stroker.checkedOutline(of: circle, style: StrokeStyle(), tolerance: 0) }
        #expect(throws: StrokeError.self) {
            try Stroker.checkedOutline(of: circle, style: StrokeStyle(), arcTolerance: .nan)
        }
        var bad = Path()
        bad.move(to: .zero)
        bad.line(to: Point(x: .nan, y: 1))
        guard case .invalidPath = error(StrokeStyle(), path: bad) else { Issue.record("NaN path accepted"); return }
        #expect(Stroker.outline(of: bad, style: StrokeStyle(width: 2, cap: .round)).isEmpty)
    }

    @Test func extremeButValidValuesStayBounded() throws {
        // A huge width, a huge phase and a huge scale all finish with finite points.
        let big = try Stroker.checkedOutline(of: circle, style: StrokeStyle(width: StrokeStyle.maxWidth, cap: .round))
        #expect(!big.isEmpty && big.points.allSatisfy { $0.isFinite })
        let phased = try Stroker.checkedOutline(of: circle, style: StrokeStyle(dashPattern: [2, 3], dashPhase: -1e300))
        #expect(!phased.isEmpty)
        let scaled = try Stroker.checkedOutline(of: circle, style: StrokeStyle(width: 2), transform: .scale(1e6, 1e6))
        #expect(scaled.points.allSatisfy { $0.isFinite } && scaled.points.count <= 500_000)
        let tiny = try Stroker.checkedOutline(of: circle, style: StrokeStyle(width: 2), transform: .scale(1e-9, 1e-9))
        #expect(tiny.points.allSatisfy { $0.isFinite })
    }
}
