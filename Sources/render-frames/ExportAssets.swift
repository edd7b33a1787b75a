import ArgumentParser
import RefreshRender
import RefreshOutput
import Raster

/// `render-frames assets --out DIR`: the project's artwork as PNG at @1x, @2x and @3x (EGO's arrows in their four
/// colours, the library's own pixels), listed in `assets.json` (its own manifest, so a frame run into the same folder
/// never takes these files for frames), and the licence notice of the library pictures beside them.
struct ExportAssets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets", abstract: "Export the styles' artwork as PNG files (@1x, @2x, @3x), with the licence of the libraries' own images.")

    @Option(help: "Folder to write the PNG files into (created if missing).", transform: OutputGroup.folder)
    var out: String

    @Flag(help: "Overwrite files that render-frames did not write.")
    var force = false

    /// The file beside the PNGs that carries the licences of the pictures that are not the project's own (EGO's arrows).
    static let noticeName = "NOTICE.txt"

    func run() throws {
        let artwork = StyleCatalog.allArtwork
        let files = artwork.flatMap { art in (1...3).map { (art, $0, "\(art.name)\($0 == 1 ? "" : "@\($0)x").png") } }
        var seen = Set<String>()
        let notices = artwork.flatMap(\.notices).filter { seen.insert($0).inserted }
        do {
            let output = try OutputDirectory(path: out, force: force, manifestName: FrameManifest.assetsFileName)
            defer { output.unlock() }
            try output.checkWritable(files.map(\.2) + (notices.isEmpty ? [] : [ExportAssets.noticeName]))
            var frames: [FrameManifest.Frame] = []
            for (art, scale, name) in files {
                let bytes = try ArtworkRenderer.image(of: art, scale: Double(scale)).smallestPNGData()
                try output.write(bytes, named: name)
                frames.append(FrameManifest.Frame(index: frames.count, file: name, time: 0, progress: 0, state: "asset",
                                                  sha256: SHA256.hex(bytes)))
            }
            if !notices.isEmpty {
                let bytes = [UInt8](notices.joined(separator: "\n").utf8)
                try output.write(bytes, named: ExportAssets.noticeName)
                frames.append(FrameManifest.Frame(index: frames.count, file: ExportAssets.noticeName, time: 0, progress: 0,
                                                  state: "licence", sha256: SHA256.hex(bytes)))
            }
            let settings = FrameManifest.Settings(style: "assets", mode: FrameManifest.assetsMode, scenario: nil, width: 0,
                                                  height: 0, scale: 0, fps: nil, background: "none", format: "png")
            try output.finish(identity: RunIdentity(["tool": RenderFrames.versionLine]), settings: settings, frames: frames)
            StandardOutput.write("wrote \(frames.count) files to \(out)")
        } catch {
            throw Render.reported(error)
        }
    }
}
