/// Where a snapshot's reference lives: `<folder of the test file>/__Snapshots__/<TestFileName>/<name>.png`, and
/// where a failure puts its artifacts: `<artifacts>/<TestFileName>/<name>.{reference,actual,diff}.png`.
public struct SnapshotLocation: Sendable, Hashable {
    /// The snapshot's name (the reference's file name without `.png`).
    public let name: String
    /// The folder holding this test file's references.
    public let directory: String
    /// The test file's name without extension, used to group artifacts.
    public let group: String

    /// The location for `name` in the test file at `filePath` (pass `#filePath`); `directory` overrides the
    /// `__Snapshots__/<TestFileName>` folder.
    public init(name: String, filePath: String, directory: String? = nil) throws(SnapshotError) {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw .invalidName(name) }
        self.name = name
        let slash = filePath.lastIndex(of: "/")
        let folder = slash.map { String(filePath[..<$0]) } ?? "."
        var file = slash.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = String(file[..<dot]) }
        group = file
        self.directory = directory ?? "\(folder)/__Snapshots__/\(file)"
    }

    /// The reference PNG.
    public var referencePath: String { "\(directory)/\(name).png" }

    /// The artifact files of a failure in `artifactsDirectory`.
    public func artifacts(in artifactsDirectory: String) -> SnapshotArtifacts {
        let base = "\(artifactsDirectory)/\(group)/\(name)"
        return SnapshotArtifacts(reference: base + ".reference.png", actual: base + ".actual.png", diff: base + ".diff.png")
    }
}

/// The three PNGs a failed comparison writes.
public struct SnapshotArtifacts: Sendable, Hashable {
    /// A copy of the reference as it was read.
    public var reference: String
    /// The image that was checked (after a missing reference in CI: the would-be reference).
    public var actual: String
    /// The diff picture (`DiffImage`); empty when there was no reference to compare with.
    public var diff: String

    public init(reference: String, actual: String, diff: String) {
        self.reference = reference
        self.actual = actual
        self.diff = diff
    }
}
