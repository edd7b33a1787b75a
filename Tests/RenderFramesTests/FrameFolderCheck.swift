import Foundation
import Testing
import Raster
import RefreshModel
@testable import RefreshOutput

/// What a folder the tool wrote into must look like whatever happened to the run: no temporary files, every PNG
/// complete (it decodes) and listed in frames.json with its SHA-256, and the manifest listing nothing else.
enum FrameFolderCheck {
    /// The frame files found; records an issue for every inconsistency.
    @discardableResult
    static func expectConsistent(_ folder: String, requireManifest: Bool = true) throws -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let hidden = names.filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "temporary files left: \(hidden)")
        let pngs = names.filter { $0.hasSuffix(".png") }
        for name in pngs {
            #expect(throws: Never.self, "\(name) does not decode") { _ = try Image(contentsOfFile: folder + "/" + name) }
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + FrameManifest.fileName) else {
            if requireManifest || !pngs.isEmpty { Issue.record("no \(FrameManifest.fileName) in \(folder) (PNGs: \(pngs.count))") }
            return pngs
        }
        let manifest = try #require(FrameManifest.decode([UInt8](data)))
        #expect(manifest.frames.map(\.file).sorted() == pngs, "manifest and folder differ")
        for frame in manifest.frames {
            let bytes = FileManager.default.contents(atPath: folder + "/" + frame.file) ?? Data()
            #expect(SHA256.hex([UInt8](bytes)) == frame.sha256, "\(frame.file): SHA-256 differs from the manifest")
        }
        return pngs
    }
}
