import Raster
import RefreshRender
import Foundation

/// How a PNG run writes a frame that repeats an earlier one: every frame still gets its own file.
public enum DuplicateFiles: Sendable, Hashable {
    /// A file of its own with the same bytes.
    case copies
    /// A hard link to the file of the first frame of the run with the same pixels: no space for the repeats, for very
    /// long runs. (Where the file system allows no more links to a file, a copy starts a new set of links.)
    case hardLinks
}

/// One work item of a PNG run: frames that may show one picture, encoded once by one worker, which then writes every
/// frame's file. Lock-free: a worker needs nothing from the other items, so items run in any order on any worker.
///
/// A run finds repeated frames in two steps. `FrameGroups` puts frames with equal presentation trees together (equal
/// pixels for certain, found without drawing). Pictures whose trees differ only in the last bits of their numbers can
/// still have equal pixels (a repeating animation at times that differ in the last bit): those trees share a near hash
/// (`HashedTree.nearHash`), so they go into one item, whose worker draws each and compares its pixels with the item's
/// earlier pictures before it reuses an encoding. The items are made in frame order (then sorted longest first, in an
/// order fixed by the frames alone), so the files and notes never depend on the job count; a frame's bytes are those
/// of a fresh encode in every case.
struct FrameGroupItem: Sendable {
    /// The frames of each picture (equal trees), pictures in the order of their first frame; all but the first have a
    /// tree that nearly equals the first's, so may have its pixels.
    var pictures: [[FrameSpec]]

    /// Frames evaluated per work item of the first step: one hand-over between threads per 8 frames, not per frame.
    static let treeChunk = 8
    /// The most pictures of an item whose pixels a worker keeps to compare the later ones with (a frame's worth of
    /// memory each). Sets of nearly equal trees hold 2 or 3 pictures in the default sequences; in a larger set with
    /// many distinct pictures, those after the first 8 distinct ones are encoded without comparing, which writes the
    /// same bytes (and `frames.json` still notes them as repeats, from the files' hashes).
    static let keptPictures = 8

    /// Every frame on its own: a run that encodes each frame.
    static func separate(_ frames: [FrameSpec]) -> [FrameGroupItem] {
        frames.map { FrameGroupItem(pictures: [[$0]]) }
    }

    /// What an item costs to write, in file writes: each picture is drawn and encoded (about 30 times the time to
    /// write a file: 0.37 ms to draw, 1.6 ms to encode and 0.066 ms to write, airplane @3x, median per picture of a
    /// default run), each frame written.
    var cost: Int { 30 * pictures.count + pictures.reduce(0) { $0 + $1.count } }

    /// The items of `frames`: their trees evaluated and hashed on `runner`'s workers (`makeRenderer`), grouped on this
    /// thread in frame order by `FrameGroups.Builder` (which evaluates a tree again with `presentation` when it no
    /// longer keeps it); then the groups whose trees nearly equal (`HashedTree.nearHash`) put into one item. Nil when
    /// `runner` was cancelled (nothing was written).
    ///
    /// The items come longest first (`cost`, then frame order): workers claim them in that order, so the run ends on
    /// short items and no worker waits long for another to finish a long one (the files and notes are the same in any
    /// order).
    ///
    /// Nearly equal trees nearly always draw equal pixels (in the default airplane sequence @3x, 112 of its 219 groups
    /// fall into 48 such sets; its 155 items make 156 encodes for 155 distinct pictures), so each set is drawn on one
    /// worker, which compares as it draws: no picture is drawn only to be compared.
    static func items(_ frames: [FrameSpec], presentation: (FrameSpec) throws -> Layer, runner: FrameRunner,
                      makeRenderer: @escaping @Sendable () throws -> FrameRenderer) throws -> [FrameGroupItem]? {
        let chunks = stride(from: 0, to: frames.count, by: treeChunk).map { $0..<min($0 + treeChunk, frames.count) }
        var builder = FrameGroups.Builder()
        let evaluated = try runner.run(
            chunks, makeWorker: makeRenderer,
            work: { renderer, range in try range.map { HashedTree(try renderer.presentation(of: frames[$0])) } },
            consume: { _, hashed in
                for tree in hashed { try builder.add(tree, firstTree: { try presentation(frames[$0]) }) }
            })
        guard evaluated.ending == .completed else { return nil }
        let groups = builder.groups
        var itemOfNearHash: [Int: Int] = [:]
        var items: [FrameGroupItem] = []
        for (group, positions) in groups.groups.enumerated() {
            let picture = positions.map { frames[$0] }
            if let item = itemOfNearHash[groups.nearHashes[group]] {
                items[item].pictures.append(picture)
            } else {
                itemOfNearHash[groups.nearHashes[group]] = items.count
                items.append(FrameGroupItem(pictures: [picture]))
            }
        }
        return items.enumerated().sorted { a, b in
            a.element.cost != b.element.cost ? a.element.cost > b.element.cost : a.offset < b.offset
        }.map(\.element)
    }

    /// What a worker did with an item: the frames whose files it wrote (all of them unless `error`), the encodes it
    /// made, and why it stopped, so that files written before a failure are still listed in the manifest.
    struct Written: Sendable {
        var entries: [FrameManifest.Frame] = []
        var bytes = 0
        var encodes = 0
        var error: (any Error)?
        /// Per frame drawn, the labels' contrasts (`measure`), when the run checks them.
        var contrast: [(spec: FrameSpec, measurements: [ContrastCheck.Measurement])] = []
    }

