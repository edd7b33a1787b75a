import Foundation
import Raster

/// Laying out text and applying its animators, as lottie-web's TextProperty (letters, anchor groups, selector
/// indexes) and TextAnimatorProperty (`getMeasures`, point text) do.
extension AnimatedText {
    /// Sets each letter's anchor group: grouping 2 (words) ends a group at a space, a line break or the last
    /// letter, 3 (lines) at a line break or the last letter, the ending space or break not counted in the group's
    /// advance; any other grouping makes each letter its own group.
    static func group(_ letters: inout [Letter], by grouping: Int) {
        guard grouping == 2 || grouping == 3 else {
            for i in letters.indices {
                letters[i].groupAdvance = letters[i].advance
                letters[i].offsetInGroup = 0
            }
            return
        }
        var first = 0, size = 0.0
        for i in letters.indices {
            letters[i].offsetInGroup = size
            size += letters[i].advance
            let ends = letters[i].isBreak || (grouping == 2 && letters[i].isSpace)
            guard ends || i == letters.count - 1 else { continue }
            if ends { size -= letters[i].advance }
            for k in first...i { letters[k].groupAdvance = size }
            first = i + 1
            size = 0
        }
    }

    /// Box text's letters wrapped to `width`, as lottie-web's TextProperty wraps them: a letter other than a space
    /// that would end past the width starts a new line, at the line's last space (which becomes the line break) or,
    /// in a word longer than the line, before the letter itself. Widths are the advances and the tracking after each
    /// letter (a character without a glyph has none); lines are numbered afresh.
    static func wrap(_ letters: [Letter], width: Double, tracking: Double) -> [Letter] {
        let lineBreak = Letter(glyph: nil, advance: 0, line: 0, isBreak: true, isSpace: false, groupAdvance: 0,
                               offsetInGroup: 0, indexes: [])
        // Built in one pass: a break inside a word is appended, and a wrap at the line's last space takes back the
        // letters after it to lay them out again on the new line (a stack, last first). Those hold no space, so they
        // are taken back at most once: the time is in proportion to the letters.
        var wrapped: [Letter] = []
        wrapped.reserveCapacity(letters.count)
        var again: [Letter] = []
        var next = 0, lineWidth = 0.0, lastSpace: Int?
        while true {
            let letter: Letter
            if let taken = again.popLast() {
                letter = taken
            } else if next < letters.count {
                letter = letters[next]
                next += 1
            } else {
                break
            }
            if letter.isBreak {
                lineWidth = 0
                lastSpace = nil
            } else if letter.isSpace {
                lastSpace = wrapped.count
            }
            let advance = letter.glyph == nil ? 0 : letter.advance
            if !letter.isBreak, !letter.isSpace, lineWidth > 0, lineWidth + advance > width {
                if let space = lastSpace {
                    again.append(letter)
                    again.append(contentsOf: wrapped[(space + 1)...].reversed())
                    wrapped.removeSubrange((space + 1)...)
                    wrapped[space] = lineBreak
                    lineWidth = 0
                } else {
                    wrapped.append(lineBreak)
                    wrapped.append(letter)
                    lineWidth = advance + tracking
                }
                lastSpace = nil
                continue
            }
            wrapped.append(letter)
            if !letter.isBreak { lineWidth += advance + tracking }
        }
        var line = 0
        for k in wrapped.indices {
            wrapped[k].line = line
            if wrapped[k].isBreak { line += 1 }
        }
        return wrapped
    }

    /// Appends each letter's index in `basis` to its `indexes` and returns how many units there are: a letter
    /// takes the count so far, which goes up after each character (1), each character but a space (2), each word's
    /// end at a space, a line break or the last letter (3), each line's end (4).
    static func index(_ letters: inout [Letter], basis: TextRangeSelector.Basis) -> Int {
        var count = 0
        for i in letters.indices {
            letters[i].indexes.append(count)
            let l = letters[i], last = i == letters.count - 1
            let counts: Bool
            switch basis {
            case .characters: counts = !l.isBreak
            case .charactersExcludingSpaces: counts = !l.isBreak && !l.isSpace
            case .words: counts = l.isBreak || l.isSpace || last
            case .lines: counts = l.isBreak || last
            }
            if counts { count += 1 }
        }
        return count
    }

