import Foundation

/// One row of the list on the screen: a title and an optional subtitle (UITableViewCell's default and subtitle
/// styles, STYLES.md §8.3).
public struct ScreenRow: Sendable, Hashable {
    public let title: String
    public let subtitle: String?

    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// The rows of the list, read from JSON: an array whose items are titles (`"Milk"`) or objects with a title and an
/// optional subtitle (`{"title": "Milk", "subtitle": "2 l"}`). At most `maximumCount` rows and `maximumLength`
/// characters per text. Checked once, when read.
public struct ScreenRows: Sendable, Hashable {
    public let rows: [ScreenRow]

    public static let maximumCount = 10_000
    public static let maximumLength = 500

    /// Rows given in code, checked with the same limits as a file's.
    public init(_ rows: [ScreenRow]) throws(ScreenRowsError) {
        guard rows.count <= ScreenRows.maximumCount else { throw .tooManyRows(rows.count) }
        for (i, row) in rows.enumerated() {
            for text in [row.title] + (row.subtitle.map { [$0] } ?? []) where text.count > ScreenRows.maximumLength {
                throw .textTooLong(index: i, length: text.count)
            }
        }
        self.rows = rows
    }

    /// Parses a JSON array of rows; errors name the item and what is accepted.
    public init(json data: Data) throws(ScreenRowsError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw .notJSON((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        // JSONSerialization keeps one of two equal keys silently: a field given twice is refused, as in a scenario.
        if let key = Scenario.firstDuplicateKey(in: data) { throw .fieldGivenTwice(key) }
        guard let items = object as? [Any] else { throw .notAnArray(found: Scenario.describe(object)) }
        guard items.count <= ScreenRows.maximumCount else { throw .tooManyRows(items.count) }
        var rows: [ScreenRow] = []
        rows.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let title = item as? String {
                rows.append(ScreenRow(title: title))
                continue
            }
            guard let fields = item as? [String: Any] else { throw .badItem(index: i, found: Scenario.describe(item)) }
            if let unknown = fields.keys.sorted().first(where: { $0 != "title" && $0 != "subtitle" }) {
                throw .unknownField(index: i, field: unknown)
            }
            guard let title = fields["title"] as? String else { throw .badItem(index: i, found: "an object without a \"title\" string") }
            var subtitle: String?
            if let value = fields["subtitle"] {
                guard let text = value as? String else { throw .badSubtitle(index: i, found: Scenario.describe(value)) }
                subtitle = text
            }
            rows.append(ScreenRow(title: title, subtitle: subtitle))
        }
        try self.init(rows)
    }
}

/// A list of rows that cannot be used; the description names the item and what is accepted.
public enum ScreenRowsError: Error, Equatable, CustomStringConvertible {
    case notJSON(String)
    case notAnArray(found: String)
    case tooManyRows(Int)
    case badItem(index: Int, found: String)
    case badSubtitle(index: Int, found: String)
    case unknownField(index: Int, field: String)
    case textTooLong(index: Int, length: Int)
    case fieldGivenTwice(String)

    static let expectedItem = "a title string or an object {\"title\": …, \"subtitle\": …} (subtitle optional)"

    public var description: String {
        switch self {
        case .notJSON(let reason): return "not valid JSON (\(reason)); expected a JSON array of rows"
        case .notAnArray(let found): return "found \(found); expected a JSON array of rows, each \(ScreenRowsError.expectedItem)"
        case .tooManyRows(let count): return "\(count) rows are not accepted; expected at most \(ScreenRows.maximumCount)"
        case .badItem(let i, let found): return "[\(i)]: found \(found); expected \(ScreenRowsError.expectedItem)"
        case .badSubtitle(let i, let found): return "[\(i)].subtitle: found \(found); expected a string"
        case .unknownField(let i, let field): return "[\(i)]: unknown field \"\(field)\"; expected \"title\" and optional \"subtitle\""
        case .textTooLong(let i, let length):
            return "[\(i)]: a text of \(length) characters is not accepted; expected at most \(ScreenRows.maximumLength)"
        case .fieldGivenTwice(let key): return "\"\(key)\" is given twice in one object; expected each field once"
        }
    }
}
