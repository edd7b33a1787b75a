import Raster
import RefreshLottie
import RefreshRender
import CFontconfig
import CHarfBuzz
import Foundation

/// Sets the text of a Lottie file's fonts that it embeds no glyphs of in installed fonts (RefreshLottie's
/// `LottieTextEngine`): the face is matched through fontconfig by family and style, else by PostScript name, else
/// fontconfig's substitute stands in (and the composition warns, naming the font asked for); a character the face
/// lacks is set in a font fontconfig finds that has it (none: left out). A line is shaped by
/// HarfBuzz left to right in the order of its characters, with kerning and marks but without optional ligatures,
/// so that each character stays a letter of its own, as lottie-web and After Effects animate them.
///
/// fontconfig starts and faces open on the first line set, so a file without such text costs nothing. Safe to share
/// between threads.
public final class FontTextEngine: LottieTextEngine, Sendable {
    private struct Faces {
        var byFont: [LottieFontName: Result<(font: Font, exact: Bool), TextError>] = [:]
        var byFile: [String: Font] = [:]
        var fallbacks: [FallbackKey: Font?] = [:]
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var weight: FontWeight
    }

    private let faces = Locked(Faces())

    public init() {}

    public func set(_ line: String, in name: LottieFontName) throws -> LottieSetLine {
        let (font, exact) = try face(for: name)
        // Each character's scalars, and which character each scalar belongs to.
        let characters = Array(line)
        var text: [UInt32] = []
        var owner: [Int] = []
        for (i, character) in characters.enumerated() {
            for scalar in character.unicodeScalars {
                text.append(scalar.value)
                owner.append(i)
            }
        }
        let script = text.lazy.map(UnicodeScript.of).first { !UnicodeScript.isShared($0) } ?? HB_SCRIPT_COMMON
        var (parts, advances) = try shaped(text, owners: owner, count: characters.count, in: font, script: script)
        // A character the face lacks is set in a font fontconfig finds that has it, alone, as labels fall back.
        for c in characters.indices where parts[c].isEmpty {
            guard let first = characters[c].unicodeScalars.first, !first.properties.isWhitespace,
                  first.properties.generalCategory != .control, let fallback = try fallback(for: first, asked: name) else { continue }
            let alone = characters[c].unicodeScalars.map(\.value)
            let (found, advance) = try shaped(alone, owners: alone.map { _ in 0 }, count: 1, in: fallback,
                                              script: UnicodeScript.of(first.value))
            guard !found[0].isEmpty else { continue }
            parts[c] = found[0]
            advances[c] = advance[0]
        }
        // Letters of the same glyphs share an outline.
        var outlines: [Path] = []
        var index: [[Part]: Int] = [:]
        var letters: [LottieSetLine.Letter] = []
        letters.reserveCapacity(characters.count)
        for c in characters.indices {
            guard !parts[c].isEmpty else {
                letters.append(LottieSetLine.Letter(outline: nil, advance: 0))
                continue
            }
            let key = parts[c]
            if index[key] == nil {
                var path = Path()
                for part in parts[c] {
                    let partScale = 100 / part.font.unitsPerEm
                    path.addPath(try part.font.glyph(part.glyph).path
                        .applying(AffineTransform(a: partScale, b: 0, c: 0, d: partScale, tx: part.x, ty: part.y)))
                }
                index[key] = outlines.count
                outlines.append(path)
            }
            letters.append(LottieSetLine.Letter(outline: index[key], advance: advances[c]))
        }
        return LottieSetLine(outlines: outlines, letters: letters, face: "\(font.familyName) \(font.styleName)",
                             isSubstitute: !exact, ascent: font.ascender * 100 / font.unitsPerEm)
    }