    /// Each letter's pen position (its glyph's origin on the baseline); nil for letters that are not drawn. Lines
    /// are `lineHeight` apart; a letter follows the one before by its advance and the tracking, and by `extra`
    /// (the animators' tracking), which lottie-web adds before a letter unless it starts a left-aligned line. Point
    /// text: a line moves left by its width when right-aligned, by half of it when centred, the width including the
    /// tracking after its last glyph, as ThorVG. Box text, as lottie-web: the first baseline is the font's ascent
    /// below the box's top, and a line moves right by the room the box leaves it (half of it when centred), its
    /// width ending after its last letter that is not a space.
    func pens(extra: [Double]) -> [Point?] {
        var pens = [Point?](repeating: nil, count: letters.count)
        var start = 0
        while start < letters.count {
            var end = start
            while end < letters.count && !letters[end].isBreak { end += 1 }
            var x = 0.0, inked = 0.0
            for i in start..<end where letters[i].glyph != nil {
                if x != 0 || justification != 0 { x += extra[i] }
                pens[i] = Point(x: x, y: Double(letters[i].line) * lineHeight)
                x += letters[i].advance + tracking
                if !letters[i].isSpace { inked = x }
            }
            let shift: Point
            if let box {
                let room = box.width - inked
                shift = Point(x: box.origin.x + (justification == 1 ? room : justification == 2 ? room / 2 : 0),
                              y: box.origin.y + box.ascent)
            } else {
                shift = Point(x: justification == 1 ? -x : justification == 2 ? -x / 2 : 0, y: 0)
            }
            for i in start..<end { pens[i] = pens[i].map { $0 + shift } }
            start = end + 1
        }
        return pens
    }

    /// The letters as they stand, for text without animators: a group per glyph, then the fill and the stroke
    /// that paint them all.
    func stillItems() -> [ShapeItem] {
        var items: [ShapeItem] = []
        for (letter, pen) in zip(letters, pens(extra: Array(repeating: 0, count: letters.count))) {
            guard let glyph = letter.glyph, !glyph.isEmpty, let pen else { continue }
            var transform = TransformModel.identity
            transform.position = .point(.constant(pen))
            transform.scale = .constant(Point(x: size, y: size))
            // The glyph's kept evaluation is its items' (`ShapeGroup.stillItems`): the group is judged and evaluated
            // without walking the glyph again for each of its letters.
            items.append(.group(ShapeGroup(items: glyph, transform: transform, stillItems: letter.still?.items)))
        }
        return items + paints(fill: fill, stroke: stroke, fillOpacity: 1, strokeOpacity: 1).map(\.item)
    }

    /// A fill or a stroke of letters: its colour, its opacity in percent (as a style item's) and a stroke's line.
    enum LetterPaint {
        case fill(Color, percent: Double)
        case stroke(Color, percent: Double, StrokeStyle)

        /// The style item that paints so (`ShapeEvaluator` evaluates it to this paint).
        var item: ShapeItem {
            switch self {
            case let .fill(color, percent):
                return .fill(FillShape(color: .constant(color), opacity: .constant(percent), rule: .nonZero))
            case let .stroke(color, percent, style):
                let line = LineModel(width: .constant(style.width), cap: style.cap, join: style.join, miterLimit: style.miterLimit,
                                     dashes: [], dashOffset: .constant(0))
                return .stroke(StrokeShape(color: .constant(color), opacity: .constant(percent), line: line))
            }
        }
    }

    /// The fill and the stroke (when it has a width), top first: items above draw over the ones below, so the
    /// stroke comes first when it is over the fill.
    private func paints(fill: Color?, stroke: (color: Color, width: Double)?, fillOpacity: Double,
                        strokeOpacity: Double) -> [LetterPaint] {
        var paints: [LetterPaint] = []
        paints.reserveCapacity(2)
        if let fill { paints.append(.fill(fill, percent: fillOpacity * 100)) }
        if let stroke, stroke.width > 0 {
            let style = StrokeStyle(width: min(stroke.width, StrokeStyle.maxWidth), cap: .butt, join: .miter, miterLimit: 4)
            paints.insert(.stroke(stroke.color, percent: strokeOpacity * 100, style), at: strokeOverFill ? 0 : paints.count)
        }
        return paints
    }

    /// The height the alignment's y percent is of, per unit of size: lottie-web's `yOff`, finalSize × 1.2 × 0.714.
    static let alignmentHeight = 1.2 * 0.714

