import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Turns an outcome into a test issue: a failure as an error, a recording as a warning. Inside a Swift Testing test it
/// uses `Issue.record`; under XCTest, `XCTFail` for failures (recordings are printed).
enum SnapshotIssueReporter {
    static func report(_ outcome: SnapshotOutcome, at location: SourceLocation, filePath: StaticString, line: UInt) {
        switch outcome.kind {
        case .matched:
            return
        case .recorded:
            if Test.current != nil {
                Issue.record(Comment(rawValue: outcome.message), severity: .warning, sourceLocation: location)
            } else {
                print("\(location): warning: \(outcome.message)")
            }
        case .failed:
            fail(outcome.message, at: location, filePath: filePath, line: line)
        }
    }

    static func fail(_ message: String, at location: SourceLocation, filePath: StaticString, line: UInt) {
        #if canImport(XCTest)
        if Test.current == nil {
            XCTFail(message, file: filePath, line: line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
