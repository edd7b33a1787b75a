import RefreshRender
import CFriBidi

/// The Unicode Bidirectional Algorithm (Unicode Standard Annex 9) for a label: one paragraph on one line, by FriBidi.
enum Bidi {
    /// The resolved embedding level of each character of `text` (odd: right to left), rules P2 to L1 applied. The
    /// paragraph's direction is its first strong character's, or `defaultDirection` when it has none.
    static func levels(_ text: [UInt32], defaultDirection: WritingDirection) -> [Int8] {
        guard !text.isEmpty else { return [] }
        let count = Int32(text.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: text.count)
        fribidi_get_bidi_types(text, count, &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
        fribidi_get_bracket_types(text, count, types, &brackets)
        var direction = defaultDirection == .rightToLeft ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR
        var levels = [FriBidiLevel](repeating: 0, count: text.count)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0 else {
            // FriBidi fails only when out of memory: keep the whole line in the default direction.
            return [Int8](repeating: defaultDirection == .rightToLeft ? 1 : 0, count: text.count)
        }
        // L1's last part (trailing white space takes the paragraph level); no string to reorder here.
        _ = fribidi_reorder_line(0, types, count, 0, direction, &levels, nil, nil)
        return levels
    }

    /// The order in which to draw runs of the given levels, left to right (rule L2): from the highest level down to
    /// the lowest odd one, every maximal sequence of runs at that level or above is reversed.
    static func visualOrder(ofRunsAt levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
