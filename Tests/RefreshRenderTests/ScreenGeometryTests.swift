import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// The screen around the control (STYLES.md §8): viewports, the scroll model, and where the first row and the
/// control sit in rendered frames, measured from their pixels against UIKit's geometry.
@Suite struct ScreenGeometryTests {
    static let red = Color(rgb8: 255, 0, 0)

    /// A frame of `style` on `viewport` at @2x with the control's background red (so its frame shows in the pixels),
    /// the content pulled `distance` points.
    static func frame(_ style: any RefreshStyle, _ viewport: Viewport, distance: Double, state: RefreshState = .idle,
                      rows: ScreenRows? = nil) throws -> Canvas {
        var options = RenderOptions(width: viewport.width, scale: 2, background: .color(red))
        options.screen = ScreenOptions(viewport: viewport, rows: rows)
        let renderer = try FrameRenderer(style: style, options: options,
                                         context: StyleContext(width: viewport.width, text: MonospaceMeasurer()))
        let sample = FramePlan.sweepSample(progress: distance / style.rules.threshold, state: state, time: nil,
                                           rules: style.rules)
        return try renderer.render(FrameSpec(index: 0, time: sample.time, sample: sample))
    }

    static func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = canvas.pixel(x: x, y: y)
        return (Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF))
    }

    static func isRed(_ c: (Int, Int, Int)) -> Bool { c.0 > 250 && c.1 < 5 && c.2 < 5 }
    static func isSeparator(_ c: (Int, Int, Int)) -> Bool { c == (200, 199, 204) }

    /// The pixel rows (top, bottom edge) of the red run in column `x` at or below `from`.
    static func redRun(_ canvas: Canvas, x: Int, from: Int = 0) -> (top: Int, bottom: Int)? {
        guard let top = (from..<canvas.height).first(where: { isRed(rgb(canvas, x, $0)) }) else { return nil }
        let end = (top..<canvas.height).first(where: { !isRed(rgb(canvas, x, $0)) }) ?? canvas.height
        return (top, end)
    }

    /// The top edge (pixels) of the row whose separator is the first one in column `x` at or below `from`.
    static func rowTop(_ canvas: Canvas, x: Int, from: Int) -> Int? {
        (from..<canvas.height).first(where: { isSeparator(rgb(canvas, x, $0)) }).map { $0 + 1 - 88 }
    }

    /// STYLES.md §10.4: the dark screen resolves UIKit's dynamic colours — black table and
    /// cells, the dark bar, the dark separator — while the geometry stays exactly the light one's; a demo's own table
    /// colour (the airplane's blue) stays.
    @Test func aDarkScreenResolvesUIKitsColoursAndKeepsTheGeometry() throws {
        func screen(_ style: any RefreshStyle, _ appearance: Appearance) throws -> Canvas {
            let viewport = ScreenGeometryTests.iphone8
            var options = RenderOptions(width: viewport.width, scale: 2, background: .style)
            options.screen = ScreenOptions(viewport: viewport)
            let renderer = try FrameRenderer(style: style, options: options, context: StyleContext(
                width: viewport.width, text: MonospaceMeasurer(), appearance: appearance))
            let sample = FramePlan.sweepSample(progress: 0.5, state: .idle, time: nil, rules: style.rules)
            return try renderer.render(FrameSpec(index: 0, time: sample.time, sample: sample))
        }
        let light = try screen(MJStyle(), .light), dark = try screen(MJStyle(), .dark)
        // The bar: 20 + 44 pt at @2x; a point inside it, left of the title.
        #expect(Self.rgb(light, 4, 100) == (248, 248, 248) && Self.rgb(dark, 4, 100) == (18, 18, 18))
        // Separators sit on the same pixel rows; light ones are (200,199,204), dark ones rgba(84,84,88,0.6) on black.
        let column = 200
        let lightRows = (0..<light.height).filter { Self.isSeparator(Self.rgb(light, column, $0)) }
        let darkRows = (0..<dark.height).filter { Self.rgb(dark, column, $0) == (50, 50, 53) }
        #expect(lightRows.count > 5 && lightRows == darkRows)
        // Inside a cell, away from its text: white in light, black in dark.
        let cellY = lightRows[2] - 10
        #expect(Self.rgb(light, 700, cellY) == (255, 255, 255) && Self.rgb(dark, 700, cellY) == (0, 0, 0))
        // The table's own colour: systemBackground unless the demo sets one (the airplane's blue stays).
        #expect(ScreenPalette.dark.tableBackground(MJStyle().screen) == .black)
        #expect(ScreenPalette.dark.tableBackground(AirplaneStyle().screen) == AirplaneStyle().screen.tableBackground)
        #expect(AirplaneStyle().screen.tableBackground != nil && MJStyle().screen.tableBackground == nil)
    }

    static let iphone8 = try! Viewport("iphone-8")
    static let iphone15 = try! Viewport("iphone-15")
    static let iphoneSE = try! Viewport("iphone-se")

    // MARK: Viewports

    @Test func presetsAndSizes() throws {
        #expect(ScreenGeometryTests.iphone8.width == 375 && ScreenGeometryTests.iphone8.height == 667)
        #expect(ScreenGeometryTests.iphone15.statusBarHeight == 59 && ScreenGeometryTests.iphone15.homeIndicatorHeight == 34)
        #expect(try Viewport("IPHONE-SE").description == "iphone-se")
        let custom = try Viewport("414x896")
        #expect(custom.width == 414 && custom.height == 896 && custom.statusBarHeight == 20 && custom.description == "414x896")
        #expect(try Viewport("320.5×600").width == 320.5)
        #expect(throws: ViewportError.unknown("iphone-99")) { try Viewport("iphone-99") }
        #expect(throws: ViewportError.unknown("375")) { try Viewport("375") }
        #expect(throws: ViewportError.sizeOutOfRange(width: 5000, height: 600)) { try Viewport("5000x600") }
        #expect(throws: ViewportError.sizeOutOfRange(width: .infinity, height: 600)) { try Viewport("infx600") }
        #expect("\(ViewportError.sizeOutOfRange(width: 5000, height: 600))"
            == "5000x600 is not accepted; expected a width of points from 200 to 1100 and a height of points from 300 to 1400")
    }

    // MARK: The scroll model (§8.5)

    @Test func headerAndFirstRowFollowThePull() {
        let g = ScrollGeometry(viewport: ScreenGeometryTests.iphone8, placement: .aboveContent, controlHeight: 54,
                               rowCount: 20, distance: 30)
        #expect(g.topInset == 64 && g.contentTop == 94 && g.controlFrame == Rect(x: 0, y: 40, width: 375, height: 54))
        let behind = ScrollGeometry(viewport: ScreenGeometryTests.iphone15, placement: .behindScrollView,
                                    controlHeight: 60, rowCount: 20, distance: 30)
        #expect(behind.contentTop == 59 + 44 + 30 && behind.controlFrame.minY == 103)
    }

    @Test func footerListIsScrolledToItsEnd() {
        // 20 rows (880 pt) on an iPhone 15: the last row ends 34 pt above the bottom edge, less the pull.
        let tall = ScrollGeometry(viewport: ScreenGeometryTests.iphone15, placement: .afterContentOrVisibleBottom,
                                  controlHeight: 44, rowCount: 20, distance: 10)
        #expect(tall.contentTop + 880 == 852 - 34 - 10 && tall.controlFrame.minY == 852 - 34 - 10)
        // A short list rests at the top: MJ's back footer waits at the visible bottom, the auto footer follows the rows.
        let back = ScrollGeometry(viewport: ScreenGeometryTests.iphone8, placement: .afterContentOrVisibleBottom,
                                  controlHeight: 44, rowCount: 3, distance: 10)
        #expect(back.contentTop == 54 && back.controlFrame.minY == 667 - 10)
        let auto = ScrollGeometry(viewport: ScreenGeometryTests.iphone8, placement: .afterContent, controlHeight: 44,
                                  rowCount: 3, distance: 10)
        #expect(auto.controlFrame.minY == 54 + 132)
    }

    @Test func refreshingInsetAndCollapseMoveTheContentByTheSpec() throws {
        // MJ (§4.4): the content rests 54 pt lower while refreshing and goes back over 0.4 s easeInOut.
        let style = MJStyle()
        let timeline = try PullTimeline(scenario: .refresh, rules: style.rules)
        let ending = try #require(timeline.events.first { $0.to == .ending }).time
        func top(_ t: Double) -> Double {
            ScrollGeometry(viewport: ScreenGeometryTests.iphone8, placement: style.screen.placement, controlHeight: 54,
                           rowCount: 20, distance: timeline.sample(at: t).distance).contentTop
        }
        #expect(abs(top(ending - 0.01) - (64 + 54)) < 1e-9)
        for x in [0.25, 0.5, 0.75] {
            let expected = 64 + 54 * (1 - TimingFunction.easeInEaseOut.value(at: x))
            #expect(abs(top(ending + 0.4 * x) - expected) < 1e-6)
        }
        #expect(top(ending + 0.4) == 64)
        // CLL (§1.3): 60 pt, back over 0.3 s easeInOut.
        let circle = try PullTimeline(scenario: .refresh, rules: CircleStyle().rules)
        let end = try #require(circle.events.first { $0.to == .ending }).time
        #expect(abs(circle.sample(at: end + 0.15).distance - 60 * (1 - TimingFunction.easeInEaseOut.value(at: 0.5))) < 1e-6)
    }

    // MARK: Measured in the pixels (@2x)

    /// Every header 30 pt into the pull on an iPhone 8: a scroll-view header's bottom edge and the first row's top
    /// edge both at 64 + 30 = 94 pt (188 px); CLL on the superview (start=top) stays at the top inset, 64 pt.
    @Test(arguments: StyleCatalog.all.filter { $0.kind == .header } + [CircleStyle(startAngle: 3 * Double.pi / 2)])
    func headerBottomAndFirstRowTopWhereUIKitPutsThem(_ style: any RefreshStyle) throws {
        let canvas = try ScreenGeometryTests.frame(style, ScreenGeometryTests.iphone8, distance: 30)
        let expectedRowTop = (64 + 30) * 2
        // Column 1 pt: no header draws there, so it shows the red background; column 300 pt: separators only.
        let header = try #require(ScreenGeometryTests.redRun(canvas, x: 2, from: 129))
        #expect(ScreenGeometryTests.rowTop(canvas, x: 600, from: header.top) == expectedRowTop)
        switch style.screen.placement {
        case .behindScrollView:
            // Under the scroll view at y = 64, uncovered by the 30 pt the rows have moved.
            #expect(header.top == 129 && header.bottom == expectedRowTop)   // row 128 is the bar's hairline
        default:
            // EGO's colour fills everything above (red up to the bar); the others start at 94 − h.
            #expect(header.bottom == expectedRowTop)
            let expectedTop = style.screen.headerBackgroundFillsAbove ? 129 : max(129, Int((94 - style.height) * 2))
            #expect(header.top == expectedTop)
        }
    }

    @Test func theContentHoldsTheRefreshingInset() throws {
        // SV refreshing (§3.3): the content rests 60 pt lower; on an iPhone 15 the top inset is 59 + 44.
        let canvas = try ScreenGeometryTests.frame(SVStyle(), ScreenGeometryTests.iphone15, distance: 60, state: .refreshing)
        let header = try #require(ScreenGeometryTests.redRun(canvas, x: 2, from: 207))
        #expect(header.top == 207 && header.bottom == (103 + 60) * 2)   // row 206 is the bar's hairline
        #expect(ScreenGeometryTests.rowTop(canvas, x: 600, from: header.top) == (103 + 60) * 2)
    }

    /// Footers pulled 20 pt: right below the last row's separator, on the tall default list and on a short one.
    @Test func footersAppearBelowTheLastRow() throws {
        let se = ScreenGeometryTests.iphoneSE
        for style in StyleCatalog.all where style.kind == .footer {
            let canvas = try ScreenGeometryTests.frame(style, se, distance: 20)
            let footer = try #require(ScreenGeometryTests.redRun(canvas, x: 2, from: 129), "\(style.name)")
            #expect(footer.top == (568 - 20) * 2, "\(style.name)")
            #expect(ScreenGeometryTests.isSeparator(ScreenGeometryTests.rgb(canvas, 600, footer.top - 1)), "\(style.name)")
        }
        let three = try ScreenRows([ScreenRow(title: "a"), ScreenRow(title: "b"), ScreenRow(title: "c")])
        let auto = try ScreenGeometryTests.frame(MJAutoFooterStyle(), se, distance: 20, rows: three)
        #expect(ScreenGeometryTests.redRun(auto, x: 2, from: 129)?.top == (64 - 20 + 132) * 2)
        let back = try ScreenGeometryTests.frame(MJBackFooterStyle(), se, distance: 20, rows: three)
        #expect(ScreenGeometryTests.redRun(back, x: 2, from: 129)?.top == (568 - 20) * 2)
    }

    @Test func rowsFromJSON() throws {
        let rows = try ScreenRows(json: Data(#"["Milk", {"title": "Eggs", "subtitle": "12"}]"#.utf8))
        #expect(rows.rows == [ScreenRow(title: "Milk"), ScreenRow(title: "Eggs", subtitle: "12")])
        #expect(throws: ScreenRowsError.notAnArray(found: "an object")) { try ScreenRows(json: Data(#"{"a": 1}"#.utf8)) }
        #expect(throws: ScreenRowsError.badItem(index: 1, found: "3")) { try ScreenRows(json: Data(#"["a", 3]"#.utf8)) }
        #expect(throws: ScreenRowsError.unknownField(index: 0, field: "sub")) {
            try ScreenRows(json: Data(#"[{"title": "a", "sub": "b"}]"#.utf8))
        }
        #expect(throws: ScreenRowsError.badSubtitle(index: 0, found: "true")) {
            try ScreenRows(json: Data(#"[{"title": "a", "subtitle": true}]"#.utf8))
        }
        #expect(throws: ScreenRowsError.self) { try ScreenRows(json: Data("[".utf8)) }
    }

    @Test func defaultRowsSpeakTheLabelsLanguage() {
        #expect(ListStrings.title(row: 0, language: .en) == "Item 1")
        #expect(ListStrings.title(row: 11, language: .zhHans) == "第 12 行")
        #expect(ListStrings.title(row: 2, language: .ar) == "العنصر ٣")
        #expect(ScrollGeometry.defaultRowCount(for: ScreenGeometryTests.iphone15) == 21)
    }
}
