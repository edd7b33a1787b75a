/// When a snapshot assertion writes its reference PNG instead of (or besides) comparing against it.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record references that do not exist yet; compare the others (the default). In CI (`CI=true`) a missing
    /// reference is not recorded into the source tree: the test fails and the candidate goes to the artifacts folder.
    case missing
    /// Re-record every reference (the test passes with a warning); use after an intended visual change.
    case all
    /// Re-record references that are missing or differ (the difference is still reported, as a warning).
    case failed
    /// Never write references: a missing or differing reference fails the test.
    case never

    /// The environment variable that sets the mode for a whole test run: `REFRESH_SNAPSHOT_RECORD=all swift test`.
    public static let environmentVariable = "REFRESH_SNAPSHOT_RECORD"

    /// The mode named by `text` (case-insensitive); the error names the value and the accepted modes.
    public init(parsing text: String) throws(SnapshotError) {
        guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
            throw .invalidRecordMode(text)
        }
        self = mode
    }
}
