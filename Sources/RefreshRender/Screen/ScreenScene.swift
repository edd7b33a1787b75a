import Raster
/// The layer tree of a whole screen around a control (STYLES.md §8): the list and the control where the scroll
/// model puts them, then the navigation bar with the status bar over them, and the home indicator. The control's
/// tree is its presentation at the frame's time, so its animations are exactly the strip's.
struct ScreenScene {
    var options: ScreenOptions
    var traits: ScreenTraits
    var geometry: ScrollGeometry
    var rows: [ScreenRow]
    var language: LabelLanguage
    /// The status bar's time.
    var time: String
    /// Pixels per point: separators and the bar's hairline are one pixel high.
    var scale: Double
    /// Line heights of the row fonts, for rows with a subtitle (`TextMeasuring`).
    var titleLineHeight: Double
    var subtitleLineHeight: Double
    /// The bars', cells' and separators' colours in the frame's appearance.
    var palette: ScreenPalette

    /// UITableView's separator inset (§8.3).
    static let separatorInset = 15.0
    /// UITableViewCell's text: system 17 pt black; a subtitle system 12 pt (§8.3).
    static let titleFont = (name: "Helvetica", size: 17.0)
    static let subtitleFont = (name: "Helvetica", size: 12.0)
    /// The home indicator: 134 × 5 pt, 8 pt above the bottom edge (§8.2).
    static let homeIndicator = (width: 134.0, height: 5.0, bottom: 8.0)

    /// The screen with `control` (a presentation tree whose frame is at the origin) in place.
    func root(control: Layer) -> Layer {
        let viewport = geometry.viewport
        let w = viewport.width
        var root = Layer(name: "screen", frame: Rect(x: 0, y: 0, width: w, height: viewport.height))
        root.backgroundColor = palette.tableBackground(traits)
        var placed = control
        placed.position = Point(x: placed.position.x + geometry.controlFrame.minX,
                                y: placed.position.y + geometry.controlFrame.minY)
        if geometry.placement == .behindScrollView {
            // CLL's OnSuperView header lies under the scroll view: the view behind it is white (§1.1).
            root.backgroundColor = .white
            root.sublayers.append(placed)
        } else if traits.headerBackgroundFillsAbove, let fill = control.backgroundColor {
            // EGO's header is as tall as the table: its colour fills everything above it (§2.1, §7 A14).
            var above = Layer(name: "header-above", frame: Rect(x: 0, y: geometry.controlFrame.minY - viewport.height,
                                                              width: w, height: viewport.height))
            above.backgroundColor = fill
            root.sublayers.append(above)
        }
        root.sublayers.append(contentsOf: rowLayers())
        if geometry.placement != .behindScrollView { root.sublayers.append(placed) }
        root.sublayers.append(bars())
        if viewport.homeIndicatorHeight > 0 {
            let bar = ScreenScene.homeIndicator
            let frame = Rect(x: (w - bar.width) / 2, y: viewport.height - bar.bottom - bar.height, width: bar.width,
                             height: bar.height)
            root.sublayers.append(Layer(name: "home-indicator", frame: frame, content: .shape(ShapeProperties(
                path: .roundedRect(Rect(x: 0, y: 0, width: bar.width, height: bar.height), cornerRadius: bar.height / 2),
                fillColor: palette.ink))))
        }
        return root
    }

    /// The cells on screen: `palette.cell`, the title (and subtitle) 15 pt from the leading edge, the separator one pixel high
    /// at the cell's bottom, inset 15 pt on the leading side (mirrored for a right-to-left language, as UITableView
    /// mirrors its cells).
    func rowLayers() -> [Layer] {
        let w = geometry.viewport.width, inset = ScreenScene.separatorInset, rowHeight = ScrollGeometry.rowHeight
        let rtl = language.writingDirection == .rightToLeft
        let alignment: TextAlignment = rtl ? .right : .left
        let pixel = 1 / scale
        return geometry.rowsOnScreen(of: rows.count).map { i in
            let row = rows[i]
            var cell = Layer(name: "row-\(i)", frame: Rect(x: 0, y: geometry.rowTop(i), width: w, height: rowHeight))
            cell.backgroundColor = palette.cell
            let textFrame = Rect(x: inset, y: 0, width: w - 2 * inset, height: rowHeight - pixel)
            if let subtitle = row.subtitle {
                // UITableViewCellStyleSubtitle: the two lines centred together in the cell.
                let top = (rowHeight - pixel - titleLineHeight - subtitleLineHeight) / 2
                cell.sublayers.append(label("title", Rect(x: inset, y: top, width: textFrame.width, height: titleLineHeight),
                                            row.title, ScreenScene.titleFont, palette.ink, alignment))
                cell.sublayers.append(label("subtitle", Rect(x: inset, y: top + titleLineHeight, width: textFrame.width,
                                                             height: subtitleLineHeight),
                                            subtitle, ScreenScene.subtitleFont, palette.secondaryInk, alignment))
            } else {
                cell.sublayers.append(label("title", textFrame, row.title, ScreenScene.titleFont, palette.ink, alignment))
            }
            var separator = Layer(name: "separator", frame: Rect(x: rtl ? 0 : inset, y: rowHeight - pixel,
                                                                 width: w - inset, height: pixel))
            separator.backgroundColor = palette.separator
            cell.sublayers.append(separator)
            return cell
        }
    }

    private func label(_ name: String, _ frame: Rect, _ string: String, _ font: (name: String, size: Double), _ color: Color,
                       _ alignment: TextAlignment) -> Layer {
        Layer(name: name, frame: frame, content: .text(TextProperties(
            string: string, fontName: font.name, fontSize: font.size, color: color, alignment: alignment,
            direction: language.writingDirection)))
    }

    /// The status bar and the navigation bar: one light bar from the top edge to the content inset, the title
    /// centred in its lower 44 pt, a one-pixel hairline under it (§8.2; dark: §10.4).
    func bars() -> Layer {
        let viewport = geometry.viewport, w = viewport.width, top = geometry.topInset
        var bar = Layer(name: "bars", frame: Rect(x: 0, y: 0, width: w, height: top))
        bar.backgroundColor = palette.bar
        let title = options.navigationTitle ?? traits.title
        bar.sublayers.append(Layer(name: "title", frame: Rect(x: 8, y: viewport.statusBarHeight, width: w - 16,
                                                              height: ScrollGeometry.navigationBarHeight),
                                   content: .text(TextProperties(string: title, fontName: "Helvetica-Bold", fontSize: 17,
                                                                 color: palette.ink, alignment: .center,
                                                                 direction: language.writingDirection))))
        var hairline = Layer(name: "hairline", frame: Rect(x: 0, y: top, width: w, height: 1 / scale))
        hairline.backgroundColor = palette.hairline
        bar.sublayers.append(hairline)
        bar.sublayers.append(contentsOf: StatusBar.layers(viewport: viewport, time: time, palette: palette,
                                                          rightToLeft: language.writingDirection == .rightToLeft))
        return bar
    }
}
