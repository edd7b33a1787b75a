import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// The headers' 180° arrow flips go the documented way round (STYLES.md §6.10, §7 A3/A4).
@Suite struct TransformFlipTests {
    /// The presented rotation angle of a layer whose transform changes from `from` to the model value `to` through
    /// `animation`, at `t` seconds.
    func presentedAngle(model to: Double, animation: BasicAnimation, at t: Double) throws -> Double {
        let arrow = Layer(name: "arrow", transform: .rotation(to))
        let attached = [try AttachedAnimation(target: .root, animation: .basic(animation), beginTime: 0)]
        return angle(of: Presentation.evaluate(root: arrow, animations: attached, at: t).transform)
    }

    /// EGO: implicit action, 0.18 s, Default curve, target (M_PI/180)·180 ⇒ clockwise; back counter-clockwise.
    @Test func egoFlipsClockwiseAndBack() throws {
        let target = (Double.pi / 180) * 180
        let y = referenceEasing(0.25, 0.1, 0.25, 1, at: 0.5)
        let forward = try ImplicitActions.animation(for: .transform, from: .transform(.identity), duration: 0.18)
        #expect(forward.timingFunction == .default)
        #expect(near(try presentedAngle(model: target, animation: forward, at: 0.09), Double.pi * y, 1e-5))
        let back = try ImplicitActions.animation(for: .transform, from: .transform(.rotation(target)), duration: 0.18)
        // From π down to 0: positive angles, decreasing (counter-clockwise on screen).
        #expect(near(try presentedAngle(model: 0, animation: back, at: 0.09), Double.pi * (1 - y), 1e-5))
        #expect(try presentedAngle(model: 0, animation: back, at: 0.05)
            > presentedAngle(model: 0, animation: back, at: 0.13))
    }

    /// SV: UIView 0.2 s easeInOut to (float)M_PI > π ⇒ counter-clockwise; back clockwise.
    @Test func svFlipsCounterClockwiseAndBack() throws {
        let target = Double(Float(Double.pi))
        let forward = try ViewAnimation.animation(for: "transform", from: .transform(.identity), duration: 0.2)
        #expect(forward.timingFunction == .easeInEaseOut)
        // Mid-animation (easeInOut(0.5) = 0.5) the arrow is at 12 o'clock's other side: −(2π − target)/2 ≈ −π/2.
        let mid = try presentedAngle(model: target, animation: forward, at: 0.1)
        #expect(near(mid, -(2 * Double.pi - target) / 2, 1e-5))
        let back = try ViewAnimation.animation(for: "transform", from: .transform(.rotation(target)), duration: 0.2)
        #expect(near(try presentedAngle(model: 0, animation: back, at: 0.1), -(2 * Double.pi - target) / 2, 1e-5))
        #expect(try presentedAngle(model: 0, animation: back, at: 0.05)
            < presentedAngle(model: 0, animation: back, at: 0.15)) // increasing towards 0: clockwise
    }

    /// MJ: UIView 0.25 s to rot(1e-6 − M_PI) ⇒ counter-clockwise.
    @Test func mjFlipsCounterClockwise() throws {
        let target = 0.000001 - Double.pi
        let forward = try ViewAnimation.animation(for: "transform", from: .transform(.identity), duration: 0.25)
        #expect(near(try presentedAngle(model: target, animation: forward, at: 0.125), target / 2, 1e-5))
        #expect(try presentedAngle(model: target, animation: forward, at: 0.0625) < 0)
    }

    /// The exact-π tie: rot(−M_PI) also goes clockwise (the Q&A observation in §6.10); M_PI + 0.01 goes the short
    /// way, counter-clockwise.
    @Test func exactHalfTurnTies() {
        let identity = AnimatableValue.transform(.identity)
        #expect(angle(of: transform(identity.interpolated(to: .transform(.rotation(-Double.pi)), 0.5))) > 1.5)
        #expect(angle(of: transform(identity.interpolated(to: .transform(.rotation(Double.pi + 0.01)), 0.5))) < -1.5)
    }

    func transform(_ v: AnimatableValue) -> Raster.AffineTransform {
        if case .transform(let t) = v { return t }
        return .identity
    }

    @Test func transformInterpolationKeepsScaleAndTranslationLinear() {
        let a = Raster.AffineTransform.scale(1, 1)
        let b = Raster.AffineTransform.scale(3, 5).concatenating(.rotation(Double.pi / 2))
            .concatenating(.translation(10, 20))
        let mid = transform(AnimatableValue.transform(a).interpolated(to: .transform(b), 0.5))
        let expected = Raster.AffineTransform.scale(2, 3).concatenating(.rotation(Double.pi / 4))
            .concatenating(.translation(5, 10))
        #expect(near(mid, expected, 1e-12))
    }
}
