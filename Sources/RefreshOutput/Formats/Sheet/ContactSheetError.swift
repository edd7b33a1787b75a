import Raster
/// A contact sheet's grid that cannot be made.
public enum ContactSheetError: Error, CustomStringConvertible, Equatable {
    /// No rows (pull progresses) or columns (states and times), or more than `allowed` has.
    case gridOutOfRange(rows: Int, columns: Int, allowed: ClosedRange<Int>)
    /// The sheet would be larger than an image may be (`Image.maxDimension` a side, `Image.maxPixelCount` in all).
    case tooLarge(width: Int, height: Int)
    /// A grid of pulls by states asked with a sampling other than a sweep of pull progresses.
    case notAProgressSweep
    /// Rows of pulls asked of a control (named) that is not pulled (a composition: its own frames make its sheet).
    case notARefreshStyle(String)
    /// No text drawer for the captions.
    case noText

    public var description: String {
        switch self {
        case .gridOutOfRange(let rows, let columns, let allowed):
            let range = "\(allowed.lowerBound) to \(allowed.upperBound)"
            return "a contact sheet of \(rows) rows × \(columns) columns is not accepted; expected \(range) rows (pull progresses) and \(range) columns"
        case .tooLarge(let width, let height):
            return "a contact sheet of \(width)×\(height) pixels is too large; expected at most \(Image.maxDimension) pixels a side and \(Image.maxPixelCount) in all"
        case .notAProgressSweep:
            return "a contact sheet's rows are a sweep of pull progresses; expected no state, time or time sequence"
        case .notARefreshStyle(let name):
            return "\(name) is not pulled, so it has no sheet of pulls by states; expected a header or footer style (or a sheet of its own frames)"
        case .noText: return "a contact sheet draws captions; expected a text drawer"
        }
    }
}
