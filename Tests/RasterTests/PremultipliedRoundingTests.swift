import Foundation
import Testing
@testable import Raster

/// `Color.premultipliedPixel` rounds each byte half away from zero, as `Double.rounded()` does.
@Suite struct PremultipliedRoundingTests {
    @Test func premultipliedBytesRoundHalfAwayFromZero() {
        for i in 0...2040 {
            let v = Double(i) / 2040
            for alpha in [1, 0.5, v, 0.3] {
                let c = Color(red: v, green: 1 - v, blue: v / 3, alpha: alpha)
                let expected = UInt32((c.red * c.alpha * 255).rounded()) | UInt32((c.green * c.alpha * 255).rounded()) << 8
                    | UInt32((c.blue * c.alpha * 255).rounded()) << 16 | UInt32((c.alpha * 255).rounded()) << 24
                #expect(c.premultipliedPixel == expected)
            }
        }
    }

    /// Exact ties (a byte value k + ½) round up, and values a few ulps either side of a tie round to the nearer byte,
    /// for every k: the cases a rounding shortcut (adding ½, or rounding ties to even) would get wrong.
    @Test func tiesAndTheirNeighboursRoundAsRoundedDoes() {
        var ties = 0, nearTies = 0
        for k in 0..<255 {
            var red = (Double(k) + 0.5) / 255
            for _ in 0..<4 { red = red.nextDown }
            for _ in 0..<9 {
                let v = red * 255
                if v == Double(k) + 0.5 { ties += 1 } else if abs(v - (Double(k) + 0.5)) < 1e-12 { nearTies += 1 }
                #expect(Color(red: red, green: 0, blue: 0, alpha: 1).premultipliedPixel & 0xFF == UInt32(v.rounded()),
                        "red \(red): \(v)")
                red = red.nextUp
            }
        }
        #expect(ties >= 255 && nearTies >= 255)
    }
}
