import Foundation
import Testing
import Raster
import RefreshRender
import RefreshSnapshotTesting

/// The text of the issues a known-issue matcher saw (the matcher is `@Sendable`).
final class ReportedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) { lock.lock(); text += more; lock.unlock() }
    var value: String { lock.lock(); defer { lock.unlock() }; return text }
}

/// The snapshot machinery: failures that name their files, the record modes, the environment, tolerances.
@Suite struct SnapshotAssertionTests {
    /// The text of a reported issue.
    static func text(of issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    /// Records `reference` into a fresh folder and asserts `actual` against it (mode never); returns the outcome and
    /// the message of the failure it must report.
    func assertFails(_ actual: Image, against reference: Image, named name: String) throws -> (SnapshotOutcome, String) {
        let folder = try SnapshotFixture.folder("references")
        try reference.writePNG(to: "\(folder)/\(name).png")
        var outcome: SnapshotOutcome?
        let message = ReportedText()
        withKnownIssue {
            outcome = assertSnapshot(of: actual, as: .image, named: name, record: .never, snapshotDirectory: folder)
        } matching: { issue in
            message.append(Self.text(of: issue))
            return true
        }
        return (try #require(outcome), message.value)
    }

    @Test func aChangedColourFailsWithAMessageNamingTheThreeFiles() throws {
        let reference = try SnapshotFixture.header()
        let changed = SnapshotFixture.recoloured(reference, x: 600, y: 20, size: 12, to: Color(rgb8: 226, 231, 200))
        let (outcome, message) = try assertFails(changed, against: reference, named: "changed-colour")
        #expect(outcome.kind == .failed)
        let artifacts = try #require(outcome.artifacts)
        for path in [artifacts.reference, artifacts.actual, artifacts.diff] {
            #expect(message.contains(path), "the message names \(path)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(message.contains("144 of 120000 pixels changed"))
        #expect(message.contains("largest channel difference 37"))
        #expect(message.contains("in x 600…611, y 20…31"))
        // The written files hold what they say.
        #expect(try Image(contentsOfFile: artifacts.actual) == changed)
        #expect(try Image(contentsOfFile: artifacts.reference) == reference)
        let diff = try Image(contentsOfFile: artifacts.diff)
        #expect(diff.pixel(x: 605, y: 25) == DiffImage.changedColor)
        #expect(diff.pixel(x: 597, y: 25) == DiffImage.frameColor)
        #expect(diff.pixel(x: 300, y: 100) != DiffImage.changedColor)
    }

    @Test func aOnePixelShiftFails() throws {
        let reference = try SnapshotFixture.header()
        let (outcome, message) = try assertFails(SnapshotFixture.shiftedRight(reference), against: reference, named: "shifted")
        let difference = try #require(outcome.difference)
        #expect(difference.changedPixelCount > 500) // every edge of the arrow and the glyphs
        #expect(difference.largestChannelDifference > 100)
        #expect(message.contains(try #require(outcome.artifacts).diff))
        let diff = try Image(contentsOfFile: try #require(outcome.artifacts).diff)
        let magenta = diff.pixels.filter { $0 == DiffImage.changedColor }.count
        #expect(magenta == difference.changedPixelCount)
    }

    @Test func aMissingReferenceIsRecordedCompressedAndPasses() throws {
        let image = try SnapshotFixture.header()
        let location = try SnapshotLocation(name: "new", filePath: "/x/MyTests.swift", directory: try SnapshotFixture.folder("record"))
        let outcome = try SnapshotFixture.verifier(.missing).verify(image, at: location)
        #expect(outcome.kind == .recorded && outcome.passed)
        #expect(outcome.message.contains(location.referencePath))
        #expect(try Image(contentsOfFile: location.referencePath) == image)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: location.referencePath)[.size] as? Int)
        #expect(size < (try image.pngData(options: .default)).count)
        // The next run compares against it.
        #expect(try SnapshotFixture.verifier(.missing).verify(image, at: location).kind == .matched)
    }

    @Test func inCIAMissingReferenceFailsAndLeavesTheSourceTreeAlone() throws {
        let image = try SnapshotFixture.header()
        let location = try SnapshotLocation(name: "ci", filePath: "/x/MyTests.swift", directory: try SnapshotFixture.folder("ci"))
        let outcome = try SnapshotFixture.verifier(.missing, isCI: true).verify(image, at: location)
        #expect(outcome.kind == .failed)
        #expect(!FileManager.default.fileExists(atPath: location.referencePath))
        let candidate = try #require(outcome.artifacts).actual
        #expect(try Image(contentsOfFile: candidate) == image)
        #expect(outcome.message.contains("No reference for snapshot \"ci\" at \(location.referencePath)"))
        #expect(outcome.message.contains("CI=true") && outcome.message.contains(candidate))
    }

    @Test func modeNeverFailsOnAMissingReference() throws {
        let location = try SnapshotLocation(name: "never", filePath: "/x/MyTests.swift", directory: try SnapshotFixture.folder("never"))
        let outcome = try SnapshotFixture.verifier(.never).verify(try SnapshotFixture.header(), at: location)
        #expect(outcome.kind == .failed && outcome.message.contains("record mode never"))
        #expect(!FileManager.default.fileExists(atPath: location.referencePath))
    }

    @Test func modeAllReRecordsEveryReference() throws {
        let old = try SnapshotFixture.header()
        let new = SnapshotFixture.recoloured(old, x: 0, y: 0, size: 30, to: .black)
        let location = try SnapshotLocation(name: "all", filePath: "/x/MyTests.swift", directory: try SnapshotFixture.folder("all"))
        try old.writePNG(to: location.referencePath)
        let outcome = try SnapshotFixture.verifier(.all).verify(new, at: location)
        #expect(outcome.kind == .recorded && outcome.message.contains("record mode all"))
        #expect(try Image(contentsOfFile: location.referencePath) == new)
    }

    @Test func modeFailedReRecordsOnlyTheReferencesThatDiffer() throws {
        let old = try SnapshotFixture.header()
        let folder = try SnapshotFixture.folder("failed")
        let same = try SnapshotLocation(name: "same", filePath: "/x/MyTests.swift", directory: folder)
        let differs = try SnapshotLocation(name: "differs", filePath: "/x/MyTests.swift", directory: folder)
        try old.writePNG(to: same.referencePath, options: .default)
        try old.writePNG(to: differs.referencePath, options: .default)
        let sameBytes = try Data(contentsOf: URL(fileURLWithPath: same.referencePath))
        let verifier = try SnapshotFixture.verifier(.failed)

        #expect(verifier.verify(old, at: same).kind == .matched)
        #expect(try Data(contentsOf: URL(fileURLWithPath: same.referencePath)) == sameBytes, "a matching reference is not rewritten")

        let new = SnapshotFixture.shiftedRight(old)
        let outcome = verifier.verify(new, at: differs)
        #expect(outcome.kind == .recorded && outcome.passed)
        #expect(try Image(contentsOfFile: differs.referencePath) == new)
        let artifacts = try #require(outcome.artifacts)
        #expect(try Image(contentsOfFile: artifacts.reference) == old)
        #expect(outcome.message.contains(artifacts.diff) && outcome.message.contains("pixels changed"))
    }

    @Test func anUnreadableReferenceFailsNamingIt() throws {
        let location = try SnapshotLocation(name: "broken", filePath: "/x/MyTests.swift", directory: try SnapshotFixture.folder("broken"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: location.referencePath))
        let outcome = try SnapshotFixture.verifier(.missing).verify(try SnapshotFixture.header(), at: location)
        #expect(outcome.kind == .failed)
        #expect(outcome.message.contains("The reference of snapshot \"broken\" at \(location.referencePath) cannot be read"))
    }

    @Test func tolerancesLetSmallDifferencesPassAndReportBothWhenExceeded() throws {
        let reference = try SnapshotFixture.header()
        let folder = try SnapshotFixture.folder("tolerance")
        try reference.writePNG(to: "\(folder)/tolerance.png")
        // 36 pixels one step lighter: a channel tolerance of 1 accepts them.
        let nudged = SnapshotFixture.recoloured(reference, x: 700, y: 100, size: 6, to: Color(rgb8: 227, 232, 238))
        let outcome = assertSnapshot(of: nudged, as: .image.within(try ImageTolerance(maxChannelDifference: 1)),
                                     named: "tolerance", record: .never, snapshotDirectory: folder)
        #expect(outcome.kind == .matched)
        // 36 pixels black: beyond the channel tolerance, and more than the 0.02 % of the 750×160 pixels (24) allowed.
        let blackened = SnapshotFixture.recoloured(reference, x: 700, y: 100, size: 6, to: .black)
        let tolerance = try ImageTolerance(maxChannelDifference: 1, maxDifferingFraction: 0.0002)
        let reported = ReportedText()
        withKnownIssue {
            assertSnapshot(of: blackened, as: .image.within(tolerance), named: "tolerance", record: .never,
                           snapshotDirectory: folder)
        } matching: { issue in
            reported.append(Self.text(of: issue))
            return true
        }
        let message = reported.value
        #expect(message.contains("36 pixels (fraction 0.0003) differ by more than 1, 24 allowed"))
        #expect(message.contains("channel difference ≤ 1, differing fraction ≤ 0.0002"))
        #expect(message.contains("largest channel difference 237"))
        // 16 black pixels are within that fraction.
        let few = SnapshotFixture.recoloured(reference, x: 700, y: 100, size: 4, to: .black)
        #expect(assertSnapshot(of: few, as: .image.within(tolerance), named: "tolerance", record: .never,
                               snapshotDirectory: folder).kind == .matched)
    }

    @Test func aScenarioFilmstripNamesTheFirstDifferingFrame() throws {
        let style = CircleStyle(), options = RenderOptions(scale: 1)
        let strip = try Filmstrip(style: style, scenario: .refresh, fps: 4, options: options)
        #expect(strip.image.height == strip.frames.count * 60 && strip.frames.count > 10)
        let folder = try SnapshotFixture.folder("filmstrip")
        // The reference differs in frames 5 and 6.
        let edited = SnapshotFixture.recoloured(strip.image, x: 20, y: 5 * 60 + 50, size: 20, to: .black)
        try edited.writePNG(to: "\(folder)/strip.png")
        let reported = ReportedText()
        withKnownIssue {
            assertSnapshot(of: style, as: .filmstrip(scenario: .refresh, fps: 4, options: options), named: "strip",
                           record: .never, snapshotDirectory: folder)
        } matching: { issue in
            reported.append(Self.text(of: issue))
            return true
        }
        let fifth = strip.frames[5]
        #expect(fifth.time == 1.25)
        #expect(reported.value.contains(String(format: "Scenario refresh at 4.0 fps: first differing frame 5 (t 1.250 s, progress %.3f, %@).",
                                               fifth.sample.progress, fifth.sample.state.rawValue)), "\(reported.value)")
        #expect(throws: SnapshotError.self) { try Filmstrip(style: style, scenario: .refresh, fps: 240, options: RenderOptions(scale: 3)) }
    }

    @Test func settingsComeFromTheEnvironment() throws {
        let settings = try SnapshotSettings.fromEnvironment([
            "REFRESH_SNAPSHOT_RECORD": "All", "REFRESH_SNAPSHOT_ARTIFACTS": "/tmp/arts", "CI": "true",
        ])
        #expect(settings.recordMode == .all && settings.artifactsDirectory == "/tmp/arts" && settings.isCI)
        let defaults = try SnapshotSettings.fromEnvironment([:])
        #expect(defaults.recordMode == .missing && !defaults.isCI)
        #expect(defaults.artifactsDirectory == SnapshotSettings.defaultArtifactsDirectory)
        #expect(defaults.png == PNGOptions.hardest)
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try SnapshotSettings.fromEnvironment(["REFRESH_SNAPSHOT_RECORD": "sometimes"])
        }
        #expect(SnapshotError.invalidRecordMode("sometimes").description
            == "REFRESH_SNAPSHOT_RECORD=sometimes is not a record mode; expected missing, all, failed, never")
    }

    @Test func referencesLiveNextToTheTestFile() throws {
        let location = try SnapshotLocation(name: "airplane-idle", filePath: "/repo/Tests/AppTests/HeaderTests.swift")
        #expect(location.referencePath == "/repo/Tests/AppTests/__Snapshots__/HeaderTests/airplane-idle.png")
        #expect(location.artifacts(in: "/tmp/a").diff == "/tmp/a/HeaderTests/airplane-idle.diff.png")
        #expect(throws: SnapshotError.invalidName("a/b")) { try SnapshotLocation(name: "a/b", filePath: "/x/T.swift") }
        #expect(throws: SnapshotError.invalidName("")) { try SnapshotLocation(name: "", filePath: "/x/T.swift") }
    }
}
