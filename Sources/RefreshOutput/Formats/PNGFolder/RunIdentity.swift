import Foundation

/// Everything that determines the bytes of a run's files, as named values: the style and each of its variants, the
/// sizes, the sampling, the label settings, the SHA-256 of every input file, the encoder settings, the tool's version.
/// The front end that parsed the options builds it (the library never sees the options themselves); `FrameFolderJob`
/// adds what only it knows (the frame count). Two runs whose identities are equal write byte-identical frames, so
/// they may share a folder: the second resumes the first. Any other run refuses the folder unless told to replace it.
///
/// Encoded in `frames.json` as one JSON object with sorted keys, so equal identities give equal manifests.
public struct RunIdentity: Codable, Sendable, Hashable {
    /// The values by name (`style`, `width`, `scenario sha256`, …).
    public private(set) var values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The names whose values differ between the two identities (set on one side only included), sorted.
    public func differences(from other: RunIdentity) -> [String] {
        Set(values.keys).union(other.values.keys).filter { values[$0] != other.values[$0] }.sorted()
    }

    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: String].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
