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
}
