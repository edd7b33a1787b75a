/// Why a snapshot could not be checked at all (as opposed to not matching); messages name the bad value and what is
/// accepted.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// `REFRESH_SNAPSHOT_RECORD` (or a mode string) that is not a record mode.
    case invalidRecordMode(String)
    /// A snapshot name that cannot be a file name.
    case invalidName(String)
    /// A filmstrip taller than an image may be.
    case filmstripTooLong(frames: Int, fps: Double, maximum: Int)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            return "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; expected "
                + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidName(let name):
            return "snapshot name \"\(name)\" is not accepted; expected a non-empty file name without \"/\" that does not start with \".\""
        case let .filmstripTooLong(frames, fps, maximum):
            return "a filmstrip of \(frames) frames (fps \(fps)) is too tall; expected at most \(maximum) frames: lower the fps"
        }
    }
}
