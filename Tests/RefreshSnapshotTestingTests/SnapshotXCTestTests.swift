import XCTest
import Raster
import RefreshSnapshotTesting

/// `assertSnapshot` also works from XCTest (outside a Swift Testing test it reports with `XCTFail`).
final class SnapshotXCTestTests: XCTestCase {
    func testAMatchingReferencePassesUnderXCTest() throws {
        let image = try SnapshotFixture.header()
        let folder = try SnapshotFixture.folder("xctest")
        try image.writePNG(to: "\(folder)/header.png")
        let outcome = assertSnapshot(of: image, as: .image, named: "header", record: .never, snapshotDirectory: folder)
        XCTAssertEqual(outcome.kind, .matched)
        XCTAssertEqual(outcome.difference?.isIdentical, true)
    }
}
