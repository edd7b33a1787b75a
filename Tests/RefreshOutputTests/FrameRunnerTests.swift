import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
@testable import RefreshText
import RefreshTestSupport

/// The one parallel loop: results in item order, the first error thrown, cancellation between items, a bounded window
/// of finished results, and the same bytes from every output whatever the job count.
@Suite(.tags(.parallel)) struct FrameRunnerTests {
    struct Failure: Error, Equatable {
        var item: Int
    }

    /// A short, uneven pause so items finish out of order on several workers.
    static func pause(_ item: Int) {
        Thread.sleep(forTimeInterval: Double((item * 7919) % 5) * 0.0002)
    }

    @Test(arguments: [1, 2, 3, 8])
    func resultsArriveInItemOrderWithProgress(jobs: Int) throws {
        let items = Array(0..<200)
        var positions: [Int] = [], outputs: [Int] = [], reports: [Int] = []
        let outcome = try FrameRunner(jobs: jobs).run(
            items, makeWorker: {}, work: { _, item in
                FrameRunnerTests.pause(item)
                return item * item
            },
            consume: { position, output in
                positions.append(position)
                outputs.append(output)
            },
            progress: { done, total in
                #expect(total == 200)
                reports.append(done)
            })
        #expect(outcome.ending == .completed && outcome.consumed == 200 && outcome.planned == 200)
        #expect(positions == items)
        #expect(outputs == items.map { $0 * $0 })
        #expect(reports == Array(1...200))
    }

    /// Each worker makes its state once and keeps it: the states come back, and their counts add up to every item.
    @Test func workersKeepTheirStateAndReturnIt() throws {
        let outcome = try FrameRunner(jobs: 3).run(
            Array(0..<90), makeWorker: { [Int]() }, work: { seen, item in
                FrameRunnerTests.pause(item)
                seen.append(item)
            })
        #expect(outcome.workers.count == 3)
        #expect(outcome.workers.flatMap { $0 }.sorted() == Array(0..<90))
    }

    /// A worker's state that notes on which thread it is released.
    final class Noting {
        let releases: Locked<[pthread_t]>
        init(_ releases: Locked<[pthread_t]>) { self.releases = releases }
        deinit {
            let thread = pthread_self()
            releases.withLock { $0.append(thread) }
        }
    }

    /// Without `keepsWorkers`, no state comes back: each is released on its own worker thread as it ends (a frame
    /// worker's canvas is freed there, not on the calling thread after the run).
    @Test func workersReleaseTheirStateWhenNotKept() throws {
        let releases = Locked<[pthread_t]>([])
        var runner = FrameRunner(jobs: 3)
        runner.keepsWorkers = false
        let outcome = try runner.run(Array(0..<30), makeWorker: { Noting(releases) }, work: { _, item in
            FrameRunnerTests.pause(item)
        })
        #expect(outcome.ending == .completed && outcome.workers.isEmpty)
        let threads = releases.withLock { $0 }
        #expect(threads.count == 3)
        #expect(Set(threads).count == 3, "each on its own thread")
        #expect(!threads.contains { pthread_equal($0, pthread_self()) != 0 }, "none on the calling thread")
    }

    @Test func noItemsCompleteAtOnce() throws {
        let outcome = try FrameRunner(jobs: 4).run([Int](), makeWorker: {}, work: { _, item in item })
        #expect(outcome.ending == .completed && outcome.consumed == 0 && outcome.workers.isEmpty)
    }

    /// Item 10 fails first (after 5 ms); item 11, already started, fails later (after 50 ms). The run throws item 10's
    /// error, stops claiming items, and (finishing its items in flight) still hands every result that finished to the
    /// consumer, in order.
    @Test func theFirstErrorWinsAndStopsTheRun() throws {
        let started = Locked(0), finished = Locked(0)
        var consumed: [Int] = []
        #expect(throws: Failure(item: 10)) {
            _ = try FrameRunner(jobs: 4).run(
                Array(0..<1000), makeWorker: {}, work: { _, item in
                    started.withLock { $0 += 1 }
                    for (failing, after) in [(10, 0.005), (11, 0.05)] where item == failing {
                        Thread.sleep(forTimeInterval: after)
                        throw Failure(item: item)
                    }
                    FrameRunnerTests.pause(item)
                    finished.withLock { $0 += 1 }
                    return item
                },
                consume: { _, item in consumed.append(item) })
        }
        #expect(started.withLock { $0 } < 500, "items kept being started after the first error")
        #expect(consumed == consumed.sorted() && !consumed.contains(10) && !consumed.contains(11))
        #expect(consumed.count == finished.withLock { $0 }, "every item that finished is consumed")
    }

    @Test func anErrorMakingAWorkerIsThrown() {
        #expect(throws: Failure(item: -1)) {
            _ = try FrameRunner(jobs: 2).run(Array(0..<10), makeWorker: { () throws -> Int in throw Failure(item: -1) },
                                             work: { _, item in item })
        }
    }

    @Test func anErrorOfTheConsumerStopsTheWorkers() {
        let started = Locked(0)
        #expect(throws: Failure(item: 5)) {
            _ = try FrameRunner(jobs: 2).run(
                Array(0..<1000), makeWorker: {}, work: { _, item in
                    started.withLock { $0 += 1 }
                    FrameRunnerTests.pause(item)
                    return item
                },
                consume: { _, item in if item == 5 { throw Failure(item: 5) } })
        }
        #expect(started.withLock { $0 } < 50)
    }

    /// The consumer's error stops the run as a worker's does, and the results that finished meanwhile are still
    /// consumed, in order: a PNG run whose item failed on a full disk still lists the files that later items wrote
    /// (found by `aFullDiskStopsTheRunWithTheReasonAndNoPartialFile` once items were written longest first).
    @Test func afterTheConsumersErrorTheFinishedResultsAreStillConsumed() {
        let finished = Locked(0)
        var consumed: [Int] = []
        #expect(throws: Failure(item: 5)) {
            _ = try FrameRunner(jobs: 2).run(
                Array(0..<1000), makeWorker: {}, work: { _, item in
                    // Item 5 is slow, so the other worker finishes later items before the consumer reaches it.
                    Thread.sleep(forTimeInterval: item == 5 ? 0.05 : 0.001)
                    finished.withLock { $0 += 1 }
                    return item
                },
                consume: { _, item in
                    consumed.append(item)
                    if item == 5 || item == 7 { throw Failure(item: item) }
                })
        }
        #expect(consumed.count > 7, "later results were consumed: \(consumed)")
        #expect(consumed == Array(0..<consumed.count))
        #expect(consumed.count == finished.withLock { $0 }, "every item that finished is consumed")
    }

    /// A cancellation while the run goes on: no item is claimed after it, the items in flight are finished and
    /// consumed (`.finish`), and the outcome says how far the run got.
    @Test func cancellationMidRunStopsAfterTheItemsInFlight() throws {
        let cancellation = RenderCancellation()
        let started = Locked(0)
        var consumed: [Int] = []
        let runner = FrameRunner(jobs: 3, cancellation: cancellation)
        let outcome = try runner.run(
            Array(0..<1000), makeWorker: {}, work: { _, item in
                started.withLock { $0 += 1 }
                FrameRunnerTests.pause(item)
                return item
            },
            consume: { _, item in
                consumed.append(item)
                if item == 20 { cancellation.cancel(reason: "test") }
            })
        #expect(outcome.ending == .interrupted(reason: "test"))
        #expect(outcome.consumed == consumed.count && outcome.planned == 1000)
        #expect(consumed.count > 20 && consumed.count <= 21 + runner.window, "\(consumed.count) consumed")
        #expect(consumed.count == started.withLock { $0 }, "every item started was finished and consumed")
        #expect(consumed == consumed.sorted())
        #expect(outcome.workers.isEmpty)
    }

    /// A worker that sees the cancellation inside its item (its canvas stopped drawing: `DrawingCancelled`) drops the
    /// item: the run is interrupted, not failed, the items before it are consumed, and the dropped item never is (nor,
    /// with `.finish`, any after it that did not finish).
    @Test func anItemDroppedByTheCancellationInterruptsTheRun() throws {
        let cancellation = RenderCancellation()
        var consumed: [Int] = []
        let outcome = try FrameRunner(jobs: 2, cancellation: cancellation).run(
            Array(0..<100), makeWorker: {}, work: { _, item in
                if item == 10 {
                    cancellation.cancel(reason: "SIGINT")
                    #expect(cancellation.drawing.isCancelled)
                    throw DrawingCancelled()
                }
                return item
            },
            consume: { _, item in consumed.append(item) })
        #expect(outcome.ending == .interrupted(reason: "SIGINT"))
        // Items 0…9 were claimed before item 10 and finished; the other worker may have claimed a few more before the
        // cancellation (how many depends on the scheduler: a loaded machine let it run several ahead), and the run
        // stopped long before the end; the dropped item is never consumed.
        #expect(Array(consumed.prefix(10)) == Array(0..<10) && !consumed.contains(10) && consumed.count < 50, "\(consumed)")
        #expect(consumed.count == outcome.consumed)
    }

    @Test func aCancellationBeforeTheRunStartsNoItem() throws {
        let cancellation = RenderCancellation()
        cancellation.cancel(reason: "early")
        let started = Locked(0)
        let outcome = try FrameRunner(jobs: 2, cancellation: cancellation).run(
            Array(0..<10), makeWorker: {}, work: { _, _ in started.withLock { $0 += 1 } })
        #expect(outcome.ending == .interrupted(reason: "early") && outcome.consumed == 0)
        #expect(started.withLock { $0 } == 0)
    }

    /// `.abandon`: the run returns within a poll interval of the cancellation although an item is still being worked
    /// on (it waits here until the run has returned); its worker ends afterwards.
    @Test func abandoningReturnsWithoutWaitingForTheItemInFlight() throws {
        let cancellation = RenderCancellation()
        let release = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        var cancelledAt = Date.distantFuture
        let outcome = try FrameRunner(jobs: 2, cancellation: cancellation, inFlight: .abandon).run(
            Array(0..<100), makeWorker: {}, work: { _, item in
                if item == 3 {
                    release.wait()
                    ended.signal()
                }
                return item
            },
            consume: { _, item in
                guard item == 2 else { return }
                cancelledAt = Date()
                cancellation.cancel(reason: "test")
            })
        let latency = Date().timeIntervalSince(cancelledAt)
        release.signal()
        #expect(outcome.ending == .interrupted(reason: "test") && outcome.consumed == 3)
        #expect(latency < 0.5, "returned \(latency) s after the cancellation")
        #expect(ended.wait(timeout: .now() + 5) == .success, "the abandoned item still finishes on its worker")
    }

    /// A slow consumer: the workers never hold more than the window of finished results (plus the one the consumer
    /// is holding), and do fill it.
    @Test(arguments: [(1, 1), (2, 3), (4, 16)])
    func finishedResultsStayWithinTheWindow(jobs: Int, window: Int) throws {
        let held = Locked((now: 0, most: 0))
        let runner = FrameRunner(jobs: jobs, window: window)
        _ = try runner.run(
            Array(0..<150), makeWorker: {}, work: { _, item in
                held.withLock { state in
                    state.now += 1
                    state.most = max(state.most, state.now)
                }
                return item
            },
            consume: { _, _ in
                held.withLock { $0.now -= 1 }
                Thread.sleep(forTimeInterval: 0.001)
            })
        let most = held.withLock { $0.most }
        #expect(most <= window + 1, "\(most) results held")
        #expect(most >= window, "the window was never filled: \(most)")
    }

    // MARK: The outputs through the runner

    static let width = 375.0

    static func options(scale: Int = 1) -> RenderOptions { RenderOptions(width: width, scale: scale) }

    static func context() -> StyleContext { StyleContext(width: width, text: MonospaceMeasurer()) }

    static func folder(_ tag: String) -> String { NSTemporaryDirectory() + "runner-\(tag)-\(UUID().uuidString)" }

    /// The files of a folder, by name.
    static func files(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return files
    }

    @Test func pngFramesAreTheSameBytesWhateverTheJobCount() throws {
        let runs = try [1, 4].map { jobs in
            let out = FrameRunnerTests.folder("png\(jobs)")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let job = FrameFolderJob(input: JobInput(
                control: ArrowStyle(), options: FrameRunnerTests.options(), context: FrameRunnerTests.context(), text: nil,
                sampling: .sequence(scenario: .refresh, fps: 20, duration: nil, range: nil), jobs: jobs, outputPath: out))
            let summary = try job.run()
            #expect(summary.frameCount > 30)
            return try FrameRunnerTests.files(out)
        }
        #expect(runs[0].count > 30 && runs[0] == runs[1])
    }

    @Test func contactSheetIsTheSameBytesWhateverTheJobCount() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        let runs = try [1, 3].map { jobs in
            let out = FrameRunnerTests.folder("sheet\(jobs)")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let sheet = try ContactSheet(input: JobInput(
                control: MJStyle(), options: FrameRunnerTests.options(),
                context: StyleContext(width: FrameRunnerTests.width, text: layout), text: LabelDrawer(layout: layout),
                sampling: .sweep(progresses: ContactSheet.defaultProgresses, state: nil, time: nil), jobs: jobs, outputPath: out))
            _ = try sheet.write()
            return try FrameRunnerTests.files(out)
        }
        #expect(runs[0].keys.sorted() == ["mj-sheet.png"] && runs[0] == runs[1])
    }
}
