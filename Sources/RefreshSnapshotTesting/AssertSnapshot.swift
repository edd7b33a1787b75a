import Testing

/// Asserts that `value`, snapshotted `as` a strategy, equals the reference `__Snapshots__/<TestFileName>/<name>.png`
/// next to the calling test file (within the strategy's tolerance):
///
/// ```swift
/// assertSnapshot(of: MJStyle(), as: .frame(progress: 1.2), named: "mj-pulling")
/// assertSnapshot(of: AirplaneStyle(), as: .filmstrip(scenario: .refresh, fps: 2), named: "airplane-refresh")
/// assertSnapshot(of: canvas, as: .image.within(try ImageTolerance(maxChannelDifference: 2)), named: "ring")
/// ```
///
/// `record` overrides the run's record mode (`REFRESH_SNAPSHOT_RECORD`, default `missing`); `snapshotDirectory`
/// overrides the reference folder. On failure the reference, actual and diff PNGs are written into the artifacts
/// folder (`REFRESH_SNAPSHOT_ARTIFACTS`) and the issue's message names them. Works under Swift Testing and XCTest.
@discardableResult
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>, named name: String,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let outcome = verifySnapshot(of: value, as: strategy, named: name, record: record,
                                 snapshotDirectory: snapshotDirectory, filePath: "\(filePath)")
    SnapshotIssueReporter.report(outcome, at: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line),
                                                             column: Int(column)),
                                 filePath: filePath, line: line)
    return outcome
}

/// Checks without reporting, with the settings from the environment (overridden by `record`).
func verifySnapshot<Value>(of value: () throws -> Value, as strategy: Snapshotting<Value>, named name: String,
                           record: SnapshotRecordMode?, snapshotDirectory: String?, filePath: String) -> SnapshotOutcome {
    let snapshot: Snapshot
    do {
        snapshot = try strategy.snapshot(value())
    } catch {
        return SnapshotOutcome(kind: .failed, message: "snapshot \"\(name)\" could not be rendered: \(error)")
    }
    do {
        var settings = try SnapshotSettings.fromEnvironment()
        if let record { settings.recordMode = record }
        let location = try SnapshotLocation(name: name, filePath: filePath, directory: snapshotDirectory)
        let test = Test.current.map { $0.displayName ?? $0.name }
        var outcome = SnapshotVerifier(settings: settings, tolerance: strategy.tolerance)
            .verify(snapshot.image, at: location, test: test, layout: snapshot.layout)
        if outcome.kind != .matched, let difference = outcome.difference, let note = snapshot.annotate(difference) {
            outcome.message += "\n" + note
        }
        return outcome
    } catch {
        return SnapshotOutcome(kind: .failed, message: "snapshot \"\(name)\": \(error)")
    }
}
