import Testing
@testable import RefreshOutput

@Suite struct GIFDelayScheduleTests {
    /// Every frame ends within half a cs of its true time, so the error never accumulates.
    func checkBound(fps: Double, frames: Int) {
        let schedule = GIFDelaySchedule(fps: fps)
        var clock = 0
        for i in 0..<frames {
            clock += schedule.delay(ofFrame: i)
            #expect(abs(Double(clock) - Double(i + 1) * 100 / fps) <= 0.5 + 1e-9, "fps \(fps) frame \(i)")
        }
    }

    @Test func sixtyFPSAlternatesTwoAndOneAndDoesNotPlaySlow() {
        let delays = GIFDelaySchedule(fps: 60).delays(0..<6)
        #expect(delays == [2, 1, 2, 2, 1, 2])
        #expect(GIFDelaySchedule(fps: 60).delays(0..<60).reduce(0, +) == 100)
        checkBound(fps: 60, frames: 1000)
    }

    @Test func thirtyFPSIsThreeThreeFour() {
        #expect(GIFDelaySchedule(fps: 30).delays(0..<6) == [3, 4, 3, 3, 4, 3])
        #expect(GIFDelaySchedule(fps: 30).delays(0..<30).reduce(0, +) == 100)
        checkBound(fps: 30, frames: 1000)
    }

    @Test func twentyFourFPS() {
        #expect(GIFDelaySchedule(fps: 24).delays(0..<6) == [4, 4, 5, 4, 4, 4])
        #expect(GIFDelaySchedule(fps: 24).delays(0..<24).reduce(0, +) == 100)
        checkBound(fps: 24, frames: 1000)
    }

    @Test func aSubRangeKeepsTheAbsoluteClock() {
        let s = GIFDelaySchedule(fps: 60)
        #expect(s.delays(120..<126) == s.delays(0..<6))
        #expect(GIFDelaySchedule(fps: 240).delays(0..<12).contains(0))
    }
}