    /// `text` shaped in `font`: the glyphs of each of `count` characters (`owners` gives each scalar's), placed from
    /// the character's pen, and each character's advance, in points at a size of 100. The missing glyph is left out.
    private func shaped(_ text: [UInt32], owners: [Int], count: Int, in font: Font,
                        script: hb_script_t) throws(TextError) -> (parts: [[Part]], advances: [Double]) {
        var parts = [[Part]](repeating: [], count: count)
        var advances = [Double](repeating: 0, count: count)
        guard !text.isEmpty else { return (parts, advances) }
        let scale = 100 / font.unitsPerEm
        for g in try font.shape(text, range: 0..<text.count, rightToLeft: false, script: script, features: Self.features) {
            let c = owners[g.cluster]
            if g.glyph != 0 {
                parts[c].append(Part(font: font, glyph: g.glyph, x: advances[c] + g.xOffset * scale, y: -g.yOffset * scale))
            }
            advances[c] += g.advance * scale
        }
        return (parts, advances)
    }

    /// A glyph of a letter and where it sits from the letter's pen, in points at a size of 100.
    private struct Part: Hashable {
        var font: Font
        var glyph: UInt32
        var x: Double, y: Double

        static func == (a: Part, b: Part) -> Bool { a.font === b.font && a.glyph == b.glyph && a.x == b.x && a.y == b.y }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(font))
            hasher.combine(glyph)
            hasher.combine(x)
            hasher.combine(y)
        }
    }

    /// Optional ligatures off: a ligature would make two characters one letter.
    private static let features: [hb_feature_t] = ["-liga", "-clig", "-dlig"].compactMap { tag in
        var feature = hb_feature_t()
        return hb_feature_from_string(tag, -1, &feature) != 0 ? feature : nil
    }

    /// A face that has `scalar`, in the weight `asked` names, found once and kept; nil when no installed font has it.
    private func fallback(for scalar: Unicode.Scalar, asked: LottieFontName) throws(TextError) -> Font? {
        let weight: FontWeight = FontResolver.weightAndSlant(ofStyle: asked.style).weight >= Int32(FC_WEIGHT_DEMIBOLD) ? .bold : .regular
        let key = FallbackKey(scalar: scalar.value, weight: weight)
        if let known = faces.withLock({ $0.fallbacks[key] }) { return known }
        var font: Font?
        if let match = try FontResolver.find(containing: scalar, weight: weight) {
            let file = "\(match.path)#\(match.faceIndex)"
            font = faces.withLock { $0.byFile[file] } ?? (try? Font(path: match.path, faceIndex: match.faceIndex))
        }
        return faces.withLock { state in
            if let font { state.byFile["\(font.path)#\(font.faceIndex)"] = state.byFile["\(font.path)#\(font.faceIndex)"] ?? font }
            let kept = state.fallbacks[key] ?? font
            state.fallbacks[key] = .some(kept)
            return kept
        }
    }

    /// The face for `name`, found once and kept (a failure too, so it is not searched again).
    private func face(for name: LottieFontName) throws(TextError) -> (font: Font, exact: Bool) {
        if let known = faces.withLock({ $0.byFont[name] }) { return try known.get() }
        let result: Result<(font: Font, exact: Bool), TextError>
        do throws(TextError) {
            let wanted = FontResolver.NamedFace(family: name.family, style: name.style, postScriptName: name.name)
            // fontconfig matches any installed scalable font; none at all is the only way to find nothing.
            guard let (match, exact) = try FontResolver.find(wanted) else {
                throw TextError.fontNotInstalled(role: "scalable", families: [name.family], package: "fonts-dejavu-core")
            }
            let key = "\(match.path)#\(match.faceIndex)"
            if let opened = faces.withLock({ $0.byFile[key] }) {
                result = .success((opened, exact))
            } else {
                result = .success((try Font(path: match.path, faceIndex: match.faceIndex), exact))
            }
        } catch {
            result = .failure(error)
        }
        return try faces.withLock { (state: inout Faces) throws(TextError) -> (font: Font, exact: Bool) in
            let kept = state.byFont[name] ?? result
            state.byFont[name] = kept
            if case .success(let face) = kept { state.byFile["\(face.font.path)#\(face.font.faceIndex)"] = face.font }
            return try kept.get()
        }
    }
}
