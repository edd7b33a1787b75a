import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Text animators against lottie-web's TextSelectorProp.getMult and TextAnimatorProperty.getMeasures, worked by
/// hand. Glyph `I` is a 20 × 70 bar on the baseline with advance 20; a space advances 10.
@Suite struct TextAnimatorTests {
    static func text(_ string: String, justification: Int = 0, grouping: Int = 1, animators: String) throws -> AnimatedText {
        let json = """
            {"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 400, "h": 200, "layers": [
              {"ty": 5, "ip": 0, "op": 30, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 100, "f": "F",
               "t": "\(string)", "j": \(justification), "fc": [0, 0, 0]}}]}, "m": {"g": \(grouping)}, "a": [\(animators)]}}],
             "fonts": {"list": [{"fName": "F", "fFamily": "F", "fStyle": "Regular"}]},
             "chars": [{"ch": "I", "fFamily": "F", "style": "Regular", "w": 20, "data": {"shapes": [{"ty": "gr", "it": [
                        {"ty": "rc", "p": {"a": 0, "k": [10, -35]}, "s": {"a": 0, "k": [20, 70]}, "r": {"a": 0, "k": 0}}]}]}},
                       {"ch": " ", "fFamily": "F", "style": "Regular", "w": 10, "data": {}}]}
            """
        let composition = try LottieComposition(data: Data(json.utf8))
        guard case .shapes(let items) = composition.model.layers[0].content, case .group(let group) = items.first,
              case .text(let text) = group.items.first else {
            Issue.record("the text layer has no animated text")
            throw LottieError.invalidArgument("no animated text")
        }
        return text
    }

    static func selector(_ shape: TextRangeSelector.Shape, start: Double = 0, end: Double = 100, offset: Double = 0,
                         amount: Double = 100, easeHigh: Double = 0, easeLow: Double = 0, inPercent: Bool = true) -> TextRangeSelector {
        TextRangeSelector(start: .constant(start), end: .constant(end), offset: .constant(offset), amount: .constant(amount),
                          easeHigh: .constant(easeHigh), easeLow: .constant(easeLow), shape: shape, basis: .characters,
                          inPercent: inPercent)
    }

    static func shares(_ s: TextRangeSelector, count: Int) -> [Double] {
        s.shares(of: Array(0..<count), count: count, at: 0).map { ($0 * 1e6).rounded() / 1e6 }
    }

    @Test func squareSelectorsShareTheLetterTheirEdgeCrosses() {
        // 50 % of 7 letters ends half-way through the fourth; an offset of 10 % (0.7 letters) moves both edges.
        #expect(Self.shares(Self.selector(.square, end: 50), count: 7) == [1, 1, 1, 0.5, 0, 0, 0])
        #expect(Self.shares(Self.selector(.square, end: 50, offset: 10), count: 7) == [0.3, 1, 1, 1, 0.2, 0, 0])
        // Start after end is the same range; in units (`r` 2), 1 to 3 selects the second and third letters.
        #expect(Self.shares(Self.selector(.square, start: 50, end: 0), count: 7) == [1, 1, 1, 0.5, 0, 0, 0])
        #expect(Self.shares(Self.selector(.square, start: 1, end: 3, inPercent: false), count: 5) == [0, 1, 1, 0, 0])
        #expect(Self.shares(Self.selector(.square, end: 50, amount: 50), count: 4) == [0.5, 0.5, 0, 0])
    }

    @Test func shapedSelectorsShareByEachLetterCentre() {
        #expect(Self.shares(Self.selector(.rampUp), count: 4) == [0.125, 0.375, 0.625, 0.875])
        #expect(Self.shares(Self.selector(.rampDown), count: 4) == [0.875, 0.625, 0.375, 0.125])
        #expect(Self.shares(Self.selector(.triangle), count: 4) == [0.25, 0.75, 0.75, 0.25])
        // Round: √(1 − x² / a²) with x the centre's distance from the range's middle and a half the range.
        #expect(Self.shares(Self.selector(.round), count: 4) == [0.661438, 0.968246, 0.968246, 0.661438])
        // Smooth: (1 + cos(π + 2π · (i + ½) / n)) / 2.
        #expect(Self.shares(Self.selector(.smooth), count: 4) == [0.146447, 0.853553, 0.853553, 0.146447])
    }

