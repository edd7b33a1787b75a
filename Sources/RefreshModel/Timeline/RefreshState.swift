import Raster
/// The four states every header goes through, whatever its library calls them
/// (CLL Normal/Pulling/Loading, EGO Normal/Pulling/Loading, SV Stopped/Triggered/Loading, MJ Idle/Pulling/Refreshing).
public enum RefreshState: String, Sendable, CaseIterable, Codable {
    /// At rest or being pulled below the trigger threshold.
    case idle
    /// Being pulled past the threshold: releasing now starts a refresh.
    case pulling
    /// Refreshing: the header is held open and its loading animation runs.
    case refreshing
    /// The refresh finished and the header collapses back.
    case ending
}
