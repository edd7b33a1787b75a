import Foundation
import RefreshReview

/// The review page of one run: an HTML file that plays the run's frames (a folder of PNG frames and its
/// `frames.json`, beside the page) at the run's frame rate, with play and pause, a time scrubber, frame stepping, a
/// loop toggle and each frame's time, pull progress and state from the manifest; a progress sweep gets a slider over
/// its pull progresses.
public enum RunPage {
    /// The page of the run whose manifest is `manifest` and whose frames are in `framesFolder` (a path relative to the
    /// page's folder), written to `path`, titled `title`. Replaces only an earlier review page, unless `replacingAnyFile`.
    public static func write(manifest: FrameManifest, framesFolder: String, title: String, to path: String,
                             replacingAnyFile: Bool = false) throws(ReviewPageWriter.WriteError) {
        try ReviewPageWriter.write(page(manifest: manifest, framesFolder: framesFolder, title: title), to: path,
                                   replacingAnyFile: replacingAnyFile)
    }

    /// The page's data.
    public static func page(manifest: FrameManifest, framesFolder: String, title: String) -> ReviewPage {
        let settings = manifest.settings
        let folder = framesFolder.hasSuffix("/") ? String(framesFolder.dropLast()) : framesFolder
        let frames = manifest.frames.map { frame in
            ReviewFrame(index: frame.index, time: frame.time, progress: frame.progress, state: frame.state, status: .shown,
                        actual: ReviewImage(path: folder.isEmpty ? frame.file : folder + "/" + frame.file,
                                            width: settings.width, height: settings.height))
        }
        var facts = ["\(settings.style)", "\(settings.width)×\(settings.height) px @\(settings.scale)x"]
        if let scenario = settings.scenario { facts.append("scenario \(scenario)") }
        if let fps = settings.fps { facts.append(String(format: "%g fps", fps)) }
        if isSweep(settings) { facts.append(settings.mode) }
        facts.append("\(frames.count) frame\(frames.count == 1 ? "" : "s")")
        if let appearance = settings.appearance { facts.append(appearance) }
        if let labels = settings.labels { facts.append(labels) }
        let entry = ReviewEntry(title: title, fps: settings.fps, isSweep: isSweep(settings), frames: frames)
        return ReviewPage(kind: .run, title: title, subtitle: facts.joined(separator: ", "), entries: [entry])
    }

    /// True for a run over pull progresses (a sweep) rather than through time.
    static func isSweep(_ settings: FrameManifest.Settings) -> Bool {
        settings.mode.hasPrefix("progress")
    }
}
