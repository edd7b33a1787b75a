import Foundation
import Raster
import RefreshReview
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a snapshot's image is made of frames: a filmstrip's frames stacked top to bottom, each `frameHeight` rows, so
/// a failure page can show them one by one and open at the first that differs.
public struct SnapshotFrameLayout: Sendable, Equatable {
    /// One frame's moment.
    public struct Frame: Sendable, Equatable {
        public var index: Int
        public var time: Double
        public var progress: Double
        public var state: String

        public init(index: Int, time: Double, progress: Double, state: String) {
            self.index = index
            self.time = time
            self.progress = progress
            self.state = state
        }
    }

    public var frameHeight: Int
    public var frames: [Frame]

    public init(frameHeight: Int, frames: [Frame]) {
        self.frameHeight = frameHeight
        self.frames = frames
    }
}

/// The review page of a test run's failed snapshots: `index.html` in the artifacts folder, listing every failure of
/// the run (test, snapshot, changed pixels, largest difference) with the review viewer, a filmstrip opening at its
/// first differing frame. Each failure is kept as a record file of its own beside its pictures
/// (`<group>/<name>.failure.json`), and the page is made anew from the records of the run under a lock, then renamed
/// into place: concurrent tests and test processes add to it without losing or tearing each other's entries.
public enum SnapshotReviewPage {
    /// The page's file name in the artifacts folder.
    public static let pageName = "index.html"

    /// One failure as recorded beside its pictures.
    struct Record: Codable, Equatable {
        /// The test run it belongs to: the parent process (the test runner that starts the test processes) and its start.
        var run: String
        var entry: ReviewEntry
    }

    /// Records a failure whose reference, actual and diff pictures are already at `artifacts` (paths inside
    /// `folder`), and writes the page. Returns the page's path.
    @discardableResult
    public static func recordFailure(name: String, test: String?, group: String, artifacts: SnapshotArtifacts,
                                     reference: Image?, actual: Image, difference: ImageDifference?,
                                     layout: SnapshotFrameLayout?, in folder: String) throws -> String {
        let entry = makeEntry(name: name, test: test, artifacts: artifacts, reference: reference, actual: actual,
                              difference: difference, layout: layout, folder: folder)
        let record = Record(run: runKey, entry: entry)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let recordPath = "\(folder)/\(group)/\(name).failure.json"
        try ReviewPageWriter.writeFile([UInt8](try encoder.encode(record)), to: recordPath)
        return try writePage(in: folder)
    }

    /// The largest failure record read back (a record holds one failure's names, sizes and frame boxes).
    static let recordLimit = 16 << 20

    /// Rewrites the page from the records of this run, holding the folder's lock.
    static func writePage(in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Never through a link (one planted at the lock's name would be opened, or created, wherever it points), and
        // never blocking on a FIFO planted there.
        let lock = open("\(folder)/.index.lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw ReviewPageWriter.WriteError.cannotWrite(path: "\(folder)/.index.lock", reason: String(cString: strerror(errno)))
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(lock, LOCK_UN) }
        let run = runKey
        var entries: [ReviewEntry] = []
        let groups = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for group in groups.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(group)")) ?? []
            for name in names.sorted() where name.hasSuffix(".failure.json") {
                guard let bytes = try? RegularFile.contents(of: "\(folder)/\(group)/\(name)", limit: Self.recordLimit, followLinks: false),
                      let record = try? JSONDecoder().decode(Record.self, from: Data(bytes)), record.run == run else { continue }
                entries.append(record.entry)
            }
        }
        entries.sort { ($0.test ?? "", $0.title) < ($1.test ?? "", $1.title) }
        let frames = entries.flatMap(\.frames)
        func count(_ status: ReviewFrame.Status) -> Int { frames.filter { $0.status == status }.count }
        let page = ReviewPage(
            kind: .snapshots, title: "Failed snapshots",
            subtitle: "\(entries.count) failed snapshot\(entries.count == 1 ? "" : "s") of this test run; the reference, actual and diff PNGs beside this page",
            summary: .init(equal: count(.equal), different: count(.different), missing: count(.missing), extra: count(.extra)),
            entries: entries)
        let path = "\(folder)/\(pageName)"
        try ReviewPageWriter.write(page, to: path)
        return path
    }

