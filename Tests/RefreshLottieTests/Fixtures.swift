import Foundation
import Raster
@testable import RefreshLottie

/// The test animations under Fixtures/.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name + ".json") }

    static func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

    static func composition(_ name: String) throws -> LottieComposition { try LottieComposition(contentsOf: url(name)) }

    /// Writes our frame and rlottie's side by side (ours left) to /tmp/lottie-compare/NAME-FRAME.png, for looking
    /// (a failing frame, or any with LOTTIE_COMPARE_PNG=1).
    static func writeSideBySide(_ name: String, frame: Int, ours: [UInt32], theirs: [UInt32], width: Int, height: Int) {
        guard var image = try? Image(width: width * 2 + 4, height: height, color: Color(rgb8: 255, 0, 255)) else { return }
        for y in 0..<height {
            for x in 0..<width {
                image.setPixel(x: x, y: y, ours[y * width + x])
                image.setPixel(x: x + width + 4, y: y, theirs[y * width + x])
            }
        }
        try? FileManager.default.createDirectory(atPath: "/tmp/lottie-compare", withIntermediateDirectories: true)
        try? image.writePNG(to: "/tmp/lottie-compare/\(name)-\(frame).png")
    }
}
