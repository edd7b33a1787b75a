import ArgumentParser
import Foundation
import Raster
import RefreshModel
import RefreshOutput

/// `render-frames [render] --style NAME --out DIR …`: a time sequence through a scenario, or a progress sweep.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a style's frames as PNG files, an animated GIF or a contact sheet (the default command).")

    @Option(help: "The style, a header or a footer: \(StyleCatalog.names.joined(separator: ", ")).")
    var style: String = "airplane"

    @Option(help: "Folder to write frame_NNNN.png and frames.json into, or the GIF / sheet (created if missing).")
    var out: String = "frames"

    @Option(help: "png (one file per frame), gif (one animated GIF, <style>.gif), sheet (one contact sheet, <style>-sheet.png).")
    var format: String = "png"

    @Option(parsing: .unconditional, help: "With --format gif: 0 loops forever (default), N > 0 plays N times.")
    var loop: Int = 0

    @Option(help: "With --format gif and --background none: auto (edge pixels at least half covered keep their colour, the rest are transparent: no halo on any page), or the page colour edges are blended over: white, black, #RRGGBB.",
            transform: ArgumentValues.matte)
    var matte: EdgeMatte = .auto

    @Option(help: "With --format gif: the file name in --out (default <style>.gif).")
    var gifName: String?

    @Option(help: "Gesture scenario: \(Scenario.presets.map(\.name).joined(separator: ", ")) (no-more-data: MJ's footers), or a JSON file path (default: refresh for a header, load-more for a footer).")
    var scenario: String?

    @Option(help: "Frames per second of a time sequence (above 0, at most \(Int(FrameSampling.maximumFPS))); a run makes at most \(FrameSampling.maximumFrames) frames.")
    var fps: Double = 60

    @Option(help: "Seconds to render (default: the scenario's length; at most \(Int(Scenario.maximumDuration))).")
    var duration: Double?

    @Option(help: "Only these frame indices of the sequence, A..B inclusive (e.g. 120..239).",
            transform: ArgumentValues.frameRange)
    var frames: ClosedRange<Int>?

    @Option(help: "Render pull progresses instead of a gesture: a value (0.5) or start:end:step (0:1:0.05); 1 = the trigger threshold.",
            transform: ArgumentValues.progresses)
    var progress: [Double]?

    @Option(help: "With --progress: the state, idle|pulling|refreshing|ending, or no-more-data for MJ's footers (default: idle below the threshold, pulling past it).")
    var state: String?

    @Option(help: "With --progress: seconds since the state was entered (default: settled for idle/pulling, 0 for refreshing/ending).")
    var time: Double?

    @Option(help: "Header width in points (\(Int(RenderOptions.widthRange.lowerBound))…\(Int(RenderOptions.widthRange.upperBound))).")
    var width: Double = 375

    @Option(help: "Pixels per point: 1, 2 or 3 (so a frame is at most \(Int(RenderOptions.widthRange.upperBound) * 3) pixels wide).")
    var scale: Int = 2

    @Option(help: "style (the style's own colour and artwork), none (transparent), white, black, or #RRGGBB[AA].",
            transform: ArgumentValues.background)
    var background: BackgroundChoice = .style

    @Option(name: .customLong("style-option"),
            help: "A style variant KEY=VALUE: circle start=bottom|top, arrow arrow-color=blue|gray|black|white, mj auto-alpha=on|off, airplane repeat-duration=6|5 and implicit-actions=on|off.",
            transform: ArgumentValues.keyValue)
    var styleOptions: [(String, String)] = []

    @Option(name: .customLong("image"), help: "Replace an artwork with your PNG: NAME=PATH (names: \(Render.artworkNames)). @2x/@3x in the file name set its scale.",
            transform: ArgumentValues.imageOverride)
    var images: [(String, String)] = []

    @Option(help: "Label language: \(LabelLanguage.identifiers) (default en; zh-Hans for circle, whose own strings are Chinese).",
            transform: ArgumentValues.locale)
    var locale: LabelLanguage?

    @Option(name: .customLong("title"), help: "Replace the status text of a state: STATE=TEXT, STATE one of idle, pulling, refreshing, ending (repeatable; an idle text also shows while ending unless ending has its own).",
            transform: ArgumentValues.title)
    var titles: [(RefreshState, String)] = []

    @Option(help: "Replace the second line: arrow's last-updated label, sv's subtitle (then laid out in two lines), mj's last-update line, circle's time label.")
    var subtitle: String?

    @Option(help: "The last update the labels show: an ISO date-time (2026-11-22T14:05, optional :SS and Z or ±HH:MM, shown as written), never, or now (the machine's clock; frames are then not reproducible). Default: 2026-11-22T14:05 against a clock fixed at the same moment; sv shows no subtitle and circle its initial 刷新时间 unless this is given.",
            transform: ArgumentValues.lastUpdated)
    var lastUpdated: LastUpdatedChoice?

    @Option(help: "Regular font file for labels (default: found with fontconfig).")
    var font: String?

    @Option(help: "Bold font file for labels (default: found with fontconfig).")
    var boldFont: String?

    @Option(help: "Parallel workers (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "PNG zlib level 0…9 (default 1: fast).")
    var pngLevel: Int = PNGOptions.default.level

    @Option(help: "PNG row filter: none, sub, up, average, paeth, all (default none: fastest, and smallest at level 1 on header frames).")
    var pngFilter: String = "none"

    @Flag(help: "Overwrite files in --out that render-frames did not write.")
    var force = false

    static var artworkNames: String {
        var seen = Set<String>()
        return StyleCatalog.all.flatMap(\.artwork).map(\.name).filter { seen.insert($0).inserted }.joined(separator: ", ")
    }

    func validate() throws {
        guard StyleCatalog.style(named: style) != nil else {
            throw ValidationError("--style \(style) is not a style; expected one of \(StyleCatalog.names.joined(separator: ", "))")
        }
        guard RenderOptions.scales.contains(scale) else { throw ValidationError("--scale \(scale) is not accepted; expected 1, 2 or 3") }
        guard width.isFinite, RenderOptions.widthRange.contains(width) else {
            throw ValidationError("--width \(width) is not accepted; expected points from \(Int(RenderOptions.widthRange.lowerBound)) to \(Int(RenderOptions.widthRange.upperBound))")
        }
        guard fps.isFinite, fps > 0, fps <= FrameSampling.maximumFPS else {
            throw ValidationError("--fps \(fps) is not accepted; expected a rate above 0 and at most \(Int(FrameSampling.maximumFPS))")
        }
        if let duration, !(duration.isFinite && duration > 0 && duration <= Scenario.maximumDuration) {
            throw ValidationError("--duration \(duration) is not accepted; expected seconds above 0 and at most \(Int(Scenario.maximumDuration))")
        }
        if let duration, (duration * fps - 1e-9).rounded(.up) > Double(FrameSampling.maximumFrames) {
            throw ValidationError("--duration \(duration) at --fps \(fps) gives \(Int((duration * fps - 1e-9).rounded(.up))) frames; at most \(FrameSampling.maximumFrames) are accepted")
        }
        if let state, RefreshState(rawValue: state) == nil {
            throw ValidationError("--state \(state) is not a state; expected \(RefreshState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        // Footers (issue 14): only the styles whose rules have it take the no-more-data state or scenario.
        if let named = StyleCatalog.style(named: style), !named.rules.hasNoMoreDataState,
           state == RefreshState.noMoreData.rawValue || (progress == nil && scenario == Scenario.noMoreData.name) {
            let withIt = StyleCatalog.all.filter(\.rules.hasNoMoreDataState).map(\.name).joined(separator: ", ")
            throw ValidationError("\(state != nil ? "--state" : "--scenario") no-more-data: \(style) has no no-more-data state; \(withIt) have one")
        }
        if progress == nil, state != nil || time != nil {
            throw ValidationError("--state and --time go with --progress")
        }
        if progress != nil, frames != nil || duration != nil {
            throw ValidationError("--frames and --duration go with a time sequence, not with --progress")
        }
        if let time, !(time.isFinite && time >= 0 && time <= Scenario.maximumDuration) {
            throw ValidationError("--time \(time) is not accepted; expected seconds from 0 to \(Int(Scenario.maximumDuration))")
        }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is not accepted; expected 1 to 64") }
        guard (0...9).contains(pngLevel) else { throw ValidationError("--png-level \(pngLevel) is not accepted; expected 0 to 9") }
        guard ArgumentValues.pngFilters[pngFilter] != nil else {
            throw ValidationError("--png-filter \(pngFilter) is not accepted; expected none, sub, up, average, paeth or all")
        }
        do {
            _ = try StyleVariants.style(named: style, options: styleOptions)
        } catch {
            throw ValidationError("\(error)")
        }
        let known = Set(Render.artworkNames.components(separatedBy: ", "))
        for (name, _) in images where !known.contains(name) {
            throw ValidationError("--image \(name)=…: no artwork is called \(name); expected one of \(Render.artworkNames)")
        }
        var titled = Set<RefreshState>()
        for (state, _) in titles where !titled.insert(state).inserted {
            throw ValidationError("--title \(state.rawValue)=… is given twice; expected each state at most once")
        }
        if out.isEmpty { throw ValidationError("--out must not be empty") }
        if progress == nil, let scenario, !Scenario.presets.contains(where: { $0.name == scenario }),
           !FileManager.default.fileExists(atPath: scenario) {
            throw ValidationError("--scenario \(scenario) is not a preset or a file; expected \(Scenario.presets.map(\.name).joined(separator: ", ")) or a JSON file path")
        }
        guard ["png", "gif", "sheet"].contains(format) else {
            throw ValidationError("--format \(format) is not accepted; expected png, gif or sheet")
        }
        guard (0...GIFRenderJob.maximumLoop).contains(loop) else {
            throw ValidationError("--loop \(loop) is not accepted; expected 0 (forever) or a play count from 1 to \(GIFRenderJob.maximumLoop)")
        }
        if let gifName, !(gifName.hasSuffix(".gif") && gifName.count > 4 && !gifName.contains("/")) {
            throw ValidationError("--gif-name \(gifName) is not accepted; expected a file name ending in .gif, without a folder (the folder is --out)")
        }
        if format == "gif", progress != nil {
            throw ValidationError("--format gif animates a time sequence; --progress is not accepted with it (use --format sheet or png)")
        }
        if format == "sheet", frames != nil || duration != nil || state != nil || time != nil {
            throw ValidationError("--format sheet shows fixed states and times; --frames, --duration, --state and --time are not accepted with it (--progress sets its rows)")
        }
    }

    func run() throws {
        let style = try StyleVariants.style(named: style, options: styleOptions)
        let signals = InterruptSignals()
        defer { signals.stop() }
        do {
            let text = try TextServices.make(fontPath: font, boldFontPath: boldFont)
            let replacements = try loadImages()
            let context = StyleContext(width: width, text: text.measurer, images: replacements, labels: labelOptions())
            let options = RenderOptions(width: width, scale: scale, background: background)
            switch format {
            case "gif":
                try runGIF(style: style, options: options, context: context, text: text, cancellation: signals.cancellation)
                return
            case "sheet":
                let sheet = ContactSheet(style: style, options: options, context: context, text: text.drawer,
                                         progresses: progress ?? ContactSheet.defaultProgresses, jobs: jobs)
                let result = try sheet.write(to: out, force: force, cancellation: signals.cancellation)
                text.reportMissingGlyphs()
                print("wrote \(result.path) (\(result.width)×\(result.height), \(String(format: "%.0f", Double(result.bytes) / 1024)) KB)")
                return
            default:
                break
            }
            let sampling = try makeSampling(style: style)
            let job = RenderJob(
                style: style, options: options, context: context, text: text.drawer,
                sampling: sampling, png: PNGOptions(level: pngLevel, filter: ArgumentValues.pngFilters[pngFilter]!),
                jobs: jobs, outputPath: out, force: force)
            let bar = ProgressBar()
            let summary: RenderJob.Summary
            do {
                summary = try job.run(cancellation: signals.cancellation,
                                      progress: { done, total in bar.update(done: done, total: total) })
                bar.finish()
            } catch {
                bar.finish()
                throw error
            }
            text.reportMissingGlyphs()
            let kb = Double(summary.bytes) / 1024
            print("wrote \(summary.frameCount) frames (\(summary.pixelWidth)×\(summary.pixelHeight), \(String(format: "%.0f", kb)) KB) to \(out) in \(String(format: "%.2f", summary.seconds)) s")
        } catch let error as RunFailure {
            throw error
        } catch let interrupted as RenderInterrupted {
            throw RunFailure(message: "\(interrupted)", status: InterruptSignals.exitStatus(for: interrupted.reason))
        } catch {
            throw RunFailure(message: "\(error)")
        }
    }

    /// `--locale`, `--title`, `--subtitle` and `--last-updated` as the styles take them.
    private func labelOptions() -> LabelOptions {
        let base = LabelOptions(language: locale, titles: Dictionary(titles, uniquingKeysWith: { $1 }), subtitle: subtitle)
        return lastUpdated?.apply(to: base) ?? base
    }

    private func runGIF(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: TextServices,
                        cancellation: RenderCancellation) throws {
        if fps > GIFDelaySchedule.browserSafeFPS {
            FileHandle.standardError.write(Data("render-frames: warning: --fps \(fps == fps.rounded() ? String(Int(fps)) : String(fps)) is above \(Int(GIFDelaySchedule.browserSafeFPS)): GIF delays are whole 1/100 s, so some frames get 1 cs, which browsers stretch to 10 cs (the GIF plays slowly there); --fps 50 or lower (30 is typical) plays right everywhere\n".utf8))
        }
        let job = GIFRenderJob(style: style, options: options, context: context, text: text.drawer,
                               sampling: try makeSampling(style: style), loop: loop, matte: matte, jobs: jobs, outputPath: out,
                               fileName: gifName, force: force)
        let bar = ProgressBar()
        let result = Result { try job.run(cancellation: cancellation, progress: { done, total in bar.update(done: done, total: total) }) }
        bar.finish()
        let summary = try result.get()
        text.reportMissingGlyphs()
        let kb = Double(summary.bytes) / 1024
        print("wrote \(summary.path) (\(summary.gifFrames) GIF frames from \(summary.renderedFrames), \(summary.pixelWidth)×\(summary.pixelHeight), \(summary.paletteSize) colours, \(String(format: "%.2f", Double(summary.durationCentiseconds) / 100)) s, \(String(format: "%.0f", kb)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    private func makeSampling(style: any HeaderStyle) throws -> FrameSampling {
        if let progress {
            return .sweep(progresses: progress, state: state.flatMap(RefreshState.init(rawValue:)), time: time)
        }
        return .sequence(scenario: try loadScenario(style: style), fps: fps, duration: duration, range: frames)
    }

    /// The preset or the JSON file (default: the style's own gesture, load-more for a footer), checked against the
    /// style's rules (a pull during a refresh is refused here, with the file's name, rather than later without it).
    private func loadScenario(style: any HeaderStyle) throws -> Scenario {
        guard let scenario else { return Scenario.defaultPreset(for: style.kind) }
        let rules = style.rules
        if let preset = Scenario.presets.first(where: { $0.name == scenario }) { return preset }
        guard let data = FileManager.default.contents(atPath: scenario) else {
            throw RunFailure(message: "--scenario \(scenario): cannot read the file")
        }
        do {
            let scenario = try Scenario(json: data)
            _ = try PullTimeline(scenario: scenario, rules: rules)
            return scenario
        } catch {
            throw RunFailure(message: "--scenario \(scenario): \(error)")
        }
    }

    private func loadImages() throws -> [String: LayerContents] {
        var result: [String: LayerContents] = [:]
        for (name, path) in images {
            do {
                let image = try Image(contentsOfFile: path)
                result[name] = .bitmap(BitmapContents(image: image, scale: BitmapContents.scale(forFileName: path)))
            } catch {
                throw RunFailure(message: "--image \(name)=\(path): \(error)")
            }
        }
        return result
    }
}
