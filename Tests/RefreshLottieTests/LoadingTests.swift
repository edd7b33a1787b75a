import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// What loading reports: warnings for what is drawn differently, errors naming the path for what is refused.
@Suite struct LoadingTests {
    @Test func unsupportedFeaturesAreEachWarnedAboutWithTheirLayerAndFallback() throws {
        let composition = try Fixtures.composition("unsupported")
        let warnings = composition.warnings
        let expected: [(feature: String, path: String, layer: String)] = [
            ("text layer", "layers[0].ty", "\"title\" (layers[0])"),
            ("expression", "layers[1].ks.p.x", "\"spinner\" (layers[1])"),
            ("3D layer", "layers[1].ddd", "\"spinner\" (layers[1])"),
            ("blend mode 17", "layers[1].bm", "\"spinner\" (layers[1])"),
            ("effect type 5", "layers[1].ef[0]", "\"spinner\" (layers[1])"),
            ("merge paths mode 3", "layers[1].shapes[2]", "\"spinner\" (layers[1])"),
            ("camera layer", "layers[3].ty", "\"camera\" (layers[3])"),
        ]
        for e in expected {
            let found = warnings.first { $0.feature == e.feature }
            #expect(found?.path == e.path, "\(e.feature)")
            #expect(found?.layer == e.layer, "\(e.feature)")
            #expect(!(found?.fallback.isEmpty ?? true))
        }
        #expect(warnings.count == expected.count, "\(warnings.map(\.description))")
        let text = "text layer in layer \"title\" (layers[0]) at layers[0].ty: the layer is not drawn (it has no text document)"
        #expect(warnings.contains { $0.description == text })
        // It still draws what it supports.
        #expect(try composition.image(frame: 0).pixel(x: 50, y: 50) >> 24 == 255)
    }

    /// `bm` 1...16 are drawn (lottie-web's CSS modes, and ThorVG's add); hard mix (17), which neither player draws,
    /// is warned about and drawn normal.
    @Test func blendModesAreReadAndHardMixIsWarned() throws {
        let layers = (0...17).map { #"{"ty": 3, "ip": 0, "op": 30, "st": 0, "bm": \#($0)}"# }.joined(separator: ", ")
        let json = #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 10, "h": 10, "layers": [\#(layers)]}"#
        let composition = try LottieComposition(data: Data(json.utf8))
        let expected: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                     .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
                                     .luminosity, .add, .normal]
        #expect(composition.model.layers.map(\.blend) == expected)
        #expect(composition.warnings.map(\.feature) == ["blend mode 17"])
        #expect(composition.warnings.first?.path == "layers[17].bm")
    }

    @Test func supportedFilesLoadWithoutWarnings() throws {
        for name in ["loader", "shapes", "transforms", "trims", "gradients", "repeater", "masks", "mattes", "layers"] {
            #expect(try Fixtures.composition(name).warnings.isEmpty, "\(name)")
        }
    }

    @Test func compositionReportsItsTimingAndMarkers() throws {
        let loader = try Fixtures.composition("loader")
        #expect(loader.width == 120 && loader.height == 120 && loader.frameRate == 30)
        #expect(loader.inPoint == 0 && loader.outPoint == 60)
        #expect(loader.markers == [LottieMarker(name: "pull", frame: 0, duration: 30), LottieMarker(name: "spin", frame: 30, duration: 30)])
    }

    static let shapeLayer = #"{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {}, "shapes": SHAPES}"#

    /// A document with `layers`, or with one shape layer whose shapes are `shapes`.
    static func doc(layers: String? = nil, shapes: String = "[]", extra: String = "") -> String {
        let l = layers ?? "[" + shapeLayer.replacingOccurrences(of: "SHAPES", with: shapes) + "]"
        return #"{"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": "# + l + extra + "}"
    }

