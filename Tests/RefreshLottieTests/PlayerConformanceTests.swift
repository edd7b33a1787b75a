import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Files no one here wrote (lottie-ios's test samples, Fixtures/lottie-ios) and one small file per semantic fixed
/// against the players (Fixtures/features), drawn by RefreshLottie, rlottie, ThorVG and lottie-web at 15, 50 and 85 %
/// of ip…op (the same absolute frame: each reference counts from the in point) and compared premultiplied.
///
/// A frame passes when it is as close to the nearer player as the rule allows (`PlayerError.isWithin`, the
/// players' own mutual error setting the bound), or when it is nearer lottie-web than the players are, with the
/// players' own disagreement as the floor (`PlayerError.isWithin(mutual:floor:nearerThan:)`); as rendered or after a
/// 3×3 box blur of all the images. Without Chromium or lottie.js the rule has the two players only, and says so.
/// Frames are drawn at most `box` pixels a side, so the whole suite stays fast in a debug build
/// (LOTTIE_CONFORMANCE_BOX=512 draws them larger, for looking closer).
@Suite(.enabled(if: ThorVGOracle.isAvailable, "SKIPPED: python3 cannot import thorvg-python (make deps installs it)"))
struct PlayerConformanceTests {
    static let box = ProcessInfo.processInfo.environment["LOTTIE_CONFORMANCE_BOX"].flatMap(Double.init) ?? 128
    static let progress = [0.15, 0.5, 0.85]
    static let writeAll = ProcessInfo.processInfo.environment["LOTTIE_COMPARE_PNG"] == "1"

    /// lottie-ios's samples that need no external image or font: at least 95 % of their frames pass.
    @Test func lottieIOSSamplesMatchThePlayers() async throws {
        let report = try await Self.report(folder: "lottie-ios")
        #expect(report.total > 0)
        #expect(Double(report.passed) >= 0.95 * Double(report.total), "\(report.passed) of \(report.total) frames pass")
    }

    /// Feature fixtures of what rlottie does not draw (it runs no expressions, draws no effects, offset paths, text,
    /// mask expansion or pucker and bloat): matching rlottie there would mean not drawing the feature, so ThorVG
    /// alone is the reference, with the rule's floors (mean abs error 1, 1 % of pixels off by more than 16) except
    /// where said.
    static let thorvgOnly: [String: PlayerError.Floor] = [
        "features/loop-expressions.json": .rule, "features/offset-paths.json": .rule, "features/time-rotation.json": .rule,
        "features/scaled-shadow.json": .rule, "features/text-glyphs.json": .rule, "features/pucker-bloat.json": .rule,
        "features/gaussian-blur.json": .rule,
        // Position, opacity (the last animator: ThorVG 1.0 also fades by every animator without opacity, as if
        // each set 100 %) and fill colour, on one line (ThorVG counts a line break among the units).
        "features/text-animators.json": .rule,
        // A write-on alone on a transparent layer and a revealing stroke in white: the two paint styles ThorVG 1.0
        // draws as lottie-web does (it draws every style as the stroke revealing the layer, recoloured).
        "features/stroke-effect.json": .rule,
        // Box text wrapped at spaces and placed left, right and centre in its box. ThorVG 1.0 lets a word longer than
        // the box run past it where lottie-web (and we) break it at the box's edge: the fixture has none.
        "features/text-box.json": .rule,
        // ThorVG grows a curve by moving its control points (a shrunk circle turns squarish), we move the curve
        // itself: 1.9–2.2 % of pixels off at 128 px, on the two ellipses' edges (the rectangles agree), mean 0.8.
        "features/mask-expansion.json": PlayerError.Floor(meanAbs: 1, offFraction: 0.025),
        // rlottie draws every layer normal. ThorVG 1.0 (the installed oracle) blends lighten, difference and add with
        // the backdrop still premultiplied, softens with another soft-light curve and takes hue, saturation, colour and
        // luminosity through HSL, where lottie-web and ThorVG's current source follow W3C as we do: the fixture's
        // colours are where both readings agree (those modes over an opaque backdrop; a hue whose HSL lightness and
        // W3C luminosity fall together).
        "features/blend-modes.json": .rule,
        // Tint's luminance of 8-bit unpremultiplied pixels and the hard shadow's anti-aliased edges: measured alone,
        // tint 0.75 and 1.1 %, hard shadow 0.36 and 1.1 %, fill 0.12, soft shadow 0.10 (17 before they were drawn).
        "features/effects.json": PlayerError.Floor(meanAbs: 1.5, offFraction: 0.035),
        // ThorVG 1.0 takes a tritone pixel's luminance from its premultiplied colour, so the circles' anti-aliased
        // edges go towards the shadow colour (2.5 % of pixels off by more than 16, all on those edges); we take it from
        // the straight colour, as its tint does and as lottie-web's SVG filter sees the pixel. Mean 1.6.
        "features/tritone.json": PlayerError.Floor(meanAbs: 2, offFraction: 0.03),
    ]

    /// Every frame of the feature fixtures passes: each checks one semantic against both players (or ThorVG alone,
    /// `thorvgOnly`).
    @Test func featureFixturesMatchThePlayers() async throws {
        let report = try await Self.report(folder: "features")
        #expect(report.total > 0)
        #expect(report.passed == report.total, "\(report.passed) of \(report.total) frames pass")
    }

    /// lottie-web, drawing the suite's files in one browser session, refuses a file it throws on (named on its
    /// standard error) and goes on with the next; and its frames are frames of the same files: on lottie-ios's
    /// samples, where the three references are written independently, at least 90 % of lottie-web's frames are within
    /// the rule of the nearer player (a flipped, unpremultiplied or shifted frame would be within it for none).
    @Test(.enabled(if: LottieWebOracle.isAvailable, "SKIPPED: lottie-web cannot be run here (make deps installs Chromium, its driver, python3-selenium and wagtail-lottie)"))
    func lottieWebDrawsTheSuitesFilesAndRefusesWhatItThrowsOn() async throws {
        let suite = try await Self.drawn.value
        let web = try #require(suite.web)
        #expect(web.first! == nil, "lottie-web drew the file it throws on")
        #expect(web.dropFirst().first! != nil, "lottie-web drew nothing after the file it refused")
        var agreeing = 0, total = 0
        for (i, run) in suite.runs.enumerated() where run.name.hasPrefix("lottie-ios/") {
            guard let frames = web[i] else { continue }
            // lottie-web's frames judged as ours are, against the two players (its side-by-side PNGs: lottie-web |
            // rlottie | ThorVG). Its canvas renderer clips every mask as if it added: cactus.json's subtracted and
            // inverted masks leave the body out, its 3 frames the misses here.
            let asOurs = FileRun(name: "lottie-web/" + run.name, job: run.job, ours: .success(frames), rlottie: run.rlottie)
            agreeing += Self.judge(asOurs, thorvg: suite.thorvg[i], floor: nil).passed
            total += frames.count
        }
        print("player conformance: lottie-web within the rule of the nearer player in \(agreeing) of \(total) frames of lottie-ios")
        #expect(total > 0 && Double(agreeing) >= 0.9 * Double(total), "\(agreeing) of \(total)")
    }

    struct Report: Sendable {
        var passed = 0, total = 0
    }

    /// Every file the suite judges, with each reference's frames, drawn once for the whole test run: ThorVG in one
    /// Python process, lottie-web in one browser session. The first file (`refusedByLottieWeb`) is one lottie-web
    /// throws on, judged by no test but the one that checks lottie-web refuses it.
    struct Drawn: Sendable {
        var runs: [FileRun]
        var thorvg: [[[UInt32]]?]
        /// nil when lottie-web cannot be run here.
        var web: [[[UInt32]]?]?
    }

    /// A fill without its colour: lottie-web 5.7.4 reads `c.k` of nothing and throws.
    static let refusedByLottieWeb = #"""
        {"v": "5.7.4", "fr": 30, "ip": 0, "op": 10, "w": 20, "h": 20, "layers": [{"ty": 4, "ip": 0, "op": 10, "st": 0,
         "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "o": {"a": 0, "k": 100}}]}]}
        """#

    static let drawn = Task { () throws -> Drawn in
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let refused = scratch.appendingPathComponent("refused-by-lottie-web.json")
        try Data(refusedByLottieWeb.utf8).write(to: refused)
        var runs = [FileRun(name: "refused-by-lottie-web", job: FrameOracle.Job(url: refused, width: 20, height: 20, frames: [0]),
                            ours: .success([]), rlottie: nil)]
        for folder in ["lottie-ios", "features"] { runs += await render(folder: folder) }
        guard case .rendered(let thorvg) = ThorVGOracle.render(runs.map(\.job)) else {
            throw Unavailable.thorvg
        }
        return Drawn(runs: runs, thorvg: thorvg, web: webFrames(runs.map(\.job)))
    }

    enum Unavailable: Error { case thorvg }

    /// lottie-web's frames of `jobs`, or nil (printing why) when it cannot draw here or failed.
    static func webFrames(_ jobs: [FrameOracle.Job]) -> [[[UInt32]]?]? {
        switch LottieWebOracle.render(jobs) {
        case .rendered(let frames):
            return frames
        case .unavailable(let why):
            if LottieWebOracle.isAvailable { Issue.record("lottie-web did not render: \(why)") } else { print(LottieWebOracle.skipped) }
            return nil
        }
    }

    /// Ours and rlottie's frames of the folder's files, in the order of their names.
    static func render(folder: String) async -> [FileRun] {
        let dir = Fixtures.folder.appendingPathComponent(folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return await withTaskGroup(of: FileRun?.self) { group in
            for name in names { group.addTask { Self.render(dir.appendingPathComponent(name), name: "\(folder)/\(name)") } }
            var all: [FileRun] = []
            for await run in group { if let run { all.append(run) } }
            return all.sorted { $0.name < $1.name }
        }
    }

    /// One file's frames, ours and rlottie's, with what to ask ThorVG for.
    struct FileRun: Sendable {
        var name: String
        var job: FrameOracle.Job
        /// Our frames, or why the file was refused.
        var ours: Result<[[UInt32]], LottieError>
        var rlottie: [[UInt32]]?
    }

    /// The folder's frames judged against the references drawn for the suite.
    static func report(folder: String) async throws -> Report {
        let suite = try await drawn.value
        var report = Report()
        for (i, run) in suite.runs.enumerated() where run.name.hasPrefix(folder + "/") {
            let floor = Self.thorvgOnly[run.name]
            let tvg = suite.thorvg[i], web = suite.web?[i] ?? nil
            // A file no reference draws (no ThorVG nor lottie-web, and rlottie refuses it or is not its reference)
            // is not judged.
            guard tvg != nil || web != nil || (floor == nil && run.rlottie != nil) else {
                print("player conformance \(run.name): SKIPPED, no player to compare with")
                continue
            }
            report.passed += judge(run, thorvg: tvg, web: web, floor: floor).passed
            report.total += run.job.frames.count
        }
        print("player conformance \(folder): \(report.passed) of \(report.total) frames pass"
              + (suite.web == nil ? " (two players: lottie-web SKIPPED)" : ""))
        return report
    }

    /// Renders ours and rlottie's frames of one file; nil when neither we nor rlottie can read it.
    static func render(_ url: URL, name: String) -> FileRun? {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
              let w = (root["w"] as? NSNumber)?.doubleValue, let h = (root["h"] as? NSNumber)?.doubleValue,
              let ip = (root["ip"] as? NSNumber)?.doubleValue, let op = (root["op"] as? NSNumber)?.doubleValue,
              w > 0, h > 0, op > ip
        else { return nil }
        let s = box / max(w, h)
        let width = max(1, Int((w * s).rounded())), height = max(1, Int((h * s).rounded()))
        let steps = progress.map { Int(((op - ip) * $0).rounded(.down)) }
        let job = FrameOracle.Job(url: url, width: width, height: height, frames: steps.map { ip + Double($0) })
        let rlottie = RLottieOracle(json: text, key: name, resourceFolder: url.deletingLastPathComponent().path,
                                    width: width, height: height)
        let theirs = rlottie.map { o in steps.map { o.render(frame: $0) } }
        let ours = Result { () throws(LottieError) -> [[UInt32]] in
            let composition = try LottieComposition(contentsOf: url)
            return try job.frames.map { frame throws(LottieError) in
                guard let canvas = try? Canvas(width: width, height: height) else {
                    throw .invalidArgument("canvas \(width)×\(height)")
                }
                composition.draw(frame: frame, on: canvas, transform: .scale(Double(width) / w, Double(height) / h))
                return canvas.makeImage().pixels
            }
        }
        return FileRun(name: name, job: job, ours: ours, rlottie: theirs)
    }

    /// How many of the file's frames pass the two players' rule, and how many the rule with lottie-web.
    struct Tally: Sendable {
        var byPlayers = 0, passed = 0
    }

    /// Judges the file's frames; prints each failing frame and writes ours | rlottie | ThorVG | lottie-web (a
    /// magenta panel for a reference not compared).
    static func judge(_ run: FileRun, thorvg: [[UInt32]]?, web: [[UInt32]]? = nil, floor: PlayerError.Floor?) -> Tally {
        let w = run.job.width, h = run.job.height
        guard case .success(let ours) = run.ours else {
            if case .failure(let error) = run.ours { print("player conformance \(run.name): refused: \(error)") }
            return Tally()
        }
        var tally = Tally()
        for (i, frame) in run.job.frames.enumerated() {
            let players = [floor == nil ? run.rlottie?[i] : nil, thorvg?[i]]
            let raw = verdict(ours[i], players, web: web?[i], floor: floor ?? .rule)
            let blur: ([UInt32]) -> [UInt32] = { PlayerError.blurred($0, width: w, height: h) }
            let blurred = raw.byPlayers ? raw : verdict(blur(ours[i]), players.map { $0.map(blur) }, web: (web?[i]).map(blur),
                                                        floor: floor ?? .rule)
            let pass = raw.pass || blurred.pass
            if raw.byPlayers || blurred.byPlayers { tally.byPlayers += 1 }
            if pass { tally.passed += 1 }
            if !pass || writeAll {
                print("player conformance \(run.name) frame \(frame): \(pass ? "pass" : "FAIL") \(raw.detail)")
                Fixtures.writeSideBySide(run.name, frame: Int(frame), [ours[i]] + (players + [web?[i]]).map { $0 ?? [] },
                                         width: w, height: h)
            }
        }
        return tally
    }

    /// Whether `ours` is within the rule of the nearer player (nil: not compared) or, with lottie-web's frame `web`,
    /// nearer lottie-web than the players are (the players' disagreement the floor); and the errors measured.
    static func verdict(_ ours: [UInt32], _ players: [[UInt32]?], web: [UInt32]? = nil, floor: PlayerError.Floor)
        -> (pass: Bool, byPlayers: Bool, detail: String) {
        let present = players.compactMap { $0 }
        let mutual = present.count == 2 ? PlayerError(present[0], present[1]) : PlayerError([], [])
        let errors = players.map { $0.map { PlayerError(ours, $0) } }
        let byPlayers = errors.contains { $0?.isWithin(mutual: mutual, floor: floor) == true }
        let names = ["rlottie", "thorvg"]
        var detail = zip(names, errors).map { "\($0): \($1.map(\.description) ?? "not compared")" }.joined(separator: "; ")
        detail += "; players' mutual \(mutual)"
        guard let web else { return (byPlayers, byPlayers, detail) }
        let toWeb = PlayerError(ours, web)
        let playersToWeb = present.map { PlayerError($0, web) }
        let nearerWeb = toWeb.isWithin(mutual: mutual, floor: floor, nearerThan: playersToWeb)
        detail += "; lottie-web: \(toWeb) (players to it: \(playersToWeb.map(\.description).joined(separator: ", ")))"
        return (byPlayers || nearerWeb, byPlayers, detail)
    }
}
