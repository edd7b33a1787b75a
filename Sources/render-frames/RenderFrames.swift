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
        // Past a file size limit (`ulimit -f`) a write must fail with EFBIG, which the writers report with the path and
        // the system's reason and clean up after, instead of the signal killing the process mid-write.
        signal(SIGXFSZ, SIG_IGN)
        let (status, message) = execute(Array(CommandLine.arguments.dropFirst()))
        if !message.isEmpty {
            // Escaped line by line in `execute`. A failed write (a closed or full stream) is dropped rather than trapping
            // in FileHandle.write(_:).
            try? (status == 0 ? FileHandle.standardOutput : FileHandle.standardError).write(contentsOf: Data((message + "\n").utf8))
        }
        Foundation.exit(status)
    }

    /// Parses `arguments`, then `run`s the command (the tests give a `run` that only prepares it); returns the exit
    /// status and what to print (on stderr unless the status is 0, as for --help), each line escaped (`TerminalText`):
    /// the line breaks left are the tool's own.
    ///
    /// Usage errors exit 2 — ArgumentParser's own (EX_USAGE, 64) and a `ValidationError` thrown while running, when a
    /// file named on the command line proves wrong. Failures of a run exit 1, or the status a `RunFailure` carries.
    static func execute(_ arguments: [String],
                        run: (inout any ParsableCommand) throws -> Void = { try $0.run() }) -> (status: Int32, message: String) {
        if let unknown = unknownHelpTopic(arguments) { return (2, TerminalText.lines(unknown)) }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(ContrastMode.expandingBareFlag(arguments))
        } catch {
            return reportParsing(error, arguments)
        }
        do {
            try run(&command)
            return (0, "")
        } catch let error as ValidationError {
            return (2, TerminalText.lines(["Error: \(error)"]) + "\n" + toolText("Usage: \(usageString(for: type(of: command)))"))
        } catch {
            return report(for: error, arguments: arguments)
        }
    }

    /// `help NAME…` for a NAME that is no command: the lines of that usage error (ArgumentParser shows the tool's
    /// help and exits 0, as if the topic had been found); nil for any other command line.
    static func unknownHelpTopic(_ arguments: [String]) -> [String]? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = RenderFrames.self
        var path = ["render-frames"]
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0._commandName == name }) else {
                let names = subcommands.map { $0._commandName }
                let expected = names.isEmpty ? "\(path.joined(separator: " ")) has no subcommands" : "expected one of \(names.joined(separator: ", "))"
                return ["Error: help: '\(name)' is not a command of \(path.joined(separator: " ")); \(expected)",
                        "Usage: render-frames help [<subcommand> …]"]
            }
            command = next
            path.append(name)
        }
        return nil
    }

    /// What parsing stopped on: --help or another answer the user asked for (exit 0), else a usage error (exit 2).
    private static func reportParsing(_ error: Error, _ arguments: [String]) -> (status: Int32, message: String) {
        let message = fullMessage(for: error)
        // ArgumentParser starts every error message with "Error: ". Deciding on that spares exitCode(for:), which
        // builds the whole message again (slow in debug builds, where ArgumentParser checks the command's option
        // groups each time); anything else goes to exitCode(for:) as before.
        let shown = escapingArguments(message, arguments)
        if message.hasPrefix("Error: ") { return (2, shown) }
        return report(for: error, message: shown)
    }

    /// The exit status and message for an error of parsing or running.
    private static func report(for error: Error, arguments: [String] = [],
                               message: @autoclosure () -> String? = nil) -> (status: Int32, message: String) {
        switch error {
        case let code as ExitCode:
            // A result, not an error (`compare` exits 1 when the frames differ): nothing more to print.
            return (code.rawValue, "")
        case let failure as RunFailure:
            return (failure.status, TerminalText.lines(["render-frames: error: \(failure.message)"] + failure.details))
        default:
            let code = exitCode(for: error)
            return (code == .validationFailure ? 2 : code.rawValue, message() ?? escapingArguments(fullMessage(for: error), arguments))
        }
    }

    /// ArgumentParser's message for a command line: its own text (the error, the option's help, the usage, whose
    /// line breaks are kept) quoting values of `arguments` as typed; each argument that holds a control character is
    /// replaced by its escaped form first, so no line break or escape sequence of a value reaches the terminal.
    private static func escapingArguments(_ full: String, _ arguments: [String]) -> String {
        var text = full
        let values = arguments.flatMap { argument in
            [argument] + (argument.firstIndex(of: "=").map { [String(argument[argument.index(after: $0)...])] } ?? [])
        }
        for value in Set(values).sorted(by: { $0.count > $1.count }) where TerminalText.escaped(value) != value {
            text = text.replacingOccurrences(of: value, with: TerminalText.escaped(value))
        }
        return toolText(text)
    }

    /// Text the tool composed itself (help, usage), its lines kept, each escaped.
    private static func toolText(_ text: String) -> String {
        TerminalText.lines(text.components(separatedBy: "\n"))
    }
}

/// A failure while running (not a usage error): printed as one line, exit code 1 (or 128 + the signal number for
/// a run stopped by SIGINT or SIGTERM).
struct RunFailure: Error {
    /// One line (escaped as one when printed).
    var message: String
    var status: Int32 = 1
    /// Lines the tool adds below the message (each escaped on its own).
    var details: [String] = []
}
