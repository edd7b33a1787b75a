import Foundation
import Raster
import RefreshOutput
import RefreshRender
import RefreshTestSupport
@testable import render_frames
import ArgumentParser

/// The command line in this process: parsed by ArgumentParser and prepared (every option, combination and file named
/// on the command line checked and read) exactly as the binary does, without rendering or writing anything.
enum InProcessCommand {
    /// What the binary would exit with and print for `arguments`, had it stopped after preparing the run.
    static func outcome(_ arguments: [String]) -> (status: Int32, message: String) {
        RenderFrames.execute(arguments, run: { command in
            if let render = command as? Render { _ = try render.prepare() }
            if let lottie = command as? LottieFrames { _ = try lottie.prepare() }
        })
    }

    /// Runs the whole command in this process, as the binary would, with what it prints captured: for every test
    /// whose point is not the process itself (its exit by a signal, its limits, its environment, its locks held
    /// against another process).
    static func run(_ arguments: [String]) -> RenderFramesBinary.Result {
        let capture = Console.Capture()
        let (status, message) = Console.$capture.withValue(capture) { RenderFrames.execute(arguments) }
        var stdout = capture.standardOutput, stderr = capture.standardError
        if !message.isEmpty {
            if status == 0 { stdout += message + "\n" } else { stderr += message + "\n" }
        }
        return RenderFramesBinary.Result(status: status, stdout: stdout, stderr: stderr)
    }

    /// The prepared inputs of a `render` command line.
    static func prepare(_ arguments: [String]) throws -> Render.Inputs {
        guard let render = try RenderFrames.parseAsRoot(arguments) as? Render else { throw NotRender() }
        return try render.prepare()
    }

    /// The first frame the command line would render, drawn here with the prepared style, options, labels and images.
    static func firstFrame(_ arguments: [String]) throws -> Image {
        let inputs = try prepare(arguments)
        let plan = try inputs.style.plan(inputs.run.sampling, screen: nil)
        let renderer = try FrameRenderer(style: inputs.style, options: inputs.run.options, context: inputs.run.context,
                                         text: inputs.run.text.drawer)
        return try renderer.render(plan.frames[0]).makeImage()
    }

    /// The contact sheet a `--format sheet` command line would write, drawn here.
    static func sheet(_ arguments: [String]) throws -> Image {
        guard let render = try RenderFrames.parseAsRoot(arguments) as? Render else { throw NotRender() }
        return try ContactSheet(input: try render.prepare().run.job(render.output)).render()
    }

    struct NotRender: Error {}
}
