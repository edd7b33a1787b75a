import Foundation
import Testing
@testable import RefreshOutput

/// The memory budget: sizes as people write them, the workers a budget holds, and what the process may use.
@Suite struct MemoryBudgetTests {
    @Test(arguments: [("512M", 512 << 20), ("2G", 2 << 30), ("1.5G", 3 << 29), ("800000K", 800_000 << 10), ("4096", 4096),
                      ("2gb", 2 << 30)])
    func sizesReadAsWritten(_ text: String, _ bytes: Int) {
        #expect(MemoryBudget(parsing: text)?.bytes == bytes)
    }

    @Test(arguments: ["", "0", "-1G", "G", "lots", "1e400", "nanM"])
    func otherTextIsNoSize(_ text: String) {
        #expect(MemoryBudget(parsing: text) == nil)
    }

    /// 6000 × 6000 frames take 4 × 144 MB + 96 MB a worker: a 2 GB budget holds 2 of 16 workers, a small one still 1.
    @Test func aBudgetHoldsTheWorkersItHasRoomFor() {
        let each = MemoryBudget.perWorker(width: 6000, height: 6000)
        #expect(each == 4 * 4 * 36_000_000 + (96 << 20))
        #expect(MemoryBudget(bytes: 2 << 30).workers(requested: 16, width: 6000, height: 6000) == 3)
        #expect(MemoryBudget(bytes: 1 << 20).workers(requested: 16, width: 6000, height: 6000) == 1)
        #expect(MemoryBudget(bytes: 64 << 30).workers(requested: 4, width: 100, height: 100) == 4)
    }

    /// What this process may use is positive and no more than the machine has.
    @Test func theAvailableBudgetIsWithinTheMachine() throws {
        let available = MemoryBudget.available().bytes
        #expect(available > 0)
        let meminfo = try String(contentsOfFile: "/proc/meminfo", encoding: .utf8)
        let total = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }.flatMap { Int($0) }
        let machine = try #require(total) * 1024
        #expect(available <= machine)
    }
}
