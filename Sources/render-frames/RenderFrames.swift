import ArgumentParser
import RefreshRender

@main
struct RenderFrames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-frames",
        abstract: "Render pull-to-refresh header animations into PNG frames.")

    func run() throws {}
}
