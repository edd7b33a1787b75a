/// What a header's last-updated line reports: a moment, or that no refresh was recorded yet
/// (MJRefresh's 无记录 / `No record`, SVPullToRefresh's `Never`, CLLRefresh's initial 刷新时间; STYLES.md §1.3, §3.3, §4.4).
public enum LastUpdated: Sendable, Hashable {
    case never
    case at(LabelDateTime)
}
