/// A run stopped by a `RenderCancellation`. A folder of frames keeps the frames written before the stop (complete and
/// listed in its manifest); a single-file output (a GIF, a contact sheet) is written only when complete, so an
/// interrupted one writes nothing.
public struct RenderInterrupted: Error, CustomStringConvertible, Equatable {
    /// What the run was making.
    public enum Output: Sendable, Equatable {
        /// Frame files in a folder, with their manifest.
        case frameFolder(path: String)
        /// One file, not written (nil: made in memory, for example by `GIFRenderJob.encode`).
        case singleFile(path: String?)
    }

    /// What cancelled the run (for example "SIGINT").
    public var reason: String
    /// Frames finished before the run stopped: written and listed (a frame folder), or rendered and dropped (a single
    /// file; a GIF renders each frame twice, and both count).
    package var framesDone: Int
    /// Frames the run was asked for, counted the same way.
    package var framesPlanned: Int
    public var output: Output

    public var description: String {
        let counts = "\(framesDone) of \(framesPlanned)"
        switch output {
        case .frameFolder(let path):
            // A run stopped before its first frame leaves no manifest to point at.
            guard framesDone > 0 else { return "interrupted by \(reason) before any of \(framesPlanned) frames was written: nothing was written to \(path)" }
            return "interrupted by \(reason): wrote \(counts) frames to \(path), listed in \(FrameManifest.fileName)"
        case .singleFile(let path):
            return "interrupted by \(reason) after \(counts) frame renders" + (path.map { ": \($0) was not written" } ?? "")
        }
    }
}

extension FrameRunner.Outcome {
    /// Throws `RenderInterrupted` for `output` if the run was interrupted. `earlier` counts the frames done by the
    /// job's earlier passes, `planned` the job's frames over all its passes (default: this run's items); `done`, when
    /// an item stands for several frames, the frames done (default: `earlier` + the items consumed).
    func throwIfInterrupted(_ output: RenderInterrupted.Output, earlier: Int = 0, done: Int? = nil,
                            planned: Int? = nil) throws {
        guard case .interrupted(let reason) = ending else { return }
        throw RenderInterrupted(reason: reason, framesDone: done ?? earlier + consumed,
                                framesPlanned: planned ?? self.planned, output: output)
    }
}

extension RenderInterrupted {
    /// Runs `body`, turning the `RenderCancellation.Stop` that work looking at the cancellation on its own throws into
    /// the job's `RenderInterrupted` for `output`, with `done` (read when it stopped) of `planned` frames.
    static func converting<T>(_ output: Output, done: @autoclosure () -> Int, planned: Int,
                              _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let stop as RenderCancellation.Stop {
            throw RenderInterrupted(reason: stop.reason, framesDone: done(), framesPlanned: planned, output: output)
        }
    }

    /// Throws for `output` when `cancellation` was set: a single file made in full is still not written after a signal
    /// that came while its last step (muxing, compressing) ran.
    static func throwIfCancelled(_ cancellation: RenderCancellation, _ output: Output, done: Int, planned: Int) throws {
        guard let reason = cancellation.cancelReason else { return }
        throw RenderInterrupted(reason: reason, framesDone: done, framesPlanned: planned, output: output)
    }
}
