import Foundation

/// `frames.json`: what a run wrote — its identity (everything that determines the bytes), its settings, the file
/// names' printf pattern and first number (for ffmpeg's `-i frame_%04d.png -start_number N`) and, per frame, the
/// file, time, pull progress, state and SHA-256. Also how the tool recognises files it wrote (so it never overwrites
/// anyone else's without `--force`).
public struct FrameManifest: Codable, Sendable, Equatable {
    public static let fileName = "frames.json"
    package static let generatorName = "render-frames"
    /// The artwork's manifest (`render-frames assets`, `assets.json`; `frames.json` in older versions).
    public static let assetsFileName = "assets.json"
    /// `Settings.mode` of the artwork's manifest.
    public static let assetsMode = "assets"

    /// The settings that determine the frames' bytes; runs with equal settings can share one folder and manifest.
    public struct Settings: Codable, Sendable, Hashable {
        public var style: String
        public var mode: String
        public var scenario: String?
        public var width: Int
        public var height: Int
        public var scale: Int
        public var fps: Double?
        public var background: String
        public var format: String
        /// The label options when they are not the defaults (`LabelOptions.description`); absent otherwise, so
        /// runs in different languages or with other texts never share a folder's frames.
        public var labels: String?
        /// The appearance when it is dark; absent for light (the default), so light runs keep their manifests.
        public var appearance: String?

        public init(style: String, mode: String, scenario: String?, width: Int, height: Int, scale: Int, fps: Double?,
                    background: String, format: String, labels: String? = nil, appearance: String? = nil) {
            self.style = style
            self.mode = mode
            self.scenario = scenario
            self.width = width
            self.height = height
            self.scale = scale
            self.fps = fps
            self.background = background
            self.format = format
            self.labels = labels
            self.appearance = appearance
        }
    }

    public struct Frame: Codable, Sendable, Equatable {
        public var index: Int
        public var file: String
        public var time: Double
        public var progress: Double
        public var state: String
        public var sha256: String
        /// The index of the first frame of the sequence with the same pixels, when this frame repeats an earlier one
        /// (its bytes were encoded once for both, `FrameGroups`); absent for a frame that shows a new picture.
        public var repeats: Int?

        public init(index: Int, file: String, time: Double, progress: Double, state: String, sha256: String,
                    repeats: Int? = nil) {
            self.index = index
            self.file = file
            self.time = time
            self.progress = progress
            self.state = state
            self.sha256 = sha256
            self.repeats = repeats
        }
    }

    package var generator: String = FrameManifest.generatorName
    /// What determines the files' bytes; nil in a manifest of a version that did not record it.
    public var identity: RunIdentity?
    public var settings: Settings
    /// The frame files' names as a printf pattern (`frame_%05d.png`), when the files are numbered frames.
    public var filePattern: String?
    /// The lowest frame number listed (ffmpeg's `-start_number`).
    package var startNumber: Int?
    public var frames: [Frame]

    /// A manifest listing `frames` (sorted here by index).
    public init(identity: RunIdentity?, settings: Settings, filePattern: String? = nil, frames: [Frame]) {
        self.identity = identity
        self.settings = settings
        self.filePattern = filePattern
        self.frames = frames.sorted { $0.index < $1.index }
        self.startNumber = filePattern == nil ? nil : self.frames.first?.index
    }

    /// Deterministic JSON (sorted keys, fixed layout) so equal runs give equal manifests.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return [UInt8](data)
    }

    /// Parses a manifest; nil when the bytes are not a manifest this tool wrote. A manifest is a file in a folder anyone
    /// with access to it may edit: one naming a file outside the folder (`../x`, a path) is not one this tool wrote,
    /// so a run never checks, keeps or removes anything but a name in its own folder.
    public static func decode(_ bytes: [UInt8]) -> FrameManifest? {
        guard let m = try? JSONDecoder().decode(FrameManifest.self, from: Data(bytes)),
              m.generator == generatorName, m.frames.allSatisfy({ isInsideFolder($0.file) }) else { return nil }
        return m
    }

    /// True when `name` names an entry of the folder itself: not empty, `.`, `..`, or a path.
    static func isFolderEntry(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// True when `name` is a relative path inside the folder, each of its parts a folder entry (a review folder lists
    /// `reference/frame_0004.png`): never absolute, never climbing out with `..`.
    static func isInsideFolder(_ name: String) -> Bool {
        name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isFolderEntry(String($0)) }
    }
}
