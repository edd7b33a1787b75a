import Foundation
import Testing
@testable import Raster

/// Masks stored within a box combine as canvas-sized ones do.
@Suite struct BoundedMaskTests {
    /// A 9 × 7 mask with values inside `box` (a pattern of partial values) and `outside` beyond it.
    static func mask(_ box: ScanBounds, outside: UInt8, seed: Int) -> CoverageMask {
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        let inside = (0..<max(0, w * h)).map { UInt8(truncatingIfNeeded: ($0 * 37 + seed * 91) % 256) }
        return CoverageMask(width: 9, height: 7, bounds: box, inside: inside, outside: outside)
    }

    @Test func combiningBoxesEqualsCombiningEveryPixel() {
        let boxes = [ScanBounds(x0: 1, y0: 1, x1: 5, y1: 4), ScanBounds(x0: 3, y0: 2, x1: 9, y1: 7),
                     ScanBounds(x0: 6, y0: 0, x1: 8, y1: 2), .empty]
        for a in boxes {
            for b in boxes {
                for (oa, ob) in [(UInt8(0), UInt8(0)), (0, 255), (255, 0), (255, 255), (77, 0)] {
                    for operation in CoverageMask.Operation.allCases {
                        var bounded = Self.mask(a, outside: oa, seed: 1)
                        let other = Self.mask(b, outside: ob, seed: 2)
                        var full = CoverageMask(width: 9, height: 7)
                        full.values = bounded.values
                        var fullOther = CoverageMask(width: 9, height: 7)
                        fullOther.values = other.values
                        bounded.combine(other, operation)
                        full.combine(fullOther, operation)
                        #expect(bounded.values == full.values, "\(a) \(b) \(oa) \(ob) \(operation)")
                    }
                }
            }
        }
    }
}
