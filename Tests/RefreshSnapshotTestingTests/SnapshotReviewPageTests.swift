import Foundation
import Testing
import Raster
import RefreshRender
import RefreshReview
@testable import RefreshSnapshotTesting
import RefreshTestSupport

/// The review page of failed snapshots in the artifacts folder: every failure of the run, a filmstrip opening at its
/// first differing frame, whole under concurrent failures.
@Suite struct SnapshotReviewPageTests {
    /// The page's embedded data.
    func pageData(_ path: String) throws -> ReviewPage {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let open = "<script type=\"application/json\" id=\"review-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try JSONDecoder().decode(ReviewPage.self, from: Data(html[start..<end].utf8))
    }

    /// The circle's refresh at 4 fps, @1x, and its reference broken in frames 3 and 4.
    func brokenFilmstrip() throws -> (strip: Filmstrip, location: SnapshotLocation) {
        let strip = try Filmstrip(style: CircleStyle(), scenario: .refresh, fps: 4, options: RenderOptions(scale: 1))
        let folder = try SnapshotFixture.folder("review-strip")
        let location = try SnapshotLocation(name: "circle-refresh", filePath: "\(folder)/StripTests.swift")
        let broken = SnapshotFixture.recoloured(strip.image, x: 20, y: 3 * strip.frameHeight + 50, size: 20, to: .black)
        try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
        try broken.writePNG(to: location.referencePath)
        return (strip, location)
    }

    @Test func aBrokenFilmstripOpensAtItsFirstDifferingFrame() throws {
        let (strip, location) = try brokenFilmstrip()
        let verifier = try SnapshotFixture.verifier(.never)
        let outcome = verifier.verify(strip.image, at: location, test: "aBrokenFilmstrip()", layout: strip.layout)
        #expect(outcome.kind == .failed)
        let page = verifier.settings.artifactsDirectory + "/index.html"
        #expect(outcome.message.contains("review page: \(page)"), "\(outcome.message)")
        let data = try pageData(page)
        #expect(data.kind == .snapshots && data.entries.count == 1)
        let entry = try #require(data.entries.first)
        #expect(entry.title == "circle-refresh" && entry.test == "aBrokenFilmstrip()")
        #expect(entry.start == 3)
        #expect(entry.frames.map(\.status).prefix(6) == [.equal, .equal, .equal, .different, .different, .equal])
        #expect(entry.frames[3].time == strip.frames[3].time && entry.frames[3].reference?.y == 3 * strip.frameHeight)
        #expect(entry.changedPixels == outcome.difference?.changedPixelCount)
    }

    @Test(.enabled(if: BrowserCheck.isRequested, BrowserCheck.notRequestedReason),
          .enabled(if: BrowserCheck.isAvailable, BrowserCheck.skipReason))
    func theFailurePageOpensAtTheFirstDifferingFrameInTheBrowser() throws {
        let (strip, location) = try brokenFilmstrip()
        let verifier = try SnapshotFixture.verifier(.never)
        _ = verifier.verify(strip.image, at: location, test: "aBrokenFilmstrip()", layout: strip.layout)
        let check = try BrowserCheck.run("snapshots", page: verifier.settings.artifactsDirectory + "/index.html",
                                         ["--failures", "1", "--start-frame", "3"], screenshot: "snapshot-failures")
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.tags(.parallel)) func concurrentFailuresAllReachThePage() throws {
        let artifacts = try SnapshotFixture.folder("review-concurrent")
        let verifier = SnapshotVerifier(settings: SnapshotSettings(recordMode: .never, artifactsDirectory: artifacts))
        let folder = try SnapshotFixture.folder("review-references")
        let image = try Image(width: 8, height: 4, color: .white)
        try image.writePNG(to: "\(folder)/reference.png")
        let count = 12
        DispatchQueue.concurrentPerform(iterations: count) { i in
            guard let location = try? SnapshotLocation(name: "reference", filePath: "\(folder)/Case\(i)Tests.swift",
                                                       directory: folder) else { return }
            let changed = SnapshotFixture.recoloured(image, x: i % 8, y: 0, size: 1, to: .black)
            _ = verifier.verify(changed, at: location, test: "case \(i)")
        }
        let data = try pageData(artifacts + "/index.html")
        #expect(data.entries.count == count)
        #expect(Set(data.entries.compactMap(\.test)).count == count)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: artifacts).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}

/// The page's lock in the artifacts folder is never opened through a link: a symbolic link planted at its name makes
/// the page's writing fail, and the file it points at is neither created nor changed.
@Suite struct SnapshotReviewPageLockTests {
    @Test func aLinkAtTheLocksNameIsNotFollowed() throws {
        let folder = NSTemporaryDirectory() + "review-lock-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let victim = folder + "-victim", absent = folder + "-absent"
        defer { try? FileManager.default.removeItem(atPath: victim) }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        for target in [victim, absent] {
            try? FileManager.default.removeItem(atPath: folder + "/.index.lock")
            try FileManager.default.createSymbolicLink(atPath: folder + "/.index.lock", withDestinationPath: target)
            #expect(throws: (any Error).self) { try SnapshotReviewPage.writePage(in: folder) }
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: absent))
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + SnapshotReviewPage.pageName))
    }
}
