import Foundation
import Testing
import Raster
@testable import RefreshOutput
import RefreshTestSupport

/// Two animations compared over time: spans cut at every frame change of either side.
@Suite struct AnimationComparisonTests {
    static let red: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFFFF_0000, black: UInt32 = 0xFF00_0000

    /// An APNG of full 2×2 frames of one colour each, shown for `tenths` of a second each.
    func apng(_ colors: [UInt32], tenths: [UInt16]? = nil, width: Int = 2) -> [UInt8] {
        AnimationFixture.apng(width: width, height: 2, frames: colors.enumerated().map { i, color in
            .init(width: width, height: 2, pixels: [UInt32](repeating: color, count: width * 2), delay: (tenths?[i] ?? 1, 10))
        })
    }

    func compare(_ a: [UInt8], _ b: [UInt8]) throws -> AnimationComparison {
        AnimationComparison(reference: try AnimationPlayback(bytes: a), actual: try AnimationPlayback(bytes: b))
    }

    @Test func identicalAnimationsAreEqual() throws {
        let a = apng([Self.red, Self.green, Self.blue])
        let comparison = try compare(a, a)
        #expect(comparison.isEqual && comparison.differingSpans.isEmpty)
        #expect(comparison.spans.map(\.referenceFrame) == [0, 1, 2] && comparison.spans.map(\.actualFrame) == [0, 1, 2])
    }

    /// One changed frame is the one differing span, with its frames, pixel count and largest difference.
    @Test func oneChangedFrameIsExactlyThatSpan() throws {
        let comparison = try compare(apng([Self.red, Self.green, Self.blue, Self.red]),
                                     apng([Self.red, Self.green, Self.black, Self.red]))
        #expect(!comparison.isEqual)
        let differing = comparison.differingSpans
        try #require(differing.count == 1)
        let span = differing[0]
        #expect(span.index == 2 && span.referenceFrame == 2 && span.actualFrame == 2)
        #expect(span.start == AnimationTime(2, per: 10) && span.end == AnimationTime(3, per: 10))
        #expect(span.difference?.changedPixelCount == 4 && span.difference?.largestChannelDifference == 255)
        // Within a tolerance as large as the change, they are equal.
        let tolerant = AnimationComparison(reference: comparison.reference, actual: comparison.actual,
                                           tolerance: try ImageTolerance(maxChannelDifference: 255))
        #expect(tolerant.isEqual)
    }

    /// A frame shown for 0.2 s against two equal frames of 0.1 s: equal, over the union of the frame changes.
    @Test func differentTimingOfTheSamePicturesIsEqual() throws {
        let comparison = try compare(apng([Self.red, Self.blue], tenths: [2, 1]), apng([Self.red, Self.red, Self.blue]))
        #expect(comparison.isEqual)
        #expect(comparison.spans.map(\.referenceFrame) == [0, 0, 1] && comparison.spans.map(\.actualFrame) == [0, 1, 2])
        // The same pictures shown at other moments differ, at the moment they do.
        let late = try compare(apng([Self.red, Self.blue], tenths: [2, 1]), apng([Self.red, Self.blue, Self.blue]))
        #expect(late.differingSpans.map(\.index) == [1])
    }

