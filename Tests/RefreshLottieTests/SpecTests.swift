import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Cases where rlottie (Debian's 0.1) disagrees with the Lottie spec, tested against hand-computed expectations:
///
/// - track mattes: rlottie draws nothing for a matted layer in these files;
/// - inverted masks (`inv`) and mask opacity (`o`): rlottie ignores both;
/// - skew (`sk`, `sa`): rlottie ignores it;
/// - per-dimension easing (`o.x` / `i.x` arrays): rlottie uses the first dimension's curve for all;
/// - a layer without `ddd`: rlottie reads it as a 3D layer and ignores its rotation `r` (the spec's default is 0);
/// - a dash list without an offset entry: rlottie takes its last entry as the offset;
/// - dashes along Bézier curves: rlottie's dash and gap lengths come out about 4 % short on a circle (it drifts
///   at every segment join and measures curves by control polygons), where the spec's lengths are arc lengths;
/// - gradient opacity stops: rlottie interpolates colours premultiplied; Raster interpolates straight components
///   (as Core Graphics and SVG's stop-color / stop-opacity), so two colours fading out differ in between;
/// - image files named by the asset (`u` + `p`): rlottie did not find them beside data given to it in memory;
/// - time remap (`tm`): rlottie truncates the remapped time to a whole frame, so a precomposition moves in steps
///   (within the conformance tolerance in `layers.json`; RefreshLottie evaluates the exact time);
/// - round corners (`rd`) and polystar rotation: rlottie 0.1 draws sharp corners and turns polygons by another
///   angle (GeometryTests checks both against hand-computed vertices), and its polystar roundness follows
///   lottie-android's constants where RefreshLottie follows lottie-web's;
/// - layer effects: rlottie draws none (the Gaussian blur's spread and the Stroke effect's paint styles are checked
///   here against their definitions; ThorVG draws every paint style as the stroke's shape revealing the layer);
/// - files from exporters older than 4.4.18: lottie-web reads their fill and stroke colours on a 0…255 scale (before
///   4.1.9) and a path's closedness from the shape's `closed` or the mask's `cl`; rlottie and ThorVG read them as
///   current files (a 255 colour wraps to almost black in both).
@Suite struct SpecTests {
    /// The straight RGBA bytes of a premultiplied pixel, for readable expectations.
    static func channels(_ p: UInt32) -> [Int] { [Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF), Int(p >> 24)] }

    static func near(_ p: UInt32, _ expected: [Int], within: Int = 3) -> Bool {
        zip(channels(p), expected).allSatisfy { abs($0 - $1) <= within }
    }

    static func composition(_ json: String) throws -> LottieComposition { try LottieComposition(data: Data(json.utf8)) }

    /// A one-layer composition of `w` × `h` with the given layer JSON.
    static func single(_ layer: String, w: Int = 100, h: Int = 100, op: Int = 30) -> String {
        """
        {"v": "5.7.4", "fr": 30, "ip": 0, "op": \(op), "w": \(w), "h": \(h), "layers": [\(layer)]}
        """
    }

    @Test func mattesShowTheLayerThroughAlphaAndLuma() throws {
        let image = try Fixtures.composition("mattes").image(frame: 0)
        let red = [224, 64, 42, 255], blue = [42, 96, 224, 255], green = [48, 176, 80, 255], purple = [176, 48, 144, 255]
        let clear = [0, 0, 0, 0]
        // Alpha: a circle r = 15 at (20, 25).
        #expect(Self.near(image.pixel(x: 20, y: 25), red))
        #expect(Self.near(image.pixel(x: 45, y: 5), clear))
        // Inverted alpha: a 24 × 24 square at (75, 25) cuts a hole.
        #expect(Self.near(image.pixel(x: 75, y: 25), clear))
        #expect(Self.near(image.pixel(x: 55, y: 5), blue))
        // Luma: white rounded square inside a black one at (25, 75); black and outside hide.
        #expect(Self.near(image.pixel(x: 25, y: 75), green))
        #expect(Self.near(image.pixel(x: 45, y: 75), clear))
        #expect(Self.near(image.pixel(x: 1, y: 51), clear))
        // Inverted luma: the white circle hides, black and outside show.
        #expect(Self.near(image.pixel(x: 75, y: 75), clear))
        #expect(Self.near(image.pixel(x: 93, y: 75), purple))
        #expect(Self.near(image.pixel(x: 51, y: 51), purple))
    }

    /// A red 100 × 100 solid with a Stroke effect along a mask of mode none from (10, 50) to (90, 50): blue, brush
    /// size 5 (10 wide), paint style `style`, ending at `end` percent; `clip` adds a mask keeping x < 40.
    static func strokeEffect(style: Int, end: Double = 100, clip: Bool = false) throws -> Raster.Image {
        let line = #"{"c": false, "v": [[10, 50], [90, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}"#
        let left = #"{"c": true, "v": [[0, 0], [40, 0], [40, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}"#
        let values: [String] = ["1", "0", "0", "[0, 0, 1, 1]", "5", "0.75", "1", "0", "\(end)", "15", "\(style)"]
        let controls = values.map { #"{"ty": 0, "v": {"a": 0, "k": "# + $0 + "}}" }.joined(separator: ", ")
        let json = Self.single("""
            {"ddd": 0, "ty": 1, "ind": 1, "ip": 0, "op": 30, "st": 0, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {},
             "masksProperties": [{"mode": "n", "pt": {"a": 0, "k": \(line)}}\(clip ? #", {"mode": "a", "pt": {"a": 0, "k": "# + left + "}}" : "")],
             "ef": [{"ty": 22, "ef": [\(controls)]}]}
            """)
        return try Self.composition(json).image(frame: 0)
    }

    @Test func strokeEffectPaintsItsMaskPathInEachPaintStyle() throws {
        let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], clear = [0, 0, 0, 0]
        // On original: the stroke over the layer.
        let over = try Self.strokeEffect(style: 1)
        #expect(Self.near(over.pixel(x: 50, y: 50), blue) && Self.near(over.pixel(x: 50, y: 20), red))
        // On transparent: the stroke alone; ending at 50 % of the path, it stops at x 50 (round cap to 55).
        let alone = try Self.strokeEffect(style: 2, end: 50)
        #expect(Self.near(alone.pixel(x: 30, y: 50), blue) && Self.near(alone.pixel(x: 50, y: 20), clear))
        #expect(Self.near(alone.pixel(x: 70, y: 50), clear))
        // Reveal original: the layer through the stroke's shape, whatever the stroke's colour.
        let reveal = try Self.strokeEffect(style: 3)
        #expect(Self.near(reveal.pixel(x: 50, y: 50), red) && Self.near(reveal.pixel(x: 50, y: 20), clear))
        #expect(Self.near(reveal.pixel(x: 50, y: 54), red) && Self.near(reveal.pixel(x: 50, y: 56), clear))
        // A mask of the layer clips the layer, not the stroke drawn over it.
        let clipped = try Self.strokeEffect(style: 1, clip: true)
        #expect(Self.near(clipped.pixel(x: 20, y: 20), red) && Self.near(clipped.pixel(x: 60, y: 20), clear))
        #expect(Self.near(clipped.pixel(x: 60, y: 50), blue))
    }

    /// A drop shadow's direction is the layer's own: lottie-web filters in the layer's transformed user space, so
    /// the shadow turns with the layer (as in After Effects and ThorVG). A red 20 × 20 square at (50, 50) turned
    /// 90° clockwise, its hard black shadow 20 to the right (direction 90): the shadow falls below it, not right.
    @Test func dropShadowTurnsWithTheLayer() throws {
        let values = ["[0, 0, 0, 1]", "255", "90", "20", "0", "0"]
        let controls = values.map { #"{"ty": 0, "v": {"a": 0, "k": "# + $0 + "}}" }.joined(separator: ", ")
        let json = Self.single("""
            {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0,
             "ks": {"p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 90}}, "ef": [{"ty": 25, "ef": [\(controls)]}],
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
            """)
        let image = try Self.composition(json).image(frame: 0)
        #expect(Self.near(image.pixel(x: 50, y: 50), [255, 0, 0, 255]))
        #expect(Self.near(image.pixel(x: 50, y: 70), [0, 0, 0, 255]))
        #expect(Self.near(image.pixel(x: 70, y: 50), [0, 0, 0, 0]))
    }

    /// Shadow Only is not read, as lottie-web (whose code for it is commented out), lottie-ios, lottie-android,
    /// rlottie and ThorVG leave it: the layer is drawn with its shadow, the pixels those of the same file without it,
    /// and the parser warns that After Effects would show the shadow alone.
    @Test func shadowOnlyDrawsTheLayerWithItsShadowAndWarns() throws {
        func file(shadowOnly: String) -> String {
            let values = ["[0, 0, 0, 1]", "255", "180", "10", "0", shadowOnly]
            let controls = values.map { #"{"ty": 0, "v": {"a": 0, "k": "# + $0 + "}}" }.joined(separator: ", ")
            return Self.single("""
                {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0,
                 "ks": {"p": {"a": 0, "k": [50, 40]}}, "ef": [{"ty": 25, "ef": [\(controls)]}],
                 "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                            {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
                """)
        }
        let alone = try Self.composition(file(shadowOnly: "1")), with = try Self.composition(file(shadowOnly: "0"))
        let image = try alone.image(frame: 0)
        #expect(Self.near(image.pixel(x: 50, y: 40), [255, 0, 0, 255]))
        #expect(Self.near(image.pixel(x: 50, y: 55), [0, 0, 0, 255]))
        #expect(image == (try with.image(frame: 0)))
        #expect(alone.warnings.map(\.feature) == ["drop shadow Shadow Only"] && with.warnings.isEmpty)
    }

    /// A Stroke effect whose controls come in another order than Bodymovin's (Samsung's rlottie test file: colour
    /// first, path last) is left out with a warning naming the control, and the layer is drawn as without it, as
    /// rlottie and ThorVG draw it.
    @Test func anEffectWithUnexpectedControlsIsLeftOut() throws {
        let layer = """
            {"ddd": 0, "ty": 1, "ind": 1, "ip": 0, "op": 30, "st": 0, "sc": "#3366ff", "sw": 40, "sh": 40,
             "ks": {"p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [20, 20]}}EFFECTS}
            """
        let odd = #", "ef": [{"ty": 22, "ef": [{"ty": 2, "v": {"a": 0, "k": [1, 0.9, 0, 1]}}, {"ty": 0, "v": {"a": 0, "k": 10}},"#
            + #" {"ty": 0, "v": {"a": 0, "k": 100}}, {"ty": 0, "v": {"a": 0, "k": 100}}]}]"#
        let withOdd = try Self.composition(Self.single(layer.replacingOccurrences(of: "EFFECTS", with: odd)))
        let plain = try Self.composition(Self.single(layer.replacingOccurrences(of: "EFFECTS", with: "")))
        #expect(try withOdd.image(frame: 0) == plain.image(frame: 0))
        let warning = try #require(withOdd.warnings.first)
        #expect(warning.feature == "effect 22 with unexpected controls" && withOdd.warnings.count == 1)
        #expect(warning.description.contains("ef[0].ef[3].v.k"), "\(warning)")
    }

    /// A Fill effect at 50 % opacity makes the layer its colour at half its alpha, as lottie-web's SVGFillFilter (a
    /// colour matrix: the colour, alpha × opacity) and ThorVG draw it: a white solid filled red at 0.5 shows half red
    /// over the transparent canvas, not red over white.
    @Test func translucentFillEffectReplacesTheLayer() throws {
        let values = ["0", "0", "[1, 0, 0, 1]", "0", "0", "0", "0.5"]
        let controls = values.map { #"{"ty": 0, "v": {"a": 0, "k": "# + $0 + "}}" }.joined(separator: ", ")
        let json = Self.single("""
            {"ddd": 0, "ty": 1, "ind": 1, "ip": 0, "op": 30, "st": 0, "sc": "#ffffff", "sw": 100, "sh": 100, "ks": {},
             "ef": [{"ty": 21, "ef": [\(controls)]}]}
            """)
        let image = try Self.composition(json).image(frame: 0)
        #expect(Self.near(image.pixel(x: 50, y: 50), [128, 0, 0, 128], within: 2))  // premultiplied
    }

    @Test func invertedMaskShowsOutsideThePath() throws {
        let image = try Fixtures.composition("inverted-mask").image(frame: 0)
        #expect(Self.near(image.pixel(x: 25, y: 25), [0, 0, 0, 0]))
        #expect(Self.near(image.pixel(x: 3, y: 3), [58, 160, 74, 255]))
    }

    @Test func maskOpacityFadesTheLayer() throws {
        let json = Self.single("""
            {"ddd": 0, "ty": 1, "ind": 1, "ip": 0, "op": 30, "st": 0, "sc": "#ffffff", "sw": 10, "sh": 10, "ks": {},
             "masksProperties": [{"mode": "a", "o": {"a": 0, "k": 40},
               "pt": {"a": 0, "k": {"c": true, "v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]],
                                    "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}]}
            """, w: 10, h: 10)
        let image = try Self.composition(json).image(frame: 0)
        #expect(Self.near(image.pixel(x: 5, y: 5), [102, 102, 102, 102], within: 1))  // 0.4 × 255, premultiplied white
    }

    @Test func skewShearsAlongTheSkewAxis() throws {
        // sk 45, sa 0: x' = x + tan(−45°)·y = x − y about the anchor; a 20 × 20 square at (50, 50) becomes a
        // parallelogram whose top edge runs from x = 50 to 70 and bottom edge from 30 to 50.
        let json = Self.single("""
            {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0,
             "ks": {"p": {"a": 0, "k": [50, 50]}, "sk": {"a": 0, "k": 45}, "sa": {"a": 0, "k": 0}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
            """)
        let image = try Self.composition(json).image(frame: 0)
        #expect(image.pixel(x: 65, y: 42) >> 24 == 255)
        #expect(image.pixel(x: 35, y: 42) >> 24 == 0)
        #expect(image.pixel(x: 35, y: 57) >> 24 == 255)
        #expect(image.pixel(x: 65, y: 57) >> 24 == 0)
    }

    @Test func eachDimensionFollowsItsOwnEasing() throws {
        // x linear, y ease-in (0.42, 0, 1, 1): half-way through, y is at 0.3153568 of the way (the curve solved
        // for x = 0.5).
        let json = Self.single("""
            {"ddd": 0, "ty": 3, "ind": 1, "ip": 0, "op": 30, "st": 0,
             "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0, 0.42], "y": [0, 0]}, "i": {"x": [1, 1], "y": [1, 1]}},
                                        {"t": 10, "s": [100, 100]}]}}}
            """)
        let layer = try Self.composition(json).model.layers[0]
        let p = layer.transform.position(at: 5)
        #expect(abs(p.x - 50) < 1e-9)
        #expect(abs(p.y - 31.53568) < 1e-4)
    }

    @Test func anEasingControlXOutsideZeroToOneKeepsTheProperty() throws {
        // lottie-web's bm_ronda.json eases a head's position out of a keyframe with o.x 1.196: the players draw the
        // head where its keyframes put it; it is not dropped to the default position (0, 0) with a warning.
        let json = Self.single("""
            {"ddd": 0, "ty": 3, "ind": 1, "ip": 0, "op": 30, "st": 0,
             "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [20, 40], "o": {"x": 1.196, "y": 0.166}, "i": {"x": 0.247, "y": 0.757}},
                                        {"t": 10, "s": [60, 40], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}},
                                        {"t": 20, "s": [80, 40]}]}}}
            """)
        let composition = try Self.composition(json)
        #expect(composition.warnings.isEmpty, "\(composition.warnings)")
        let layer = composition.model.layers[0]
        #expect(abs(layer.transform.position(at: 15).x - 70) < 1e-9)
        let eased = layer.transform.position(at: 5)
        #expect(eased.x > 20 && eased.x < 60 && eased.y == 40)
    }

    @Test func startTimeAndStretchLeaveALayersOwnKeyframesInItsCompositionsTime() throws {
        // lottie-web's PropertyFactory subtracts st from both the frame and the keyframe times, and sr retimes only
        // a precomposition's layers: with st 10 and sr 2, frame 5 is still half-way from x = 0 to x = 100 (a 2 px
        // bar at x = 50).
        let json = Self.single("""
            {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 10, "sr": 2,
             "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100, 0]}]}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 50]}, "s": {"a": 0, "k": [2, 100]}, "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
            """)
        let image = try Self.composition(json).image(frame: 5)
        #expect(image.pixel(x: 49, y: 50) >> 24 == 255 && image.pixel(x: 50, y: 50) >> 24 == 255)
        #expect(image.pixel(x: 47, y: 50) >> 24 == 0 && image.pixel(x: 52, y: 50) >> 24 == 0)
    }

    @Test func layerWithoutDDDIsTwoDimensionalAndRotates() throws {
        let json = Self.single("""
            {"ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 90}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [20, 0]}, "s": {"a": 0, "k": [40, 2]}, "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
            """)
        let image = try Self.composition(json).image(frame: 0)
        #expect(image.pixel(x: 50, y: 80) >> 24 == 255)  // the bar now points down
        #expect(image.pixel(x: 80, y: 50) >> 24 == 0)
    }

    /// A 10 / 10 dash on a circle of radius 40 (length 251.3) starting at the top, clockwise: dashes cover arc
    /// lengths [20k, 20k + 10]. Samples at the middle of each dash and each gap, to the last dash at 240…250.
    @Test(arguments: [false, true])
    func dashesOnACurveAreArcLengths(withOffsetEntry: Bool) throws {
        let offset = withOffsetEntry ? #", {"n": "o", "v": {"a": 0, "k": 0}}"# : ""
        let json = Self.single("""
            {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"p": {"a": 0, "k": [50, 50]}},
             "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [80, 80]}},
                        {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}, "lc": 1, "lj": 1,
                         "d": [{"n": "d", "v": {"a": 0, "k": 10}}, {"n": "g", "v": {"a": 0, "k": 10}}\(offset)]}]}
            """)
        let image = try Self.composition(json).image(frame: 0, scale: 4)
        for k in 0..<13 {
            for (s, visible) in [(Double(k) * 20 + 5, true), (Double(k) * 20 + 15, false)] where s < 251 {
                let angle = -Double.pi / 2 + s / 40
                let x = Int((50 + 40 * cos(angle)) * 4), y = Int((50 + 40 * sin(angle)) * 4)
                #expect((image.pixel(x: x, y: y) >> 24 > 128) == visible, "arc length \(s)")
            }
        }
    }

    @Test func gradientOpacityStopsInterpolateStraightColour() throws {
        // Red (alpha 1) to blue (alpha 0) from x = 0 to x = 100: at x = 50, colour (0.5, 0, 0.5) at alpha 0.5, that
        // is premultiplied (64, 0, 64, 128).
        let json = Self.single("""
            {"ddd": 0, "ty": 4, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
                        {"ty": "gf", "t": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [100, 0]}, "o": {"a": 0, "k": 100},
                         "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0]}}}]}
            """)
        let image = try Self.composition(json).image(frame: 0)
        #expect(Self.near(image.pixel(x: 50, y: 50), [64, 0, 64, 128], within: 2))
    }

    @Test func imageFilesAreReadBesideTheJSON() throws {
        let image = try Fixtures.composition("image-file").image(frame: 0)
        // The 10 × 10 dot drawn at (10, 10) scaled × 2: its centre (20, 20) is the PNG's colour.
        #expect(Self.near(image.pixel(x: 20, y: 20), [250, 200, 30, 255]))
        #expect(image.pixel(x: 5, y: 5) == 0)
    }

    @Test func framesAreByteIdenticalAcrossRuns() throws {
        let loader = try Fixtures.composition("loader")
        for frame in [0.0, 17.5, 42] {
            #expect(try loader.image(frame: frame, scale: 2) == loader.image(frame: frame, scale: 2))
        }
    }

    @Test func aspectFitCentresTheComposition() throws {
        let loader = try Fixtures.composition("loader")  // 120 × 120 with an opaque background
        let image = try loader.image(frame: 0, fittingWidth: 300, height: 120)
        #expect(image.width == 300 && image.height == 120)
        #expect(image.pixel(x: 20, y: 60) == 0)          // left of the centred 120 × 120 square
        #expect(image.pixel(x: 150, y: 2) >> 24 == 255)  // inside it
    }

    /// Gaussian blur (`ef` `ty` 29): a straight vertical edge spreads as a Gaussian of 0.245 px per unit of blurriness
    /// (ThorVG's, `DrawingRenderer.sigmaPerBlurriness`), in the layer's units (scaled 200 % with half the blurriness:
    /// as far) and the device's (twice the pixels at scale 2); along x with dimensions 1 and 2, not with 3. Its colour
    /// stays: only coverage spreads.
    @Test(arguments: [(20.0, 1, 100.0, 1.0), (10, 1, 200, 1), (20, 2, 100, 1), (20, 3, 100, 1), (20, 1, 100, 2), (6, 1, 100, 1)])
    func gaussianBlurSpreadsWithItsBlurrinessAlongItsDimensions(blurriness: Double, dimensions: Int, layerScale: Double,
                                                                deviceScale: Double) throws {
        // The layer's rectangle covers the composition left of x = 50 and well beyond it above, below and left.
        let k = layerScale / 100
        let layer = """
            {"ty": 4, "ip": 0, "op": 30, "st": 0, "ks": {"p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [\(layerScale), \(layerScale)]}},
             "ef": [{"ty": 29, "nm": "Gaussian Blur", "ef": [{"ty": 0, "v": {"a": 0, "k": \(blurriness)}},
                    {"ty": 7, "v": {"a": 0, "k": \(dimensions)}}, {"ty": 7, "v": {"a": 0, "k": 0}}]}],
             "shapes": [{"ty": "rc", "s": {"a": 0, "k": [\(400 / k), \(400 / k)]}, "p": {"a": 0, "k": [\(-200 / k), 0]}},
                        {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.4, 1, 1]}, "o": {"a": 0, "k": 100}}]}
            """
        let composition = try Self.composition(Self.single(layer))
        #expect(composition.warnings.isEmpty)
        let image = try composition.image(frame: 0, scale: deviceScale)
        let y = image.height / 2
        let alpha = (0..<image.width).map { Double(image.pixel(x: $0, y: y) >> 24) }
        // The edge's spread: the standard deviation of the fall of alpha along the row.
        let fall = (0..<alpha.count - 1).map { alpha[$0] - alpha[$0 + 1] }
        let total = fall.reduce(0, +), mean = fall.indices.map { Double($0) * fall[$0] }.reduce(0, +) / total
        let sigma = (fall.indices.map { (Double($0) - mean) * (Double($0) - mean) * fall[$0] }.reduce(0, +) / total).squareRoot()
        let expected = dimensions == 3 ? 0 : 0.3 * (2.0 / 3).squareRoot() * blurriness * k * deviceScale
        #expect(abs(sigma - expected) <= 0.1 * expected + 0.1, "σ \(sigma), expected \(expected)")
        #expect(abs(total - 255) <= 1 && abs(mean + 1 - 50 * deviceScale) <= 0.1)
        // Half way down the edge the straight colour is the fill's.
        let p = image.pixel(x: Int(50 * deviceScale) - 1, y: y), a = Double(p >> 24)
        #expect(a > 100 && Self.near(p, [Int((0.2 * a).rounded()), Int((0.4 * a).rounded()), Int(a), Int(a)], within: 1))
    }

    /// Loop expressions as lottie-web's loopOut / loopIn: keyframes at 10, 20, 30.
    @Test func loopExpressionsRepeatTheKeyframesSpan() throws {
        let times = [10.0, 20, 30]
        let cycle = try #require(KeyframeLoop(expression: "var $bm_rt;\n$bm_rt = loopOut('Cycle');"))
        #expect(cycle.frame(45, times: times) == 25)
        #expect(cycle.frame(25, times: times) == 25)  // within the keyframes: unchanged
        let pingpong = try #require(KeyframeLoop(expression: "$bm_rt = loopOut(\"pingpong\", 1);"))
        #expect(pingpong.frame(35, times: times) == 25)  // the last keyframe's span, backwards
        #expect(pingpong.frame(45, times: times) == 25)
        let loopIn = try #require(KeyframeLoop(expression: "$bm_rt = loopIn();"))
        #expect(loopIn.frame(5, times: times) == 25)
        #expect(KeyframeLoop(expression: "loopOut('cycle')") == nil)  // no $bm_rt: lottie-web and ThorVG draw no loop
        #expect(KeyframeLoop(expression: "$bm_rt = loopOut('offset');") == nil)
        #expect(KeyframeLoop(expression: "$bm_rt = wiggle(2, 10);") == nil)
        // A span of a few ulps and a frame far away: a finite frame within the span, no overflow.
        let tiny = [0, Double.leastNonzeroMagnitude * 4]
        #expect(pingpong.frame(1e6, times: tiny).isFinite)
        #expect(TimeExpression(expression: "var $bm_rt;\n$bm_rt = time * 180;")?.perSecond == 180)
        #expect(TimeExpression(expression: "$bm_rt = -90 * time")?.perSecond == -90)
        #expect(TimeExpression(expression: "$bm_rt = value + time * 90;") == nil)  // ThorVG draws it as 0°: warned
    }

    /// Older exporters' conventions, as lottie-web's DataManager converts them: before 4.1.9 fill and stroke colours
    /// are on a 0…255 scale (a half-red fill is half red, not clamped to full); before 4.4.18 a shape is closed as its
    /// `closed` says and a mask as its `cl`, whatever the path's `c`. From those versions on, the same file reads as
    /// any other (colours clamped to 0…1, `c` closes). A part that is not a number is passed over ("4.1.x" is not
    /// below 4.1.9, but is below 4.4.18), as lottie-web compares.
    @Test(arguments: [("4.1.7", true, true), ("4.4.9", false, true), ("5.7.4", false, false), ("4.1.x", false, true)])
    func olderExportersAreReadAsLottieWebReadsThem(version: String, colours255: Bool, closedBeside: Bool) throws {
        // A square outline stroked without `c` (open: its left side missing) but `closed` true, and a fill of
        // [128, 64, 0] under a mask whose path has no `c` but `cl` true.
        let open = #"{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[10,10],[40,10],[40,40],[10,40]]}"#
        let json = #"{"v":""# + version + #"","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":["#
            + #"{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"ks":{},"shapes":[{"ty":"sh","closed":true,"ks":{"a":0,"k":"# + open + "}},"
            + #"{"ty":"st","c":{"a":0,"k":[0,0,255,255]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":1}]},"#
            + #"{"ty":4,"ind":2,"ip":0,"op":10,"st":0,"ks":{},"hasMask":true,"masksProperties":[{"mode":"a","cl":true,"#
            + #""pt":{"a":0,"k":{"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]],"v":[[50,50],[90,50],[90,90]]}},"o":{"a":0,"k":100}}],"#
            + #""shapes":[{"ty":"rc","p":{"a":0,"k":[70,70]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[128,64,0,255]},"o":{"a":0,"k":100}}]}]}"#
        let image = try Self.composition(json).image(frame: 0)
        // The stroke's left side (x 10, y 25) is drawn only when the path closes.
        #expect((image.pixel(x: 10, y: 25) >> 24 > 128) == closedBeside, "\(version): left side")
        // Inside the triangle (below its diagonal): the fill's colour.
        let inside = Self.channels(image.pixel(x: 80, y: 65))
        #expect(inside[0] == 255 || colours255, "\(version): red clamped to full")
        if colours255 { #expect(Self.near(image.pixel(x: 80, y: 65), [128, 64, 0, 255], within: 1), "\(version): \(inside)") }
        #expect(inside[3] == 255, "\(version): the mask covers the triangle")
    }
}
