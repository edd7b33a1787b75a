import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput

/// `render-frames compare A B`: which frames of two runs differ, since when, and by how much.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two frame folders, two PNG files or two animations and show where they differ.",
        discussion: """
        Frames are matched by name (frame_NNNN.png); each folder's frames.json, when present, gives their time, pull \
        progress and state. Prints a summary that fits one screen: the counts, the settings that differ, the first \
        and the largest difference (changed pixels, largest channel difference, where), and the frames of each kind \
        (as ranges when there are many; --verbose lists every one). --diff-out and --report replace only the files \
        compare wrote there (listed in diffs.json and report.json); --force replaces others. --report DIR also writes a review \
        page, DIR/index.html, with the pictures beside it: the counts and the settings that differ between the two \
        frames.json, a timeline of the frames, and each frame side by side, as a swipe, an onion skin and a diff, \
        zoomable, with keys (←/→ the previous/next differing frame); it works offline from file://.

        Two animations (GIF, APNG or WebP, in any pairing) are played as a viewer shows them and compared over time: \
        the time is cut at every frame change of either side, and each span's two pictures are compared. A frame \
        shown for 2/30 s equals two equal frames of 1/30 s. A span shorter than a GIF's centisecond (or a WebP's \
        millisecond), where that format's clock rounded a frame change, is not judged. A different canvas size or \
        duration is a difference. Diff images are named span_NNNN-diff.png.

        Exit codes: 0 equal; 1 they differ; 2 a usage error (an option, a path that does not exist, a folder and a \
        file); 3 a file could not be read or decoded (a corrupt PNG is never "equal", even to an identical copy) or a \
        diff image or the review page could not be written, or would replace a file compare did not write (left alone \
        unless --force).

        Examples:
          render-frames compare before/ after/
          render-frames compare before/ after/ --diff-out diffs/
          render-frames compare before/ after/ --report review/     # then open review/index.html
          render-frames compare expected.png actual.png --max-channel-difference 2
          render-frames compare before.gif after.webp --diff-out diffs/
        """)

    @Argument(help: "The reference: a folder of frame_NNNN.png files, a PNG file, or an animation (GIF, APNG, WebP).")
    var reference: String

    @Argument(help: "The frames to check against it: a folder, a PNG file, or an animation.")
    var actual: String

    @Option(help: "Folder to write a diff image per differing frame (or span of time) into (created if missing): the reference faded to grey, changed pixels in magenta.")
    var diffOut: String?

    @Option(help: "Folder to write a review page into, index.html with the pictures beside it (created if missing; an index.html there is replaced only when it is such a page).")
    var report: String?

    @Option(parsing: .unconditional, help: "Ignore channel differences up to this (0…255, default 0: exact).")
    var maxChannelDifference: Int = 0

    @Flag(help: "Overwrite files in --diff-out or --report that render-frames did not write.")
    var force = false

    @Flag(help: "List every frame (or span of time) that is not equal, and every setting that differs.")
    var verbose = false

    /// The exit status when a file cannot be read or decoded, or a diff image cannot be written (or would replace a
    /// file compare did not write): distinct from 1 ("they differ"), so a script never takes a failed check for a
    /// difference, or a corrupt pair for equal.
    static let unreadable: Int32 = 3

    /// One frame file on one side.
    struct FrameFile {
        var name: String
        var index: Int
        var path: String
    }

    func validate() throws {
        let referenceIsFolder = try Compare.kind(of: reference)
        let actualIsFolder = try Compare.kind(of: actual)
        guard referenceIsFolder == actualIsFolder else {
            throw ValidationError("\(referenceIsFolder ? reference : actual) is a folder but \(referenceIsFolder ? actual : reference) is a file; expected two frame folders or two PNG files")
        }
        if referenceIsFolder {
            // A folder that cannot be listed is reported by run() (exit 3).
            for folder in [reference, actual] where (try? Compare.frames(in: folder))?.isEmpty == true {
                throw ValidationError("\(folder) holds no frame_NNNN.png files; expected a folder written by render-frames")
            }
        }
        guard (0...255).contains(maxChannelDifference) else {
            throw ValidationError("--max-channel-difference \(maxChannelDifference) is not accepted; expected 0 to 255")
        }
        // Each keeps its own manifest and lock: one folder cannot be both.
        if let diffOut, let report, Compare.samePlace(diffOut, report) {
            throw ValidationError("--diff-out \(diffOut) and --report \(report) are one folder; give two (the review page keeps its own diff pictures, in diff/)")
        }
        for (flag, folder) in [("--diff-out", diffOut), ("--report", report)] {
            guard let folder else { continue }
            var isFolder: ObjCBool = false
            if folder.isEmpty { throw ValidationError("\(flag) must not be empty") }
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("\(flag) \(folder) is a file; expected a folder (created if missing)")
            }
        }
    }

    func run() throws {
        let tolerance = try ImageTolerance(maxChannelDifference: maxChannelDifference)
        let differs: Bool
        if try Compare.kind(of: reference) {
            differs = try compareFolders(tolerance: tolerance)
        } else if let pair = try animationPair() {
            differs = try compareAnimations(pair.0, pair.1, tolerance: tolerance)
        } else {
            let name = (actual as NSString).lastPathComponent
            let diffName = name.replacingOccurrences(of: ".png", with: "") + "-diff.png"
            var outputs = try open(diffs: [diffName], pictures: ComparisonReport.pictureNames(reference: [name], actual: [name]))
            let difference = try compareFiles(reference, actual, tolerance: tolerance, diffName: diffName,
                                              outputs: &outputs, name: name, index: 0)
            if let difference {
                StandardOutput.write("\(actual) differs from \(reference): \(difference.summary)")
            } else {
                StandardOutput.write("equal: \(actual) matches \(reference)")
            }
            try finish(&outputs)
            differs = difference != nil
        }
        if differs { throw ExitCode(1) }
    }

    /// Where a comparison writes: the diff pictures' folder and the review page, each opened and checked for every
    /// name it may write before anything is written.
    struct Outputs {
        var diffs: ComparisonFolder?
        var page: ComparisonReport?
    }

    /// Opens `--diff-out` for `diffs` and `--report` for `pictures`: refused (exit 3) when a file there of one of those
    /// names was not written by render-frames, unless `--force`.
    func open(diffs names: [String], pictures: [String]) throws -> Outputs {
        var outputs = Outputs()
        if let diffOut {
            do {
                outputs.diffs = try ComparisonFolder(path: diffOut, manifestName: ComparisonFolder.diffManifestName,
                                                     force: force, names: names)
            } catch {
                throw Compare.refused(error, flag: "--diff-out", folder: diffOut)
            }
        }
        if let report {
            do {
                outputs.page = try ComparisonReport(folder: report, reference: reference, actual: actual, pictures: pictures,
                                                    force: force)
            } catch {
                throw Compare.refused(error, flag: "--report", folder: report)
            }
        }
        return outputs
    }

    /// The message and exit status (3) of an output `compare` may not write, naming the file and how to get past it.
    static func refused(_ error: OutputError, flag: String, folder: String) -> RunFailure {
        let message: String
        switch error {
        case .notADirectory, .notWritable:
            message = "\(flag) \(folder): cannot create the folder: \(error)"
        case .foreignFile, .unlistedFile, .listedElsewhere, .otherKind, .foreignManifest:
            message = "\(flag): \(error); use --force to overwrite it, or another \(flag)"
        case .unsafeFile:
            message = "\(flag): \(error); remove it, or use another \(flag)"
        case .locked:
            message = "\(flag): \(error); wait for it to end, or use another \(flag)"
        case .folderInTheWay, .otherRun:
            message = "\(flag): \(error)"
        }
        return RunFailure(message: message, status: Compare.unreadable)
    }

    static func refused(_ error: Error, flag: String, folder: String) -> RunFailure {
        if let output = error as? OutputError { return refused(output, flag: flag, folder: folder) }
        return RunFailure(message: "\(flag): \(error)", status: Compare.unreadable)
    }

    /// Writes the review page and the folders' manifests.
    func finish(_ outputs: inout Outputs) throws {
        do {
            try outputs.diffs?.finish()
        } catch {
            throw RunFailure(message: "--diff-out: \(error)", status: Compare.unreadable)
        }
        if let page = outputs.page {
            do {
                let path = try page.write(referenceManifest: Compare.manifest(in: reference),
                                          actualManifest: Compare.manifest(in: actual))
                StandardOutput.write("review page: \(path)")
            } catch {
                throw RunFailure(message: "--report: \(error)", status: Compare.unreadable)
            }
        }
    }

    /// Compares every frame; prints the summary; true when anything differs.
    private func compareFolders(tolerance: ImageTolerance) throws -> Bool {
        let left = try Compare.frames(in: reference), right = try Compare.frames(in: actual)
        let leftByName = Dictionary(uniqueKeysWithValues: left.map { ($0.name, $0) })
        let rightByName = Dictionary(uniqueKeysWithValues: right.map { ($0.name, $0) })
        let common = left.filter { rightByName[$0.name] != nil }
        var outputs = try open(diffs: common.map { Compare.diffName($0.name) },
                               pictures: ComparisonReport.pictureNames(reference: left.map(\.name), actual: right.map(\.name)))
        let referenceManifest = Compare.manifest(in: reference), actualManifest = Compare.manifest(in: actual)
        let manifests = [referenceManifest, actualManifest].compactMap { $0 }
        func moment(_ name: String) -> String {
            guard let frame = manifests.lazy.compactMap({ $0.frames.first { $0.file == name } }).first else { return "" }
            return String(format: "t %.3f s, progress %.3f, %@", frame.time, frame.progress, frame.state)
        }
        func row(_ frame: FrameFile, _ status: ComparisonStatus, _ difference: ImageDifference? = nil) -> CompareSummary.Row {
            CompareSummary.Row(index: frame.index, label: "frame \(frame.index) (\(frame.name))", name: frame.name,
                               line: frame.name, status: status, moment: moment(frame.name), difference: difference)
        }

        var rows: [CompareSummary.Row] = []
        for frame in left {
            if let other = rightByName[frame.name] {
                let difference = try compareFiles(frame.path, other.path, tolerance: tolerance, diffName: Compare.diffName(frame.name),
                                                  outputs: &outputs, name: frame.name, index: frame.index)
                rows.append(row(frame, difference == nil ? .equal : .different, difference))
            } else {
                if outputs.page != nil {
                    let size = try decode(try read(frame.path), frame.path)
                    try reporting { try outputs.page?.addMissing(name: frame.name, index: frame.index, referencePath: frame.path,
                                                                 width: size.width, height: size.height) }
                }
                rows.append(row(frame, .missing))
            }
        }
        for frame in right where leftByName[frame.name] == nil {
            if outputs.page != nil {
                let size = try decode(try read(frame.path), frame.path)
                try reporting { try outputs.page?.addExtra(name: frame.name, index: frame.index, actualPath: frame.path,
                                                           width: size.width, height: size.height) }
            }
            rows.append(row(frame, .extra))
        }
        rows.sort { ($0.index, $0.name) < ($1.index, $1.name) }

        header("reference: \(reference) (\(left.count) frames)")
        header("actual:    \(actual) (\(right.count) frames)")
        let summary = CompareSummary(unit: "frames", rows: rows, actual: actual,
                                     settings: ComparisonReport.settingValueDifferences(referenceManifest, actualManifest))
        let differs = !summary.counts.allEqual
        if differs {
            summary.lines(verbose: verbose).forEach(StandardOutput.write)
            if let diffOut, summary.counts.different > 0 { StandardOutput.write("diff images in \(diffOut)") }
        } else {
            StandardOutput.write("equal: all \(rows.count) frames match")
        }
        try finish(&outputs)
        return differs
    }

    /// A line naming a side, cut to the summary's width unless `--verbose`.
    func header(_ line: String) {
        StandardOutput.write(verbose ? line : CompareSummary.fit(line))
    }

    /// `frame_0003-diff.png` for `frame_0003.png`.
    static func diffName(_ frameName: String) -> String { frameName.replacingOccurrences(of: ".png", with: "-diff.png") }

    /// Both files' bytes when either holds an animation (GIF, APNG, WebP); nil for two other files (compared as PNGs).
    /// A still PNG against an animation is a usage error.
    private func animationPair() throws -> ([UInt8], [UInt8])? {
        let left = [UInt8](try read(reference)), right = [UInt8](try read(actual))
        let formats = (AnimationPlayback.format(of: left), AnimationPlayback.format(of: right))
        switch formats {
        case (nil, nil):
            return nil
        case let (nil, format?), let (format?, nil):
            let (still, animation) = formats.0 == nil ? (reference, actual) : (actual, reference)
            if (try? Image(pngData: formats.0 == nil ? left : right)) != nil {
                throw ValidationError("\(still) is a still PNG but \(animation) is an animation (\(format.rawValue)); expected two PNG files or two animations (GIF, APNG, WebP)")
            }
            throw RunFailure(message: "\(still): not a GIF, an animated PNG or a WebP file, while \(animation) is an animation (\(format.rawValue))",
                             status: Compare.unreadable)
        default:
            return (left, right)
        }
    }

    /// nil when the two PNGs are equal (within `tolerance`); otherwise the difference, its diff image written.
    /// Adds each compared pair to the review page, when one is being made.
    private func compareFiles(_ left: String, _ right: String, tolerance: ImageTolerance, diffName: String,
                              outputs: inout Outputs, name: String, index: Int) throws -> ImageDifference? {
        // Both are decoded even when their bytes are equal: two copies of a corrupt frame are an error, not "equal".
        let leftBytes = try read(left), rightBytes = try read(right)
        let a = try decode(leftBytes, left), b = try decode(rightBytes, right)
        let difference = leftBytes == rightBytes ? nil : ImageDifference(reference: a, actual: b, tolerance: tolerance)
        guard let difference, !difference.isWithinTolerance else {
            try reporting { try outputs.page?.addEqual(name: name, index: index, referencePath: left, width: a.width, height: a.height) }
            return nil
        }
        try reporting {
            try outputs.page?.addDifferent(name: name, index: index, referencePath: left, actualPath: right, reference: a,
                                           actual: b, difference: difference, tolerance: tolerance)
        }
        try writeDiff(DiffImage.make(reference: a, actual: b, tolerance: tolerance), named: diffName, into: &outputs.diffs)
        return difference
    }

    /// Writes a diff picture into the diff folder, when there is one (exit 3 when it cannot be written).
    func writeDiff(_ image: @autoclosure () throws -> Image, named name: String, into diffs: inout ComparisonFolder?) throws {
        guard diffs != nil else { return }
        let path = diffs?.file(name) ?? name
        do {
            try diffs?.write(try image().pngData(), named: name)
        } catch {
            throw RunFailure(message: "cannot write the diff image \(path): \(error)", status: Compare.unreadable)
        }
    }

    /// A review page that cannot be written stops the check (exit 3), as a diff image that cannot be written does.
    func reporting(_ body: () throws -> Void) throws {
        do { try body() } catch {
            throw RunFailure(message: "--report: \(error)", status: Compare.unreadable)
        }
    }

    /// The most a compared file is read: larger than any PNG of the largest image.
    static let fileLimit = 1 << 30

    private func read(_ path: String) throws -> Data {
        do { return Data(try RegularFile.contents(of: path, limit: Compare.fileLimit)) } catch {
            throw RunFailure(message: "\(path): cannot read the file (\(error))", status: Compare.unreadable)
        }
    }

    private func decode(_ data: Data, _ path: String) throws -> Image {
        do {
            return try Image(pngData: [UInt8](data))
        } catch {
            throw RunFailure(message: "\(path): not a readable PNG: \(error)", status: Compare.unreadable)
        }
    }

    /// True when two paths name one place (links followed where they exist).
    static func samePlace(_ a: String, _ b: String) -> Bool {
        func place(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return place(a) == place(b)
    }

    /// True for a folder, false for a file; a usage error naming the path when it does not exist.
    static func kind(of path: String) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("\(path): no such file or folder; expected a frame folder or a PNG file")
        }
        return isFolder.boolValue
    }

    /// The `frame_NNNN.png` files of a folder, by index.
    static func frames(in folder: String) throws -> [FrameFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw RunFailure(message: "\(folder): cannot list the folder: \(error.localizedDescription)", status: Compare.unreadable)
        }
        return names.compactMap { name -> FrameFile? in
            guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
            let digits = name.dropFirst("frame_".count).dropLast(".png".count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let index = Int(digits) else { return nil }
            return FrameFile(name: name, index: index, path: (folder as NSString).appendingPathComponent(name))
        }.sorted { ($0.index, $0.name) < ($1.index, $1.name) }
    }

    /// The folder's `frames.json`, when render-frames wrote one.
    static func manifest(in folder: String) -> FrameManifest? {
        FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(FrameManifest.fileName))
            .flatMap { FrameManifest.decode([UInt8]($0)) }
    }
}
