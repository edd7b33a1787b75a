import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
@testable import RefreshText
import RefreshTestSupport

/// Frames that repeat an earlier one (`FrameGroups`) are drawn and encoded once: their files are the bytes of a fresh
/// encode, `frames.json` means what it meant (same hashes) and notes the frame each repeats, hard links are made on
/// request, and nothing depends on the job count or the frame range.
@Suite(.tags(.parallel)) struct FrameReuseTests {
    static let fonts = Result { try FontLibrary() }

    /// The real text engine, so that labels are part of every picture compared.
    static func context(width: Double = FrameRunnerTests.width) throws -> (StyleContext, any TextDrawing) {
        let layout = TextLayout(fonts: try fonts.get())
        return (StyleContext(width: width, text: layout), LabelDrawer(layout: layout))
    }

    static func job(_ style: any RefreshStyle, range: ClosedRange<Int>? = nil, fps: Double = 60, jobs: Int = 2, out: String,
                    duplicates: DuplicateFiles = .copies, reuse: Bool = true) throws -> FrameFolderJob {
        let (context, text) = try context()
        var job = FrameFolderJob(
            input: JobInput(control: style, options: FrameRunnerTests.options(), context: context, text: text,
                            sampling: .sequence(scenario: Scenario.defaultPreset(for: style.kind), fps: fps, duration: nil,
                                                range: range),
                            jobs: jobs, outputPath: out),
            duplicates: duplicates)
        job.reusesFrames = reuse
        return job
    }

    static func manifest(_ folder: String) throws -> FrameManifest {
        let data = try #require(FileManager.default.contents(atPath: folder + "/" + FrameManifest.fileName))
        return try #require(FrameManifest.decode([UInt8](data)))
    }

    /// The manifest's frames without the `repeats` note.
    static func withoutNotes(_ frames: [FrameManifest.Frame]) -> [FrameManifest.Frame] {
        frames.map { frame in
            var frame = frame
            frame.repeats = nil
            return frame
        }
    }

    static func inode(_ path: String) throws -> (inode: UInt64, links: UInt64) {
        var info = stat()
        try #require(stat(path, &info) == 0, "cannot stat \(path)")
        return (UInt64(info.st_ino), UInt64(info.st_nlink))
    }

    @Test(arguments: ["circle", "arrow", "sv", "mj", "airplane", "mj-back-footer"])
    func repeatsAreTheBytesOfAFreshEncode(styleName: String) throws {
        let style = try #require(StyleCatalog.style(named: styleName))
        let fresh = FrameRunnerTests.folder("fresh-\(styleName)"), reused = FrameRunnerTests.folder("reused-\(styleName)")
        defer {
            try? FileManager.default.removeItem(atPath: fresh)
            try? FileManager.default.removeItem(atPath: reused)
        }
        // 30 fps: every picture of the gesture, at half the frames of the default rate (the test draws it twice).
        let without = try FrameReuseTests.job(style, fps: 30, jobs: 1, out: fresh, reuse: false).run()
        let with = try FrameReuseTests.job(style, fps: 30, out: reused).run()
        #expect(without.encodes == without.frameCount && with.frameCount == without.frameCount && with.bytes == without.bytes)
        // Most frames of a gesture repeat one another (the spinner's holds, idle holds, the end of the scenario).
        #expect(with.encodes < with.frameCount * 3 / 4, "\(with.encodes) encodes for \(with.frameCount) frames")
        #expect(with.repeatedFrames == without.repeatedFrames && with.repeatedFrames >= with.frameCount - with.encodes)

        let freshFiles = try FrameRunnerTests.files(fresh), reusedFiles = try FrameRunnerTests.files(reused)
        #expect(freshFiles.keys.sorted() == reusedFiles.keys.sorted())
        for (name, bytes) in freshFiles where name != FrameManifest.fileName {
            #expect(reusedFiles[name] == bytes, "\(styleName) \(name) differs from a fresh encode")
        }
        let plain = try FrameReuseTests.manifest(fresh), noted = try FrameReuseTests.manifest(reused)
        // The manifest is the same whether the run reused encodings or not (the notes come from the bytes).
        #expect(noted == plain)
        // Each note names an earlier frame with the same bytes; frames without one are the first of their picture.
        var firstOfHash: [String: Int] = [:]
        for frame in plain.frames where firstOfHash[frame.sha256] == nil { firstOfHash[frame.sha256] = frame.index }
        for frame in noted.frames {
            if let repeated = frame.repeats {
                #expect(repeated < frame.index && noted.frames[repeated].sha256 == frame.sha256)
                #expect(noted.frames[repeated].repeats == nil)
            } else {
                #expect(firstOfHash[frame.sha256] == frame.index, "frame \(frame.index) shows an earlier picture unnoted")
            }
        }
        #expect(noted.frames.filter { $0.repeats != nil }.count == with.repeatedFrames)
    }

    @Test func framesJSONNotesTheRepeatedFrameAndOnlyThen() throws {
        let out = FrameRunnerTests.folder("json")
        defer { try? FileManager.default.removeItem(atPath: out) }
        _ = try FrameReuseTests.job(ArrowStyle(), out: out).run()
        let text = try String(contentsOfFile: out + "/" + FrameManifest.fileName, encoding: .utf8)
        let manifest = try FrameReuseTests.manifest(out)
        let noted = manifest.frames.filter { $0.repeats != nil }
        #expect(!noted.isEmpty)
        // The optional field is written only for repeats; a manifest of an older run (no such field) still decodes.
        #expect(text.components(separatedBy: "\"repeats\" : ").count - 1 == noted.count)
        let old = text.replacingOccurrences(of: #"\s*"repeats" : \d+,"#, with: "", options: .regularExpression)
        #expect(!old.contains("repeats"))
        let decoded = try #require(FrameManifest.decode(Array(old.utf8)))
        #expect(decoded.frames == FrameReuseTests.withoutNotes(manifest.frames))
    }

    @Test func linkDuplicatesMakesHardLinksAndRerunsStillWork() throws {
        let out = FrameRunnerTests.folder("links")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let linked = try FrameReuseTests.job(SVStyle(), out: out, duplicates: .hardLinks)
        let first = try linked.run()
        #expect(first.repeatedFrames > 0)
        let manifest = try FrameReuseTests.manifest(out)
        for frame in manifest.frames {
            let (inode, links) = try FrameReuseTests.inode(out + "/" + frame.file)
            if let repeated = frame.repeats {
                #expect(inode == (try FrameReuseTests.inode(out + "/" + manifest.frames[repeated].file)).inode,
                        "\(frame.file) is not a link to frame \(repeated)")
            }
            let copies = manifest.frames.filter { $0.sha256 == frame.sha256 }.count
            #expect(links == UInt64(copies), "\(frame.file): \(links) links for \(copies) equal frames")
        }
        let bytes = try FrameRunnerTests.files(out)

        // A rerun into the folder (every file ours, some of them links), with links and then with copies; then a
        // frame range. The bytes never change; the rerun with links keeps every file as it is (no frame written, the
        // links still links); the rerun with copies turns the links into files of their own.
        let inodes = try manifest.frames.map { try FrameReuseTests.inode(out + "/" + $0.file).inode }
        let rerun = try linked.run()
        #expect(rerun.keptFrames == manifest.frames.count && rerun.frameCount == 0)
        #expect(try manifest.frames.map { try FrameReuseTests.inode(out + "/" + $0.file).inode } == inodes)
        #expect(try FrameRunnerTests.files(out) == bytes)
        _ = try FrameReuseTests.job(SVStyle(), out: out).run()
        #expect(try FrameRunnerTests.files(out) == bytes)
        for frame in manifest.frames { #expect(try FrameReuseTests.inode(out + "/" + frame.file).links == 1) }
        _ = try FrameReuseTests.job(SVStyle(), range: 30...90, out: out, duplicates: .hardLinks).run()
        let afterRange = try FrameRunnerTests.files(out)
        #expect(afterRange.keys.sorted() == bytes.keys.sorted())
        for (name, data) in bytes where name != FrameManifest.fileName { #expect(afterRange[name] == data, "\(name)") }
    }

    /// Job counts change neither the files nor the manifest; frame ranges change no file, and a range's notes name the
    /// first frame of that run with the same bytes (a file the run wrote).
    @Test func reuseIsTheSameWhateverTheJobCountAndFrameRange() throws {
        let style = MJStyle()
        var full: [String: Data] = [:]
        var fullManifest: FrameManifest?
        for jobs in [1, 3] {
            let out = FrameRunnerTests.folder("jobs\(jobs)")
            defer { try? FileManager.default.removeItem(atPath: out) }
            _ = try FrameReuseTests.job(style, jobs: jobs, out: out).run()
            let files = try FrameRunnerTests.files(out)
            if jobs == 1 {
                full = files
                fullManifest = try FrameReuseTests.manifest(out)
            } else {
                #expect(files == full)
            }
        }
        let entries = try #require(fullManifest).frames
        for range in [100...160, 0...20, 150...150] {
            let out = FrameRunnerTests.folder("range")
            defer { try? FileManager.default.removeItem(atPath: out) }
            _ = try FrameReuseTests.job(style, range: range, out: out).run()
            let part = try FrameReuseTests.manifest(out)
            #expect(FrameReuseTests.withoutNotes(part.frames) == FrameReuseTests.withoutNotes(Array(entries[range])))
            let files = try FrameRunnerTests.files(out)
            for frame in part.frames {
                #expect(files[frame.file] == full[frame.file], "\(frame.file)")
                let first = try #require(part.frames.first { $0.sha256 == frame.sha256 }).index
                #expect(frame.repeats == (first == frame.index ? nil : first), "\(range): frame \(frame.index)")
            }
        }
    }

    /// Pictures put in one item because their trees nearly matched are compared pixel for pixel: one that differs is
    /// encoded on its own and notes nothing; one that is equal reuses the bytes and notes the frame.
    @Test func equalHashesAreConfirmedByComparingPixels() throws {
        let out = FrameRunnerTests.folder("collide")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let style = ArrowStyle()
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil), rules: style.rules)
        let (context, text) = try FrameReuseTests.context()
        let renderer = try FrameRenderer(style: style, options: FrameRunnerTests.options(), context: context, text: text)
        // Two frames with equal trees, and a frame of another group.
        let groups = try FrameGroups(frames: plan.frames, presentation: renderer.presentation(of:))
        let pair = try #require(groups.groups.first { $0.count > 1 })
        let otherGroup = try #require(groups.groups.first { $0[0] != pair[0] })
        let first = plan.frames[pair[0]], same = plan.frames[pair[1]], other = plan.frames[otherGroup[0]]
        let fresh = try [first, other, same].map { try renderer.render($0).pngData() }
        try #require(fresh[0] != fresh[1] && fresh[0] == fresh[2])
        // As if all three had hashed alike: `same` as a picture of its own, to be compared by its pixels.
        let item = FrameGroupItem(pictures: [[first], [other], [same]])
        let output = try OutputDirectory(path: out, force: false)
        let journal = try FrameJournal(path: output.file(FrameJournal.fileName), identity: RunIdentity(), frames: [])
        let written = item.write(with: FrameGroupItem.Worker(renderer: renderer), png: .default, duplicates: .copies,
                                 into: output, journal: journal)
        // Every frame was journaled before its file was renamed into place.
        #expect(FrameJournal.read(output.file(FrameJournal.fileName))?.frames.map(\.file) == written.entries.map(\.file))
        #expect(written.error == nil && written.encodes == 2)
        #expect(written.entries.map(\.index) == [first.index, other.index, same.index])
        #expect(FrameManifest.Frame.noting(written.entries).map(\.repeats) == [nil, nil, first.index])
        for (spec, bytes) in zip([first, other, same], fresh) {
            #expect(FileManager.default.contents(atPath: out + "/" + spec.fileName) == Data(bytes), "\(spec.fileName)")
        }
    }

    /// The items of a run come longest first (`cost`), equal costs in frame order, and hold every frame once: the run
    /// ends on short items, and the order is the same whatever the job count.
    @Test func itemsComeLongestFirst() throws {
        let style = AirplaneStyle()
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil), rules: style.rules)
        let (context, text) = try FrameReuseTests.context()
        let make = { @Sendable in
            try FrameRenderer(style: style, options: FrameRunnerTests.options(), context: context, text: text)
        }
        let planner = try make()
        var orders: [[[Int]]] = []
        for jobs in [1, 2] {
            let items = try #require(try FrameGroupItem.items(plan.frames, presentation: planner.presentation(of:),
                                                              runner: FrameRunner(jobs: jobs), makeRenderer: make))
            let costs = items.map(\.cost)
            #expect(costs == costs.sorted(by: >))
            #expect(costs.first! > costs.last!)
            for (a, b) in zip(items, items.dropFirst()) where a.cost == b.cost {
                #expect(a.pictures[0][0].index < b.pictures[0][0].index)
            }
            let indices = items.flatMap { $0.pictures.flatMap { $0.map(\.index) } }
            #expect(indices.sorted() == plan.frames.map(\.index))
            orders.append(items.map { $0.pictures.flatMap { $0.map(\.index) } })
        }
        #expect(orders[0] == orders[1])
    }

    /// A worker keeps the pixels of at most `keptPictures` pictures of an item: a later repeat of one of the first
    /// eight reuses its encoding, a repeat of a ninth distinct picture is encoded again, to the same bytes.
    @Test func anItemKeepsAtMostEightPicturesToCompare() throws {
        let out = FrameRunnerTests.folder("kept")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let style = AirplaneStyle()
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil), rules: style.rules)
        let (context, text) = try FrameReuseTests.context()
        let renderer = try FrameRenderer(style: style, options: FrameRunnerTests.options(), context: context, text: text)
        let groups = try FrameGroups(frames: plan.frames, presentation: renderer.presentation(of:))
        // Ten pictures with distinct pixels, then a frame equal to the first and a frame equal to the tenth.
        var distinct: [(spec: FrameSpec, bytes: [UInt8], again: FrameSpec)] = []
        for group in groups.groups where group.count > 1 && distinct.count < 10 {
            let spec = plan.frames[group[0]], bytes = try renderer.render(spec).pngData()
            if !distinct.contains(where: { $0.bytes == bytes }) { distinct.append((spec, bytes, plan.frames[group.last!])) }
        }
        try #require(distinct.count == 10)
        let firstAgain = distinct[0].again, tenthAgain = distinct[9].again
        let item = FrameGroupItem(pictures: distinct.map { [$0.spec] } + [[firstAgain], [tenthAgain]])
        let output = try OutputDirectory(path: out, force: false)
        let journal = try FrameJournal(path: output.file(FrameJournal.fileName), identity: RunIdentity(), frames: [])
        let worker = FrameGroupItem.Worker(renderer: renderer)
        let written = item.write(with: worker, png: .default, duplicates: .copies, into: output, journal: journal)
        #expect(written.error == nil)
        #expect(worker.kept.count == FrameGroupItem.keptPictures)
        #expect(written.encodes == 11)
        for (spec, bytes) in distinct.map({ ($0.spec, $0.bytes) }) + [(firstAgain, distinct[0].bytes), (tenthAgain, distinct[9].bytes)] {
            #expect(FileManager.default.contents(atPath: out + "/" + spec.fileName) == Data(bytes), "\(spec.fileName)")
        }
        let notes = FrameManifest.Frame.noting(written.entries)
        #expect(notes.suffix(2).map(\.repeats) == [distinct[0].spec.index, distinct[9].spec.index])
    }

    @Test(arguments: ["arrow", "airplane"])
    func gifIsTheSameBytesWithReuse(styleName: String) throws {
        let style = try #require(StyleCatalog.style(named: styleName))
        let (context, text) = try FrameReuseTests.context()
        let encodings = try [false, true].map { reuse in
            var job = GIFRenderJob(input: JobInput(control: style, options: FrameRunnerTests.options(), context: context,
                                                   text: text, sampling: .sequence(scenario: .refresh, fps: 30, duration: nil, range: nil),
                                                   jobs: 2, outputPath: ""))
            job.reusesFrames = reuse
            return try job.encode()
        }
        #expect(encodings[0].bytes == encodings[1].bytes)
        #expect(encodings[0].summary.gifFrames == encodings[1].summary.gifFrames)
    }

    @Test func contactSheetIsTheSameBytesWithReuse() throws {
        let (context, text) = try FrameReuseTests.context()
        let input = JobInput(control: SVStyle(), options: FrameRunnerTests.options(), context: context, text: text,
                             sampling: .sweep(progresses: ContactSheet.defaultProgresses, state: nil, time: nil), jobs: 2,
                             outputPath: "")
        let cells = try ContactSheet(input: input).cells()
        let renderer = try FrameRenderer(style: SVStyle(), options: FrameRunnerTests.options(), context: context, text: text)
        let groups = try FrameGroups(frames: cells.map(\.frame), presentation: renderer.presentation(of:))
        #expect(groups.reusedCount > 0, "no two cells of the sheet show the same picture: nothing is tested")
        let images = try [false, true].map { reuse in
            var sheet = try ContactSheet(input: input)
            sheet.reusesFrames = reuse
            return try sheet.render()
        }
        #expect(images[0] == images[1])
    }

    @Test func colourCountsOfARepeatedFrameAddUp() throws {
        let pixels: [UInt32] = [0xFF00_00FF, 0xFF00_00FF, 0x0000_0000, 0xFF00_FF00]
        var once = ColorHistogram(matte: .auto), thrice = ColorHistogram(matte: .auto)
        pixels.withUnsafeBufferPointer { buffer in
            once.add(buffer, times: 3)
            for _ in 0..<3 { thrice.add(buffer) }
        }
        #expect(once.opaqueColors.map(\.count) == thrice.opaqueColors.map(\.count))
        #expect(once.opaqueColors.map(\.rgb) == thrice.opaqueColors.map(\.rgb) && once.opaqueColors.map(\.count) == [3, 6])
    }
}
