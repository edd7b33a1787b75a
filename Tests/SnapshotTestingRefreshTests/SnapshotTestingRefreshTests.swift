import Foundation
import Testing
import Raster
import RefreshRender
import SnapshotTesting
import SnapshotTestingRefresh

/// pointfree's `assertSnapshot(of:as:)` with this package's strategies, on Linux: PNG references, pixel diffs.
@Suite struct SnapshotTestingRefreshTests {
    /// The committed reference `__Snapshots__/SnapshotTestingRefreshTests/mjRefreshingMatchesItsReference.mj-refreshing.png`.
    @Test func mjRefreshingMatchesItsReference() {
        assertSnapshot(of: MJStyle(), as: .refreshFrame(progress: 1, state: .refreshing, time: 0.375), named: "mj-refreshing")
    }

    /// A fresh folder in the temporary directory.
    func folder(_ tag: String) throws -> String {
        let path = NSTemporaryDirectory() + "pointfree-\(tag)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func recordsThenVerifiesAHeaderImage() throws {
        let directory = try folder("record")
        let strategy: Snapshotting<any RefreshStyle, RefreshSnapshotImage> = .refreshFrame(progress: 0.5, options: RenderOptions(scale: 1))
        // Recording writes a PNG reference (and reports that it recorded, as swift-snapshot-testing always does).
        let recorded = verifySnapshot(of: ArrowStyle(), as: strategy, named: "arrow", record: .all, snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        let reference = try #require(files.first { $0.hasSuffix(".png") })
        let image = try Raster.Image(contentsOfFile: directory + "/" + reference)
        #expect(image.width == 375 && image.height == 80)
        // The same header verifies against it.
        #expect(verifySnapshot(of: ArrowStyle(), as: strategy, named: "arrow", record: .never, snapshotDirectory: directory) == nil)
        // Another moment does not, and the failure names the changed pixels and the diff picture it wrote.
        let other = verifySnapshot(of: ArrowStyle(), as: .refreshFrame(progress: 1.2, options: RenderOptions(scale: 1)),
                                   named: "arrow", record: .never, snapshotDirectory: directory)
        let message = try #require(other)
        #expect(message.contains("pixels"), "\(message)")
        let diffPath = try #require(message.split(separator: "\n").first { $0.hasPrefix("diff: ") }?.dropFirst(6))
        let diff = try Raster.Image(contentsOfFile: String(diffPath))
        #expect(diff.width == 375 && diff.height == 80)
        // The failure is on the review page beside the diff ($SNAPSHOT_ARTIFACTS, else the temporary folder).
        let pagePath = try #require(message.split(separator: "\n").first { $0.hasPrefix("review page: ") }?.dropFirst(13))
        let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        #expect(URL(fileURLWithPath: String(pagePath)).standardizedFileURL
                == URL(fileURLWithPath: artifacts).appendingPathComponent("index.html").standardizedFileURL)
        let page = try String(contentsOfFile: String(pagePath), encoding: .utf8)
        #expect(page.contains("recordsThenVerifiesAHeaderImage()"), "the page lists the failed test")
    }

    @Test func aRenderingErrorIsReportedNotRecordedAsAnImage() throws {
        let directory = try folder("error")
        let bad = RenderOptions(width: 5, scale: 1)
        let message = verifySnapshot(of: CircleStyle(), as: .refreshFrame(progress: 1, options: bad), named: "bad",
                                     record: .never, snapshotDirectory: directory)
        #expect(message != nil)
    }
}
