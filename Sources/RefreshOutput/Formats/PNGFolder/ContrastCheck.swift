import Foundation
import Raster
import RefreshRender

/// WCAG 2.x contrast of each label against what lies behind it in a rendered frame (README "Contrast check").
///
/// A pure function of two renders of one frame: the frame itself and the frame drawn without its labels' text
/// (`FrameRenderer.renderBehindLabels`). A label's glyph pixels are the pixels of its layer's rectangle where the two
/// differ; the background is the mean colour of the text-less frame at those pixels (at every pixel of the rectangle
/// when none differ: text drawn in the background's own colour). The text colour, with its alpha, is composited over
/// that background as the renderer blends (sRGB-encoded values), and the two are compared by WCAG's relative
/// luminance. Transparent frame pixels (a frame without background) are first composited over `behind`, what the app shows
/// under the control (the appearance's systemBackground).
public enum ContrastCheck {
    /// WCAG 2.x success criterion 1.4.3 (AA): at least 4.5:1 for text under 18 pt (all these labels are 11–14 pt).
    public static let minimumRatio = 4.5

    /// One label of one frame, measured.
    public struct Measurement: Sendable, Hashable {
        public var label: PlacedLabel
        /// The text colour composited over `background` (opaque).
        public var textColor: Color
        /// The mean colour behind the glyphs (opaque).
        public var background: Color
        public var ratio: Double
    }

    /// WCAG 2.x relative luminance of an opaque sRGB colour: each channel linearised (c ≤ 0.04045 ? c / 12.92 :
    /// ((c + 0.055) / 1.055)^2.4), weighted 0.2126 R + 0.7152 G + 0.0722 B.
    public static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (L_lighter + 0.05) / (L_darker + 0.05), from 1 (equal) to 21 (black on white).
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` (straight alpha) over an opaque `bottom`, per channel in sRGB-encoded values.
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// Every label of a frame against what lies behind it. `frame` and `behindLabels` are the same size; labels
    /// entirely outside the frame are left out.
    public static func measure(frame: Image, behindLabels backdrop: Image, labels: [PlacedLabel],
                               behind: Color) -> [Measurement] {
        labels.compactMap { label in
            let r = label.deviceBounds
            let x0 = max(0, Int(r.minX.rounded(.down))), x1 = min(frame.width, Int(r.maxX.rounded(.up)))
            let y0 = max(0, Int(r.minY.rounded(.down))), y1 = min(frame.height, Int(r.maxY.rounded(.up)))
            guard x0 < x1, y0 < y1 else { return nil }
            var glyphs: [UInt32] = [], all: [UInt32] = []
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let under = backdrop.pixel(x: x, y: y)
                    all.append(under)
                    if frame.pixel(x: x, y: y) != under { glyphs.append(under) }
                }
            }
            let background = mean(glyphs.isEmpty ? all : glyphs, over: behind)
            let text = composite(label.color, over: background)
            return Measurement(label: label, textColor: text, background: background, ratio: ratio(text, background))
        }
    }

    /// The mean of premultiplied pixels, each composited over `behind` first.
    static func mean(_ pixels: [UInt32], over behind: Color) -> Color {
        var sum = (0.0, 0.0, 0.0)
        for p in pixels {
            let a = Double(p >> 24) / 255
            // Premultiplied: the pixel's channels are already colour × alpha.
            sum.0 += Double(p & 0xFF) / 255 + behind.red * (1 - a)
            sum.1 += Double((p >> 8) & 0xFF) / 255 + behind.green * (1 - a)
            sum.2 += Double((p >> 16) & 0xFF) / 255 + behind.blue * (1 - a)
        }
        let n = Double(max(pixels.count, 1))
        return Color(red: sum.0 / n, green: sum.1 / n, blue: sum.2 / n)
    }
}

/// The labels of a run found below `ContrastCheck.minimumRatio`, one entry per label, text and state, with the frames
/// it was found in and its lowest ratio. Frames may be added in any order: the report is the same.
public struct ContrastReport: Sendable, Equatable {
    /// One label below the minimum in one state.
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        public var label: String
        public var text: String
        public var state: RefreshState
        /// The lowest ratio and the first frame with it.
        public var ratio: Double
        package var worstFrame: Int
        public var firstFrame: Int
        public var frameCount: Int

        public var description: String {
            // Truncated, not rounded: 4.499 must not read 4.50.
            let ratioText = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            return "label \(label) \"\(text)\" in state \(state.rawValue): contrast \(ratioText):1, below "
                + "\(ContrastCheck.minimumRatio):1 (WCAG AA), in \(frameCount) frame\(frameCount == 1 ? "" : "s") "
                + "from frame \(firstFrame), lowest at frame \(worstFrame)"
        }
    }

    private var entries: [String: Failure] = [:]

    public init() {}

    /// Records the measurements of frame `index`, shown in `state`.
    public mutating func add(_ measurements: [ContrastCheck.Measurement], frame index: Int, state: RefreshState) {
        for m in measurements where m.ratio < ContrastCheck.minimumRatio {
            let key = "\(m.label.name)\u{1}\(m.label.text)\u{1}\(state.rawValue)"
            guard var entry = entries[key] else {
                entries[key] = Failure(label: m.label.name, text: m.label.text, state: state, ratio: m.ratio,
                                       worstFrame: index, firstFrame: index, frameCount: 1)
                continue
            }
            entry.frameCount += 1
            entry.firstFrame = min(entry.firstFrame, index)
            if m.ratio < entry.ratio || (m.ratio == entry.ratio && index < entry.worstFrame) {
                entry.ratio = m.ratio
                entry.worstFrame = index
            }
            entries[key] = entry
        }
    }

    /// The failures, by first frame, then label.
    public var failures: [Failure] {
        entries.values.sorted { ($0.firstFrame, $0.label, $0.text, $0.state.rawValue) < ($1.firstFrame, $1.label, $1.text, $1.state.rawValue) }
    }
}
