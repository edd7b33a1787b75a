import Foundation
import Raster
import RefreshOutput

/// What `compare` prints: one screen at most (about 40 lines, none over `maxColumns`) whatever the number of frames —
/// the counts, the first and the largest difference, the settings that differ, and the frames of each kind as
/// ranges — or, with `--verbose`, a line for every frame that is not equal too.
struct CompareSummary {
    /// One compared frame (or span of time).
    struct Row {
        var index: Int
        /// How the row is named in a sentence: `frame 3 (frame_0003.png)`, `span 2, t 0.2 s to 0.3 s (…)`.
        var label: String
        /// The short name a list of rows uses: `frame_0003.png`, `span 2`.
        var name: String
        /// The row's line in a list of differing rows: `frame_0003.png` (its moment follows), or the span's label.
        var line: String
        var status: ComparisonStatus
        /// When the frame is: `t 0.300 s, progress 0.500, pulling`, or empty when unknown.
        var moment: String = ""
        var difference: ImageDifference?
    }

    static let maxColumns = 200
    /// Rows of each kind listed one a line without `--verbose` (more are shown as ranges).
    static let listedRows = 10
    /// Settings that differ listed without `--verbose`.
    static let listedSettings = 8

    /// `frames` or `spans`.
    var unit: String
    var rows: [Row]
    /// The path of the actual side, as the sentences name it.
    var actual: String
    var settings: [(name: String, reference: String?, actual: String?)] = []
    /// Further facts (a canvas size or a duration that differs, spans not judged), one a line.
    var notes: [String] = []

    var counts: ComparisonCounts { ComparisonCounts(rows.map(\.status)) }

    /// The lines to print after the two sides' headers.
    func lines(verbose: Bool) -> [String] {
        let counts = self.counts
        var out: [String] = []
        out.append("summary: \(counts.equal) equal, \(counts.different) differ, \(counts.missing) missing, \(counts.extra) extra, of \(counts.total) \(unit)")
        if !settings.isEmpty {
            let shown = verbose ? settings[...] : settings.prefix(Self.listedSettings)
            out.append("settings that differ:")
            out += shown.map { "  \($0.name): \($0.reference ?? "(none)") → \($0.actual ?? "(none)")" }
            if shown.count < settings.count { out.append("  … and \(settings.count - shown.count) more (--verbose lists them)") }
        }
        let first = rows.first { $0.status != .equal }
        if let first { out.append("first difference: " + sentence(first)) }
        let differing = rows.filter { $0.difference != nil && $0.status == .different }
        if let largest = differing.max(by: { Self.size($0.difference) < Self.size($1.difference) }), largest.index != first?.index {
            out.append("largest difference: " + sentence(largest))
        }
        var condensed = false
        for (status, heading) in [(ComparisonStatus.different, "differing \(unit)"), (.missing, "missing from \(actual)"),
                                  (.extra, "extra in \(actual)")] {
            let group = rows.filter { $0.status == status }
            guard !group.isEmpty else { continue }
            if status == .different && (verbose || group.count <= Self.listedRows) {
                out.append("\(heading):")
                out += group.map(detail)
            } else if verbose || group.count <= Self.listedRows {
                out.append("\(heading): " + group.map(\.name).joined(separator: ", "))
            } else {
                out.append("\(heading): " + Self.ranges(group, unit: unit))
                condensed = true
            }
        }
        out += notes
        if condensed { out.append("(--verbose lists every \(unit == "spans" ? "span" : "frame"))") }
        return verbose ? out : out.map(Self.fit)
    }

    /// "frame 3 (frame_0003.png) differs — t 0.300 s, …: changed 300 px, max difference 255, x 300…329, …".
    private func sentence(_ row: Row) -> String {
        let what: String
        switch row.status {
        case .equal: what = "is equal"
        case .different: what = "differs"
        case .missing: what = "is missing from \(actual)"
        case .extra: what = "is only in \(actual)"
        }
        var line = "\(row.label) \(what)" + (row.moment.isEmpty ? "" : " — \(row.moment)")
        if let difference = row.difference { line += ": " + Self.describe(difference) }
        return line
    }

    /// "  frame_0003.png  t 0.300 s, …  changed 300 px, max difference 255, …".
    private func detail(_ row: Row) -> String {
        var line = "  \(row.line)" + (row.moment.isEmpty ? "" : "  \(row.moment)")
        if let difference = row.difference { line += "  " + Self.describe(difference) }
        return line
    }

    static func describe(_ difference: ImageDifference) -> String {
        var text = "changed \(difference.changedPixelCount) px, max difference \(difference.largestChannelDifference)"
        if let box = difference.changedBounds { text += ", \(box)" }
        if !difference.sizesMatch {
            text += ", size \(difference.actualWidth)×\(difference.actualHeight) vs \(difference.referenceWidth)×\(difference.referenceHeight)"
        }
        return text
    }

    /// Changed pixels first, then the largest channel difference.
    private static func size(_ difference: ImageDifference?) -> (Int, Int) {
        (difference?.changedPixelCount ?? 0, difference?.largestChannelDifference ?? 0)
    }

    /// Runs of consecutive indices: "frames 1–165 (165), 170, …".
    static func ranges(_ rows: [Row], unit: String) -> String {
        var runs: [(Int, Int)] = []
        for index in rows.map(\.index).sorted() {
            if let last = runs.last, last.1 + 1 == index { runs[runs.count - 1].1 = index } else { runs.append((index, index)) }
        }
        let parts = runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)–\($0.1)" }
        return "\(rows.count) \(unit): " + parts.joined(separator: ", ")
    }

    /// The line cut to `maxColumns` characters, an ellipsis at the cut.
    static func fit(_ line: String) -> String {
        line.count <= maxColumns ? line : String(line.prefix(maxColumns - 1)) + "…"
    }
}
