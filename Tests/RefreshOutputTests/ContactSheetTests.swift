import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
@testable import RefreshText
import RefreshTestSupport

/// The contact sheet through `FrameRunner`: its cells in order, cancellation, and the grid's limits as domain errors.
@Suite(.tags(.parallel)) struct ContactSheetTests {
    static func sheet(_ style: any RefreshStyle, jobs: Int = 2, progresses: [Double] = ContactSheet.defaultProgresses,
                      columns: [ContactSheet.Column] = ContactSheet.defaultColumns) throws -> ContactSheet {
        let layout = TextLayout(fonts: try FontLibrary())
        return try ContactSheet(input: JobInput(
            control: style, options: RenderOptions(width: 375, scale: 1), context: StyleContext(width: 375, text: layout),
            text: LabelDrawer(layout: layout), sampling: .sweep(progresses: progresses, state: nil, time: nil), jobs: jobs,
            outputPath: NSTemporaryDirectory()), columns: columns)
    }

    /// Every cell shows its own frame where it belongs: the sheet's cell at (row, column) is that frame rendered alone.
    @Test func cellsLandInTheirPlaces() throws {
        let sheet = try Self.sheet(AirplaneStyle(), jobs: 3)
        let image = try sheet.render()
        let renderer = try FrameRenderer(style: AirplaneStyle(), options: sheet.input.options, context: sheet.input.context)
        let cells = try sheet.cells()
        #expect(cells.count == 30 && cells.map(\.row) == (0..<5).flatMap { Array(repeating: $0, count: 6) })
        for cell in [cells[0], cells[9], cells[29]] {
            let truth = try renderer.render(cell.frame).makeImage()
            let x = 12 + cell.column * (truth.width + 12), y = 26 + 12 + cell.row * (truth.height + 20 + 12)
            for (px, py) in [(0, 0), (truth.width / 2, truth.height / 2), (truth.width - 1, truth.height - 1)] {
                #expect(image.pixels[(y + py) * image.width + x + px] == truth.pixels[py * truth.width + px],
                        "cell \(cell.row),\(cell.column) at \(px),\(py)")
            }
        }
    }

    /// Writing reports its progress over the cells and then the PNG candidates, ending at the total.
    @Test func writingReportsProgressToTheEnd() throws {
        let out = NSTemporaryDirectory() + "sheet-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var reports: [(Int, Int)] = []
        var sheet = try Self.sheet(MJStyle(), progresses: [0.5, 1])
        sheet.input.outputPath = out
        _ = try sheet.write(progress: { reports.append(($0, $1)) })
        let total = try #require(reports.last?.1)
        #expect(reports.last?.0 == total && total > 2 * 6)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.0 < $1.0 })
    }

    @Test func cancellationWritesNothing() throws {
        let out = NSTemporaryDirectory() + "sheet-cancel-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var sheet = try Self.sheet(ArrowStyle())
        sheet.input.outputPath = out
        let cancellation = RenderCancellation()
        cancellation.cancel(reason: "test")
        #expect(throws: RenderInterrupted(reason: "test", framesDone: 0, framesPlanned: 30,
                                          output: .singleFile(path: out + "/arrow-sheet.png"))) {
            _ = try sheet.write(cancellation: cancellation)
        }
        // The folder the run created is removed again: nothing is left.
        #expect(!FileManager.default.fileExists(atPath: out))

        let midway = RenderCancellation()
        do {
            _ = try sheet.render(cancellation: midway, progress: { done, _ in
                if done == 4 { midway.cancel(reason: "test") }
            })
            Issue.record("the sheet was not interrupted")
        } catch let interrupted as RenderInterrupted {
            #expect(interrupted.framesDone >= 4 && interrupted.framesDone < 30 && interrupted.output == .singleFile(path: nil))
        }
    }

    @Test func gridLimitsAreDomainErrors() throws {
        let column = ContactSheet.defaultColumns[0]
        let allowed = 1...ContactSheet.maximumGrid
        #expect(throws: ContactSheetError.gridOutOfRange(rows: 0, columns: 6, allowed: allowed)) {
            _ = try Self.sheet(SVStyle(), progresses: []).render()
        }
        #expect(throws: ContactSheetError.gridOutOfRange(rows: 5, columns: 0, allowed: allowed)) {
            _ = try Self.sheet(SVStyle(), columns: []).render()
        }
        #expect(throws: ContactSheetError.gridOutOfRange(rows: 21, columns: 1, allowed: allowed)) {
            _ = try Self.sheet(SVStyle(), progresses: Array(repeating: 0.5, count: 21), columns: [column]).render()
        }
        let message = "\(ContactSheetError.gridOutOfRange(rows: 21, columns: 1, allowed: allowed))"
        #expect(message == "a contact sheet of 21 rows × 1 columns is not accepted; expected 1 to 20 rows (pull progresses) and 1 to 20 columns")
    }
}
