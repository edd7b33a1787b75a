import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput

/// The command line. Usage errors exit 2, failures during the run exit 1 (ARCHITECTURE.md, rules of the house).
@main
struct RenderFrames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-frames",
        abstract: "Render pull-to-refresh headers and load-more footers into PNG frames, animations (GIF, APNG, WebP, MP4, WebM), contact sheets and image sets.",
        discussion: """
        Styles: \(StyleCatalog.names.joined(separator: ", ")), and lottie with --lottie FILE (see `render-frames list`).

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
          render-frames --style airplane --format apng --fps 30 --out docs/
          render-frames --style sv --format webm --background none --out video/
          render-frames --style airplane --format image-set --fps 30 --out header-images/
          render-frames --style mj-back-footer --out footer/
          render-frames --style mj-auto-footer --scenario no-more-data --out footer/
          render-frames --style mj-back-footer --progress 1 --state no-more-data --out footer/
          render-frames --style airplane --image airplane=my-plane@2x.png --out custom/
          render-frames --style lottie --lottie spinner.json --style-option max-pull=120 --format gif --fps 30 --out docs/
          render-frames lottie spinner.json --scale 1 --frames 0..29 --out spinner/
          render-frames --style sv --appearance dark --check-contrast=error --out dark/
          render-frames --style mj --style-option text-color=#d0d0d0 --appearance dark --out dark/
          render-frames assets --out Assets/
          render-frames compare before/ after/ --diff-out diffs/
        """,
        version: RenderFrames.version,
        subcommands: [Render.self, ListStyles.self, ExportAssets.self, Compare.self, LottieFrames.self],
        defaultSubcommand: Render.self)

    /// The tool's version (`--version`), part of every run's identity: a new version may draw other pixels.
    static let version = "0.9.0"
    static let versionLine = "render-frames \(version)"

    static func main() {
        let (status, message) = execute(Array(CommandLine.arguments.dropFirst()))
        if !message.isEmpty {
            // A failed write (a closed or full stream) is dropped rather than trapping in FileHandle.write(_:).
            try? (status == 0 ? FileHandle.standardOutput : FileHandle.standardError).write(contentsOf: Data((message + "\n").utf8))
        }
        Foundation.exit(status)
    }

    /// Parses `arguments`, then `run`s the command (the tests give a `run` that only prepares it); returns the exit
    /// status and what to print (on stderr unless the status is 0, as for --help).
    ///
    /// Usage errors exit 2 — ArgumentParser's own (EX_USAGE, 64) and a `ValidationError` thrown while running, when a
    /// file named on the command line proves wrong. Failures of a run exit 1, or the status a `RunFailure` carries.
    static func execute(_ arguments: [String],
                        run: (inout any ParsableCommand) throws -> Void = { try $0.run() }) -> (status: Int32, message: String) {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(ContrastMode.expandingBareFlag(arguments))
        } catch {
            return reportParsing(error)
        }
        do {
            try run(&command)
            return (0, "")
        } catch let error as ValidationError {
            return (2, "Error: \(error)\nUsage: \(usageString(for: type(of: command)))")
        } catch {
            return report(for: error)
        }
    }

    /// What parsing stopped on: --help or another answer the user asked for (exit 0), else a usage error (exit 2).
    private static func reportParsing(_ error: Error) -> (status: Int32, message: String) {
        let message = fullMessage(for: error)
        // ArgumentParser starts every error message with "Error: ". Deciding on that spares exitCode(for:), which
        // builds the whole message again (slow in debug builds, where ArgumentParser checks the command's option
        // groups each time); anything else goes to exitCode(for:) as before.
        if message.hasPrefix("Error: ") { return (2, message) }
        return report(for: error, message: message)
    }

    /// The exit status and message for an error of parsing or running.
    private static func report(for error: Error, message: @autoclosure () -> String? = nil) -> (status: Int32, message: String) {
        switch error {
        case let code as ExitCode:
            // A result, not an error (`compare` exits 1 when the frames differ): nothing more to print.
            return (code.rawValue, "")
        case let failure as RunFailure:
            return (failure.status, "render-frames: error: \(failure.message)")
        default:
            let code = exitCode(for: error)
            return (code == .validationFailure ? 2 : code.rawValue, message() ?? fullMessage(for: error))
        }
    }
}

/// A failure while running (not a usage error): printed as one line, exit code 1 (or 128 + the signal number for
/// a run stopped by SIGINT or SIGTERM).
struct RunFailure: Error {
    var message: String
    var status: Int32 = 1
}
