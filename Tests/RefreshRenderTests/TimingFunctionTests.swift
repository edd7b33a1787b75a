import Testing
@testable import RefreshRender
import RefreshTestSupport

@Suite struct TimingFunctionTests {
    // STYLES.md §6.7: the named curves' control points.
    static let named: [(TimingFunction, Double, Double, Double, Double)] = [
        (.linear, 0, 0, 1, 1),
        (.easeIn, 0.42, 0, 1, 1),
        (.easeOut, 0, 0, 0.58, 1),
        (.easeInEaseOut, 0.42, 0, 0.58, 1),
        (.default, 0.25, 0.1, 0.25, 1),
    ]

    @Test(arguments: [0.25, 0.5, 0.75])
    func namedCurvesMatchAnIndependentBisection(x: Double) {
        for (f, x1, y1, x2, y2) in Self.named {
            let expected = referenceEasing(x1, y1, x2, y2, at: x)
            // x is solved to 1e-6; the curves' slopes dy/dx stay below 2 here, so y is within 2e-6.
            #expect(near(f.value(at: x), expected, 2e-6), "\(f) at \(x)")
        }
    }

    @Test func knownValues() {
        #expect(near(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5, 1e-6)) // symmetric curve
        #expect(near(TimingFunction.linear.value(at: 0.3), 0.3))
        // Default at x = 0.5 is ≈ 0.8024 (the CSS "ease" curve).
        #expect(near(TimingFunction.default.value(at: 0.5), 0.8024033877399112, 2e-6))
    }

    @Test func endsAndClamping() {
        for (f, _, _, _, _) in Self.named {
            #expect(near(f.value(at: 0), 0, 1e-6))
            #expect(near(f.value(at: 1), 1, 1e-6))
            #expect(near(f.value(at: -3), 0, 1e-6))
            #expect(near(f.value(at: 7), 1, 1e-6))
            #expect(near(f.value(at: .nan), 0, 1e-6))
        }
    }

    @Test func customCurveWithFlatEndsIsSolved() throws {
        // x1 = 0 and x2 = 1 make X'(s) vanish at both ends, where Newton steps are unreliable.
        let f = try TimingFunction(0, 1, 1, 0)
        for x in [0.001, 0.1, 0.5, 0.9, 0.999] {
            #expect(near(f.value(at: x), referenceEasing(0, 1, 1, 0, at: x), 1e-3), "x = \(x)")
        }
    }

    @Test func rejectsBadControlPoints() {
        #expect(throws: AnimationError.self) { try TimingFunction(1.2, 0, 0.5, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(0.2, .nan, 0.5, 1) }
        do {
            _ = try TimingFunction(0.2, 0, -0.1, 1)
        } catch {
            #expect("\(error)".contains("second control point x is -0.1; accepted: 0...1"))
        }
    }
}
