import Raster
import Foundation

/// The folder a run writes into, and the rules that protect it (README "Output folders"):
///
/// - **One run at a time**: the folder is locked (`OutputLock`) from `init` until `unlock()`, or until the value and
///   its copies are gone.
/// - **Only files it owns**: the tool writes new names, or files that its own manifest lists with an unchanged
///   SHA-256, unless `force` is set. Files go in atomically; the manifest is written last.
/// - **One identity per folder** (`beginFrameRun`): frames of a run with an equal `RunIdentity` are kept (a rerun
///   resumes, `--frames` sub-ranges fill one folder); a run with another identity is refused, or under `force`
///   replaces that run — the only time anything is deleted, and then only that run's own unchanged frames.
public struct OutputDirectory: Sendable {
    public let path: String
    public let force: Bool
    /// The manifest's file name: `frames.json` for frame runs (`FrameManifest.fileName`), another for other outputs.
    public let manifestName: String
    /// The manifest found in the folder when the run started, if this tool wrote it.
    package let previousManifest: FrameManifest?
    private let lock: OutputLock

    /// Opens (creating it and its parents if needed) the output folder, locks it and reads its manifest.
    public init(path: String, force: Bool, manifestName: String = FrameManifest.fileName) throws(OutputError) {
        self.path = path
        self.force = force
        self.manifestName = manifestName
        try OutputError.openFolder(path)
        let manifestPath = OutputDirectory.join(path, manifestName)
        // Found now, not after every frame was written.
        try OutputError.checkNotAFolder(manifestPath)
        try OutputError.checkNotAFolder(OutputDirectory.join(path, FrameJournal.fileName))
        lock = try OutputLock(folder: path)
        AtomicFile.removeStaleTemporaries(in: path)
        if let data = FolderFile.read(manifestPath, limit: FolderFile.listLimit) {
            if let manifest = FrameManifest.decode(data) {
                previousManifest = manifest
            } else if force {
                previousManifest = nil
            } else {
                throw .foreignManifest(manifestPath)
            }
        } else {
            previousManifest = nil
        }
    }

    /// Ends the run's hold on the folder: the lock file is removed and another run may start. Every copy of this value
    /// is then unlocked too; call it when the run is done.
    public func unlock() {
        lock.release()
    }

    /// How many names the file at `path` has (1 for a plain file, more for a hard-linked one; 0 when it cannot be read).
    static func linkCount(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_nlink) : 0
    }

    /// The full path of a file in the folder.
    public func file(_ name: String) -> String { OutputDirectory.join(path, name) }

    /// Checks, before anything is written, that every name in `names` is free, in `allowing`, or ours (listed in our
    /// manifest with an unchanged hash). Throws `foreignFile` naming the first that is not, unless `force`.
    public func checkWritable(_ names: [String], allowing: Set<String> = []) throws(OutputError) {
        guard !force else { return }
        let ours = Dictionary(previousManifest?.frames.map { ($0.file, $0.sha256) } ?? [], uniquingKeysWith: { a, _ in a })
        for name in names where !allowing.contains(name) {
            let full = file(name)
            var info = stat()
            // A link counts as there (lstat): only files the manifest vouches for are replaced.
            guard lstat(full, &info) == 0 else { continue }
            // Our own manifest (init decoded it) is ours to replace; it does not list itself.
            if name == manifestName, previousManifest != nil { continue }
            guard let hash = ours[name], hasHash(name, hash) else {
                throw lstat(file(manifestName), &info) == 0 ? .foreignFile(full) : .unlistedFile(full, manifest: manifestName)
            }
        }
    }

    /// Writes one file atomically.
    public func write(_ bytes: [UInt8], named name: String) throws {
        try AtomicFile.write(bytes, to: file(name))
    }

    /// How a frame run starts in this folder: the frames it keeps, what it removed, and its journal.
    struct FrameRunStart: Sendable {
        /// Frames of earlier runs with the same identity whose files are unchanged (whether or not they are planned).
        var kept: [FrameManifest.Frame]
        /// The frame files of a run with another identity removed under `force`.
        var removed: Int
        var journal: FrameJournal
    }

    /// Starts a frame run of `identity` that will write `names`: finds the earlier run in the folder (its manifest and
    /// the journal of a run that was killed), keeps its unchanged frames when the identity is equal, refuses it
    /// otherwise (`otherRun`) or, under `force`, removes that run's unchanged frames and its manifest. Then checks
    /// that the names still to write are free or ours, and starts the journal.
    func beginFrameRun(identity: RunIdentity, names: [String]) throws -> FrameRunStart {
        let journalPath = file(FrameJournal.fileName)
        let journal = FrameJournal.read(journalPath)
        // A manifest of another kind of output (the artwork of older versions) is never ours to delete from.
        let manifest = previousManifest.flatMap { $0.settings.mode == FrameManifest.assetsMode ? nil : $0 }
        var differences = Set<String>()
        if let manifest {
            if let earlier = manifest.identity {
                differences.formUnion(earlier.differences(from: identity))
            } else {
                differences.insert("identity (not recorded by an older render-frames)")
            }
        } else if previousManifest != nil {
            differences.insert("kind of output (\(manifestName) lists the artwork of render-frames assets)")
        }
        if let journal { differences.formUnion(journal.identity.differences(from: identity)) }
        var latest: [String: FrameManifest.Frame] = [:]
        for frame in (manifest?.frames ?? []) + (journal?.frames ?? []) { latest[frame.file] = frame }
        let unchanged = latest.values.filter { hasHash($0.file, $0.sha256) }.sorted { $0.index < $1.index }

        var kept: [FrameManifest.Frame] = []
        var removed = 0
        if differences.isEmpty {
            kept = unchanged
        } else {
            guard force else { throw OutputError.otherRun(path, differences: differences.sorted(), files: unchanged.count) }
            for frame in unchanged where unlink(file(frame.file)) == 0 { removed += 1 }
            if manifest != nil { unlink(file(manifestName)) }
        }
        let keptNames = Set(kept.map(\.file))
        // A file the killed run had journaled but not finished is its own, whatever it holds now.
        try checkWritable(names.filter { !keptNames.contains($0) }, allowing: Set(journal?.frames.map(\.file) ?? []))
        return FrameRunStart(kept: kept, removed: removed,
                             journal: try FrameJournal(path: journalPath, identity: identity, frames: kept))
    }

    /// Writes the manifest listing `frames` (sorted by index). Nothing is deleted here: the frames of earlier runs
    /// are kept or removed when a frame run begins.
    public func finish(identity: RunIdentity?, settings: FrameManifest.Settings, filePattern: String? = nil,
                       frames: [FrameManifest.Frame]) throws {
        let manifest = FrameManifest(identity: identity, settings: settings, filePattern: filePattern, frames: frames)
        try AtomicFile.write(try manifest.encoded(), to: file(manifestName))
    }

    /// True when the file `name` exists with SHA-256 `hash`.
    private func hasHash(_ name: String, _ hash: String) -> Bool {
        guard let data = FolderFile.read(file(name), limit: FolderFile.frameLimit) else { return false }
        return SHA256.hex(data) == hash
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
