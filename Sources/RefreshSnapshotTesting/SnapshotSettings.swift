import Foundation
import Raster

/// Run-wide settings of snapshot assertions, normally read from the environment:
/// `REFRESH_SNAPSHOT_RECORD` (record mode), `REFRESH_SNAPSHOT_ARTIFACTS` (where failures write their PNGs) and `CI`.
public struct SnapshotSettings: Sendable {
    /// The environment variable naming the artifacts folder.
    public static let artifactsVariable = "REFRESH_SNAPSHOT_ARTIFACTS"

    public var recordMode: SnapshotRecordMode
    /// Folder for the reference, actual and diff PNGs of failed assertions (created when needed).
    public var artifactsDirectory: String
    /// True when running in CI (`CI` is `true`, `1` or `yes`): missing references fail instead of being recorded.
    public var isCI: Bool
    /// How references and artifacts are compressed: hard, since they are written once — each candidate is tried and
    /// the smallest file kept (default `PNGOptions.hardest`).
    public var png: [PNGOptions]

    public init(recordMode: SnapshotRecordMode = .missing, artifactsDirectory: String = SnapshotSettings.defaultArtifactsDirectory,
                isCI: Bool = false, png: [PNGOptions] = PNGOptions.hardest) {
        self.recordMode = recordMode
        self.artifactsDirectory = artifactsDirectory
        self.isCI = isCI
        self.png = png
    }

    /// `RefreshSnapshotArtifacts` in the temporary directory.
    public static var defaultArtifactsDirectory: String {
        var temp = NSTemporaryDirectory()
        if !temp.hasSuffix("/") { temp += "/" }
        return temp + "RefreshSnapshotArtifacts"
    }

    /// The settings `environment` asks for; throws when `REFRESH_SNAPSHOT_RECORD` is not a mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SnapshotError) -> SnapshotSettings {
        var settings = SnapshotSettings()
        if let value = environment[SnapshotRecordMode.environmentVariable], !value.isEmpty {
            settings.recordMode = try SnapshotRecordMode(parsing: value)
        }
        if let value = environment[artifactsVariable], !value.isEmpty {
            settings.artifactsDirectory = value
        }
        settings.isCI = ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
        return settings
    }
}
