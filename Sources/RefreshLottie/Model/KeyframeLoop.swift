/// The loop expressions After Effects writes for a keyframed property, the only expressions drawn:
/// `loopOut(type, n)` repeats the last `n` keyframes' span after the last keyframe (all keyframes when `n` is 0 or
/// absent), `loopIn(type, n)` the first `n` keyframes' span before the first; type `cycle` (the default) or
/// `pingpong`. Bodymovin exports them as `var $bm_rt; $bm_rt = loopOut('cycle');`, the form lottie-web and ThorVG
/// evaluate (lottie-web reads the result from `$bm_rt`).
struct KeyframeLoop: Sendable, Hashable {
    enum Mode: String, Sendable, Hashable {
        case cycle, pingpong
    }

    var isOut: Bool
    var mode: Mode
    /// How many keyframes' span repeats; 0 for all.
    var keyframes: Int

    /// The loop `expression` states, or nil for any other expression.
    init?(expression: String) {
        guard let text = ExpressionText.result(of: expression) else { return nil }
        if text.hasPrefix("loopOut(") {
            isOut = true
        } else if text.hasPrefix("loopIn(") {
            isOut = false
        } else {
            return nil
        }
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let args = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",", omittingEmptySubsequences: false)
        guard args.count <= 2 else { return nil }
        mode = .cycle
        keyframes = 0
        if let first = args.first, !first.isEmpty {
            let quotes: Set<Character> = ["'", "\""]
            guard first.count >= 2, let q = first.first, quotes.contains(q), first.last == q,
                  let m = Mode(rawValue: first.dropFirst().dropLast().lowercased()) else { return nil }
            mode = m
        }
        if args.count == 2 {
            guard let n = Int(args[1]), n >= 0 else { return nil }
            keyframes = n
        }
    }

    /// The frame whose value is shown at `frame`, for keyframes at `times` (in order, at least two).
    func frame(_ frame: Double, times: [Double]) -> Double {
        let last = times.count - 1
        let n = keyframes > 0 && keyframes < last ? keyframes : last
        let (from, to) = isOut ? (times[last - n], times[last]) : (times[0], times[n])
        let span = to - from
        guard span > 0, isOut ? frame > to : frame < from else { return frame }
        // As lottie-web's loopOut / loopIn: the distance into the loop, wrapped, counted forward or back.
        let distance = isOut ? frame - from : from - frame
        let wrapped = distance.truncatingRemainder(dividingBy: span)
        // In Double: a hostile span of a few ulps makes the count of cycles too large for an Int.
        let odd = (distance / span).rounded(.down).truncatingRemainder(dividingBy: 2) != 0
        switch mode {
        case .cycle: return isOut ? from + wrapped : to - wrapped
        case .pingpong: return odd ? to - wrapped : from + wrapped
        }
    }
}

/// `$bm_rt = time * K` (or `K * time`): a rotation turning K degrees a second, the spinner's expression, which
/// lottie-web and ThorVG evaluate. lottie-web's `time` is the composition's frame over its frame rate, so the turn is
/// K / frame rate a frame of the layer's list. (`value + time * K` is left warned: ThorVG draws it as 0°.)
struct TimeExpression: Sendable, Hashable {
    var perSecond: Double

    init?(expression: String) {
        guard let text = ExpressionText.result(of: expression) else { return nil }
        let factors = text.split(separator: "*", omittingEmptySubsequences: false)
        guard factors.count == 2 else { return nil }
        if factors[0] == "time", let k = Double(factors[1]), k.isFinite {
            perSecond = k
        } else if factors[1] == "time", let k = Double(factors[0]), k.isFinite {
            perSecond = k
        } else {
            return nil
        }
    }
}

/// The text of an expression in Bodymovin's form, `var $bm_rt; $bm_rt = RESULT;`.
enum ExpressionText {
    /// RESULT without white space; nil when the expression does not assign `$bm_rt` (lottie-web and ThorVG read
    /// the value from it, so without it they draw the file's value).
    static func result(of expression: String) -> Substring? {
        guard expression.contains("$bm_rt") else { return nil }
        var text = Substring(expression.filter { !$0.isWhitespace })
        for prefix in ["var$bm_rt;", "$bm_rt="] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix(";") { text = text.dropLast() }
        return text
    }
}
