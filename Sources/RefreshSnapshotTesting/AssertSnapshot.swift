import Testing
import Raster
import RefreshModel
import RefreshOutput

/// Asserts that `image` equals the reference `__Snapshots__/<TestFileName>/<name>.png` next to the calling test file
/// (within `tolerance`). `record` overrides the run's record mode (`REFRESH_SNAPSHOT_RECORD`, default `missing`);
/// `snapshotDirectory` overrides the reference folder. On failure the reference, actual and diff PNGs are written
/// into the artifacts folder (`REFRESH_SNAPSHOT_ARTIFACTS`) and the issue's message names them.
@discardableResult
public func assertSnapshot(
    of image: Image, named name: String, tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let outcome = verifySnapshot(image, named: name, tolerance: tolerance, record: record,
                                 snapshotDirectory: snapshotDirectory, filePath: "\(filePath)")
    SnapshotIssueReporter.report(outcome, at: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)),
                                 filePath: filePath, line: line)
    return outcome
}

/// Checks without reporting, with the settings from the environment.
func verifySnapshot(_ image: Image, named name: String, tolerance: ImageTolerance, record: SnapshotRecordMode?,
                    snapshotDirectory: String?, filePath: String) -> SnapshotOutcome {
    do {
        var settings = try SnapshotSettings.fromEnvironment()
        if let record { settings.recordMode = record }
        let location = try SnapshotLocation(name: name, filePath: filePath, directory: snapshotDirectory)
        return SnapshotVerifier(settings: settings, tolerance: tolerance).verify(image, at: location)
    } catch {
        return SnapshotOutcome(kind: .failed, message: "snapshot \"\(name)\": \(error)")
    }
}

/// Asserts that the canvas's pixels equal the reference `name` (see `assertSnapshot(of: Image, …)`).
@discardableResult
public func assertSnapshot(
    of canvas: Canvas, named name: String, tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    assertSnapshot(of: canvas.makeImage(), named: name, tolerance: tolerance, record: record,
                   snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `style` for `spec` with real fonts and asserts it equals the reference `name`.
@discardableResult
public func assertSnapshot(
    of style: any HeaderStyle, spec: FrameSpec, named name: String, options: RenderOptions = RenderOptions(),
    tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let image: Image
    do {
        image = try SnapshotRendering.image(of: style, spec: spec, options: options)
    } catch {
        let message = "snapshot \"\(name)\": the \(style.name) header could not be rendered: \(error)"
        return failed(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return assertSnapshot(of: image, named: name, tolerance: tolerance, record: record, snapshotDirectory: snapshotDirectory,
                          fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `style` at pull `progress` in `state`, `time` seconds after entering it (defaults as
/// `render-frames --progress`), with real fonts, and asserts it equals the reference `name`.
@discardableResult
public func assertSnapshot(
    of style: any HeaderStyle, progress: Double, state: RefreshState? = nil, time: Double? = nil, named name: String,
    options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let spec: FrameSpec
    do {
        spec = try SnapshotRendering.spec(for: style, progress: progress, state: state, time: time)
    } catch {
        let message = "snapshot \"\(name)\": \(error)"
        return failed(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return assertSnapshot(of: style, spec: spec, named: name, options: options, tolerance: tolerance, record: record,
                          snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `style` `time` seconds into `scenario` (a gesture: pull, release, refresh, collapse) with real fonts and
/// asserts it equals the reference `name`.
@discardableResult
public func assertSnapshot(
    of style: any HeaderStyle, scenario: Scenario, at time: Double, named name: String,
    options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let spec: FrameSpec
    do {
        spec = try SnapshotRendering.spec(for: style, scenario: scenario, at: time)
    } catch {
        let message = "snapshot \"\(name)\": \(error)"
        return failed(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return assertSnapshot(of: style, spec: spec, named: name, options: options, tolerance: tolerance, record: record,
                          snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders the whole `scenario` for `style` at `fps` as a `Filmstrip` (frames stacked top to bottom) and asserts it
/// equals the reference `name`; a difference names the first frame that differs, with its time and pull progress.
@discardableResult
public func assertSnapshot(
    of style: any HeaderStyle, scenario: Scenario, fps: Double, named name: String,
    options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let source = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    var outcome: SnapshotOutcome
    do {
        let strip = try Filmstrip(style: style, scenario: scenario, fps: fps, options: options)
        outcome = verifySnapshot(strip.image, named: name, tolerance: tolerance, record: record,
                                 snapshotDirectory: snapshotDirectory, filePath: "\(filePath)")
        if outcome.kind != .matched, let difference = outcome.difference, let first = strip.firstDifferingFrame(in: difference) {
            outcome.message += "\nScenario \(scenario.name) at \(fps) fps: \(first)."
        }
    } catch {
        outcome = SnapshotOutcome(kind: .failed, message: "snapshot \"\(name)\": the \(style.name) header's \(scenario.name) scenario could not be rendered: \(error)")
    }
    SnapshotIssueReporter.report(outcome, at: source, filePath: filePath, line: line)
    return outcome
}

/// Reports `message` as a failure at the caller's location and returns the failed outcome.
private func failed(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) -> SnapshotOutcome {
    SnapshotIssueReporter.fail(message, at: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)),
                               filePath: filePath, line: line)
    return SnapshotOutcome(kind: .failed, message: message)
}