    /// A drawn letter at one frame: its glyph (and the glyph's kept evaluation, when it has one), its own fill and
    /// stroke, which paint the glyph's geometries, the matrix from glyph units (a 100 pt font) to the layer, and its
    /// opacity.
    struct LetterDraw {
        var glyph: [ShapeItem]
        var still: GlyphStill?
        var paints: [LetterPaint]
        var matrix: AffineTransform
        var opacity: Double
    }

    /// An animator's properties at one frame, the same for every letter (each nil when the animator leaves it out).
    private struct Look {
        var anchor, position, scale: Point?
        var rotation, skew: Double?
        var skewAxis: Double
        var opacity, fillOpacity, strokeOpacity, strokeWidth, tracking: Double?
        var fillColor, strokeColor: Color?

        init(_ v: TextAnimatorStyle, at frame: Double) {
            anchor = v.anchor?.value(at: frame)
            position = v.position?.value(at: frame)
            scale = v.scale?.value(at: frame)
            rotation = v.rotation?.value(at: frame)
            skew = v.skew?.value(at: frame)
            skewAxis = v.skewAxis?.value(at: frame) ?? 0
            opacity = v.opacity?.value(at: frame)
            fillOpacity = v.fillOpacity?.value(at: frame)
            strokeOpacity = v.strokeOpacity?.value(at: frame)
            strokeWidth = v.strokeWidth?.value(at: frame)
            tracking = v.tracking?.value(at: frame)
            fillColor = v.fillColor?.value(at: frame)
            strokeColor = v.strokeColor?.value(at: frame)
        }
    }

    /// The letters drawn at `frame`, the last (topmost) first. Each animator adds its properties in proportion to
    /// the letter's share of its selector, as lottie-web: the glyph is moved so its group's centre (shifted by the
    /// alignment) is at the origin, then moved by −anchor, scaled by 1 + (scale − 1) · share, skewed, turned, moved
    /// by position · share, and put at its pen position. Opacity goes o += (target · share − o) · share per
    /// animator, colours move towards the animator's by the share, stroke widths add; fill and stroke opacity
    /// (which lottie-web leaves out) as ThorVG: o −= share · (o − target).
    func drawnLetters(at frame: Double) -> [LetterDraw] {
        guard size > 0 else { return [] }
        let looks = animators.map { Look($0.style, at: frame) }
        // share[j][i]: letter i's share of animator j.
        let share: [[Double]] = animators.indices.map { j in
            animators[j].selector.shares(of: letters.map { $0.indexes[j] }, count: animators[j].count, at: frame)
        }
        let extra = letters.indices.map { i in looks.indices.reduce(0.0) { $0 + (looks[$1].tracking ?? 0) * share[$1][i] } }
        let align = alignment.value(at: frame)
        let radians = Double.pi / 180
        let strokes = looks.contains { $0.strokeColor != nil || $0.strokeWidth != nil }
        var drawn: [LetterDraw] = []
        drawn.reserveCapacity(letters.count)
        let pens = pens(extra: extra)
        for i in letters.indices.reversed() {
            guard let glyph = letters[i].glyph, !glyph.isEmpty, let pen = pens[i] else { continue }
            let letter = letters[i]
            let pivot = Point(x: letter.groupAdvance / 2 - letter.offsetInGroup + align.x * letter.groupAdvance / 200,
                              y: align.y * size * Self.alignmentHeight / 100)
            var m = AffineTransform.scale(size / 100, size / 100).concatenating(.translation(-pivot.x, -pivot.y))
            for (j, v) in looks.enumerated() {
                if let a = v.anchor { let s = share[j][i]; m = m.concatenating(.translation(-a.x * s, -a.y * s)) }
            }
            for (j, v) in looks.enumerated() {
                if let k = v.scale { let s = share[j][i]; m = m.concatenating(.scale(1 + (k.x / 100 - 1) * s, 1 + (k.y / 100 - 1) * s)) }
            }
            for (j, v) in looks.enumerated() {
                let s = share[j][i]
                if let sk = v.skew, let shear = TransformModel.skewing(sk * s, axis: v.skewAxis * s) {
                    m = m.concatenating(shear)
                }
                if let r = v.rotation { m = m.concatenating(.rotation(r * s * radians)) }
            }
            for (j, v) in looks.enumerated() {
                if let p = v.position { let s = share[j][i]; m = m.concatenating(.translation(p.x * s, p.y * s)) }
            }
            m = m.concatenating(.translation(pen.x + pivot.x, pen.y + pivot.y))

            var opacity = 1.0, fillOpacity = 1.0, strokeOpacity = 1.0
            var fillColor = fill
            var strokeColor = stroke?.color ?? (strokes ? Color(red: 0, green: 0, blue: 0) : nil)
            var strokeWidth = stroke?.width ?? 0
            for (j, v) in looks.enumerated() {
                let s = share[j][i]
                if let o = v.opacity { opacity += (min(max(o / 100, 0), 1) * s - opacity) * s }
                if let c = v.fillColor, let f = fillColor { fillColor = f.moved(towards: c, by: s) }
                if let c = v.strokeColor, let f = strokeColor { strokeColor = f.moved(towards: c, by: s) }
                if let w = v.strokeWidth { strokeWidth += w * s }
                if let o = v.fillOpacity { fillOpacity -= s * (fillOpacity - min(max(o / 100, 0), 1)) }
                if let o = v.strokeOpacity { strokeOpacity -= s * (strokeOpacity - min(max(o / 100, 0), 1)) }
            }
            let line = strokeColor.map { (color: $0, width: min(max(strokeWidth, 0), StrokeStyle.maxWidth) / (size / 100)) }
            let paints = paints(fill: fillColor, stroke: line, fillOpacity: min(max(fillOpacity, 0), 1),
                                strokeOpacity: min(max(strokeOpacity, 0), 1))
            drawn.append(LetterDraw(glyph: glyph, still: letter.still, paints: paints, matrix: m, opacity: min(max(opacity, 0), 1)))
        }
        return drawn
    }
}

