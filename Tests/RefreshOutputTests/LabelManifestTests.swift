import Testing
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// Label options are part of the settings a frame folder's manifest records, so runs in another language or with
/// other texts never share frames with it (`OutputDirectory.finish`).
@Suite struct LabelManifestTests {
    static func settings(_ labels: LabelOptions) -> FrameManifest.Settings {
        FrameFolderJob(input: JobInput(control: MJStyle(), options: RenderOptions(width: 375, scale: 2, background: .style),
                                       context: StyleContext(width: 375, text: MonospaceMeasurer(), labels: labels), text: nil,
                                       sampling: .sweep(progresses: [1], state: nil, time: nil), outputPath: "unused"))
            .manifestSettings
    }

    @Test func defaultsLeaveTheManifestAsItWas() {
        #expect(Self.settings(LabelOptions()).labels == nil)
    }

    @Test func everyChoiceChangesTheSettings() {
        let date = LastUpdated.at(LabelDateTime(year: 2025, month: 3, day: 1, hour: 9, minute: 30))
        let variants = [
            LabelOptions(), LabelOptions(language: .en), LabelOptions(language: .zhHant),
            LabelOptions(titles: [.idle: "Pull"]), LabelOptions(titles: [.ending: "Pull"]),
            LabelOptions(subtitle: ""), LabelOptions(subtitle: "x"),
            LabelOptions(lastUpdated: .never), LabelOptions(lastUpdated: date),
            LabelOptions(lastUpdated: date, now: LabelDateTime(year: 2025, month: 3, day: 1, hour: 10, minute: 0)),
        ]
        let all = variants.map { Self.settings($0) }
        #expect(Set(all).count == variants.count)
    }

    @Test func descriptionNamesEachChoice() {
        let options = LabelOptions(language: .zhHant, titles: [.refreshing: "Say \"hi\"", .idle: "拉"], subtitle: "S",
                                   lastUpdated: .never)
        #expect(options.description
                == #"locale=zh-Hant last-updated=never now=2026-11-22T14:05:00 title.idle="拉" title.refreshing="Say \"hi\"" subtitle="S""#)
        #expect(LabelOptions().description == "locale=default last-updated=default now=2026-11-22T14:05:00")
    }
}
