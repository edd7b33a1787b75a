import Raster
import RefreshModel
import Foundation

/// One PNG of a header's whole behaviour at a glance: a grid whose rows are pull progresses and whose columns are
/// states at times since the state began, each cell a rendered frame with a caption under it. Written atomically as
/// `<out>/<style>-sheet.png` by default.
public struct ContactSheet: Sendable {
    /// One column: a state (nil: idle below the threshold, pulling past it, settled) at a time since it began.
    public struct Column: Sendable, Hashable {
        public var state: RefreshState?
        public var time: Double?

        public init(state: RefreshState?, time: Double?) {
            self.state = state
            self.time = time
        }

        /// The caption part naming the column.
        public var title: String {
            guard let state else { return "pulling" }
            guard let time else { return state.rawValue }   // settled
            return "\(state.rawValue) +\(ContactSheet.format(time)) s"
        }
    }

    public var style: any HeaderStyle
    public var options: RenderOptions
    public var context: StyleContext
    /// Draws the headers' own labels and the captions.
    public var text: any TextDrawing
    public var progresses: [Double]
    public var columns: [Column]

    public static let defaultProgresses = [0.25, 0.5, 0.75, 1.0, 1.2]
    public static let defaultColumns = [
        Column(state: nil, time: nil),
        Column(state: .refreshing, time: 0), Column(state: .refreshing, time: 0.25), Column(state: .refreshing, time: 0.75),
        Column(state: .ending, time: 0), Column(state: .ending, time: 0.15),
    ]

    /// Points around and between cells, and the caption line's height and font size.
    static let margin = 12.0, captionHeight = 20.0, fontSize = 12.0, titleHeight = 26.0
    static let paper = Color(rgb8: 242, 242, 242)
    static let ink = Color(rgb8: 60, 60, 60)

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: any TextDrawing,
                progresses: [Double] = ContactSheet.defaultProgresses, columns: [Column]? = nil) {
        self.style = style
        self.options = options
        self.context = context
        self.text = text
        self.progresses = progresses
        self.columns = columns ?? ContactSheet.defaultColumns(for: style)
    }

    /// `defaultColumns`, and for a footer that can end with no more data (MJRefresh's, STYLES.md §4.5) a column in
    /// that state.
    public static func defaultColumns(for style: any HeaderStyle) -> [Column] {
        defaultColumns + (style.rules.hasNoMoreDataState ? [Column(state: .noMoreData, time: nil)] : [])
    }

    /// The default file name, `<style>-sheet.png`.
    public var fileName: String { "\(style.name)-sheet.png" }

    /// Renders the sheet.
    public func render() throws -> Image {
        try options.validate()
        guard !progresses.isEmpty, progresses.count <= 20, !columns.isEmpty, columns.count <= 20 else {
            throw SamplingError.invalid(option: "--progress", value: "\(progresses.count) rows × \(columns.count) columns",
                                        accepted: "1 to 20 rows and columns for --format sheet")
        }
        let renderer = try FrameRenderer(style: style, options: options, context: context, text: text)
        let s = Double(options.scale)
        let px = { (points: Double) in Int((points * s).rounded()) }
        let cellW = renderer.pixelWidth, cellH = renderer.pixelHeight
        let margin = px(ContactSheet.margin), caption = px(ContactSheet.captionHeight), title = px(ContactSheet.titleHeight)
        let width = margin + columns.count * (cellW + margin)
        let height = title + margin + progresses.count * (cellH + caption + margin)
        let sheet = try Canvas(width: width, height: height)
        sheet.clear(ContactSheet.paper)
        try label("\(style.name) — rows: pull progress; columns: state, time since it began", x: margin, y: margin / 2,
                  width: width - 2 * margin, height: title, bold: true, on: sheet)
        for (row, progress) in progresses.enumerated() {
            for (column, spec) in columns.enumerated() {
                let plan = try FramePlan(sampling: .sweep(progresses: [progress], state: spec.state, time: spec.time),
                                         rules: style.rules)
                let frame = plan.frames[0]
                let image = try renderer.render(frame).makeImage()
                let x = margin + column * (cellW + margin)
                let y = title + margin + row * (cellH + caption + margin)
                sheet.drawImage(image, transform: .translation(Double(x), Double(y)))
                let name = spec.state == nil ? frame.sample.state.rawValue : spec.title
                try label("pull \(ContactSheet.format(progress)) · \(name)", x: x, y: y + cellH, width: cellW,
                          height: caption, bold: false, on: sheet)
            }
        }
        return sheet.makeImage()
    }

    /// Renders the sheet and writes it atomically as `<directory>/<name>` (default `fileName`).
    public func write(to directory: String, name: String? = nil, force: Bool) throws -> (path: String, bytes: Int, width: Int, height: Int) {
        let output = SingleFileOutput(directory: directory, name: name ?? fileName, force: force,
                                      signature: SingleFileOutput.pngSignature, kind: "PNG")
        try output.prepare()
        let image = try render()
        let bytes = try image.smallestPNGData()
        try output.write(bytes)
        return (output.path, bytes.count, image.width, image.height)
    }

    private func label(_ string: String, x: Int, y: Int, width: Int, height: Int, bold: Bool, on canvas: Canvas) throws {
        let s = Double(options.scale)
        let bounds = Rect(x: Double(x) / s, y: Double(y) / s, width: Double(width) / s, height: Double(height) / s)
        let properties = TextProperties(string: string, fontName: bold ? "Helvetica-Bold" : "Helvetica",
                                        fontSize: ContactSheet.fontSize + (bold ? 2 : 0), color: ContactSheet.ink,
                                        alignment: bold ? .left : .center)
        try text.draw(properties, in: bounds, transform: .scale(s, s), canvas: canvas)
    }

    static func format(_ v: Double) -> String {
        var s = String(format: "%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
