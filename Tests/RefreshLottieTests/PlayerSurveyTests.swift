import Foundation
import Testing
@testable import RefreshLottie

/// A survey of Lottie files kept outside the repository (real files no one here wrote, too many or too large to
/// commit), judged as `PlayerConformanceTests` judges its fixtures: `LOTTIE_SURVEY_DIR=/path/to/jsons swift test
/// --filter PlayerSurveyTests` prints, per file, the frames within the rule of the two players, those within the rule
/// with lottie-web as its third reference, and those within it against ThorVG alone (which draws text, effects and
/// modifiers rlottie leaves out), with who refused the file and its warnings; failing frames are written side by side
/// (ours | rlottie | ThorVG | lottie-web) to /tmp/lottie-compare. `LOTTIE_SURVEY_ONLY=name` keeps the files whose
/// name contains it. Skipped without LOTTIE_SURVEY_DIR, so it costs the suite nothing; without Chromium or lottie.js
/// the survey has the two players only, and says so.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LOTTIE_SURVEY_DIR"] != nil && ThorVGOracle.isAvailable,
                "SKIPPED: LOTTIE_SURVEY_DIR names no folder of Lottie files to survey (and thorvg-python must import)"))
struct PlayerSurveyTests {
    @Test func survey() throws {
        let environment = ProcessInfo.processInfo.environment
        let dir = URL(fileURLWithPath: environment["LOTTIE_SURVEY_DIR"] ?? "")
        let only = environment["LOTTIE_SURVEY_ONLY"] ?? ""
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".json") && (only.isEmpty || $0.contains(only)) }.sorted()
        var runs: [PlayerConformanceTests.FileRun] = []
        for name in names {
            if let run = PlayerConformanceTests.render(dir.appendingPathComponent(name), name: "survey/\(name)") {
                runs.append(run)
            } else {
                print("survey \(name): not read (no w, h, ip, op)")
            }
        }
        let thorvg: [[[UInt32]]?]
        switch ThorVGOracle.render(runs.map(\.job)) {
        case .rendered(let frames):
            thorvg = frames
        case .unavailable(let why):
            Issue.record("ThorVG did not render the survey: \(why)")
            return
        }
        let web = PlayerConformanceTests.webFrames(runs.map(\.job))
        var frames = 0, byPlayers = 0, nearer = 0, alone = 0, files = 0, filesByPlayers = 0, filesNearer = 0, filesAlone = 0
        var refusedBy: [String: [String]] = [:]
        for (i, (run, tvg)) in zip(runs, thorvg).enumerated() {
            let n = run.job.frames.count
            let name = String(run.name.dropFirst("survey/".count))
            let webFrames = web?[i] ?? nil
            let p = PlayerConformanceTests.judge(run, thorvg: tvg, web: webFrames, floor: nil)
            // Judged against ThorVG alone under its own name, so its side-by-side PNGs (ours | ThorVG) do not
            // overwrite the nearer-reference ones.
            var thorvgRun = run
            thorvgRun.name = "survey-thorvg/" + name
            let t = tvg == nil ? 0 : PlayerConformanceTests.judge(thorvgRun, thorvg: tvg, floor: .rule).passed
            let warnings = (try? LottieComposition(contentsOf: dir.appendingPathComponent(name)))
                .map { Set($0.warnings.map(\.feature)).sorted().joined(separator: " | ") } ?? "refused"
            let refusals = [("us", (try? run.ours.get()) == nil), ("rlottie", run.rlottie == nil), ("ThorVG", tvg == nil),
                            ("lottie-web", web != nil && webFrames == nil)].filter(\.1).map(\.0)
            for who in refusals { refusedBy[who, default: []].append(name) }
            print("survey \(name): \(p.byPlayers)/\(n) two players, \(p.passed)/\(n) with lottie-web, \(t)/\(n) ThorVG alone; "
                  + "refused by \(refusals.isEmpty ? "none" : refusals.joined(separator: ", ")); \(warnings)")
            frames += n; byPlayers += p.byPlayers; nearer += p.passed; alone += t; files += 1
            if p.byPlayers == n { filesByPlayers += 1 }
            if p.passed == n { filesNearer += 1 }
            if t == n { filesAlone += 1 }
        }
        for (who, names) in refusedBy.sorted(by: { $0.key < $1.key }) {
            print("survey refused by \(who) (\(names.count)): \(names.joined(separator: ", "))")
        }
        print("survey total: \(byPlayers) of \(frames) frames (\(filesByPlayers) of \(files) files) within the rule of the two players; "
              + (web == nil ? "lottie-web SKIPPED; " : "\(nearer) frames (\(filesNearer) files) with lottie-web as the third reference; ")
              + "\(alone) frames (\(filesAlone) files) against ThorVG alone")
    }
}
