import Foundation
@testable import Raster
import Testing
@testable import RefreshLottie

/// Drawing keeps caches on the canvas (recorded coverage of shapes, masks and mattes that stay put, the alpha masks
/// and blurred shadows of layers with effects): frames drawn
/// in a shuffled order, each more than once, on one canvas equal the same frames drawn each on a new canvas. A stale
/// cache (a shape replayed after it changed) shows here as a frame that differs.
@Suite struct FrameOrderTests {
    static let files = ["masks", "mattes", "inverted-mask", "trims", "repeater", "gradients", "features/masked-solid",
                        "features/effects", "features/scaled-shadow", "lottie-ios/issue_1169_shadow_effect_animated",
                        "features/gaussian-blur",
                        "lottie-ios/Switch_States", "lottie-ios/Zoom", "features/mask-expansion", "lottie-ios/cactus",
                        "features/blend-modes", "lottie-ios/settings_slider", "features/start-time-precomp"]

    @Test(arguments: files) func framesInAnyOrderEqualFreshFrames(_ name: String) throws {
        let composition = try Fixtures.composition(name)
        let scale = min(1, 96 / max(composition.width, composition.height))
        let range = composition.frameRange
        let frames = Array(stride(from: range.lowerBound, through: range.upperBound,
                                  by: max(1, range.count / 8)))
        let fresh = try frames.map { try composition.image(frame: Double($0), scale: scale) }
        let canvas = try Canvas(width: fresh[0].width, height: fresh[0].height)
        for pass in 0..<3 {
            // A scrambled order, another each pass, the same on every run.
            for i in frames.indices.sorted(by: { ($0 * 7919 + pass * 31) % 97 < ($1 * 7919 + pass * 31) % 97 }) {
                canvas.clear()
                composition.draw(frame: Double(frames[i]), on: canvas, transform: .scale(scale, scale))
                #expect(canvas.makeImage() == fresh[i], "\(name) frame \(frames[i])")
            }
        }
    }

    /// Still layers under a moving one are a picture of their own, kept from the second frame on while the frame as
    /// a whole changes: in mask-expansion three still masked solids under one whose mask grows, in settings_slider
    /// the still layers under the moving hand inside the precomposition that wraps the file.
    @Test(arguments: ["features/mask-expansion", "lottie-ios/settings_slider"])
    func aStillBackdropIsKeptUnderWhatMoves(_ name: String) throws {
        let composition = try Fixtures.composition(name)
        let canvas = try Canvas(width: Int(composition.width), height: Int(composition.height))
        for frame in 0..<4 {
            canvas.clear()
            composition.draw(frame: Double(frame), on: canvas)
        }
        #expect(canvas.pictures.count == 2)
        #expect(canvas.pictures.values.filter { $0.pixels != nil }.count == 1)
    }

    /// A precomposition is looked through for the still backdrop only when it draws straight onto the canvas: one
    /// that covers the canvas is (its still solid is kept under the moving square), one whose clip cuts its content
    /// or that is faded is drawn whole. Frames drawn in turn on one canvas equal frames each drawn afresh.
    @Test(arguments: [(40, 100, true), (24, 100, false), (40, 60, false)])
    func aPrecompositionIsLookedThroughOnlyWhenItDrawsStraight(size: Int, opacity: Int, kept: Bool) throws {
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":8,"w":40,"h":40,"assets":[{"id":"inner","layers":["#
            + #"{"ty":4,"ind":1,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[{"t":0,"s":[6,6],"#
            + #""i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":8,"s":[30,30]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"#
            + #""s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0.2,0.3,0.9,1]},"o":{"a":0,"k":100}}]},"#
            + ##"{"ty":1,"ind":2,"ip":0,"op":8,"st":0,"sw":40,"sh":40,"sc":"#e08020","ks":{"o":{"a":0,"k":100}}}]}],"##
            + #""layers":[{"ty":0,"ind":1,"refId":"inner","ip":0,"op":8,"st":0,"w":"# + "\(size),\"h\":\(size)"
            + #","ks":{"o":{"a":0,"k":"# + "\(opacity)" + "}}}]}"
        let canvas = try Self.framesInTurnAreFreshFrames(json)
        #expect(canvas.pictures.values.contains { $0.pixels != nil } == kept)
    }

    /// A blurred layer that stays put over one that moves is blurred once: its blurred pixels are kept on the canvas
    /// (`Canvas.drawKeptGroup`) and composited again, the frames those of drawing each afresh.
    @Test func aStillBlurredLayerIsBlurredOnce() throws {
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":8,"w":60,"h":40,"layers":["#
            + #"{"ty":4,"ind":1,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100}},"ef":[{"ty":29,"en":1,"ef":["#
            + #"{"ty":0,"v":{"a":0,"k":12}},{"ty":7,"v":{"a":0,"k":1}},{"ty":7,"v":{"a":0,"k":0}}]}],"#
            + #""shapes":[{"ty":"el","p":{"a":0,"k":[30,20]},"s":{"a":0,"k":[24,16]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0.9,0.4,0.1,1]},"o":{"a":0,"k":80}}]},"#
            + #"{"ty":4,"ind":2,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[{"t":0,"s":[6,8],"#
            + #""i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":8,"s":[44,22]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"#
            + #""s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0.1,0.2,0.8,1]},"o":{"a":0,"k":100}}]}]}"#
        let canvas = try Self.framesInTurnAreFreshFrames(json)
        #expect(canvas.keptGroups.count == 1)
    }

