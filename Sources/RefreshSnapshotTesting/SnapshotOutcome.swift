import Raster

/// The result of checking one image against its reference.
public struct SnapshotOutcome: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Equal to the reference, or within the tolerance: the test passes.
        case matched
        /// A reference was written (missing, or re-recorded by the mode): the test passes with a warning.
        case recorded
        /// Missing or differing reference that was not recorded, or an error: the test fails.
        case failed
    }

    public var kind: Kind
    /// What happened, naming the files involved; the text of the reported issue.
    public var message: String
    /// The comparison, when a reference was read.
    public var difference: ImageDifference?
    /// The files written into the artifacts folder, if any.
    public var artifacts: SnapshotArtifacts?

    public init(kind: Kind, message: String, difference: ImageDifference? = nil, artifacts: SnapshotArtifacts? = nil) {
        self.kind = kind
        self.message = message
        self.difference = difference
        self.artifacts = artifacts
    }

    /// True unless the test should fail.
    public var passed: Bool { kind != .failed }
}
