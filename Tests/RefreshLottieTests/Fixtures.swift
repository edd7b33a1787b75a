import Foundation
import Raster
@testable import RefreshLottie

/// The test animations under Fixtures/.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name + ".json") }

    static func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

    static func composition(_ name: String) throws -> LottieComposition { try LottieComposition(contentsOf: url(name)) }

    /// Writes frames side by side (ours first, then the players') to /tmp/lottie-compare/NAME-FRAME.png, for looking
    /// (a failing frame, or any with LOTTIE_COMPARE_PNG=1).
    static func writeSideBySide(_ name: String, frame: Int, _ panels: [[UInt32]], width: Int, height: Int) {
        guard !panels.isEmpty,
              var image = try? Image(width: (width + 4) * panels.count - 4, height: height, color: Color(rgb8: 255, 0, 255))
        else { return }
        for (i, pixels) in panels.enumerated() where pixels.count == width * height {
            for y in 0..<height {
                for x in 0..<width { image.setPixel(x: x + i * (width + 4), y: y, pixels[y * width + x]) }
            }
        }
        try? FileManager.default.createDirectory(atPath: "/tmp/lottie-compare", withIntermediateDirectories: true)
        try? image.writePNG(to: "/tmp/lottie-compare/\(name.replacingOccurrences(of: "/", with: "_"))-\(frame).png")
    }
}
