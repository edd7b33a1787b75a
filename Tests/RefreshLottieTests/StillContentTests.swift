import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// What is evaluated once at load (`LayerStill`, `GroupStill`, `MaskModel.stillPath`) is what evaluating each frame
/// gives: every corpus file's frames equal those of the same model with nothing kept, tree for tree.
@Suite struct StillContentTests {
    static let files: [String] = ["", "lottie-ios", "features"].flatMap { folder in
        let dir = Fixtures.folder.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted().map { (folder.isEmpty ? "" : folder + "/") + $0.dropLast(5) }
    }

    @Test func everyCorpusFileDrawsAsIfEvaluatedEachFrame() throws {
        #expect(Self.files.count > 30)
        var kept = 0, keptGroups = 0, keptDrawings = 0, keptPrecompDrawings = 0
        for name in Self.files {
            let composition = try Fixtures.composition(name)
            let model = composition.model
            var plain = model
            plain.layers = Self.forgotten(model.layers)
            plain.precomps = model.precomps.mapValues(Self.forgotten)
            kept += Self.keptCount(model.layers) + model.precomps.values.map(Self.keptCount).reduce(0, +)
            keptDrawings += model.layers.filter { $0.still.drawing != nil }.count
            keptPrecompDrawings += model.precomps.values.joined().filter { $0.still.drawing != nil }.count
            keptGroups += (model.layers + model.precomps.values.joined()).map { layer in
                guard case .shapes(let items) = layer.content else { return 0 }
                return Self.keptCount(items)
            }.reduce(0, +)
            let range = composition.frameRange
            for frame in stride(from: Double(range.lowerBound), through: Double(range.upperBound), by: max(1, Double(range.count) / 24)) {
                // Compared first, so a failure names the frame rather than printing both trees.
                let same = FrameEvaluator(model: model).drawing(at: frame) == FrameEvaluator(model: plain).drawing(at: frame)
                #expect(same, "\(name) frame \(frame) differs from evaluating it afresh")
            }
        }
        // The corpus has still shapes and masks, so the comparison above is not of two empty caches.
        #expect(kept > 20)
        #expect(keptGroups > 5, "unanimated groups in animated layers: \(keptGroups)")
        #expect(keptDrawings > 5, "wholly unanimated root layers: \(keptDrawings)")
        #expect(keptPrecompDrawings > 5, "wholly unanimated layers of precompositions: \(keptPrecompDrawings)")
    }

    /// A transform's constancy is judged field by field by name: a field added to `TransformModel` without being
    /// judged would keep an animated transform still. This fails until the new field is named there.
    @Test func aTransformsFieldsAreEachJudged() throws {
        let fields = Mirror(reflecting: TransformModel()).children.compactMap(\.label)
        #expect(fields == TransformModel.judgedFields)
        // Whether each judged field makes a transform vary is what everyCorpusFileDrawsAsIfEvaluatedEachFrame checks.
        #expect(TransformModel().isConstantInTime)
    }

