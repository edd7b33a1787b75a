/// The default list's row titles: "Item 1", "Item 2", … in the labels' language, with its digits (STYLES.md §8.3;
/// the project's strings, as the demos' rows are random data).
enum ListStrings {
    /// The title of row `index` (0-based) in `language`.
    static func title(row index: Int, language: LabelLanguage) -> String {
        let number = DatePattern.padded(index + 1, 1, zero: language.dateConventions.zero)
        switch language {
        case .en, .ptBR: return "Item \(number)"
        case .ja: return "項目 \(number)"
        case .ko: return "항목 \(number)"
        case .ru, .uk: return "Пункт \(number)"
        case .th: return "รายการ \(number)"
        case .zhHans, .zhHant: return "第 \(number) 行"
        case .ar: return "العنصر \(number)"
        }
    }
}
