import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// A rectangle seen through one shape (a masked or alpha-matted solid) drawn as that shape, clipped to the rectangle
/// (`DrawingRenderer.drawMaskedRectangle`), is what drawing it through a rasterized mask gives: the same pixels at
/// full opacity, within a unit of rounding when opacities multiply.
@Suite struct MaskedRectangleTests {
    /// A 40×40 composition of one solid (`solid`: its size, position and opacity as JSON fields) with `extra` fields
    /// (a mask or a matte), over the frames 0…9.
    static func file(solid: String, extra: String, before: String = "") -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":40,"h":40,"layers":["# + before
            + ##"{"ty":1,"ind":9,"ip":0,"op":10,"st":0,"sc":"#3366cc","## + solid + "," + extra + "}]}"
    }

    static let square = #"{"a":0,"k":{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[4,6],[30,6],[30,33],[4,33]],"c":true}}"#
    static let growing = #"{"a":1,"k":[{"t":0,"s":[{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"#
        + #""v":[[10,10],[20,10],[20,20],[10,20]],"c":true}],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.5],"y":[0.5]}},"#
        + #"{"t":10,"s":[{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[-6.5,2.25],[38.3,2.25],[38.3,45],[-6.5,45]],"c":true}]}]}"#
    static func mask(_ path: String, opacity: Double = 100, extra: String = "") -> String {
        #""hasMask":true,"masksProperties":[{"mode":"a","inv":false,"pt":"# + path + #","o":{"a":0,"k":"# + "\(opacity)" + "}" + extra + "}]"
    }
    static let oval = #"{"ty":4,"ind":1,"td":1,"ip":0,"op":10,"st":0,"ks":{"o":{"a":0,"k":100}},"shapes":[{"ty":"el","p":{"a":0,"k":[17,19]},"#
        + #""s":{"a":1,"k":[{"t":0,"s":[8,8],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.5],"y":[0.5]}},{"t":10,"s":[50,30]}]}},"#
        + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]},"#

    /// Each case: the file, whether it is drawn as a shape (at every frame; those that are not, at the last), and the
    /// largest difference allowed.
    static let cases: [(name: String, json: String, direct: Bool, tolerance: Int)] = [
        ("mask inside the solid", file(solid: #""sw":40,"sh":40,"ks":{"o":{"a":0,"k":100}}"#, extra: mask(square)), true, 0),
        ("mask growing past whole-pixel edges", file(solid: #""sw":30,"sh":28,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[4,6]},"a":{"a":0,"k":[0,0]}}"#,
                                                     extra: mask(growing)), true, 0),
        ("expanded mask", file(solid: #""sw":40,"sh":40,"ks":{"o":{"a":0,"k":100}}"#, extra: mask(square, extra: #","x":{"a":0,"k":3}"#)), true, 0),
        ("faded solid, translucent mask", file(solid: #""sw":40,"sh":40,"ks":{"o":{"a":0,"k":55}}"#, extra: mask(growing, opacity: 70)), true, 1),
        ("solid with fractional edges covering the mask", file(solid: #""sw":40,"sh":40,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[-2.5,-1.25]},"a":{"a":0,"k":[0,0]}}"#,
                                                                extra: mask(square)), true, 0),
        ("alpha matte of one fill", file(solid: #""sw":34,"sh":36,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[2,4]},"a":{"a":0,"k":[0,0]}}"#,
                                         extra: #""tt":1"#, before: oval), true, 0),
        // Not drawn as shapes: fractional edges the mask crosses, a turned solid, an inverted mask.
        ("mask past fractional edges", file(solid: #""sw":30,"sh":28,"ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[3.5,4]},"a":{"a":0,"k":[0,0]}}"#,
                                            extra: mask(growing)), false, 0),
        ("turned solid", file(solid: #""sw":30,"sh":30,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":20}}"#, extra: mask(square)), false, 0),
    ]

    @Test(arguments: cases.indices) func drawnAsTheShapeItIsSeenThrough(_ index: Int) throws {
        let c = Self.cases[index]
        let composition = try LottieComposition(data: Data(c.json.utf8))
        for device in [Raster.AffineTransform.identity, .scale(1.5, 1.5)] {
            for frame in [0.0, 3, 6, 9] {
                let drawing = FrameEvaluator(model: composition.model).drawing(at: frame)
                guard let first = drawing.items.first, case .layer(let solid) = first else { Issue.record("\(c.name): no layer"); return }
                // The cases not drawn as shapes are told apart at the last frame (the growing mask past the edges).
                if c.direct || frame == 9 {
                    let probe = try Canvas(width: 60, height: 60)
                    #expect(DrawingRenderer(canvas: probe, device: device).drawMaskedRectangle(solid) == c.direct, "\(c.name)")
                }
                let (shape, masked) = try Self.images(drawing, device: device)
                let difference = ImageDifference(reference: masked, actual: shape).largestChannelDifference
                #expect(difference <= c.tolerance, "\(c.name) at frame \(frame), device \(device): off by \(difference)")
                #expect(shape.pixels.contains { $0 != 0 }, "\(c.name) at frame \(frame) drew nothing")
            }
        }
    }

    /// Every corpus file draws the same either way (most of its masked and matted layers are not rectangles).
    @Test func corpusFramesAreTheSameEitherWay() throws {
        for name in StillContentTests.files {
            let composition = try Fixtures.composition(name)
            let range = composition.frameRange
            let scale = min(1, 96 / max(composition.width, composition.height))
            for frame in stride(from: Double(range.lowerBound), through: Double(range.upperBound), by: max(1, Double(range.count) / 3)) {
                let (shape, masked) = try Self.images(FrameEvaluator(model: composition.model).drawing(at: frame),
                                                      device: .scale(scale, scale), size: (composition.width * scale, composition.height * scale))
                let difference = ImageDifference(reference: masked, actual: shape).largestChannelDifference
                #expect(difference <= 1, "\(name) frame \(frame): off by \(difference)")
            }
        }
    }

    /// The drawing through `device` with masked rectangles drawn as shapes, and drawn through their masks.
    static func images(_ drawing: DrawLayer, device: Raster.AffineTransform, size: (Double, Double) = (60, 60)) throws -> (Image, Image) {
        let images = try [true, false].map { direct in
            let canvas = try Canvas(width: max(1, Int(size.0.rounded(.up))), height: max(1, Int(size.1.rounded(.up))))
            var renderer = DrawingRenderer(canvas: canvas, device: device)
            renderer.fillsMaskedRectanglesAsShapes = direct
            renderer.draw(drawing)
            return canvas.makeImage()
        }
        return (images[0], images[1])
    }
}
