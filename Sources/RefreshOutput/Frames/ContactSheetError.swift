/// A contact sheet's grid that cannot be made.
public enum ContactSheetError: Error, CustomStringConvertible, Equatable {
    /// No rows (pull progresses) or columns (states and times), or more than `allowed` has.
    case gridOutOfRange(rows: Int, columns: Int, allowed: ClosedRange<Int>)

    public var description: String {
        switch self {
        case .gridOutOfRange(let rows, let columns, let allowed):
            let range = "\(allowed.lowerBound) to \(allowed.upperBound)"
            return "a contact sheet of \(rows) rows × \(columns) columns is not accepted; expected \(range) rows (pull progresses) and \(range) columns"
        }
    }
}
