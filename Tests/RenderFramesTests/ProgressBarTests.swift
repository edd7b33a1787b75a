import Foundation
import Testing
import Raster
@testable import render_frames

/// The progress line on a terminal: a bar with ETA while steps come, and a clock while none does (the start, a
/// phase that reports no steps, the end of a run after its last step); nothing at all when not shown.
@Suite struct ProgressBarTests {
    final class Lines: Sendable {
        let written = Locked<[String]>([])
        func append(_ text: String) { written.withLock { $0.append(text) } }
        var all: [String] { written.withLock { $0 } }
    }

    func bar(shown: Bool = true, terminal: Bool = true) -> (ProgressBar, Lines) {
        let lines = Lines()
        return (ProgressBar(shown: shown, terminal: terminal, stall: 0.05, tick: 0.02, write: { lines.append($0) }), lines)
    }

    func waitFor(_ lines: Lines, _ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if lines.all.contains(where: { $0.contains(text) }) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    @Test func theLineNeverStandsStill() throws {
        let (bar, lines) = bar()
        #expect(waitFor(lines, "starting… "), "before the first step: \(lines.all)")
        bar.update(done: 1, total: 4)
        #expect(lines.all.last?.contains("1/4  ETA ") == true)
        #expect(waitFor(lines, "1/4  working… "), "between steps: \(lines.all)")
        bar.update(done: 4, total: 4)
        #expect(waitFor(lines, "4/4  finishing… "), "after the last step: \(lines.all)")
        bar.finish()
        let count = lines.all.count
        #expect(lines.all.last == "\r\u{1B}[K")
        Thread.sleep(forTimeInterval: 0.1)
        #expect(lines.all.count == count, "nothing is drawn once finished")
    }

    @Test(arguments: [(false, true), (true, false)])
    func quietOrNotATerminalWritesNothing(shown: Bool, terminal: Bool) throws {
        let (bar, lines) = bar(shown: shown, terminal: terminal)
        bar.update(done: 1, total: 2)
        Thread.sleep(forTimeInterval: 0.1)
        bar.update(done: 2, total: 2)
        bar.finish()
        #expect(lines.all.isEmpty)
    }
}
