import Foundation
import Raster
import RefreshModel
import RefreshOutput

/// The fonts of a run: found with fontconfig (or given with --font / --bold-font), used to measure and draw labels.
struct TextServices {
    let fonts: FontLibrary
    let layout: TextLayout

    var measurer: any TextMeasuring { layout }
    var drawer: any TextDrawing { LabelDrawer(layout: layout) }

    static func make(fontPath: String?, boldFontPath: String?) throws(TextError) -> TextServices {
        let fonts = try FontLibrary(regularFontPath: fontPath, boldFontPath: boldFontPath)
        return TextServices(fonts: fonts, layout: TextLayout(fonts: fonts))
    }

    /// Says once, on stderr, which characters no installed font has (they were drawn as boxes).
    func reportMissingGlyphs() {
        if let message = fonts.missingCharactersMessage {
            FileHandle.standardError.write(Data("render-frames: warning: \(message)\n".utf8))
        }
    }
}
