import Foundation
import Testing
import Raster
import RefreshOutput

/// What a folder the tool wrote into must look like whatever happened to the run: no temporary files, every PNG
/// complete (it decodes) and listed in frames.json with its SHA-256, and the manifest listing nothing else. A run
/// that could not write its manifest (a full disk) leaves its journal instead, which must list every PNG.
public enum FrameFolderCheck {
    /// The frame files found; records an issue for every inconsistency.
    @discardableResult
    public static func expectConsistent(_ folder: String, requireManifest: Bool = true) throws -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        // The lock file stays (OutputLock); anything else hidden is a temporary file or a journal left behind.
        let journal = FrameJournal.read(folder + "/" + FrameJournal.fileName)
        let hidden = names.filter {
            $0.hasPrefix(".") && $0 != OutputLock.fileName && !($0 == FrameJournal.fileName && !names.contains(FrameManifest.fileName))
        }
        #expect(hidden.isEmpty, "temporary files left: \(hidden)")
        let pngs = names.filter { $0.hasSuffix(".png") }
        for name in pngs {
            #expect(throws: Never.self, "\(name) does not decode") { _ = try Image(contentsOfFile: folder + "/" + name) }
        }
        guard let data = FileManager.default.contents(atPath: folder + "/" + FrameManifest.fileName) else {
            if requireManifest { Issue.record("no \(FrameManifest.fileName) in \(folder) (PNGs: \(pngs.count))") }
            let journaled = Dictionary((journal?.frames ?? []).map { ($0.file, $0.sha256) }, uniquingKeysWith: { $1 })
            for name in pngs {
                let bytes = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
                #expect(journaled[name] == SHA256.hex([UInt8](bytes)), "\(name) is in neither the manifest nor the journal")
            }
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
