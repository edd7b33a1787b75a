import Testing
@testable import Raster

@Suite struct CoverageMaskTests {
    static func mask(_ v: UInt8) -> CoverageMask { CoverageMask(width: 1, height: 1, value: v) }

    @Test func operationsCombineCoverageAsFractions() {
        let cases: [(CoverageMask.Operation, UInt8)] = [
            (.add, 192), (.subtract, 64), (.intersect, 64), (.lighten, 128), (.darken, 128), (.difference, 128),
        ]
        for (operation, expected) in cases {
            var a = Self.mask(128)
            a.combine(Self.mask(128), operation)
            // In bytes: add 128 + 128 − round(128·128/255) = 192; subtract 128 − 64; difference 128 + 128 − 2·64.
            #expect(a.values == [expected], "\(operation)")
        }
        var full = Self.mask(255)
        full.combine(Self.mask(255), .subtract)
        #expect(full.values == [0])
        var other = Self.mask(10)
        other.combine(CoverageMask(width: 2, height: 1, value: 255), .add)  // a different size changes nothing
        #expect(other.values == [10])
    }

    @Test func invertAndMultiply() {
        var m = Self.mask(200)
        m.invert()
        #expect(m.values == [55])
        m.multiply(by: 0.5)
        #expect(m.values == [28])
        m.multiply(by: .nan)
        #expect(m.values == [0])
    }

    @Test func groupAlphaAndLuminanceBecomeMasks() throws {
        let c = try Canvas(width: 2, height: 1)
        c.beginGroup(opacity: 0.3)  // the group's opacity is not part of the mask
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        c.fill(Rect(x: 1, y: 0, width: 1, height: 1), paint: .solid(Color(red: 1, green: 0, blue: 0)))
        let alpha = c.endGroupAsMask(.alpha)
        #expect(alpha.values == [128, 255])
        c.beginGroup(opacity: 1)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        c.fill(Rect(x: 1, y: 0, width: 1, height: 1), paint: .solid(Color(red: 1, green: 0, blue: 0)))
        let luma = c.endGroupAsMask(.luminance)
        #expect(luma.values == [128, 77])  // premultiplied white at half alpha; red's weight 77/256
        #expect(c.pixel(x: 0, y: 0) == 0)  // nothing was composited
    }

    @Test func groupCompositesThroughTheMaskAndItsOpacity() throws {
        let c = try Canvas(width: 3, height: 1)
        var mask = CoverageMask(width: 3, height: 1, value: 255)
        mask.values = [255, 128, 0]
        c.beginGroup(opacity: 1)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(.white))
        c.endGroup(mask: mask)
        #expect(c.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
        #expect(c.pixel(x: 1, y: 0) == 0x8080_8080)
        #expect(c.pixel(x: 2, y: 0) == 0)
        c.clear()
        c.beginGroup(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .solid(.white))
        c.endGroup(mask: mask)
        #expect(c.pixel(x: 0, y: 0) == 0x8080_8080)
        #expect(c.pixel(x: 1, y: 0) == 0x4040_4040)
    }
}
