import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// dotLottie themes and Lottie slots, drawn as ThorVG draws the same slots (given to it with gen_slot / apply_slot,
/// in the form dotlottie-rs converts each theme to).
@Suite struct ThemeTests {
    static let multiThemes = ContainerTests.dotLottieFolder.appendingPathComponent("multi_themes.lottie")

    /// dotlottie-rs's slots for two of multi_themes.lottie's themes, written out by hand from its conversion rules
    /// (a rule's value as `{"a": 0, "k": …}`, its keyframes as `{"a": 1, "k": [{"t", "s", "i", "o"}]}`).
    static let thorvgSlots = [
        "dark": #"{"bg_color":{"p":{"a":0,"k":[0,0,0]}},"check_color":{"p":{"a":0,"k":[1,1,1]}}}"#,
        "animated_dark": #"{"bg_color":{"p":{"a":1,"k":[{"t":0,"s":[0.2275,0.5255,1],"o":{"x":0,"y":0}},{"t":89,"s":[0,0,0],"i":{"x":1,"y":1},"o":{"x":0,"y":0}}]}},"check_color":{"p":{"a":1,"k":[{"t":0,"s":[1,1,1],"o":{"x":0,"y":0}}]}}}"#,
    ]

    /// At 15, 50 and 85 % of the animation, each theme drawn by us is within the conformance rule of ThorVG drawing
    /// the same slots; the check colour and the dark background are where ThorVG puts them.
    @Test(arguments: ["dark", "animated_dark"])
    func themesMatchThorVGWithTheSameSlots(_ theme: String) throws {
        guard ThorVGOracle.isAvailable else {
            print("ThemeTests: thorvg-python is not installed (make deps installs it): \(theme) not compared")
            return
        }
        let document = try LottieDocument(contentsOf: Self.multiThemes)
        let composition = try document.composition(theme: theme)
        let folder = try ContainerTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("scene.json"), slots = folder.appendingPathComponent("slots.json")
        try ContainerTests.json(of: "Main Scene", in: Self.multiThemes).write(to: json)
        let given = try #require(Self.thorvgSlots[theme])
        try Data(given.utf8).write(to: slots)
        let frames = [0.15, 0.5, 0.85].map { composition.inPoint + $0 * (composition.outPoint - composition.inPoint) }
        let size = 200
        guard case .rendered(let results) = ThorVGOracle.render([
            FrameOracle.Job(url: URL(fileURLWithPath: json.path + "|slots=" + slots.path), width: size, height: size, frames: frames),
        ]), let thorvg = results.first ?? nil else {
            Issue.record("ThorVG did not draw \(theme)")
            return
        }
        for (i, frame) in frames.enumerated() {
            let ours = try composition.image(frame: frame, scale: Double(size) / composition.width).pixels
            let verdict = PlayerConformanceTests.verdict(ours, [nil, thorvg[i]], floor: .rule)
            #expect(verdict.pass, "\(theme) frame \(frame): \(verdict.detail)")
            if !verdict.pass { Fixtures.writeSideBySide("theme-\(theme)", frame: Int(frame), [ours, thorvg[i]], width: size, height: size) }
        }
        // The dark theme's black background shows in the last frame, where the file's own slot is blue-purple.
        let last = try composition.image(frame: frames[2], scale: Double(size) / composition.width)
        let own = try document.composition().image(frame: frames[2], scale: Double(size) / composition.width)
        #expect(last.pixel(x: 100, y: 70) != own.pixel(x: 100, y: 70))
    }

    /// A slots object given with the file overrides its own slots and any theme, id by id.
    @Test func givenSlotsOverrideTheFilesOwn() throws {
        let document = try LottieDocument(contentsOf: Self.multiThemes)
        let red = #"{"bg_color": {"p": {"a": 0, "k": [1, 0, 0]}}}"#
        let composition = try document.composition(theme: "dark", slots: Data(red.utf8))
        let pixel = try composition.image(frame: 76, scale: 0.4).pixel(x: 100, y: 70)
        #expect(pixel == Color(rgb8: 255, 0, 0).premultipliedPixel)
        // The theme's other slot (the white check) still applies.
        let check = try document.composition(theme: "dark").image(frame: 76, scale: 0.4)
        #expect(check.pixel(x: 100, y: 70) == Color(rgb8: 0, 0, 0).premultipliedPixel)
    }

    /// Every rule type converts to the slot property Lottie writes for it.
    @Test func everyRuleTypeBecomesASlot() throws {
        let theme = #"""
        {"rules": [
          {"id": "c", "type": "Color", "value": [1, 0, 0, 1]},
          {"id": "s", "type": "Scalar", "keyframes": [{"frame": 0, "value": 10, "outTangent": {"x": 0.5, "y": 0}}, {"frame": 10, "value": 20, "inTangent": {"x": 0.5, "y": 1}, "hold": true}]},
          {"id": "p", "type": "Position", "keyframes": [{"frame": 0, "value": [1, 2], "valueOutTangent": [3, 4]}]},
          {"id": "v", "type": "Vector", "value": [50, 60]},
          {"id": "g", "type": "Gradient", "value": [{"offset": 0, "color": [1, 0, 0, 1]}, {"offset": 1, "color": [0, 0, 1, 0.5]}]},
          {"id": "i", "type": "Image", "value": {"src": "dark.png", "width": 10, "height": 20}},
          {"id": "t", "type": "Text", "value": {"text": "Hi", "fontSize": 12, "justify": "Center"}},
          {"id": "only", "type": "Scalar", "value": 1, "animations": ["other"]}
        ]}
        """#
        let slots = try Theme.slots(JSONValue.parse(Data(theme.utf8)), animation: "main")
        #expect(Set(slots.keys) == ["c", "s", "p", "v", "g", "i", "t"])
        func p(_ id: String) -> JSONNode? { slots[id].map { JSONNode(value: $0, path: id).field("p") } ?? nil }
        #expect(try p("c")?.field("k")?.numbers() == [1, 0, 0])
        let s = try #require(try p("s")?.field("k")?.array())
        #expect(try s[1].field("s")?.numbers() == [20])
        #expect(s[1].flag("h"))
        #expect(try s[0].field("o")?.field("x")?.number() == 0.5)
        #expect(try p("p")?.field("k")?.array()[0].field("to")?.numbers() == [3, 4])
        #expect(try p("g")?.field("p")?.number() == 2)
        #expect(try p("g")?.field("k")?.field("k")?.numbers() == [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5])
        #expect(try p("i")?.field("p")?.string() == "dark.png")
        #expect(try p("t")?.field("k")?.array()[0].field("s")?.field("j")?.number() == 2)
        #expect(throws: LottieError.outOfRange(path: "rules[0].type", value: "Colour",
                                               accepted: "Color, Scalar, Vector, Position, Gradient, Image or Text")) {
            try Theme.slots(JSONValue.parse(Data(#"{"rules": [{"id": "c", "type": "Colour", "value": [1, 0, 0]}]}"#.utf8)), animation: nil)
        }
    }
}
