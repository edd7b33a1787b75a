import Foundation
import RefreshRender
import RefreshReview

/// A run as a review page: its PNG frames and `frames.json` in `<name>-frames/` (a frame folder with every rule of
/// `FrameFolderJob`: resumable, one run per folder, nothing of anyone else's overwritten), then `<name>.html` beside
/// that folder, which plays them at the run's frame rate (`RunPage`). The page is written last, atomically, so it
/// exists only over complete frames.
public struct RunPageJob: Sendable {
    /// The frames' job as for a PNG folder, its output folder the page's: the frames go into `<name>-frames` there.
    public var frames: FrameFolderJob

    public init(frames: FrameFolderJob) {
        self.frames = frames
    }

    private var input: JobInput { frames.input }

    /// The page's file name: `<name>.html`.
    public var pageName: String { "\(input.control.name).html" }
    /// The frames' folder beside it: `<name>-frames`.
    public var framesFolderName: String { "\(input.control.name)-frames" }

    /// What a finished run wrote.
    public struct Summary: Sendable {
        /// The page's path.
        public var path: String
        /// The frames' folder's path.
        public var framesPath: String
        /// The frame folder's run.
        public var frames: FrameFolderJob.Summary
    }

    /// Renders the frames into the frames' folder, then writes the page (replacing only a review page, or anything
    /// under `force`).
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let pagePath = (input.outputPath as NSString).appendingPathComponent(pageName)
        let framesPath = (input.outputPath as NSString).appendingPathComponent(framesFolderName)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: pagePath, isDirectory: &isFolder) {
            if isFolder.boolValue { throw OutputError.folderInTheWay(pagePath) }
            if !input.force, !ReviewViewer.isReviewPage(atPath: pagePath) {
                throw OutputError.otherKind(pagePath, expected: "review page")
            }
        }
        var job = self.frames
        job.input.outputPath = framesPath
        let frames = try job.run(cancellation: cancellation, progress: progress)
        let manifestPath = (framesPath as NSString).appendingPathComponent(FrameManifest.fileName)
        guard let bytes = FolderFile.read(manifestPath, limit: FolderFile.listLimit), let manifest = FrameManifest.decode(bytes) else {
            throw OutputError.notWritable(manifestPath, reason: "the frames' manifest cannot be read back")
        }
        do {
            try RunPage.write(manifest: manifest, framesFolder: framesFolderName, title: input.control.name, to: pagePath,
                              replacingAnyFile: input.force)
        } catch {
            throw OutputError.notWritable(pagePath, reason: "\(error)")
        }
        return Summary(path: pagePath, framesPath: framesPath, frames: frames)
    }
}
