import Foundation
import RefreshRender

/// The value of `--last-updated`: a date-time as written, no refresh recorded, or the real clock.
enum LastUpdatedChoice {
    case at(LabelDateTime)
    case never
    /// The machine's clock in its time zone, for both the last update and "now": frames are then not reproducible.
    case now

    /// The label options' last update and clock; `base` keeps its fixed clock unless the choice is `now`.
    func apply(to base: LabelOptions) -> LabelOptions {
        var options = base
        switch self {
        case .at(let date): options.lastUpdated = .at(date)
        case .never: options.lastUpdated = .never
        case .now:
            let now = LabelDateTime(Date(), timeZone: .current)
            options.lastUpdated = .at(now)
            options.now = now
        }
        return options
    }
}
