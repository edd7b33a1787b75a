import Raster
/// The status bar's contents, drawn by the project as paths and text (no images of Apple's UI; STYLES.md §8.2): the
/// time, the signal bars and the battery, dark on the light bar. A 20 pt bar (a home button's iPhone) has the bars
/// at the left, the time centred and the battery at the right; a taller bar (iPhone 15) has the time in its left
/// corner and the signal and battery in its right corner, beside the sensor housing.
enum StatusBar {
    /// The width of iPhone 15's sensor housing (the Dynamic Island), which the corners sit beside (§8.2).
    static let housingWidth = 126.0
    /// The height of the classic status bar; taller ones are laid out around a sensor housing.
    static let classicHeight = 20.0

    /// The bar's layers for `viewport`, showing `time`; mirrored for a right-to-left language, as iOS lays out its
    /// status bar from the trailing edge there (the glyphs themselves are not flipped, §8.2).
    static func layers(viewport: Viewport, time: String, palette: ScreenPalette, rightToLeft: Bool = false) -> [Layer] {
        let placed = leftToRightLayers(viewport: viewport, time: time, palette: palette)
        guard rightToLeft else { return placed }
        return placed.map { layer in
            var mirrored = layer
            mirrored.position.x = viewport.width - layer.position.x
            return mirrored
        }
    }

    private static func leftToRightLayers(viewport: Viewport, time: String, palette: ScreenPalette) -> [Layer] {
        let w = viewport.width, h = viewport.statusBarHeight
        if h <= classicHeight {
            // iOS 7–10: bold 12 pt time centred; signal 6 pt from the left, battery 6 pt from the right, centred
            // on the bar's middle (§8.2).
            let mid = h / 2
            return [
                text("time", Rect(x: 0, y: 0, width: w, height: h), time, size: 12, alignment: .center, ink: palette.ink),
                signal(origin: Point(x: 6, y: mid - 5.5), scale: 1, ink: palette.ink),
                battery(origin: Point(x: w - 6 - 25, y: mid - 5.5), palette: palette),
            ]
        }
        // iOS 16+ on a 59 pt bar: bold 17 pt time centred in the left corner, the indicators in the right corner,
        // both centred on the housing's middle, 11 + 37 / 2 pt from the top (§8.2).
        let ear = (w - housingWidth) / 2, mid = 11 + 37.0 / 2
        return [
            text("time", Rect(x: 0, y: mid - 11, width: ear, height: 22), time, size: 17, alignment: .center, ink: palette.ink),
            signal(origin: Point(x: w - ear / 2 - 30, y: mid - 6), scale: 1.1, ink: palette.ink),
            battery(origin: Point(x: w - ear / 2 + 5, y: mid - 6), palette: palette),
        ]
    }

    static func text(_ name: String, _ frame: Rect, _ string: String, size: Double, alignment: TextAlignment,
                     ink: Color) -> Layer {
        Layer(name: name, frame: frame, content: .text(TextProperties(
            string: string, fontName: "Helvetica-Bold", fontSize: size, color: ink, alignment: alignment)))
    }

    /// Four bars of growing height, 3 pt wide and 1.5 pt apart, the tallest 11 pt (× `scale`), full strength.
    static func signal(origin: Point, scale s: Double, ink: Color) -> Layer {
        var path = Path()
        for i in 0..<4 {
            let barHeight = (5 + 2 * Double(i)) * s
            path.addPath(.roundedRect(Rect(x: Double(i) * 4.5 * s, y: 11 * s - barHeight, width: 3 * s, height: barHeight),
                                      cornerRadius: 1 * s))
        }
        return Layer(name: "signal", frame: Rect(x: origin.x, y: origin.y, width: 16.5 * s, height: 11 * s),
                     content: .shape(ShapeProperties(path: path, fillColor: ink)))
    }

    /// A full battery: a 22 × 11 pt outline (1 pt line, corner 3 pt) filled 1.5 pt inside, and its terminal.
    static func battery(origin: Point, palette: ScreenPalette) -> Layer {
        let body = Rect(x: 0.5, y: 0.5, width: 22, height: 11)
        let grey = palette.batteryOutline
        return Layer(name: "battery", frame: Rect(x: origin.x, y: origin.y, width: 25, height: 12), sublayers: [
            Layer(name: "outline", frame: Rect(x: 0, y: 0, width: 25, height: 12), content: .shape(ShapeProperties(
                path: .roundedRect(body, cornerRadius: 3), fillColor: nil, strokeColor: grey, lineWidth: 1))),
            Layer(name: "terminal", frame: Rect(x: 0, y: 0, width: 25, height: 12), content: .shape(ShapeProperties(
                path: .roundedRect(Rect(x: 23.5, y: 4, width: 1.5, height: 4), cornerRadius: 0.75), fillColor: grey))),
            Layer(name: "level", frame: Rect(x: 0, y: 0, width: 25, height: 12), content: .shape(ShapeProperties(
                path: .roundedRect(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5), fillColor: palette.ink))),
        ])
    }
}