extension TextRangeSelector {
    /// The shares of the units at `indexes` (of `count`) at `frame`, times the amount: lottie-web's
    /// TextSelectorProp.getMult. Start, end and offset are divided into units (percent of `count`, or units when
    /// `inPercent` is false) and ordered, once for the frame; the shape gives each unit's share, eased by the curve
    /// from ease low (`ne`) and ease high (`xe`).
    func shares(of indexes: [Int], count: Int, at frame: Double) -> [Double] {
        guard count > 0 else { return indexes.map { _ in 0 } }
        let divisor = inPercent ? 100 / Double(count) : 1
        let o = offset.value(at: frame) / divisor
        var s = start.value(at: frame) / divisor + o
        var e = (end?.value(at: frame) ?? (inPercent ? 100 : Double(count))) / divisor + o
        if s > e { swap(&s, &e) }
        let low = easeLow.value(at: frame), high = easeHigh.value(at: frame)
        let easing = CubicEasing(x1: low > 0 ? low / 100 : 0, y1: low > 0 ? 0 : -low / 100,
                                 x2: high > 0 ? 1 - high / 100 : 1, y2: high > 0 ? 1 : 1 + high / 100)
        let amount = amount.value(at: frame) / 100
        return indexes.map { index in
            let i = Double(index)
            /// How far the unit's centre is through the range, 0...1.
            func ramp() -> Double { max(0, min(0.5 / (e - s) + (i - s) / (e - s), 1)) }
            let share: Double
            switch shape {
            case .square:
                share = i < s.rounded(.down) ? 0 : i - s < 0 ? max(0, min(min(e, 1) - (s - i), 1)) : max(0, min(e - i, 1))
            case .rampUp:
                share = e == s ? (i >= e ? 1 : 0) : ramp()
            case .rampDown:
                share = e == s ? (i >= e ? 0 : 1) : 1 - ramp()
            case .triangle:
                let r = ramp()
                share = e == s ? 0 : r < 0.5 ? r * 2 : 1 - 2 * (r - 0.5)
            case .round:
                let half = (e - s) / 2, x = min(max(0, i + 0.5 - s), e - s) - half
                share = e == s ? 0 : (max(0, 1 - x * x / (half * half))).squareRoot()
            case .smooth:
                share = e == s ? 0 : (1 + cos(Double.pi + 2 * Double.pi * min(max(0, i + 0.5 - s), e - s) / (e - s))) / 2
            }
            return easing.value(at: min(max(share, 0), 1)) * amount
        }
    }
}

extension Color {
    /// The colour `share` of the way to `target` (red, green and blue; alpha kept).
    func moved(towards target: Color, by share: Double) -> Color {
        Color(red: red + (target.red - red) * share, green: green + (target.green - green) * share,
              blue: blue + (target.blue - blue) * share, alpha: alpha)
    }
}
