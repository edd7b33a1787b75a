import Foundation
import Raster

/// Checks an image against its reference PNG following the record mode, writes references and failure artifacts,
/// and says what happened. Reports nothing itself: `assertSnapshot` turns the outcome into a test issue.
public struct SnapshotVerifier: Sendable {
    public var settings: SnapshotSettings
    public var tolerance: ImageTolerance

    public init(settings: SnapshotSettings, tolerance: ImageTolerance = .exact) {
        self.settings = settings
        self.tolerance = tolerance
    }

    /// Compares `actual` with the reference at `location` (recording it when the mode says so). A failure is added to
    /// the review page of the artifacts folder (`SnapshotReviewPage`) under `test`, its frames laid out by `layout`.
    public func verify(_ actual: Image, at location: SnapshotLocation, test: String? = nil,
                       layout: SnapshotFrameLayout? = nil) -> SnapshotOutcome {
        let path = location.referencePath
        let label = "snapshot \"\(location.name)\""
        guard FileManager.default.fileExists(atPath: path) else {
            return missingReference(actual, at: location, test: test, layout: layout)
        }
        if settings.recordMode == .all {
            return record(actual, at: location, message: "Re-recorded the reference of \(label) at \(path) (record mode all).")
        }
        let reference: Image
        do {
            reference = try Image(contentsOfFile: path)
        } catch {
            if settings.recordMode == .failed {
                return record(actual, at: location,
                              message: "Re-recorded the reference of \(label) at \(path) (record mode failed): the old one could not be read: \(error).")
            }
            return SnapshotOutcome(kind: .failed, message: "The reference of \(label) at \(path) cannot be read: \(error)")
        }
        let difference = ImageDifference(reference: reference, actual: actual, tolerance: tolerance)
        if difference.isWithinTolerance {
            return SnapshotOutcome(kind: .matched, message: "\(label) matches \(path)", difference: difference)
        }
        let artifacts = location.artifacts(in: settings.artifactsDirectory)
        var files = "\n  reference: \(artifacts.reference)\n  actual:    \(artifacts.actual)\n  diff:      \(artifacts.diff)"
        do {
            try write(reference, to: artifacts.reference)
            try write(actual, to: artifacts.actual)
            try write(try DiffImage.make(reference: reference, actual: actual, tolerance: tolerance), to: artifacts.diff)
        } catch {
            files += "\n  (writing these failed: \(error))"
        }
        if settings.recordMode == .failed {
            var outcome = record(actual, at: location, message:
                "Re-recorded the reference of \(label) at \(path) (record mode failed); it differed: \(difference.summary).\(files)")
            outcome.difference = difference
            outcome.artifacts = artifacts
            return outcome
        }
        files += reviewPage(name: location.name, test: test, group: location.group, artifacts: artifacts,
                            reference: reference, actual: actual, difference: difference, layout: layout)
        return SnapshotOutcome(
            kind: .failed,
            message: "\(label) does not match its reference \(path): \(difference.summary).\(files)\n"
                + "If the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed.",
            difference: difference, artifacts: artifacts)
    }

    /// The failure added to the artifacts folder's review page: the line naming the page (or why it was not written).
    private func reviewPage(name: String, test: String?, group: String, artifacts: SnapshotArtifacts, reference: Image?,
                            actual: Image, difference: ImageDifference?, layout: SnapshotFrameLayout?) -> String {
        do {
            let page = try SnapshotReviewPage.recordFailure(
                name: name, test: test, group: group, artifacts: artifacts, reference: reference, actual: actual,
                difference: difference, layout: layout, in: settings.artifactsDirectory)
            return "\n  review page: \(page)"
        } catch {
            return "\n  (the review page was not written: \(error))"
        }
    }

    private func missingReference(_ actual: Image, at location: SnapshotLocation, test: String?,
                                  layout: SnapshotFrameLayout?) -> SnapshotOutcome {
        let path = location.referencePath
        let label = "snapshot \"\(location.name)\""
        let recordsHere = settings.recordMode == .all || settings.recordMode == .failed
            || (settings.recordMode == .missing && !settings.isCI)
        if recordsHere {
            return record(actual, at: location, message:
                "Recorded a new reference of \(label) at \(path) (record mode \(settings.recordMode.rawValue)); look at it and commit it.")
        }
        // Not recorded into the source tree: fail, and leave the would-be reference where the user can take it.
        let artifacts = location.artifacts(in: settings.artifactsDirectory)
        var candidate = "the actual image is at \(artifacts.actual)"
        do {
            try write(actual, to: artifacts.actual)
            candidate += reviewPage(name: location.name, test: test, group: location.group,
                                    artifacts: SnapshotArtifacts(reference: "", actual: artifacts.actual, diff: ""),
                                    reference: nil, actual: actual, difference: nil, layout: layout)
        } catch {
            candidate = "writing the actual image to \(artifacts.actual) failed: \(error)"
        }
        let why = settings.recordMode == .never
            ? "record mode never"
            : "running in CI (CI=true), where a missing reference fails instead of being recorded"
        return SnapshotOutcome(
            kind: .failed,
            message: "No reference for \(label) at \(path) (\(why)); \(candidate). "
                + "Record it locally with \(SnapshotRecordMode.environmentVariable)=missing, look at it and commit it.",
            artifacts: SnapshotArtifacts(reference: path, actual: artifacts.actual, diff: ""))
    }

    private func record(_ actual: Image, at location: SnapshotLocation, message: String) -> SnapshotOutcome {
        do {
            try write(actual, to: location.referencePath)
            return SnapshotOutcome(kind: .recorded, message: message)
        } catch {
            return SnapshotOutcome(kind: .failed, message: "Could not record the reference of snapshot \"\(location.name)\": \(error)")
        }
    }

    private func write(_ image: Image, to path: String) throws {
        if let slash = path.lastIndex(of: "/") {
            try FileManager.default.createDirectory(atPath: String(path[..<slash]), withIntermediateDirectories: true)
        }
        try AtomicFile.write(try image.smallestPNGData(trying: settings.png), to: path)
    }
}