    @Test func easeHighAndLowBendTheShare() {
        let linear = Self.shares(Self.selector(.rampUp), count: 4)
        // Ease high 100 is the curve (0, 0) (0, 1): shares rise sooner; ease low 100 (1, 0) (1, 1): later.
        let high = Self.shares(Self.selector(.rampUp, easeHigh: 100), count: 4)
        let low = Self.shares(Self.selector(.rampUp, easeLow: 100), count: 4)
        #expect(zip(high, linear).allSatisfy { $0 > $1 })
        #expect(zip(low, linear).allSatisfy { $0 < $1 })
        #expect(high[1] == (CubicEasing(x1: 0, y1: 0, x2: 0, y2: 1).value(at: 0.375) * 1e6).rounded() / 1e6)
    }

    @Test func lettersAreNumberedInEachBasis() throws {
        let any = #"{"s": {"b": B}, "a": {"o": {"a": 0, "k": 0}}}"#
        let text = try Self.text("II I\\rII", animators: (1...4).map { any.replacingOccurrences(of: "B", with: "\($0)") }
            .joined(separator: ", "))
        // I I space I break I I.
        #expect(text.letters.map(\.isBreak) == [false, false, false, false, true, false, false])
        #expect(text.letters.map { $0.indexes } == [[0, 0, 0, 0], [1, 1, 0, 0], [2, 2, 0, 0], [3, 2, 1, 0], [4, 3, 1, 0],
                                                    [4, 3, 2, 1], [5, 4, 2, 1]])
        #expect(text.animators.map(\.count) == [6, 5, 3, 2])
    }

    /// The letters' matrices at frame 0, in reading order.
    static func matrices(_ text: AnimatedText) -> [Raster.AffineTransform] { text.drawnLetters(at: 0).reversed().map(\.matrix) }

    @Test func lettersTurnAndScaleAboutTheirAnchorGroupsCentre() throws {
        let turned = try Self.text("I", animators: #"{"s": {}, "a": {"r": {"a": 0, "k": 90}}}"#)
        // The glyph's left end on the baseline turns a quarter clockwise about the letter's centre (10, 0).
        let corner = Self.matrices(turned)[0].apply(Point(x: 0, y: 0))
        #expect(abs(corner.x - 10) < 1e-9 && abs(corner.y + 10) < 1e-9)
        let moved = try Self.text("I", animators: #"{"s": {}, "a": {"s": {"a": 0, "k": [200, 200]}, "p": {"a": 0, "k": [5, 7]}}}"#)
        let p = Self.matrices(moved)[0].apply(Point(x: 0, y: -70))
        #expect(abs(p.x + 5) < 1e-9)
        #expect(abs(p.y + 133) < 1e-9)
        // Grouped by words, both letters of "II" scale about the word's centre, x 20; the last "I" (pen 50) about 60.
        let words = try Self.text("II I", grouping: 2, animators: #"{"s": {}, "a": {"s": {"a": 0, "k": [200, 200]}}}"#)
        let starts = Self.matrices(words).map { (m: Raster.AffineTransform) -> Double in m.apply(Point(x: 0, y: 0)).x }
        #expect(starts.map { ($0 * 1e9).rounded() / 1e9 } == [-20, 20, 40])
    }

    @Test func animatorTrackingSkipsTheFirstLetterOfALeftAlignedLine() throws {
        let tracking = #"{"s": {}, "a": {"t": {"a": 0, "k": 5}}}"#
        #expect(Self.matrices(try Self.text("III", animators: tracking)).map { (m: Raster.AffineTransform) -> Double in m.tx } == [0, 25, 50])
        // Centred: every letter moves, and the line (75 wide) by half of its width.
        #expect(Self.matrices(try Self.text("III", justification: 2, animators: tracking)).map { (m: Raster.AffineTransform) -> Double in m.tx } == [-32.5, -7.5, 17.5])
    }

    @Test func opacityAndColourMoveByTheShare() throws {
        let text = try Self.text("I", animators: #"{"s": {"a": {"a": 0, "k": 50}}, "a": {"o": {"a": 0, "k": 0}, "fc": {"a": 0, "k": [1, 0, 0, 1]}}}"#)
        let letter = try #require(text.drawnLetters(at: 0).first)
        // lottie-web: o += (0 · ½ − o) · ½ from 1.
        #expect(letter.opacity == 0.5)
        guard case .fill(let color, _) = letter.paints.last else {
            Issue.record("the letter has no fill of its own")
            return
        }
        #expect(color.red == 0.5 && color.green == 0 && color.blue == 0)
    }

    /// Letters of `text` with glyphs 10 wide (spaces 5), wrapped to `width`, as lines of text.
    static func wrapped(_ text: String, width: Double, tracking: Double = 0) -> [String] {
        let letters = text.map { c in
            AnimatedText.Letter(glyph: [], advance: c == " " ? 5 : 10, line: 0, isBreak: c == "\r", isSpace: c == " ",
                                groupAdvance: 0, offsetInGroup: 0, indexes: [])
        }
        let characters = Array(text)
        var lines = [""], k = 0
        for letter in AnimatedText.wrap(letters, width: width, tracking: tracking) {
            if letter.isBreak {
                lines.append("")
                // A wrap at a space replaces it; one inside a word is new.
                if characters[k] == " " || characters[k] == "\r" { k += 1 }
            } else {
                lines[lines.count - 1].append(characters[k])
                k += 1
            }
        }
        return lines
    }

    @Test func boxTextWrapsAtTheLastSpaceOrInsideAWordTooLong() {
        // "ab cd" is 45 wide: in 40 the line breaks at the space, which the break replaces.
        #expect(Self.wrapped("ab cd", width: 40) == ["ab", "cd"])
        #expect(Self.wrapped("ab cd", width: 45) == ["ab cd"])
        // Tracking counts after every letter: 2 × (10 + 1) + (5 + 1) + 10 = 38 fits 38, not 37.
        #expect(Self.wrapped("ab c", width: 38, tracking: 1) == ["ab c"])
        #expect(Self.wrapped("ab c", width: 37, tracking: 1) == ["ab", "c"])
        // A word longer than the box breaks before the letter that would overflow; a line break starts afresh.
        #expect(Self.wrapped("abcdefg", width: 30) == ["abc", "def", "g"])
        #expect(Self.wrapped("abc\rde fg", width: 35) == ["abc", "de", "fg"])
        // A letter wider than the box still takes a line of its own rather than wrapping forever.
        #expect(Self.wrapped("ab", width: 5) == ["a", "b"])
    }

    /// Wrapping takes time in proportion to the letters: 100 000 letters of one word, three to a line, and as many
    /// in words of four and a space, a word to a line, wrap in well under two seconds (inserting each break into the
    /// array took 13 s).
    @Test func wrappingIsLinearInTheLetters() {
        for (text, width, lines) in [(String(repeating: "a", count: 100_000), 30.0, 33_334),
                                     (String(repeating: "abcd ", count: 20_000), 50, 20_000)] {
            let letters = text.map { c in
                AnimatedText.Letter(glyph: [], advance: c == " " ? 5 : 10, line: 0, isBreak: false, isSpace: c == " ",
                                    groupAdvance: 0, offsetInGroup: 0, indexes: [])
            }
            let clock = ContinuousClock()
            var wrapped: [AnimatedText.Letter] = []
            let elapsed = clock.measure { wrapped = AnimatedText.wrap(letters, width: width, tracking: 0) }
            #expect(elapsed < .seconds(2), "\(elapsed)")
            #expect(wrapped.last?.line == lines - 1)
        }
    }

    @Test func textOnAPathIsWarnedAboutWithOrWithoutAnimators() throws {
        for animators in ["", #", "a": [{"s": {}, "a": {"o": {"a": 0, "k": 0}}}]"#] {
            let json = """
                {"v": "5.7.4", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [
                  {"ty": 5, "ip": 0, "op": 30, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 10, "f": "F", "t": "I"}}]},
                   "p": {"m": 0}\(animators)}}],
                 "fonts": {"list": [{"fName": "F", "fFamily": "F", "fStyle": "Regular"}]},
                 "chars": [{"ch": "I", "fFamily": "F", "style": "Regular", "w": 20, "data": {}}]}
                """
            let composition = try LottieComposition(data: Data(json.utf8))
            #expect(composition.warnings.map(\.feature).contains("text on a path"), "animators: \(animators)")
        }
    }

    @Test func anEmptyAnimatorIsNotRefused() throws {
        let text = try Self.text("I", animators: "{}")
        #expect(text.drawnLetters(at: 0).first?.matrix == Raster.AffineTransform.identity)
    }
}
