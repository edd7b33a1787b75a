import ArgumentParser
import Foundation
import Raster
import RefreshModel
import RefreshOutput

/// The command line. Usage errors exit 2, failures during the run exit 1 (ARCHITECTURE.md, rules of the house).
@main
struct RenderFrames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-frames",
        abstract: "Render pull-to-refresh headers and load-more footers into PNG frames, animated GIFs and contact sheets.",
        discussion: """
        Styles: \(StyleCatalog.names.joined(separator: ", ")) (see `render-frames list`).

        Examples:
          render-frames --style airplane --out frames/
          render-frames --style arrow --scenario cancel --fps 30 --out frames/
          render-frames --style mj --progress 0:1.2:0.1 --out sweep/
          render-frames --style airplane --progress 1 --state refreshing --time 0.375 --out moment/
          render-frames --style circle --frames 60..119 --scale 3 --out part/
          render-frames --style sv --background none --out transparent/
          render-frames --style mj --locale zh-Hant --last-updated 2026-03-01T09:30 --progress 1 --out zh/
          render-frames --style arrow --title refreshing="Fetching…" --subtitle "" --out custom-text/
          render-frames --style airplane --format gif --fps 30 --out docs/
          render-frames --style arrow --format gif --background none --matte white --loop 1 --out docs/
          render-frames --style mj --format sheet --scale 1 --out docs/
          render-frames --style mj-back-footer --out footer/
          render-frames --style mj-auto-footer --scenario no-more-data --out footer/
          render-frames --style mj-back-footer --progress 1 --state no-more-data --out footer/
          render-frames --style airplane --image airplane=my-plane@2x.png --out custom/
          render-frames assets --out Assets/
          render-frames compare before/ after/ --diff-out diffs/
        """,
        subcommands: [Render.self, ListStyles.self, ExportAssets.self, Compare.self],
        defaultSubcommand: Render.self)

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            // A result, not an error (`compare` exits 1 when the frames differ): nothing more to print.
            Foundation.exit(code.rawValue)
        } catch let failure as RunFailure {
            FileHandle.standardError.write(Data("render-frames: error: \(failure.message)\n".utf8))
            Foundation.exit(failure.status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            // ArgumentParser reports usage errors as EX_USAGE (64); this tool promises 2.
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// A failure while running (not a usage error): printed as one line, exit code 1 (or 128 + the signal number for
/// a run stopped by SIGINT or SIGTERM).
struct RunFailure: Error {
    var message: String
    var status: Int32 = 1
}

/// `render-frames list`: the styles, one line each.
struct ListStyles: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the styles (headers and footers).")

    func run() {
        let width = StyleCatalog.names.map(\.count).max() ?? 0
        let kindWidth = StyleKind.allCases.map(\.rawValue.count).max() ?? 0
        for style in StyleCatalog.all {
            let name = style.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let kind = style.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let height = "\(Int(style.height)) pt".padding(toLength: 6, withPad: " ", startingAt: 0)
            print("\(name)  \(kind)  \(height)  \(style.summary)")
        }
    }
}

/// `render-frames assets --out DIR`: the project's artwork as PNG at @1x, @2x and @3x.
struct ExportAssets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets", abstract: "Export the styles' vector artwork as PNG files (@1x, @2x, @3x).")

    @Option(help: "Folder to write the PNG files into (created if missing).")
    var out: String

    @Flag(help: "Overwrite files that render-frames did not write.")
    var force = false

    func run() throws {
        var seen = Set<String>()
        let artwork = StyleCatalog.all.flatMap(\.artwork).filter { seen.insert($0.name).inserted }
        do {
            let output = try OutputDirectory(path: out, force: force)
            var names: [String] = []
            for art in artwork { for s in 1...3 { names.append("\(art.name)\(s == 1 ? "" : "@\(s)x").png") } }
            try output.checkWritable(names)
            var frames: [FrameManifest.Frame] = []
            for art in artwork {
                for s in 1...3 {
                    let name = "\(art.name)\(s == 1 ? "" : "@\(s)x").png"
                    let bytes = try ArtworkRenderer.image(of: art, scale: Double(s)).smallestPNGData()
                    try output.write(bytes, named: name)
                    frames.append(FrameManifest.Frame(index: frames.count, file: name, time: 0, progress: 0, state: "asset",
                                                      sha256: SHA256.hex(bytes)))
                }
            }
            let settings = FrameManifest.Settings(style: "assets", mode: "assets", scenario: nil, width: 0, height: 0,
                                                  scale: 0, fps: nil, background: "none", format: "png")
            try output.finish(settings: settings, frames: frames)
            print("wrote \(frames.count) files to \(out)")
        } catch {
            throw RunFailure(message: "\(error)")
        }
    }
}
