import ArgumentParser
import RefreshRender

/// A sweep of pull progresses instead of a gesture, optionally frozen in a state some time after it began.
struct SweepGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: "Render pull progresses instead of a gesture: a value (0.5) or start:end:step (0:1:0.05); 1 = the trigger threshold, at most \(Int(Scenario.maximumProgress)).",
            transform: ArgumentValues.progresses)
    var progress: ProgressSweep?

    @Option(help: "With --progress: the state (default: idle below the threshold, pulling past it).")
    var state: RefreshState?

    @Option(parsing: .unconditional, help: "With --progress: \(TimeInState.allowed) since the state was entered (default: settled for idle and pulling, 0 for refreshing and ending).",
            transform: { try ArgumentValues.number($0, as: TimeInState.self) })
    var time: TimeInState?

    mutating func validate() throws {
        if progress == nil, state != nil || time != nil {
            throw ValidationError("--state and --time go with --progress")
        }
    }

    /// The sweep, when `--progress` is given.
    var sampling: FrameSampling? {
        progress.map { .sweep(progresses: $0.values, state: state, time: time?.seconds) }
    }
}