    @Test func aGroupsFieldsAreEachJudged() throws {
        let group = ShapeGroup(items: [], transform: TransformModel())
        #expect(Mirror(reflecting: group).children.compactMap(\.label) == ShapeGroup.judgedFields)
        #expect(group.isConstantInTime)
        // An animated transform or item makes the group vary; items kept are the same at every frame.
        let keyed = try shapes(#"{"ty":"gr","it":["# + Self.transform(#"{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[90]}]}"#) + "]}")
        guard case .group(let turning) = keyed[0] else { Issue.record("\(keyed)"); return }
        #expect(!turning.isConstantInTime)
        var holding = group
        holding.items = keyed
        #expect(!holding.isConstantInTime)
        let still = try shapes(#"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}}"#)
        holding.items = still
        holding.stillItems = ShapeEvaluator(frame: 0).evaluated(still)
        #expect(holding.isConstantInTime)
    }

    @Test func aLettersFieldsAreEachJudged() throws {
        let letter = AnimatedText.Letter(glyph: nil, advance: 0, line: 0, isBreak: false, isSpace: false, groupAdvance: 0,
                                         offsetInGroup: 0, indexes: [])
        #expect(Mirror(reflecting: letter).children.compactMap(\.label) == AnimatedText.Letter.judgedFields)
        #expect(letter.isConstantInTime)
        // A glyph with a keyframe makes its letter vary; kept (`still`), a glyph is the same at every frame.
        let keyed = try shapes(#"{"ty":"gr","it":["# + Self.transform(#"{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[90]}]}"#) + "]}")
        var moving = letter
        moving.glyph = keyed
        #expect(!moving.isConstantInTime)
        let still = try shapes(#"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}}"#)
        moving.glyph = still
        moving.still = GlyphStill(still)
        #expect(moving.still != nil && moving.isConstantInTime)
    }

    @Test func anAnimatedPropertyAnywhereMakesShapesVary() throws {
        let still = try shapes(#"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},"#
                               + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"# + Self.transform(#"{"a":0,"k":0}"#) + "]}")
        #expect(TimeInvariance.holds(for: still))
        // A keyframe deep in a group's transform, and a rotation turning with time (an expression, not keyframes).
        let keyed = try shapes(#"{"ty":"gr","it":["# + Self.transform(#"{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[90]}]}"#) + "]}")
        #expect(!TimeInvariance.holds(for: keyed))
        let turning = try shapes(#"{"ty":"gr","it":["# + Self.transform(#"{"a":0,"k":0,"x":"$bm_rt = time * 90;"}"#) + "]}")
        #expect(!TimeInvariance.holds(for: turning))
    }

    /// A still layer under a turning parent turns with it: its drawing is not kept.
    @Test func aStillLayerUnderAnAnimatedParentIsEvaluatedEachFrame() throws {
        let json = #"{"v":"5.7.0","w":20,"h":20,"fr":30,"ip":0,"op":10,"layers":["#
            + #"{"ty":3,"ind":1,"ip":0,"op":10,"st":0,"ks":{"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":9,"s":[90]}]}}},"#
            + ##"{"ty":1,"ind":2,"parent":1,"ip":0,"op":10,"st":0,"sw":8,"sh":4,"sc":"#ff0000","ks":{}}]}"##
        let model = try LottieComposition(data: Data(json.utf8)).model
        #expect(model.layers[1].still.drawing == nil)
        let evaluator = FrameEvaluator(model: model)
        #expect(evaluator.drawing(at: 0) != evaluator.drawing(at: 5))
    }

    /// A still group keeps its draws' paths; a modifier after it that changes its geometries (trim, round corners,
    /// offset, pucker and bloat, each animated) drops them, so every frame draws the modified shape, as evaluating
    /// it afresh does.
    @Test(arguments: [#"{"ty":"tm","s":{"a":0,"k":10},"e":"# + Self.ramp + #","o":{"a":0,"k":0},"m":1}"#,
                      #"{"ty":"rd","r":"# + Self.ramp + "}",
                      #"{"ty":"op","a":"# + Self.ramp + #","lj":1,"ml":{"a":0,"k":4}}"#,
                      #"{"ty":"pb","a":"# + Self.ramp + "}"])
    func aModifierAfterAStillGroupChangesWhatItDraws(modifier: String) throws {
        let group = #"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[12,8]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":2},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},"# + Self.transform(#"{"a":0,"k":0}"#) + "]}"
        let items = try shapes(group + "," + modifier)
        guard case .group(let g) = items[0], let still = g.still else { return #expect(Bool(false), "the group is not kept") }
        #expect(still.result.draws.allSatisfy { $0.path != nil })
        let drawn = (0..<10).map { ShapeEvaluator(frame: Double($0)).commands(items) }
        for frame in 0..<10 {
            // Compared first, so a failure names the frame rather than printing both trees.
            let same = drawn[frame] == ShapeEvaluator(frame: Double(frame)).commands(Self.forgotten(items))
            #expect(same, "frame \(frame) differs from evaluating it afresh")
        }
        #expect(Set(drawn.map { "\($0)" }).count > 1, "the modifier changes the shape from frame to frame")
    }

    /// A text under animators keeps each unanimated glyph's evaluation and outline (`GlyphStill`), and a document
    /// group whose only motion is its own fade keeps its items' (`ShapeGroup.stillItems`). A glyph whose outline is
    /// keyframed keeps nothing, and the document shown from a later keyframe replaces the first: every frame draws
    /// what evaluating it afresh draws, tree for tree and pixel for pixel on one canvas drawn frame after frame.
    @Test func keptGlyphsAndDocumentsDrawAsIfEvaluatedEachFrame() throws {
        func glyph(_ character: String, _ path: String) -> String {
            #"{"ch":""# + character + #"","fFamily":"F","style":"Regular","w":30,"data":{"shapes":[{"ty":"gr","it":["#
                + #"{"ty":"sh","ks":"# + path + "}," + Self.transform(#"{"a":0,"k":0}"#) + "]}]}}"
        }
        let bar = #"{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[5,-70],[15,-70],[15,0],[5,0]],"c":true}"#
        let wide = #"{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],"v":[[0,-70],[25,-70],[25,0],[0,0]],"c":true}"#
        func document(_ time: Int, _ text: String, _ size: Int) -> String {
            #"{"t":"# + "\(time)" + #","s":{"s":"# + "\(size)" + #","f":"F","t":""# + text
                + #"","j":0,"tr":0,"lh":30,"fc":[0.2,0.4,0.9],"sc":[0.1,0.1,0.1],"sw":1}}"#
        }
        func layer(_ animators: String, _ first: String, _ second: String) -> String {
            #"{"ty":5,"ip":0,"op":10,"st":0,"ks":{"p":{"a":0,"k":[4,36]}},"t":{"d":{"k":["# + document(0, first, 12) + ","
                + document(5, second, 16) + #"]},"m":{"g":1},"a":["# + animators + "]}}"
        }
        let wave = #"{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":40},"#
            + #""o":{"a":1,"k":[{"t":0,"s":[-40],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":9,"s":[100]}]},"r":1},"#
            + #""a":{"p":{"a":0,"k":[0,-6]},"fc":{"a":0,"k":[1,0,0,1]}}}"#
        let json = #"{"v":"5.7.0","w":40,"h":40,"fr":30,"ip":0,"op":10,"layers":["# + layer(wave, "LIL", "ILL") + "," + layer("", "LL", "LLL") + "],"
            + #""fonts":{"list":[{"fName":"F","fFamily":"F","fStyle":"Regular","ascent":70}]},"chars":["# + glyph("L", #"{"a":0,"k":"# + bar + "}")
            + "," + glyph("I", #"{"a":1,"k":[{"t":0,"s":["# + bar + #"],"i":{"x":1,"y":1},"o":{"x":0,"y":0}},{"t":9,"s":["# + wide + "]}]}")
            + "]}"
        let composition = try LottieComposition(data: Data(json.utf8))
        let model = composition.model
        // The animated layer: each document's text keeps L's glyph, not I's; the other layer's documents, of L alone,
        // keep their items.
        let documents = model.layers.map { layer -> [ShapeGroup] in
            guard case .shapes(let items) = layer.content else { return [] }
            return items.compactMap { if case .group(let g) = $0 { g } else { nil } }
        }
        let texts = documents[0].compactMap { g -> AnimatedText? in if case .text(let t) = g.items.first { t } else { nil } }
        #expect(texts.count == 2)
        #expect(texts.map { $0.letters.map { $0.still != nil } } == [[true, false, true], [false, true, true]])
        #expect(documents[1].count == 2 && documents[1].allSatisfy { $0.stillItems != nil })
        var plain = model
        plain.layers = Self.forgotten(model.layers)
        let evaluator = FrameEvaluator(model: model), afresh = FrameEvaluator(model: plain)
        let canvas = try Canvas(width: 40, height: 40)
        for frame in 0..<10 {
            let same = evaluator.drawing(at: Double(frame)) == afresh.drawing(at: Double(frame))
            #expect(same, "frame \(frame) differs from evaluating it afresh")
            canvas.clear()
            composition.draw(frame: Double(frame), on: canvas)
            let fresh = try LottieComposition(data: Data(json.utf8)).image(frame: Double(frame))
            #expect(canvas.makeImage() == fresh, "frame \(frame) on a canvas drawn frame after frame")
        }
        // The glyph's outline and the document change what is drawn.
        #expect(evaluator.drawing(at: 0) != evaluator.drawing(at: 4))
        #expect(evaluator.drawing(at: 4) != evaluator.drawing(at: 5))
    }

    static let ramp = #"{"a":1,"k":[{"t":0,"s":[40],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":9,"s":[3]}]}"#

    static func transform(_ rotation: String) -> String {
        #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":"# + rotation
            + #","o":{"a":0,"k":100}}"#
    }

    /// The shape items of a one-layer file whose layer's shapes are `item`.
    func shapes(_ item: String) throws -> [ShapeItem] {
        let json = #"{"v":"5.7.0","w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[{"ty":4,"ip":0,"op":10,"st":0,"ks":{},"#
            + #""shapes":["# + item + "]}]}"
        let model = try LottieComposition(data: Data(json.utf8)).model
        guard case .shapes(let items) = model.layers[0].content else { return [] }
        return items
    }

    static func forgotten(_ layers: [Layer]) -> [Layer] {
        layers.map { layer in
            var plain = layer
            plain.still = LayerStill()
            for i in plain.masks.indices { plain.masks[i].stillPath = nil }
            if case .shapes(let items) = layer.content { plain.content = .shapes(forgotten(items)) }
            return plain
        }
    }

    static func forgotten(_ items: [ShapeItem]) -> [ShapeItem] {
        items.map { item in
            switch item {
            case .group(var group):
                group.still = nil
                group.stillItems = nil
                group.items = forgotten(group.items)
                return .group(group)
            case .text(var text):
                for i in text.letters.indices {
                    text.letters[i].still = nil
                    text.letters[i].glyph = text.letters[i].glyph.map(forgotten)
                }
                return .text(text)
            default:
                return item
            }
        }
    }

    static func keptCount(_ layers: [Layer]) -> Int {
        layers.map { layer in
            var groups = 0
            if case .shapes(let items) = layer.content { groups = keptCount(items) }
            return (layer.still.items == nil ? 0 : 1) + (layer.still.drawing == nil ? 0 : 1)
                + layer.masks.filter { $0.stillPath != nil }.count + groups
        }.reduce(0, +)
    }

    static func keptCount(_ items: [ShapeItem]) -> Int {
        items.map { item in
            guard case .group(let group) = item else { return 0 }
            return (group.still == nil ? 0 : 1) + keptCount(group.items)
        }.reduce(0, +)
    }
}
