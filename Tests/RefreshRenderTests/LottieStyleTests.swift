import Foundation
import Testing
import Raster
import RefreshLottie
import RefreshSnapshotTesting
@testable import RefreshRender
import RefreshTestSupport

/// The Lottie header (STYLES.md §9): which frame each moment of the gesture shows, where the ranges come from, its
/// options, and a Lottie file's own frames as a style (`LottieCompositionControl`).
@Suite struct LottieStyleTests {
    /// The project's spinner (docs/lottie/spinner.json, the README's gallery): 100 × 100 pt at 30 fps, frames 0..<83,
    /// markers pull 0+30, refresh 30+40, end 70+12; trims, a dashed stroke with a moving offset, gradients, eased keys.
    static let spinner: LottieAnimation = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/lottie/spinner.json").standardizedFileURL
        return LottieAnimation(try! LottieComposition(contentsOf: url))
    }()

    /// 40 × 30 pt at 10 fps, frames 0..<10, no markers.
    static let plain: LottieAnimation = {
        let json = #"{"v":"5.7.4","fr":10,"ip":0,"op":10,"w":40,"h":30,"layers":[{"ty":4,"ind":1,"ip":0,"op":10,"st":0,"#
            + #""ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[20,15]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}]}"#
        return LottieAnimation(try! LottieComposition(data: Data(json.utf8)))
    }()

    /// The sample of a sweep: `progress` in `state`, `time` seconds after it began (the history of FramePlan).
    func sample(_ style: LottieStyle, progress: Double, state: RefreshState, time: Double?) -> PullSample {
        FramePlan.sweepSample(progress: progress, state: state, time: time, rules: style.rules)
    }

    @Test func rangesComeFromTheMarkers() throws {
        let style = try LottieStyle(animation: Self.spinner)
        #expect(style.pullRange == LottieFrameRange(from: 0, to: 30))
        #expect(style.refreshRange == LottieFrameRange(from: 30, to: 70))
        #expect(style.endRange == LottieFrameRange(from: 70, to: 82))
    }

    @Test func withoutMarkersTheWholeAnimation() throws {
        let style = try LottieStyle(animation: Self.plain)
        // Pulling ends on the last frame drawn (out point − 1); refreshing loops in point..<out point.
        #expect(style.pullRange == LottieFrameRange(from: 0, to: 9))
        #expect(style.refreshRange == LottieFrameRange(from: 0, to: 10))
        #expect(style.endRange == nil)
        #expect(style.frame(for: sample(style, progress: 1, state: .pulling, time: nil)) == 9)
        #expect(style.frame(for: sample(style, progress: 1, state: .refreshing, time: 1.25)) == 2.5)
    }

    @Test func optionsWinOverMarkers() throws {
        let style = try LottieStyle(animation: Self.spinner).setting([("pull", "10..20"), ("refresh", "40..50"), ("end", "0..5")])
        #expect(style.pullRange == LottieFrameRange(from: 10, to: 20))
        #expect(style.refreshRange == LottieFrameRange(from: 40, to: 50))
        #expect(style.endRange == LottieFrameRange(from: 0, to: 5))
        #expect(style.frame(for: sample(style, progress: 0.5, state: .idle, time: nil)) == 15)
    }

    /// `currentProgress = min(distance / maxPull, 1)`: progress is distance / threshold and the threshold is maxPull.
    @Test func pullingPicksAFrameOfThePullRange() throws {
        let style = try LottieStyle(animation: Self.spinner)
        #expect(style.rules.threshold == 150)
        #expect(style.frame(for: sample(style, progress: 0, state: .idle, time: nil)) == 0)
        #expect(style.frame(for: sample(style, progress: 0.5, state: .idle, time: nil)) == 15)
        #expect(style.frame(for: sample(style, progress: 1.2, state: .pulling, time: nil)) == 30)
        let closer = try style.setting("max-pull", to: "100")
        #expect(closer.rules.threshold == 100 && closer.rules.refreshingInset == 60)
    }

    @Test func refreshingLoopsAtTheFileRate() throws {
        let style = try LottieStyle(animation: Self.spinner)
        #expect(style.frame(for: sample(style, progress: 1, state: .refreshing, time: 0)) == 30)
        #expect(abs(style.frame(for: sample(style, progress: 1, state: .refreshing, time: 0.5)) - 45) < 1e-9)
        // 43 frames after the start of a 40-frame loop: 3 frames into the next lap.
        #expect(abs(style.frame(for: sample(style, progress: 1, state: .refreshing, time: 43.0 / 30)) - 33) < 1e-9)
    }

    /// A run at the file's 10 fps whose refresh began at 1.0 s shows each file frame once: 2.3 s in is frame 13
    /// of the loop, 3 of the range 0..10 (in floating point (2.3 − 1.0) × 10 is 12.999999999999998, and a file drawn
    /// frame by frame would show frame 2 twice and never 3).
    @Test func refreshingFramesAreWorkedOutInExactFractions() throws {
        let style = try LottieStyle(animation: Self.plain)
        let events: ArraySlice<StateEvent> = [StateEvent(time: 1.0, from: .pulling, to: .refreshing)]
        func frame(_ i: Int, fps: Double = 10) -> Double {
            style.frame(for: PullSample(time: Double(i) / fps, distance: 60, progress: 1, isDragging: false,
                                        state: .refreshing, events: events))
        }
        #expect(frame(23) == 3)
        let shown: [Double] = (10...60).map { frame($0) }
        let expected: [Double] = (0...50).map { Double($0 % 10) }
        #expect(shown == expected)
        // A refresh that began at 0.1 + 0.2 s (0.30000000000000004 in floating point) is at frame 20 of the loop 2.3 s in.
        let summed = style.frame(for: PullSample(time: 2.3, distance: 60, progress: 1, isDragging: false, state: .refreshing,
                                                 events: [StateEvent(time: 0.1 + 0.2, from: .pulling, to: .refreshing)]))
        #expect(summed == 0)
        // At 30 fps, every third frame of the run is a whole file frame.
        let thirds: [Double] = stride(from: 30, through: 90, by: 3).map { frame($0, fps: 30) }
        let whole: [Double] = (0...20).map { Double($0 % 10) }
        #expect(thirds == whole)
    }

    /// The markers the header reads are checked as `refresh=` is: within the file's frames, and one of each name.
    @Test func markersTheHeaderReadsAreCheckedAsItsOptionsAre() throws {
        func animation(markers: String) throws -> LottieAnimation {
            let json = #"{"v":"5.7.4","fr":10,"ip":0,"op":10,"w":40,"h":30,"markers":\#(markers),"layers":[]}"#
            return LottieAnimation(try LottieComposition(data: Data(json.utf8)))
        }
        let file = try #require(LottieFrameRange(from: 0, to: 10))
        #expect(throws: LottieMarkerError.outsideFrames(name: "refresh", frames: try #require(LottieFrameRange(from: 5, to: 25)), file: file)) {
            try LottieStyle(animation: animation(markers: #"[{"cm":"refresh","tm":5,"dr":20}]"#))
        }
        #expect(throws: LottieMarkerError.repeated(name: "pull", count: 2)) {
            try LottieStyle(animation: animation(markers: #"[{"cm":"pull","tm":0,"dr":5},{"cm":"pull","tm":5,"dr":5}]"#))
        }
        // Markers of other names are not the header's; one ending at the out point is within the file.
        let style = try LottieStyle(animation: animation(markers: #"[{"cm":"intro","tm":0,"dr":99},{"cm":"intro","tm":1,"dr":1},"#
            + #"{"cm":"refresh","tm":2,"dr":8}]"#))
        #expect(style.refreshRange == LottieFrameRange(from: 2, to: 10))
        #expect(LottieMarkerError.repeated(name: "pull", count: 2).description == "2 markers are called pull; expected at most one")
    }

    @Test func endingPlaysTheEndRangeOnceOrHolds() throws {
        let style = try LottieStyle(animation: Self.spinner)
        // The sweep's refresh lasted the style's 2 s (60 frames: 20 into the second lap) before it ended.
        #expect(abs(style.frame(for: sample(style, progress: 1, state: .ending, time: 0.2)) - 76) < 1e-9)
        // The end range holds its last frame until the collapse is over.
        let short = try style.setting("end", to: "70..75")
        #expect(short.frame(for: sample(short, progress: 1, state: .ending, time: 0.3)) == 75)
        let hold = try style.setting("ending", to: "hold")
        #expect(abs(hold.frame(for: sample(hold, progress: 1, state: .ending, time: 0.2)) - 50) < 1e-9)
        // Without an end range, ending follows the pull again (the common control's stop()).
        let plain = try LottieStyle(animation: Self.plain)
        #expect(plain.frame(for: sample(plain, progress: 0.5, state: .ending, time: 0.1)) == 4.5)
    }

    @Test func optionValuesAreParsedAndShown() throws {
        let style = try LottieStyle(animation: Self.spinner).setting([("box", "80x40"), ("height", "90")])
        #expect(style.box == Size(width: 80, height: 40) && style.height == 90)
        let current = Dictionary(uniqueKeysWithValues: style.optionSummaries.map { ($0.key, $0.current) })
        #expect(current["box"] == "80x40" && current["height"] == "90" && current["max-pull"] == "150")
        #expect(current["pull"] == .some(nil) && current["ending"] == "play")
        #expect(LottieStyle.optionForms.map(\.values) == [["POINTS"], ["POINTS"], ["WxH"], ["A..B"], ["A..B"], ["A..B"], ["play", "hold"]])
    }

    @Test func badOptionValuesSayWhatIsAccepted() throws {
        let style = try LottieStyle(animation: Self.spinner)
        let cases: [(String, String, String)] = [
            ("pull", "0..90", "frames A..B with A ≤ B within the file's 0..83, like 0..30"),
            ("pull", "20..10", "frames A..B with A ≤ B within the file's 0..83, like 0..30"),
            ("refresh", "a..b", "frames A..B with A ≤ B within the file's 0..83, like 0..30"),
            ("max-pull", "1001", "points from 10 to 1000"),
            ("max-pull", "nan", "points from 10 to 1000"),
            ("height", "19", "points from 20 to 200"),
            ("box", "0x10", "WxH in points from 1 to 2000, like 80x60"),
        ]
        for (key, value, accepted) in cases {
            #expect(throws: StyleOptionError.badValue(style: "lottie", key: key, value: value, accepted: [accepted])) {
                try style.setting(key, to: value)
            }
        }
        #expect(throws: StyleOptionError.badValue(style: "lottie", key: "ending", value: "loop", accepted: ["play", "hold"])) {
            try style.setting("ending", to: "loop")
        }
    }

    /// The animation is fitted in its box (aspect-fit, centred) in the header, as vectors at the render scale.
    @Test func theSceneCentresTheBox() throws {
        let style = try LottieStyle(animation: Self.plain).setting("box", to: "80x60")
        let scene = try style.scene(for: sample(style, progress: 0.5, state: .idle, time: nil),
                                    context: StyleContext(width: 375, text: MonospaceMeasurer()))
        let view = try #require(scene.root.sublayer(named: "animation"))
        #expect(view.frame == Rect(x: 147.5, y: 0, width: 80, height: 60))
        let image = try #require(view.image)
        #expect(image.contentsRect(in: view.bounds) == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(image.contents == .lottie(LottieContents(animation: Self.plain, frame: 4.5)))
    }

    @Test func aFileOwnFramesAreWholeFrames() throws {
        let style = LottieCompositionControl(animation: Self.spinner)
        #expect(style.fixedWidth == 100 && style.height == 100 && style.frameCount == 83)
        for k in 0..<83 { #expect(style.frame(at: Double(k) / 30) == Double(k)) }
        let plan = try style.plan(style.sampling(frames: LottieFrameRange(from: 10, to: 19), scale: .standard), screen: nil)
        #expect(plan.totalCount == 83 && plan.frames.map(\.index) == Array(10...19))
        #expect(plan.frames.map { style.frame(at: $0.sample.time) } == (10...19).map(Double.init))
        #expect(throws: LottieCompositionError.rangeOutside(LottieFrameRange(from: 80, to: 90)!, first: 0, last: 82)) {
            try style.sampling(frames: LottieFrameRange(from: 80, to: 90), scale: .standard)
        }
    }

    /// A composition of the given size, in and out points (one empty layer).
    static func composition(w: Double, h: Double, ip: Double, op: Double) throws -> LottieCompositionControl {
        let json = #"{"v":"5.7.0","fr":30,"ip":\#(ip),"op":\#(op),"w":\#(w),"h":\#(h),"layers":[]}"#
        return LottieCompositionControl(animation: LottieAnimation(try LottieComposition(data: Data(json.utf8))))
    }

    /// Frame numbers are the file's as a player counts them: with an in point of 4.00000016 (exporter noise) the
    /// frames are 4…9, and 8..8 is one of them.
    @Test func aFractionalInPointCountsFromTheWholeFrame() throws {
        let style = try Self.composition(w: 40, h: 30, ip: 4.00000016, op: 10)
        #expect(style.frameCount == 6 && style.frame(at: 0) == 4 && style.frame(at: 4.0 / 30) == 8)
        let plan = try style.plan(style.sampling(frames: LottieFrameRange(from: 8, to: 8), scale: .standard), screen: nil)
        #expect(plan.frames.map(\.index) == [4])
        #expect(throws: LottieCompositionError.rangeOutside(LottieFrameRange(from: 3, to: 4)!, first: 4, last: 9)) {
            try style.sampling(frames: LottieFrameRange(from: 3, to: 4), scale: .standard)
        }
    }

    /// The size is limited by pixels, not by points: lottie-ios's gradient_square (2014 × 1434 pt) renders at @3x, a
    /// long thin strip too; what would exceed 36 Mpx or a 16384 px side at the run's scale is refused, naming both.
    @Test func theSizeIsLimitedByPixels() throws {
        for (w, h) in [(2014.0, 1434.0), (5000, 20)] {
            #expect(throws: Never.self) { try Self.composition(w: w, h: h, ip: 0, op: 10).sampling(frames: nil, scale: try PixelScale(3)) }
        }
        let square = try Self.composition(w: 2014, h: 1434, ip: 0, op: 10)
        #expect(throws: Never.self) { try square.sampling(frames: nil, scale: try PixelScale(3)) }
        #expect(throws: LottieCompositionError.tooLarge(width: 3000, height: 3000, scale: 3)) {
            try Self.composition(w: 3000, h: 3000, ip: 0, op: 10).sampling(frames: nil, scale: try PixelScale(3))
        }
        #expect(throws: LottieCompositionError.tooLarge(width: 9000, height: 10, scale: 2)) {
            try Self.composition(w: 9000, h: 10, ip: 0, op: 10).sampling(frames: nil, scale: .standard)
        }
    }

    @Test(arguments: [(0.6, RefreshState.idle, nil as Double?, "pull-0.6"), (1, .refreshing, 0.5, "refreshing-0.5"),
                      (1, .ending, 0.2, "ending-0.2")])
    func header(progress: Double, state: RefreshState, time: Double?, name: String) throws {
        assertSnapshot(of: try LottieStyle(animation: Self.spinner) as any RefreshStyle, as: .frame(progress: progress, state: state, time: time),
                       named: "lottie-\(name)")
    }
}