    /// Malformed and out-of-range files, and the start of the message each must give.
    static let bad: [(String, String)] = [
        ("{", "not a Lottie JSON file"),
        ("[1, 2]", "(root): found an array, expected a Lottie composition object"),
        (#"{"fr": 30, "ip": 0, "op": 10, "h": 100, "layers": []}"#, "w: missing (expected the width)"),
        (#"{"w": 1e9, "fr": 30, "ip": 0, "op": 10, "h": 100, "layers": []}"#, "w: 1000000000.0 is out of range (accepted: 1.0...10000000.0)"),
        (#"{"w": 10, "h": 10, "fr": 0, "ip": 0, "op": 10, "layers": []}"#, "fr: 0.0 is out of range"),
        (#"{"w": 10, "h": 10, "fr": 30, "ip": 5, "op": 5, "layers": []}"#, "op: 5.0 is out of range (accepted: more than ip (5.0))"),
        (doc(layers: #"[{"ty": 3, "ind": 1, "parent": 2, "ip": 0, "op": 10}, {"ty": 3, "ind": 2, "parent": 1, "ip": 0, "op": 10}]"#),
         "layers[0].parent: parent chain (or a loop of parents) over the limit of 32"),
        (doc(layers: ##"[{"ty": 1, "sc": "#fff", "sw": 5, "sh": 5, "tt": 1, "ip": 0, "op": 10}]"##),
         "layers[0].tt: track matte is not supported: no layer above it to be its matte"),
        (doc(layers: #"[{"ty": 0, "refId": "a", "ip": 0, "op": 10}]"#,
             extra: #", "assets": [{"id": "a", "layers": [{"ty": 0, "refId": "a", "ip": 0, "op": 10}]}]"#),
         "layers[0] → assets[\"a\"].layers[0].refId: a precomposition inside itself is not supported: it is a cycle (\"a\" → \"a\")"),
        (doc(shapes: #"[{"ty": "el", "p": {"k": [0, 0]}, "s": {"k": [1, 1]}}, {"ty": "rp", "c": {"k": 5000}, "tr": {}}]"#),
         "layers[0].shapes[1].c: 5000.0 copies over the limit of 1000"),
        (doc(shapes: #"[{"ty": "gr", "it": [{"ty": "rp", "c": {"k": 200}, "tr": {}}]}, {"ty": "rp", "c": {"k": 100}, "tr": {}}]"#),
         "layers[0].shapes[1].c: copies of the layer's repeaters together (nested repeaters multiply) over the limit of 10000"),
        (doc(layers: #"[{"ty": 5, "ip": 0, "op": 10, "t": {"d": {"k": [{"t": 0, "s": {"s": 10, "t": ""# + String(repeating: "I", count: 2000)
            + #""}}]}, "a": ["# + Array(repeating: "{}", count: 600).joined(separator: ", ") + "]}}]"),
         "layers[0].t.d.k[0].s.t: 2000 characters under 600 animators over the limit of 1000000 character-animator pairs"),
        (doc(shapes: #"[{"ty": "sr", "sy": 2, "pt": {"k": 1e6}, "or": {"k": 5}}]"#), "layers[0].shapes[0].pt.k: 1000000.0 points over the limit of 1000"),
        (doc(layers: #"[{"ty": 0, "refId": "a9", "ip": 0, "op": 10}, {"ty": 0, "refId": "a9", "ip": 0, "op": 10}]"#,
             extra: ", \"assets\": [" + (1...9).map { i in
                 let use = #"{"ty": 0, "refId": "a\#(i - 1)", "ip": 0, "op": 10}"#
                 return #"{"id": "a\#(i)", "layers": ["# + Array(repeating: use, count: 8).joined(separator: ", ") + "]}"
             }.joined(separator: ", ") + #", {"id": "a0", "layers": []}]"#),
         "layers: 306783378.0 layers to draw once precompositions are expanded over the limit of 100000"),
        (doc(shapes: "[" + String(repeating: #"{"ty": "gr", "it": ["#, count: 40) + String(repeating: "]}", count: 40) + "]"),
         "nesting depth over the limit of 32"),
    ]

    /// What the players draw is not refused: a plain value where `{"k": …}` is expected (an offset path's miter limit
    /// as exporters write it) is that value; an optional field of the wrong type or out of range is left out with a
    /// warning naming it; a solid's unreadable colour is black and an unknown mask mode adds, as the players draw them.
    @Test func whatThePlayersDrawIsReadWithAWarningRatherThanRefused() throws {
        let offset = try LottieComposition(data: Data(Self.doc(shapes: #"[{"ty": "rc", "p": [50, 50], "s": {"k": [40, 40]}}, "#
            + #"{"ty": "op", "a": {"k": 5}, "lj": 1, "ml": 4}, {"ty": "fl", "c": {"k": [1, 0, 0, 1]}, "o": 100}]"#).utf8))
        #expect(offset.warnings.isEmpty)
        // The 40-point square at (50, 50), grown by 5: 25 points from its centre are inside, 28 are not.
        let image = try offset.image(frame: 0)
        #expect(image.pixel(x: 50, y: 73) >> 24 == 255)
        #expect(image.pixel(x: 50, y: 78) == 0)

        let cases: [(json: String, feature: String, path: String)] = [
            (Self.doc(shapes: #"[{"ty": "rc", "p": {"k": [0, 0]}, "s": {"k": [1, 1]}, "d": 7}]"#), "ignored field", "layers[0].shapes[0].d"),
            (Self.doc(shapes: #"[{"ty": "st", "c": {"k": [0, 0, 0]}, "w": {"k": 2}, "lc": "round", "o": {"k": ""}}]"#),
             "ignored field", "layers[0].shapes[0].lc"),
            (Self.doc(shapes: #"[{"ty": "st", "c": {"k": [0, 0, 0]}, "w": {"k": 2}, "o": {"k": ""}}]"#), "ignored field", "layers[0].shapes[0].o"),
            (Self.doc(layers: #"[{"ty": 3, "ip": 0, "op": 10, "ks": "", "ind": "one"}]"#), "ignored field", "layers[0].ks"),
            (Self.doc(layers: #"[{"ty": 1, "sc": "", "sw": 5, "sh": 5, "ip": 0, "op": 10}]"#), "solid colour", "layers[0].sc"),
            (Self.doc(layers: ##"[{"ty": 1, "sc": "#fff", "sw": 5, "sh": 5, "ip": 0, "op": 10, "masksProperties": [{"mode": "q", "pt": {"k": {"v": [[0, 0]], "i": [[0, 0]], "o": [[0, 0]]}}}]}]"##),
             "mask mode", "layers[0].masksProperties[0].mode"),
            (Self.doc(layers: #"[{"ty": 0, "refId": "nope", "ip": 0, "op": 10}]"#), "missing asset", "layers[0].refId"),
            (Self.doc(shapes: #"[{"ty": "el", "p": {"k": [0, 0]}, "s": {"k": [1, 1]}}, {"ty": "gr", "it": [{"ty": "sh", "ks": 5}]}]"#),
             "unreadable shape", "layers[0].shapes[1].it[0]"),
            (Self.doc(shapes: #"[{"ty": "sh", "ks": {"k": {"v": [[0, 0]], "i": [], "o": [[0, 0]]}}}]"#), "unreadable shape", "layers[0].shapes[0]"),
            (Self.doc(layers: #"[{"ty": 4, "ip": 0, "op": 10, "ks": {"r": {"a": 1, "k": [{"t": 5, "s": [0]}, {"t": 2, "s": [1]}]}}, "shapes": []}]"#),
             "ignored field", "layers[0].ks.r"),
            (Self.doc(layers: #"[{"ty": 4, "ip": 0, "op": 10}, {"ty": 3, "ip": 0, "op": 10}]"#), "unreadable layer", "layers[0]"),
            (Self.doc(layers: ##"[{"ty": 1, "sc": "#fff", "sw": 5, "sh": 5, "ip": 0, "op": 10, "masksProperties": [{"mode": "a"}]}]"##),
             "unreadable mask", "layers[0].masksProperties[0]"),
        ]
        for c in cases {
            let composition = try LottieComposition(data: Data(c.json.utf8))
            #expect(composition.warnings.contains { $0.feature == c.feature && $0.path == c.path },
                    "\(c.path): \(composition.warnings)")
        }
        // A layer that is never drawn (op ≤ ip) has what only drawing reads left unread: no warning.
        let never = try LottieComposition(data: Data(Self.doc(layers: #"[{"ty": 1, "sc": "", "sw": 5, "sh": 5, "ip": 5, "op": 0}]"#).utf8))
        #expect(never.warnings.isEmpty)
        let solid = try LottieComposition(data: Data(Self.doc(layers: #"[{"ty": 1, "sc": "", "sw": 100, "sh": 100, "ip": 0, "op": 10}]"#).utf8))
        #expect(try solid.image(frame: 0).pixel(x: 50, y: 50) == Color(red: 0, green: 0, blue: 0).premultipliedPixel)
    }

    /// A stroke with more dashes than the rasterizer cuts (a circle of 251 points in dashes and gaps of 0.0001) is
    /// drawn solid with a warning, rather than not at all.
    @Test func dashesOverTheLimitAreDrawnSolidWithAWarning() throws {
        let composition = try LottieComposition(data: Data(Self.doc(shapes: #"[{"ty": "el", "p": {"k": [50, 50]}, "s": {"k": [80, 80]}}, "#
            + #"{"ty": "st", "c": {"k": [1, 0, 0]}, "w": {"k": 4}, "d": [{"n": "d", "v": {"k": 0.0001}}, {"n": "g", "v": {"k": 0.0001}}]}]"#).utf8))
        #expect(composition.warnings.map(\.feature) == ["dashes over the limit"])
        #expect(composition.warnings.first?.path == "layers[0]")
        #expect(try composition.image(frame: 0).pixel(x: 90, y: 50) >> 24 == 255)
    }

    /// Dashes are bounded per frame too: 20 copies of a stroke of about 400 000 dashes (a 1000-point square in dashes
    /// and gaps of 0.005) would cut 8 000 000; the frame cuts the first copies' up to `maxFrameDashes` and draws the
    /// rest solid. A still layer is evaluated once, at load, and warns; an animated one (its stroke's width keyframed)
    /// spends each frame's own budget as the frame is evaluated.
    @Test(arguments: [#"{"k": 1}"#, #"{"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [2]}]}"#])
    func aFramesDashesAreBoundedAcrossItsCopies(width: String) throws {
        let composition = try LottieComposition(data: Data(Self.doc(shapes: #"[{"ty": "rc", "p": {"k": [50, 50]}, "s": {"k": [1000, 1000]}, "r": {"k": 0}}, "#
            + #"{"ty": "st", "c": {"k": [1, 0, 0]}, "w": "# + width + #", "d": [{"n": "d", "v": {"k": 0.005}}, {"n": "g", "v": {"k": 0.005}}]}, "#
            + #"{"ty": "rp", "c": {"k": 20}, "o": {"k": 0}, "tr": {"p": {"k": [0, 0]}}}]"#).utf8))
        var dashed = 0, solid = 0
        func count(_ items: [DrawItem]) {
            for item in items {
                switch item {
                case .layer(let layer): count(layer.items)
                case .path(let draw):
                    guard case .stroke(let style) = draw.painting else { continue }
                    if style.dashPattern == nil { solid += 1 } else { dashed += 1 }
                default: continue
                }
            }
        }
        count(FrameEvaluator(model: composition.model).drawing(at: 5).items)
        let perStroke = try #require(ShapeEvaluator.dashCount(StrokeStyle(width: 1, dashPattern: [0.005, 0.005]),
                                                               .rect(Rect(x: -450, y: -450, width: 1000, height: 1000))))
        #expect(dashed + solid == 20)
        #expect(dashed == Int(Double(LottieLimits.maxFrameDashes) / perStroke), "\(dashed) dashed of 20, \(perStroke) dashes each")
        let still = width == #"{"k": 1}"#
        #expect(composition.warnings.map(\.feature) == (still ? ["dashes over the limit"] : []), "\(composition.warnings)")
    }

    @Test(arguments: bad)
    func malformedFilesNameThePathInTheirError(_ json: String, _ message: String) {
        do {
            _ = try LottieComposition(data: Data(json.utf8))
            Issue.record("loaded: \(json)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func renderingArgumentsAreChecked() throws {
        let loader = try Fixtures.composition("loader")
        #expect(throws: LottieError.self) { try loader.image(frame: 0, scale: 0) }
        #expect(throws: LottieError.self) { try loader.image(frame: 0, scale: .nan) }
        #expect(throws: LottieError.self) { try loader.image(frame: 0, scale: 1000) }
        #expect(throws: LottieError.self) { try loader.image(frame: 0, fittingWidth: 0, height: 10) }
        // A non-finite frame draws the in point.
        #expect(try loader.image(frame: .infinity) == loader.image(frame: 0))
    }

    /// Exporters write in points such as 4.00000016: the frames a user reads are whole numbers, and the first of them
    /// draws the in point.
    @Test func fractionalInAndOutPointsAreReadAsWholeFrames() throws {
        let url = Fixtures.folder.appendingPathComponent("features/fractional-in-point.json")
        let composition = try LottieComposition(contentsOf: url)
        #expect(composition.frameRange == 4...39)
        #expect(try composition.image(frame: 4) == composition.image(frame: composition.inPoint))
        #expect(try composition.image(frame: 4).pixels.contains { $0 >> 24 != 0 })
        let plain = try SpecTests.composition(#"{"fr": 30, "ip": 0.5, "op": 10.5, "w": 10, "h": 10, "layers": []}"#)
        #expect(plain.frameRange == 1...10)
    }

    /// Sizes are points: a composition larger than any image loads, and is drawn scaled to the pixels asked for.
    @Test func largeCompositionsLoadAndDrawScaledDown() throws {
        let json = #"""
            {"fr": 30, "ip": 0, "op": 10, "w": 20000, "h": 10000, "layers": [
              {"ty": 1, "ind": 1, "ip": 0, "op": 10, "st": 0, "sc": "#ff0000", "sw": 20000, "sh": 10000, "ks": {}}]}
            """#
        let composition = try LottieComposition(data: Data(json.utf8))
        let image = try composition.image(frame: 0, fittingWidth: 200, height: 100)
        #expect(image.pixel(x: 100, y: 50) == Color(rgb8: 255, 0, 0).premultipliedPixel)
        #expect(throws: LottieError.self) { try composition.image(frame: 0) }  // 20000 px is over the image limit
    }

    /// What the players draw rather than refuse: colours over 1 and percentages over 100 are clamped, and a track
    /// matte's layer above is its matte without `td`.
    @Test func outOfRangeColoursOpacitiesAndMattesWithoutTDAreDrawn() throws {
        let red = ##"{"ty": 1, "ind": 2, "ip": 0, "op": 10, "st": 0, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}, "tt": 1}"##
        let matte = #"{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"o": {"k": 150}}, "shapes": ["#
            + #"{"ty": "rc", "p": {"k": [25, 50]}, "s": {"k": [50, 100]}}, {"ty": "fl", "c": {"k": [2, 1, 1]}}]}"#
        let composition = try LottieComposition(data: Data(Self.doc(layers: "[\(matte), \(red)]").utf8))
        let image = try composition.image(frame: 0)
        #expect(image.pixel(x: 20, y: 50) == Color(rgb8: 255, 0, 0).premultipliedPixel)  // red through the matte
        #expect(image.pixel(x: 80, y: 50) == 0)  // outside it: the matte itself is not drawn
    }

    /// A layer is drawn while ip ≤ t < op with the file's exact values, as lottie-web draws it: an out point a few
    /// millionths past a frame (53.0000022) still shows that frame, and one a little before it does not.
    @Test func aLayerIsDrawnFromItsInPointUpToItsExactOutPoint() throws {
        func drawn(ip: String = "0", op: String, at frame: Double) throws -> Bool {
            let solid = ##"{"ty": 1, "ind": 1, "ip": "## + ip + ##", "op": "## + op + ##", "st": 0, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}}"##
            let json = Self.doc(layers: "[\(solid)]").replacingOccurrences(of: #""op": 10,"#, with: #""op": 60,"#)
            return try LottieComposition(data: Data(json.utf8)).image(frame: frame).pixel(x: 50, y: 50) != 0
        }
        #expect(try drawn(op: "53.0000022", at: 53) == true)
        #expect(try drawn(op: "5.0000036657751", at: 5) == true)
        #expect(try drawn(op: "4.9999999", at: 5) == false)
        #expect(try drawn(ip: "5.0000001", op: "9", at: 5) == false)
        #expect(try drawn(ip: "5", op: "9", at: 5) == true)
    }

    /// Slips the players draw through: a parent that names no layer (the layer moves as if it had none) and an
    /// anchor of one number, `[x]` (x, 0), as rlottie and ThorVG read it.
    @Test func aMissingParentAndAOneNumberAnchorAreRead() throws {
        let square = #"{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "parent": 9, "ks": {"a": {"a": 0, "k": [20]}, "p": {"k": [50, 50]}}, "#
            + #""shapes": [{"ty": "rc", "p": {"k": [10, 10]}, "s": {"k": [20, 20]}}, {"ty": "fl", "c": {"k": [0, 0, 0, 1]}}]}"#
        let image = try LottieComposition(data: Data(Self.doc(layers: "[\(square)]").utf8)).image(frame: 0)
        // The square (0…20) moved by the position (50, 50) less the anchor (20, 0): x 30…50, y 50…70.
        #expect(image.pixel(x: 31, y: 51) == Color(rgb8: 0, 0, 0).premultipliedPixel)
        #expect(image.pixel(x: 51, y: 51) == 0 && image.pixel(x: 31, y: 49) == 0)
    }
}