    /// Measures the labels of a frame just drawn on `canvas` by `renderer` (the contrast check); may draw on the
    /// renderer's canvas, after the picture was encoded.
    typealias Measure = @Sendable (FrameRenderer, Canvas, FrameSpec) throws -> [ContrastCheck.Measurement]

    /// One encoded picture of an item.
    private struct Encoded {
        var bytes: [UInt8]
        var sha256: String
        /// Where its pixels are kept (`Worker.kept`) to compare the item's later pictures with; nil when none follow.
        var kept: Int?
        /// With hard links: the file the next frame with these pixels links to.
        var linkTarget: String?
    }

    /// A worker of a PNG run: its renderer, and pixel buffers kept from item to item (so comparing pictures allocates
    /// nothing once they exist).
    final class Worker {
        let renderer: FrameRenderer
        var kept: [[UInt32]] = []

        init(renderer: FrameRenderer) {
            self.renderer = renderer
        }

        /// Copies the canvas's pixels into buffer `slot`, made if needed.
        func keep(_ canvas: Canvas, in slot: Int) {
            let count = canvas.width * canvas.height
            while kept.count <= slot { kept.append(Array(repeating: 0, count: count)) }
            canvas.withUnsafePixels { pixels in
                kept[slot].withUnsafeMutableBufferPointer { _ = $0.initialize(from: pixels) }
            }
        }

        /// Whether the canvas's pixels equal those kept in `slot`.
        func canvas(_ canvas: Canvas, equalsKept slot: Int) -> Bool {
            canvas.withUnsafePixels { pixels in
                kept[slot].withUnsafeBufferPointer { buffer in
                    buffer.count == pixels.count && memcmp(buffer.baseAddress!, pixels.baseAddress!, pixels.count * 4) == 0
                }
            }
        }
    }

    /// Draws each picture, encodes it unless its pixels equal an earlier picture's of the item, and writes each frame's
    /// file: the bytes, or a hard link to the file written first (`duplicates`). Never throws: an error stops the item
    /// and is returned with what was written before it.
    /// Each frame is journaled (`journal`) before its file is renamed into place, so a run killed at any moment leaves
    /// only files the next identical run knows. With `measure`, the labels of each picture drawn are measured.
    func write(with worker: Worker, png: PNGOptions, duplicates: DuplicateFiles, into output: OutputDirectory,
               journal: FrameJournal, measure: Measure? = nil) -> Written {
        var written = Written()
        var encoded: [Encoded] = []
        do {
            for (n, frames) in pictures.enumerated() {
                let canvas = try worker.renderer.render(frames[0])
                let m: Int
                if let equal = encoded.firstIndex(where: { $0.kept.map { worker.canvas(canvas, equalsKept: $0) } ?? false }) {
                    m = equal
                } else {
                    let bytes = try canvas.pngData(options: png)
                    var kept: Int?
                    if n + 1 < pictures.count, encoded.count < FrameGroupItem.keptPictures {
                        kept = encoded.count
                        worker.keep(canvas, in: encoded.count)
                    }
                    encoded.append(Encoded(bytes: bytes, sha256: SHA256.hex(bytes), kept: kept))
                    written.encodes += 1
                    m = encoded.count - 1
                }
                if let measure {
                    let measurements = try measure(worker.renderer, canvas, frames[0])
                    for spec in frames { written.contrast.append((spec, measurements)) }
                }
                let entries = frames.map { spec in
                    FrameManifest.Frame(index: spec.index, file: spec.fileName, time: spec.time, progress: spec.sample.progress,
                                        state: spec.sample.state.rawValue, sha256: encoded[m].sha256)
                }
                // Journaled first, the picture's frames in one write: a kill after a rename can never leave a frame file
                // the next run does not know.
                try journal.append(entries)
                for (spec, entry) in zip(frames, entries) {
                    var linked = false
                    if let target = encoded[m].linkTarget { linked = try output.link(target, as: spec.fileName) }
                    if !linked {
                        try output.write(encoded[m].bytes, named: spec.fileName)
                        if duplicates == .hardLinks { encoded[m].linkTarget = output.file(spec.fileName) }
                    }
                    written.entries.append(entry)
                    written.bytes += encoded[m].bytes.count
                }
            }
        } catch {
            written.error = error
        }
        return written
    }
}

extension FrameManifest.Frame {
    /// `frames` with their `repeats` notes: each frame whose bytes equal an earlier frame's of `frames` names the first
    /// such frame. Equal PNG bytes (same encoder, same settings) are equal pixels, so the notes are complete even for a
    /// repeat that was encoded again (pictures whose trees differ more than in their last bits), and they depend only
    /// on the frames, never on how the work was split.
    static func noting(_ frames: [FrameManifest.Frame]) -> [FrameManifest.Frame] {
        var first: [String: Int] = [:]
        for frame in frames { first[frame.sha256] = min(first[frame.sha256] ?? frame.index, frame.index) }
        return frames.map { frame in
            var noted = frame
            let earliest = first[frame.sha256]!
            noted.repeats = earliest == frame.index ? nil : earliest
            return noted
        }
    }
}

extension OutputDirectory {
    /// Makes `name` a hard link to the file at `target` (the full path of a file of this run), atomically. Returns
    /// false, writing nothing, when `target` can take no more links (EMLINK): the caller then writes a copy.
    func link(_ target: String, as name: String) throws -> Bool {
        do {
            try AtomicFile.link(target, to: file(name))
            return true
        } catch let error as AtomicFile.LinkError where error.code == EMLINK {
            return false
        }
    }
}
