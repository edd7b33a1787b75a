import Testing
@testable import RefreshRender

/// Style variants as the styles declare them: a key and named values that set one property; the catalog's styles
/// have one of the values as their default.
@Suite struct StyleOptionTests {
    @Test func theDocumentedVariants() throws {
        #expect(try CircleStyle().setting("start", to: "top").startAngle == 3 * Double.pi / 2)
        #expect(try CircleStyle(startAngle: 3 * Double.pi / 2).setting("start", to: "bottom").startAngle == Double.pi / 2)
        #expect(try ArrowStyle().setting("arrow-color", to: "white").arrowColor == .white)
        #expect(try MJStyle().setting("auto-alpha", to: "on").automaticallyChangeAlpha)
        #expect(try AirplaneStyle().setting([("repeat-duration", "5")]).repeatDuration == 5)
        #expect(SVStyle.options.map(\.key) == ["text-color", "arrow-color"])
    }

    @Test func summariesReadTheValueAStyleHas() {
        #expect(CircleStyle().optionSummaries.prefix(1) == [StyleOptionSummary(
            key: "start", values: ["bottom", "top"], current: "bottom",
            help: "where the arc starts: bottom (6 o'clock) or top (12 o'clock)")])
        #expect(ArrowStyle(arrowColor: .gray).optionSummaries.first?.current == "gray")
        #expect(ArrowStyle().optionSummaries.first?.values == ["blue", "gray", "black", "white"])
        // A value the option does not name.
        #expect(AirplaneStyle(repeatDuration: 7).optionSummaries.first?.current == nil)
    }

    /// Through the existential, as the command line holds a style.
    @Test func anyStyleCanBeSet() throws {
        let style: any RefreshStyle = ArrowStyle()
        let gray = try style.setting([("arrow-color", "gray")])
        #expect((gray as? ArrowStyle)?.arrowColor == .gray && gray.artwork.map(\.name) == ["ego-arrow-gray"])
    }

    @Test func optionsThatDoNotApply() {
        #expect(throws: StyleOptionError.unknownKey(style: "sv-infinite", key: "start", accepted: [])) {
            try SVInfiniteStyle().setting("start", to: "top")
        }
        #expect(throws: StyleOptionError.unknownKey(style: "circle", key: "colour", accepted: ["start", "circle-color"])) {
            try CircleStyle().setting("colour", to: "red")
        }
        #expect(throws: StyleOptionError.badValue(style: "arrow", key: "arrow-color", value: "pink",
                                                  accepted: ["blue", "gray", "black", "white"])) {
            try ArrowStyle().setting("arrow-color", to: "pink")
        }
        #expect(StyleOptionError.unknownKey(style: "sv", key: "start", accepted: []).description == "sv has no option start; sv has no options")
        #expect(StyleOptionError.badValue(style: "mj", key: "auto-alpha", value: "yes", accepted: ["on", "off"]).description
                == "auto-alpha yes is not accepted for mj; expected on, off")
    }

    @Test(arguments: StyleCatalog.all.map(\.name))
    func everyDefaultIsOneOfItsValues(name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        for option in style.optionSummaries {
            #expect(option.current != nil && !option.help.isEmpty && Set(option.values).count == option.values.count, "\(name) \(option.key)")
        }
    }
}