    /// The failure's frames: a filmstrip's frames each compared on its own rows, or the one image.
    static func makeEntry(name: String, test: String?, artifacts: SnapshotArtifacts, reference: Image?, actual: Image,
                          difference: ImageDifference?, layout: SnapshotFrameLayout?, folder: String) -> ReviewEntry {
        func relative(_ path: String) -> String {
            path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
        let diffSize = reference.map { (max($0.width, actual.width), max($0.height, actual.height)) }
        func crop(_ path: String, width: Int, fileHeight: Int, y: Int, height: Int) -> ReviewImage? {
            guard !path.isEmpty, y < fileHeight else { return nil }
            return ReviewImage(path: relative(path), width: width, height: min(height, fileHeight - y), y: y, fileHeight: fileHeight)
        }
        guard let layout, layout.frameHeight > 0, !layout.frames.isEmpty else {
            let frame = ReviewFrame(
                index: 0, status: reference == nil ? .extra : .different,
                reference: reference.flatMap { crop(artifacts.reference, width: $0.width, fileHeight: $0.height, y: 0, height: $0.height) },
                actual: crop(artifacts.actual, width: actual.width, fileHeight: actual.height, y: 0, height: actual.height),
                diff: diffSize.flatMap { crop(artifacts.diff, width: $0.0, fileHeight: $0.1, y: 0, height: $0.1) },
                changedPixels: difference?.changedPixelCount, largestDifference: difference?.largestChannelDifference)
            return ReviewEntry(title: name, test: test, changedPixels: difference?.changedPixelCount,
                               largestDifference: difference?.largestChannelDifference, frames: [frame])
        }
        let h = layout.frameHeight
        var frames: [ReviewFrame] = []
        for (i, moment) in layout.frames.enumerated() {
            let y = i * h
            let left = reference.flatMap { crop(artifacts.reference, width: $0.width, fileHeight: $0.height, y: y, height: h) }
            let right = crop(artifacts.actual, width: actual.width, fileHeight: actual.height, y: y, height: h)
            var status: ReviewFrame.Status = left == nil ? .extra : .equal
            var figures: ImageDifference?
            if let reference, left != nil, let a = slice(reference, y: y, height: h), let b = slice(actual, y: y, height: h) {
                let d = ImageDifference(reference: a, actual: b, tolerance: difference?.tolerance ?? .exact)
                if !d.isWithinTolerance {
                    status = .different
                    figures = d
                }
            }
            frames.append(ReviewFrame(
                index: moment.index, time: moment.time, progress: moment.progress, state: moment.state, status: status,
                reference: left, actual: right,
                diff: status == .equal ? nil : diffSize.flatMap { crop(artifacts.diff, width: $0.0, fileHeight: $0.1, y: y, height: h) },
                changedPixels: figures?.changedPixelCount, largestDifference: figures?.largestChannelDifference))
        }
        if let reference, reference.height > layout.frames.count * h {
            // The reference has frames past the actual's last: shown as missing.
            let extraFrames = (reference.height - layout.frames.count * h + h - 1) / h
            for k in 0..<extraFrames {
                let y = (layout.frames.count + k) * h
                frames.append(ReviewFrame(index: layout.frames.count + k, status: .missing,
                                          reference: crop(artifacts.reference, width: reference.width, fileHeight: reference.height, y: y, height: h)))
            }
        }
        let start = frames.firstIndex { $0.status != .equal } ?? 0
        return ReviewEntry(title: name, test: test, changedPixels: difference?.changedPixelCount,
                           largestDifference: difference?.largestChannelDifference, start: start, frames: frames)
    }

    /// Rows `y ..< y + height` of `image` (cut at its bottom), or nil when it has none of them.
    static func slice(_ image: Image, y: Int, height: Int) -> Image? {
        guard y < image.height else { return nil }
        let rows = min(height, image.height - y)
        return try? Image(width: image.width, height: rows, pixels: Array(image.pixels[(y * image.width)..<((y + rows) * image.width)]))
    }

    /// This test run: the parent process (the runner that starts the test processes) and its start time, so the
    /// processes of one `swift test` share a page and a later run starts a new one.
    static let runKey: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 (the start time) counted after the command name's closing parenthesis.
        let fields = stat.split(separator: ")").last.map { $0.split(separator: " ") } ?? []
        let start = fields.count > 19 ? String(fields[19]) : ""
        return "\(parent)-\(start)"
    }()
}