    /// A tinted layer that stays put over one that moves is recoloured once (`Canvas.drawKeptGroup`), and a tritone
    /// whose amount changes is recoloured every frame; the frames are those of drawing each afresh.
    @Test(arguments: [(#"{"a":0,"k":100}"#, 1), (#"{"a":1,"k":[{"t":0,"s":[20],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":8,"s":[90]}]}"#, 4)])
    func aStillTintedLayerIsRecolouredOnce(amount: String, kept: Int) throws {
        let tritone = #"{"ty":23,"en":1,"ef":[{"ty":2,"v":{"a":0,"k":[1,0.9,0.2,1]}},{"ty":2,"v":{"a":0,"k":[0.8,0.1,0.4,1]}},"#
            + #"{"ty":2,"v":{"a":0,"k":[0.05,0.1,0.3,1]}},{"ty":0,"v":"# + amount + "}]}"
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":8,"w":60,"h":40,"layers":["#
            + #"{"ty":4,"ind":1,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100}},"ef":["# + tritone + "],"
            + #""shapes":[{"ty":"el","p":{"a":0,"k":[30,20]},"s":{"a":0,"k":[24,16]}},"#
            + #"{"ty":"gf","s":{"a":0,"k":[18,20]},"e":{"a":0,"k":[42,20]},"t":1,"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}}]},"#
            + #"{"ty":4,"ind":2,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100},"p":{"a":1,"k":[{"t":0,"s":[6,8],"#
            + #""i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":8,"s":[44,22]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"#
            + #""s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0.1,0.2,0.8,1]},"o":{"a":0,"k":100}}]}]}"#
        let canvas = try Self.framesInTurnAreFreshFrames(json)
        #expect(canvas.keptGroups.count == kept)
    }

    /// A layer that stays put seen through a mask or matte that moves (a reveal) is drawn twice and then kept
    /// (`Canvas.drawGroup(keptAs:…)`), one that moves is never kept; the frames are those of drawing each afresh, where
    /// the layer is drawn only within the mask's box. `still` says whether the revealed layer stays put, `matte`
    /// whether it is revealed by an alpha matte rather than its own mask.
    @Test(arguments: [(true, false), (true, true), (false, false), (false, true)])
    func aStillLayerUnderAMovingMaskIsKept(still: Bool, matte: Bool) throws {
        func rect(_ x0: Int, _ x1: Int) -> String {
            #"{"c":true,"v":[["# + "\(x0),4],[\(x1),4],[\(x1),36],[\(x0),36]]"
                + #","i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
        }
        let wipe = #"{"a":1,"k":[{"t":0,"s":["# + rect(2, 12) + #"],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},"#
            + #"{"t":8,"s":["# + rect(2, 57) + "]}]}"
        let position = still ? #"{"a":0,"k":[0,0]}"#
            : #"{"a":1,"k":[{"t":0,"s":[0,0],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":8,"s":[9,3]}]}"#
        let content = #""shapes":[{"ty":"el","p":{"a":0,"k":[22,20]},"s":{"a":0,"k":[30,24]}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0.9,0.4,0.1,1]},"o":{"a":0,"k":100}},"#
            + #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[40,20]},"s":{"a":0,"k":[20,30]},"r":{"a":0,"k":3}},"#
            + #"{"ty":"gf","s":{"a":0,"k":[30,20]},"e":{"a":0,"k":[50,20]},"t":1,"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,0.1,0.3,0.9,1,0.9,0.9,0.2]}}},{"ty":"tr","p":{"a":0,"k":[0,0]}}]}]"#
        let revealed = #"{"ty":4,"ind":2,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":90},"p":"# + position + "},"
            + (matte ? #""tt":1,"# : #""masksProperties":[{"mode":"a","inv":false,"o":{"a":0,"k":100},"pt":"# + wipe + "}],")
            + content + "}"
        let source = #"{"ty":4,"ind":1,"td":1,"ip":0,"op":8,"st":0,"ks":{"o":{"a":0,"k":100}},"#
            + #""shapes":[{"ty":"sh","ks":"# + wipe + #"},{"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}}]}"#
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":8,"w":60,"h":40,"layers":["#
            + (matte ? source + "," : "") + revealed + "]}"
        let canvas = try Self.framesInTurnAreFreshFrames(json)
        #expect(canvas.keptContents.contains { $0.pixels != nil } == still)
    }

    /// Draws the file's frames 0…7 in turn on one canvas, each checked against the frame drawn on a new canvas, and
    /// returns that canvas (for what it kept).
    static func framesInTurnAreFreshFrames(_ json: String) throws -> Canvas {
        let composition = try LottieComposition(data: Data(json.utf8))
        let canvas = try Canvas(width: Int(composition.width), height: Int(composition.height))
        for frame in 0..<8 {
            canvas.clear()
            composition.draw(frame: Double(frame), on: canvas)
            #expect(canvas.makeImage() == (try composition.image(frame: Double(frame))), "frame \(frame)")
        }
        return canvas
    }

    /// The frame a canvas last drew is known again without evaluating it only for the same composition, frame and
    /// transform: two files drawn in turn at the same frame numbers and scales, each frame and scale more than once
    /// in a row, give each file's own pixels.
    @Test func theSameFrameAgainIsThatCompositionsFrame() throws {
        let files = try ["trims", "shapes"].map(Fixtures.composition)
        let canvas = try Canvas(width: 100, height: 100)
        for frame in [3.0, 3, 7, 7, 3] {
            for scale in [1.0, 1, 0.5] {
                for (i, composition) in files.enumerated() {
                    canvas.clear()
                    composition.draw(frame: frame, on: canvas, transform: .scale(scale, scale))
                    let fresh = try Canvas(width: 100, height: 100)
                    composition.draw(frame: frame, on: fresh, transform: .scale(scale, scale))
                    let same = canvas.makeImage() == fresh.makeImage()
                    #expect(same, "file \(i) frame \(frame) at \(scale)")
                }
            }
        }
    }

    /// Layers with effects that move while their effects stay the same (a soft and a hard shadow, a fill) beside one
    /// that stays put: a shadow or alpha kept from another frame would draw where the layer was.
    static let movingEffects: String = {
        func shadow(_ softness: Double) -> String {
            """
            {"ty": 25, "ef": [{"ty": 2, "v": {"a": 0, "k": [0, 0, 0, 1]}}, {"ty": 0, "v": {"a": 0, "k": 160}},
            {"ty": 0, "v": {"a": 0, "k": 135}}, {"ty": 0, "v": {"a": 0, "k": 6}}, {"ty": 0, "v": {"a": 0, "k": \(softness)}},
            {"ty": 7, "v": {"a": 0, "k": 0}}]}
            """
        }
        let fill = """
            {"ty": 21, "ef": [{"ty": 10, "v": {"a": 0, "k": 0}}, {"ty": 7, "v": {"a": 0, "k": 0}},
            {"ty": 2, "v": {"a": 0, "k": [0.1, 0.4, 0.9, 1]}}, {"ty": 7, "v": {"a": 0, "k": 0}},
            {"ty": 0, "v": {"a": 0, "k": 0}}, {"ty": 0, "v": {"a": 0, "k": 0}}, {"ty": 0, "v": {"a": 0, "k": 0.7}}]}
            """
        func layer(_ position: String, _ effect: String) -> String {
            """
            {"ty": 4, "ip": 0, "op": 40, "st": 0, "ks": {"p": \(position)}, "ef": [\(effect)],
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [24, 18]}, "r": {"a": 0, "k": 3}},
                        {"ty": "fl", "c": {"a": 0, "k": [0.9, 0.6, 0.1, 1]}, "o": {"a": 0, "k": 100}}]}
            """
        }
        func moving(_ from: [Int], _ to: [Int]) -> String {
            """
            {"a": 1, "k": [{"t": 0, "s": \(from), "i": {"x": 0.5, "y": 0.5}, "o": {"x": 0.5, "y": 0.5}}, {"t": 39, "s": \(to)}]}
            """
        }
        let layers = [layer(moving([20, 20], [70, 40]), shadow(8)), layer(moving([70, 75], [30, 60]), shadow(0)),
                      layer(moving([25, 50], [75, 20]), fill), layer(#"{"a": 0, "k": [50, 80]}"#, shadow(8))]
        return #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 40, "w": 100, "h": 100, "layers": ["# + layers.joined(separator: ", ")
            + "]}"
    }()

    @Test func movingEffectsInAnyOrderEqualFreshFrames() throws {
        let composition = try LottieComposition(data: Data(Self.movingEffects.utf8))
        let frames = Array(stride(from: 0, through: 39, by: 5))
        let fresh = try frames.map { try composition.image(frame: Double($0)) }
        #expect(fresh[0] != fresh[1])
        let canvas = try Canvas(width: 100, height: 100)
        for pass in 0..<3 {
            for i in frames.indices.sorted(by: { ($0 * 7919 + pass * 31) % 97 < ($1 * 7919 + pass * 31) % 97 }) {
                canvas.clear()
                composition.draw(frame: Double(frames[i]), on: canvas)
                let same = canvas.makeImage() == fresh[i]  // a Bool: a failure need not print both images
                #expect(same, "moving effects frame \(frames[i])")
            }
        }
    }
}
