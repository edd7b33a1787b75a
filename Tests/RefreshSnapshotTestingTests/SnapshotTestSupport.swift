import Foundation
import Raster
import RefreshRender
import RefreshSnapshotTesting

/// Fixtures for the tests of the snapshot machinery.
enum SnapshotFixture {
    /// A fresh empty folder in the temporary directory.
    static func folder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "snapshot-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The EGO header at rest with real text: a realistic golden.
    static func header() throws -> Image {
        let style = ArrowStyle()
        return try SnapshotRendering.image(of: style, spec: SnapshotRendering.spec(for: style, progress: 0.5))
    }

    /// `image` with a `size`×`size` block at (x, y) painted `color`.
    static func recoloured(_ image: Image, x: Int, y: Int, size: Int, to color: Color) -> Image {
        var copy = image
        for j in y..<(y + size) { for i in x..<(x + size) { copy.setPixel(x: i, y: j, color.premultipliedPixel) } }
        return copy
    }

    /// `image` moved one pixel to the right (the first column repeated).
    static func shiftedRight(_ image: Image) -> Image {
        var copy = image
        for y in 0..<image.height { for x in 1..<image.width { copy.setPixel(x: x, y: y, image.pixel(x: x - 1, y: y)) } }
        return copy
    }

    /// A verifier with explicit settings (independent of the environment), artifacts in a fresh folder.
    static func verifier(_ mode: SnapshotRecordMode, isCI: Bool = false, tolerance: ImageTolerance = .exact) throws -> SnapshotVerifier {
        SnapshotVerifier(settings: SnapshotSettings(recordMode: mode, artifactsDirectory: try folder("artifacts"), isCI: isCI),
                         tolerance: tolerance)
    }
}
