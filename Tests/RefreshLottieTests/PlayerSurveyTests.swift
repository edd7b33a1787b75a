import Foundation
import Testing
@testable import RefreshLottie

/// A survey of Lottie files kept outside the repository (real files no one here wrote, too many or too large to
/// commit), judged as `PlayerConformanceTests` judges its fixtures: `LOTTIE_SURVEY_DIR=/path/to/jsons swift test
/// --filter PlayerSurveyTests` prints, per file, the frames within the rule of the nearer player and those within
/// it against ThorVG alone (which draws text, effects and modifiers rlottie leaves out), with the file's warnings;
/// failing frames are written side by side to /tmp/lottie-compare. `LOTTIE_SURVEY_ONLY=name` keeps the files whose
/// name contains it. Skipped without LOTTIE_SURVEY_DIR, so it costs the suite nothing.
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
        guard case .rendered(let thorvg) = ThorVGOracle.render(runs.map(\.job)) else {
            Issue.record("ThorVG did not render the survey")
            return
        }
        var frames = 0, nearer = 0, alone = 0, files = 0, filesNearer = 0, filesAlone = 0
        for (run, tvg) in zip(runs, thorvg) {
            let n = run.job.frames.count
            let p = PlayerConformanceTests.judge(run, thorvg: tvg, floor: nil)
            // Judged against ThorVG alone under its own name, so its side-by-side PNGs (ours | ThorVG) do not
            // overwrite the nearer-player ones (ours | rlottie | ThorVG).
            var thorvgRun = run
            thorvgRun.name = "survey-thorvg/" + run.name.dropFirst("survey/".count)
            let t = tvg == nil ? 0 : PlayerConformanceTests.judge(thorvgRun, thorvg: tvg, floor: .rule)
            let name = String(run.name.dropFirst("survey/".count))
            let warnings = (try? LottieComposition(contentsOf: dir.appendingPathComponent(name)))
                .map { Set($0.warnings.map(\.feature)).sorted().joined(separator: " | ") } ?? "refused"
            print("survey \(name): \(p)/\(n) nearer player, \(t)/\(n) ThorVG alone; rlottie \(run.rlottie == nil ? "refused" : "read"), "
                  + "ThorVG \(tvg == nil ? "refused" : "read"); \(warnings)")
            frames += n; nearer += p; alone += t; files += 1
            if p == n { filesNearer += 1 }
            if t == n { filesAlone += 1 }
        }
        print("survey total: \(nearer) of \(frames) frames (\(filesNearer) of \(files) files) within the rule of the nearer player; "
              + "\(alone) frames (\(filesAlone) files) against ThorVG alone")
    }
}
