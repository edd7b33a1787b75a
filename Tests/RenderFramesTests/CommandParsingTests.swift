import ArgumentParser
import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshRender
import RefreshOutput
@testable import render_frames

/// What the command line makes of good input, in this process: defaults, option groups, the values each option
/// builds, and the style options that come from the styles' own declarations.
@Suite struct CommandParsingTests {
    func render(_ arguments: [String]) throws -> Render {
        try #require(try RenderFrames.parseAsRoot(arguments) as? Render)
    }

    @Test func theBareCommandHasTheDocumentedDefaults() throws {
        let command = try render([])
        #expect(command.look.style.name == "airplane")
        #expect(command.look.width == nil && command.look.renderOptions.width == 375 && command.look.scale.factor == 2 && command.look.background == .style)
        #expect(command.output.out == "frames" && command.output.format == .png && !command.output.force)
        #expect(command.sequence.scenario == nil && command.sequence.fps.perSecond == 60)
        #expect(command.sequence.duration == nil && command.sequence.frames == nil && command.sweep.progress == nil)
        #expect(command.png.options == PNGOptions.default && command.png.duplicates == .copies)
        #expect(command.gif.playCount == 0 && command.gif.edgeMatte == .auto && command.gif.gifName == nil)
        #expect(command.output.jobs == min(ProcessInfo.processInfo.activeProcessorCount, 64))
    }

    /// The bare command must run on a machine with more cores than the 64 workers accepted.
    @Test(arguments: [(1, 1), (2, 2), (64, 64), (65, 64), (256, 64), (0, 1)])
    func jobsDefaultToTheCoresUpTo64(cores: Int, jobs: Int) {
        #expect(OutputGroup.defaultJobs(cores: cores) == jobs)
    }

    @Test func valuesAreTheLibrarysValidatedTypes() throws {
        let command = try render(["--style", "mj", "--width", "320.5", "--scale", "3", "--fps", "29.97", "--duration", "1.5",
                                  "--frames", "3..7", "--background", "#12345680", "--png-filter", "paeth", "--png-level", "9",
                                  "--format", "png", "--locale", "zh_hant", "--jobs", "3", "--link-duplicates"])
        #expect(try command.look.width == HeaderWidth(320.5) && command.look.scale == PixelScale(3))
        #expect(try command.sequence.fps == FrameRate(29.97) && command.sequence.duration == SequenceDuration(1.5))
        #expect(command.sequence.frames == 3...7 && command.output.jobs == 3)
        #expect(command.look.background == .color(Color(rgb8: 0x12, 0x34, 0x56, alpha: Double(0x80) / 255)))
        #expect(command.png.options == PNGOptions(level: 9, filter: .paeth) && command.png.duplicates == .hardLinks)
        #expect(command.labels.locale == .zhHant)
        let sweep = try render(["--progress", "0:1:0.25", "--state", "refreshing", "--time", "0.5"])
        #expect(sweep.sweep.progress?.values == [0, 0.25, 0.5, 0.75, 1])
        #expect(sweep.sweep.sampling == .sweep(progresses: [0, 0.25, 0.5, 0.75, 1], state: .refreshing, time: 0.5))
        let gif = try render(["--format", "gif", "--loop", "3", "--matte", "#FF0000", "--gif-name", "a.gif"])
        #expect(gif.gif.playCount == 3 && gif.gif.edgeMatte == .color(Color(rgb8: 255, 0, 0)) && gif.gif.gifName == "a.gif")
    }

    @Test func preparingReadsTheScenarioAndPlansTheFrames() throws {
        let inputs = try InProcessCommand.prepare(["--style", "arrow", "--scenario", "cancel", "--fps", "30", "--frames", "2..4"])
        #expect(inputs.run.sampling == .sequence(scenario: .cancel, fps: 30, duration: nil, range: 2...4))
        #expect(inputs.style.name == "arrow" && inputs.run.options.width == 375 && inputs.run.options.scale == 2)
        let folder = RenderFramesBinary.temporaryFolder("scenario")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"name":"slow","steps":[{"pull":1.3,"duration":1.0,"curve":"easeOut"},{"release":true}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/slow.json"))
        let custom = try InProcessCommand.prepare(["--scenario", folder + "/slow.json"])
        guard case .sequence(let scenario, _, _, _) = custom.run.sampling else { Issue.record("not a sequence"); return }
        #expect(scenario.name == "slow" && scenario.steps.count == 2)
        // A sheet does not need a scenario: its cells are fixed.
        #expect(try InProcessCommand.prepare(["--format", "sheet", "--scenario", "/nonexistent.json"]).run.sampling
                == .sweep(progresses: ContactSheet.defaultProgresses, state: nil, time: nil))
    }

    @Test func helpShowsTheOptionGroupsAndEveryStyleOption() {
        let help = Render.helpMessage(columns: 400)
        for title in ["STYLE:", "OUTPUT:", "TIME SEQUENCE:", "PROGRESS SWEEP:", "LABELS:", "GIF:", "PNG:"] {
            #expect(help.contains(title), "\(title)")
        }
        // Help text wraps at the column width: compare with the line breaks folded into spaces.
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for style in StyleCatalog.all {
            for option in style.optionSummaries {
                #expect(flat.contains("\(style.name) \(option.key)=\(StyleGroup.valuesHelp(option))"), "\(style.name) \(option.key)")
            }
        }
        #expect(flat.contains("a COLOR is \(ColorNotation.accepted)"))
        #expect(help.contains("2 a usage error") && help.contains("1 the run failed"))
    }

    /// Help is an answer, not an error: exit 0 (printed on stdout).
    @Test(arguments: [["--help"], ["-h"], ["render", "--help"], ["help", "render"], ["list", "--help"]])
    func helpExits0(arguments: [String]) {
        let (status, message) = RenderFrames.execute(arguments)
        #expect(status == 0 && message.contains("USAGE: render-frames"), "\(arguments): \(message)")
        #expect(!message.hasPrefix("Error"))
    }

    @Test func listShowsEachStylesOptionsWithTheirDefaultsAndArtwork() {
        let text = ListStyles.lines().joined(separator: "\n")
        for style in StyleCatalog.all {
            #expect(text.contains(style.summary))
            for option in style.optionSummaries {
                #expect(option.current != nil, "\(style.name) \(option.key): the style's default is none of its values")
                #expect(text.contains("--style-option \(option.key)=\(option.values.joined(separator: "|")) (default \(option.current ?? "?")): \(option.help)"))
            }
            for art in style.artwork { #expect(text.contains(art.name)) }
        }
        #expect(text.contains("--style-option start=bottom|top (default bottom)"))
    }

    /// Every value of every option a style declares is accepted on the command line and chosen in the style; an
    /// option read from text (a colour, whose `values` describe the forms) is given the value the style has, as text.
    @Test(arguments: StyleCatalog.all.flatMap { style in
        style.optionSummaries.flatMap { option in
            (option.values.contains(option.current ?? "") ? option.values : [option.current ?? ""])
                .map { (style.name, option.key, $0) }
        }
    })
    func everyDeclaredStyleOptionIsAccepted(style: String, key: String, value: String) throws {
        let configured = try render(["--style", style, "--style-option", "\(key)=\(value)"]).look.configuredStyle()
        #expect(configured.optionSummaries.first { $0.key == key }?.current == value)
    }
}
