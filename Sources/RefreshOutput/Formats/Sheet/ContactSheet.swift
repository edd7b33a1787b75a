import Raster
import RefreshRender
import Foundation

/// One PNG of a header's whole behaviour at a glance: a grid whose rows are pull progresses and whose columns are
/// states at times since the state began (or the frames of a sequence in order, `Grid.sequence`), each cell a rendered
/// frame with a caption under it. Written atomically as `<out>/<style>-sheet.png` by default.
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

    /// What the cells draw, where the sheet goes and on how many workers; its text drawer also draws the captions.
    public var input: JobInput
    public var grid: Grid
    /// Whether cells that show the same picture are rendered once (the default); tests turn it off to compare.
    var reusesFrames = true

    /// What the cells show.
    public enum Grid: Sendable {
        /// Rows of pull progresses, columns of states at times since they began: a control's behaviour.
        case pullsByStates(progresses: [Double], columns: [Column])
        /// The frames of a sequence in order, `perRow` to a row, each with its caption (a Lottie file's own frames);
        /// `title` heads the sheet.
        case sequence(frames: [FrameSpec], captions: [String], perRow: Int, title: String)

        /// Rows and columns.
        var size: (rows: Int, columns: Int) {
            switch self {
            case .pullsByStates(let progresses, let columns): return (progresses.count, columns.count)
            case .sequence(let frames, _, let perRow, _):
                return ((frames.count + max(perRow, 1) - 1) / max(perRow, 1), min(perRow, frames.count))
            }
        }

        /// How many cells.
        var cellCount: Int {
            switch self {
            case .pullsByStates(let progresses, let columns): return progresses.count * columns.count
            case .sequence(let frames, _, _, _): return frames.count
            }
        }
    }

    public static let defaultProgresses = [0.25, 0.5, 0.75, 1.0, 1.2]
    package static let defaultColumns = [
        Column(state: nil, time: nil),
        Column(state: .refreshing, time: 0), Column(state: .refreshing, time: 0.25), Column(state: .refreshing, time: 0.75),
        Column(state: .ending, time: 0), Column(state: .ending, time: 0.15),
    ]

    /// Points around and between cells, and the caption line's height and font size.
    static let margin = 12.0, captionHeight = 20.0, fontSize = 12.0, titleHeight = 26.0
    static let paper = Color(rgb8: 242, 242, 242)
    static let ink = Color(rgb8: 60, 60, 60)
    /// The most rows, and the most columns, a sheet has.
    public static let maximumGrid = 20

    /// A sheet of pulls by states: the input's sampling is the rows' sweep of pull progresses (no state or time);
    /// `columns` default to `defaultColumns(for:)`.
    public init(input: JobInput, columns: [Column]? = nil) throws(ContactSheetError) {
        guard case .sweep(let progresses, .none, .none) = input.sampling else { throw .notAProgressSweep }
        guard let style = input.control as? any RefreshStyle else { throw .notARefreshStyle(input.control.name) }
        self.init(input: input, grid: .pullsByStates(progresses: progresses, columns: columns ?? ContactSheet.defaultColumns(for: style)))
    }

    /// A sheet of `grid`'s cells (the input's sampling is not used).
    public init(input: JobInput, grid: Grid) {
        self.input = input
        self.grid = grid
    }

    /// `defaultColumns`, and for a footer that can end with no more data (MJRefresh's, STYLES.md §4.5) a column in
    /// that state.
    package static func defaultColumns(for style: any RefreshStyle) -> [Column] {
        defaultColumns + (style.rules.hasNoMoreDataState ? [Column(state: .noMoreData, time: nil)] : [])
    }

    /// The default file name, `<style>-sheet.png`.
    public var fileName: String { "\(input.control.name)-sheet.png" }

    /// Renders the sheet: its cells on `jobs` workers through `FrameRunner`, drawn onto the sheet in order. When
    /// `cancellation` is set, the run stops within `FrameRunner.pollInterval` and throws `RenderInterrupted`.
    /// `progress(done, total)` counts the cells, on the calling thread.
    public func render(cancellation: RenderCancellation = RenderCancellation(),
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Image {
        try render(cancellation: cancellation, progress: progress, destination: nil)
    }

    /// Renders the sheet and writes it atomically as `<directory>/<name>` (default `fileName`); the PNG candidates of
    /// `Image.smallestPNGData` are encoded on the workers too. A cancelled run writes nothing and throws
    /// `RenderInterrupted`.
    /// `progress(done, total)` counts the cells, then the PNG candidates, on the calling thread.
    public func write(name: String? = nil, cancellation: RenderCancellation = RenderCancellation(),
                      progress: (Int, Int) -> Void = { _, _ in }) throws -> (path: String, bytes: Int, width: Int, height: Int) {
        var output = input.singleFile(name ?? fileName, signature: SingleFileOutput.pngSignature, kind: "PNG")
        _ = try layout()   // a grid or size that cannot be made is refused before the folder is created
        return try output.produce { output in
            let cells = grid.cellCount, total = cells + PNGOptions.hardest.count
            let image = try render(cancellation: cancellation, progress: { done, _ in progress(done, total) },
                                   destination: output.path)
            // As `smallestPNGData`: the first of the smallest candidates, so the bytes do not depend on `jobs`.
            var smallest: [UInt8] = []
            let encoded = try runner(cancellation).run(
                PNGOptions.hardest, makeWorker: {}, work: { _, options in try image.pngData(options: options) },
                consume: { _, bytes in if smallest.isEmpty || bytes.count < smallest.count { smallest = bytes } },
                progress: { done, _ in progress(cells + done, total) })
            try encoded.throwIfInterrupted(.singleFile(path: output.path), earlier: cells, planned: cells)
            try output.write(smallest)
            return (output.path, smallest.count, image.width, image.height)
        }
    }

    /// One cell: where it goes, the frame it shows and its caption.
    struct Cell: Sendable {
        var row: Int
        var column: Int
        var frame: FrameSpec
        var caption: String
    }

    /// The cells, row by row.
    func cells() throws -> [Cell] {
        switch grid {
        case .pullsByStates(let progresses, let columns):
            guard let style = input.control as? any RefreshStyle else { throw ContactSheetError.notARefreshStyle(input.control.name) }
            return try progresses.enumerated().flatMap { row, progress in
                try columns.enumerated().map { column, spec in
                    let plan = try FramePlan(sampling: .sweep(progresses: [progress], state: spec.state, time: spec.time),
                                             rules: style.rules)
                    var frame = plan.frames[0]
                    frame.index = row * columns.count + column   // the cell's number (a frame's index is not drawn)
                    let name = spec.state == nil ? frame.sample.state.rawValue : spec.title
                    return Cell(row: row, column: column, frame: frame,
                                caption: "pull \(ContactSheet.format(progress)) · \(name)")
                }
            }
        case .sequence(let frames, let captions, let perRow, _):
            let perRow = max(perRow, 1)   // `layout` refuses an empty row; a caller of `cells` alone gets one a row
            return frames.enumerated().map { n, frame in
                Cell(row: n / perRow, column: n % perRow, frame: frame, caption: n < captions.count ? captions[n] : "")
            }
        }
    }

    /// The line heading the sheet.
    private var title: String {
        switch grid {
        case .pullsByStates: return "\(input.control.name) — rows: pull progress; columns: state, time since it began"
        case .sequence(_, _, _, let title): return title
        }
    }

    /// `destination` is the file being made, for the message of an interruption.
    /// The sheet's geometry in pixels, checked: a grid out of range or a sheet larger than an image may be throws.
    private func layout() throws -> (cellW: Int, cellH: Int, margin: Int, caption: Int, title: Int, width: Int, height: Int) {
        try input.options.validate()
        guard input.text != nil else { throw ContactSheetError.noText }
        let allowed = 1...ContactSheet.maximumGrid
        let (rows, columns) = grid.size
        guard allowed.contains(rows), allowed.contains(columns) else {
            throw ContactSheetError.gridOutOfRange(rows: rows, columns: columns, allowed: allowed)
        }
        let s = Double(input.options.scale)
        let px = { (points: Double) in Int((points * s).rounded()) }
        let (cellW, cellH) = input.pixelSize
        let margin = px(ContactSheet.margin), caption = px(ContactSheet.captionHeight), title = px(ContactSheet.titleHeight)
        let width = margin + columns * (cellW + margin)
        let height = title + margin + rows * (cellH + caption + margin)
        guard width <= Image.maxDimension, height <= Image.maxDimension, width * height <= Image.maxPixelCount else {
            throw ContactSheetError.tooLarge(width: width, height: height)
        }
        return (cellW, cellH, margin, caption, title, width, height)
    }

    private func render(cancellation: RenderCancellation, progress: (Int, Int) -> Void, destination: String?) throws -> Image {
        let (cellW, cellH, margin, caption, title, width, height) = try layout()
        let sheet = try Canvas(width: width, height: height)
        sheet.clear(ContactSheet.paper)
        try label(self.title, x: margin, y: margin / 2,
                  width: width - 2 * margin, height: title, bold: true, on: sheet)
        let cells = try cells()
        // Cells that show the same picture (`FrameGroups`) are rendered once; each image is kept until its last cell
        // is drawn, and the cells are drawn in order, as they come (so captions that overlap blend as always).
        let probe = try input.makeRenderer()
        let groups = reusesFrames ? try FrameGroups(frames: cells.map(\.frame), presentation: { try probe.presentation(of: $0) })
                                  : FrameGroups(separate: cells.count)
        let groupOf = groups.groupOfFrame
        var images: [Int: Image] = [:]
        var drawn = 0
        let outcome = try runner(cancellation).run(
            groups.groups, makeWorker: { try input.makeRenderer(cancellation: cancellation) },
            work: { renderer, positions in try renderer.render(cells[positions[0]].frame).makeImage() },
            consume: { group, image in
                images[group] = image
                while drawn < cells.count, let image = images[groupOf[drawn]] {
                    let cell = cells[drawn]
                    let x = margin + cell.column * (cellW + margin)
                    let y = title + margin + cell.row * (cellH + caption + margin)
                    sheet.drawImage(image, transform: .translation(Double(x), Double(y)))
                    try label(cell.caption, x: x, y: y + cellH, width: cellW, height: caption, bold: false, on: sheet)
                    if groups.groups[groupOf[drawn]].last == drawn { images[groupOf[drawn]] = nil }
                    drawn += 1
                    progress(drawn, cells.count)
                }
            })
        try outcome.throwIfInterrupted(.singleFile(path: destination), done: drawn, planned: cells.count)
        return sheet.makeImage()
    }

    /// The sheet's work is kept in memory until the file is written, so a cancelled run drops it at once.
    private func runner(_ cancellation: RenderCancellation) -> FrameRunner {
        FrameRunner(jobs: input.jobs, cancellation: cancellation, inFlight: .abandon)
    }

    private func label(_ string: String, x: Int, y: Int, width: Int, height: Int, bold: Bool, on canvas: Canvas) throws {
        guard let text = input.text else { throw ContactSheetError.noText }
        let s = Double(input.options.scale)
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