    /// GIF (centiseconds), APNG (its own fractions) and lossless WebP (milliseconds) of the same pictures are equal.
    @Test func gifAPNGAndWebPOfTheSamePicturesAreEqual() throws {
        let gif = try AnimationFixture.gif(width: 2, height: 2, palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (0, 0, 0)],
                                           frames: [.init(width: 2, height: 2, indices: [0, 0, 0, 0], delay: 10),
                                                    .init(width: 2, height: 2, indices: [2, 2, 2, 2], delay: 20)])
        let png = apng([Self.red, Self.blue], tenths: [1, 2])
        let encoder = try WebPEncoder(width: 2, height: 2, loop: 0, quality: nil)
        try encoder.add([Self.red, Self.red, Self.red, Self.red], timestamp: 0)
        try encoder.add([Self.blue, Self.blue, Self.blue, Self.blue], timestamp: 100)
        let webp = try encoder.finish(endTimestamp: 300)
        for (a, b) in [(gif, png), (png, webp), (webp, gif)] {
            let comparison = try compare(a, b)
            #expect(comparison.isEqual, "\(comparison.reference.format) against \(comparison.actual.format)")
        }
    }

    /// A longer animation differs past the other's end; a canvas of another size differs everywhere.
    @Test func durationAndSizeDifferencesAreDifferences() throws {
        let longer = try compare(apng([Self.red, Self.blue]), apng([Self.red, Self.blue, Self.green]))
        #expect(!longer.durationsMatch && longer.sizesMatch && !longer.isEqual)
        let last = try #require(longer.differingSpans.first)
        #expect(longer.differingSpans.count == 1 && last.referenceFrame == nil && last.actualFrame == 2 && last.difference == nil)
        let wider = try compare(apng([Self.red, Self.blue]), apng([Self.red, Self.blue], width: 3))
        #expect(!wider.sizesMatch && wider.differingSpans.count == 2)
        #expect(wider.differingSpans.allSatisfy { $0.difference?.sizesMatch == false })
    }

    /// The same pictures at 30 fps: an APNG changes frame at exact thirtieths, a WebP at whole milliseconds and a GIF
    /// at whole centiseconds. The slivers between (under the coarser tick) are roundings, not judged; a real
    /// difference still is.
    @Test func framesChangesRoundedToAFormatsTickAreNotDifferences() throws {
        let colors = [Self.red, Self.green, Self.blue]
        let png = AnimationFixture.apng(width: 2, height: 2, frames: colors.map {
            .init(width: 2, height: 2, pixels: [UInt32](repeating: $0, count: 4), delay: (1, 30))
        })
        let gif = try AnimationFixture.gif(width: 2, height: 2, palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (0, 0, 0)],
                                           frames: [3, 4, 3].enumerated().map { .init(width: 2, height: 2, indices: [UInt8](repeating: UInt8($0), count: 4), delay: $1) })
        let encoder = try WebPEncoder(width: 2, height: 2, loop: 0, quality: nil)
        for (i, start) in [0, 33, 67].enumerated() { try encoder.add([UInt32](repeating: colors[i], count: 4), timestamp: start) }
        let webp = try encoder.finish(endTimestamp: 100)
        for (a, b, tick) in [(png, gif, AnimationTime(1, per: 100)), (png, webp, AnimationTime(1, per: 1000)), (webp, gif, AnimationTime(1, per: 100))] {
            let comparison = try compare(a, b)
            #expect(comparison.timeTolerance == tick)
            #expect(comparison.isEqual, "\(comparison.reference.format) against \(comparison.actual.format)")
            #expect(comparison.spans.contains(where: \.isRounding) && comparison.judgedSpans.count == 3)
        }
        // Two APNGs have no tick: a sliver of 1/300 s between their frame changes is judged.
        let late = AnimationFixture.apng(width: 2, height: 2, frames: zip(colors, [11, 10, 9]).map {
            .init(width: 2, height: 2, pixels: [UInt32](repeating: $0, count: 4), delay: (UInt16($1), 300))
        })
        let exact = try compare(png, late)
        #expect(exact.timeTolerance == nil && exact.differingSpans.map(\.index) == [1, 3])
    }

    @Test func timesAreExactAndWrittenAsPeopleWriteThem() throws {
        let third = try #require(AnimationTime(1, per: 3))
        let sum = try #require(third.adding(third)?.adding(third))
        #expect(sum == AnimationTime(1, per: 1))
        #expect(AnimationTime(1, per: 30)?.description == "0.033 s" && AnimationTime(12, per: 10)?.description == "1.2 s")
        #expect(AnimationTime(0, per: 7)?.description == "0 s" && AnimationTime(1, per: 0) == nil)
    }
}
