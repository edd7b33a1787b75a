import Foundation
import RefreshRender
import RefreshText

/// The fonts of a run: found with fontconfig (or given with --font / --bold-font), used to measure and draw labels.
struct TextServices {
    let measurer: any TextMeasuring
    let drawer: any TextDrawing
    /// The fonts, once found (never, for a deferred run that drew no label).
    private let fonts: @Sendable () -> FontLibrary?

    /// Fonts found now, so that a missing font fails the run before it writes anything; or, with `deferred` (a run
    /// whose frames hold no label: `RefreshStyle.drawsText`), on first use (`DeferredFonts`), so the run skips finding
    /// them. Font files given by path are always opened now: a bad one is a usage error.
    static func make(fontPath: String?, boldFontPath: String?, deferred: Bool = false) throws(TextError) -> TextServices {
        if deferred, fontPath == nil, boldFontPath == nil {
            let fonts = DeferredFonts { () throws(TextError) in try FontLibrary() }
            return TextServices(measurer: fonts, drawer: fonts, fonts: { fonts.fonts })
        }
        let fonts = try FontLibrary(regularFontPath: fontPath, boldFontPath: boldFontPath)
        let layout = TextLayout(fonts: fonts)
        return TextServices(measurer: layout, drawer: LabelDrawer(layout: layout), fonts: { fonts })
    }

    /// Says once, on stderr, which characters no installed font has (they were drawn as boxes).
    func reportMissingGlyphs() {
        if let message = fonts()?.missingCharactersMessage {
            StandardError.write("render-frames: warning: \(message)\n")
        }
    }
}
