/// What a review page shows, embedded in it as JSON and drawn by the one viewer (`ReviewViewer`): a comparison of
/// two runs, the failed snapshots of a test run, or one run to play. Every text here is data: the viewer shows it as
/// text, never as markup.
public struct ReviewPage: Codable, Sendable, Equatable {
    /// Which page it is; the viewer shows the controls that fit.
    public enum Kind: String, Codable, Sendable {
        /// Two runs frame by frame: counts, the settings that differ, reference and actual side by side.
        case comparison
        /// The failed snapshots of a test run, one entry each.
        case snapshots
        /// One run, played at its frame rate.
        case run
    }

    /// The counts of a comparison (or of the frames of the failed snapshots).
    public struct Summary: Codable, Sendable, Equatable {
        public var equal: Int
        public var different: Int
        /// Frames of the reference that the actual run lacks.
        public var missing: Int
        /// Frames only in the actual run.
        public var extra: Int

        public init(equal: Int, different: Int, missing: Int, extra: Int) {
            self.equal = equal
            self.different = different
            self.missing = missing
            self.extra = extra
        }
    }

    /// A setting whose value differs between the reference and the actual run (nil: the run does not say).
    public struct SettingDifference: Codable, Sendable, Equatable {
        public var name: String
        public var reference: String?
        public var actual: String?

        public init(name: String, reference: String?, actual: String?) {
            self.name = name
            self.reference = reference
            self.actual = actual
        }
    }

    public var kind: Kind
    /// The page's heading (and its title).
    public var title: String
    /// One line under the heading: what was compared, or the run's settings.
    public var subtitle: String
    public var summary: Summary?
    /// For a comparison: the settings that differ between the two runs' manifests (empty when they agree).
    public var settings: [SettingDifference]
    /// The runs or snapshots shown; a comparison or a run has one.
    public var entries: [ReviewEntry]

    public init(kind: Kind, title: String, subtitle: String = "", summary: Summary? = nil,
                settings: [SettingDifference] = [], entries: [ReviewEntry]) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.settings = settings
        self.entries = entries
    }
}

/// One sequence of frames on a page: a compared run, a failed snapshot (a filmstrip's frames, or one image), or a run
/// to play.
public struct ReviewEntry: Codable, Sendable, Equatable {
    public var title: String
    /// The test that checked a snapshot; nil elsewhere.
    public var test: String?
    /// The entry's changed-pixel count and largest channel difference (a failed snapshot's).
    public var changedPixels: Int?
    public var largestDifference: Int?
    /// Frames per second when played; nil when the frames are no time sequence.
    public var fps: Double?
    /// True when the frames are a sweep over pull progress rather than a time sequence.
    public var isSweep: Bool
    /// The position in `frames` the page opens at (the first differing frame of a comparison or a filmstrip).
    public var start: Int
    public var frames: [ReviewFrame]

    public init(title: String, test: String? = nil, changedPixels: Int? = nil, largestDifference: Int? = nil,
                fps: Double? = nil, isSweep: Bool = false, start: Int = 0, frames: [ReviewFrame]) {
        self.title = title
        self.test = test
        self.changedPixels = changedPixels
        self.largestDifference = largestDifference
        self.fps = fps
        self.isSweep = isSweep
        self.start = start
        self.frames = frames
    }
}

/// One frame: its moment, whether it differs, and its pictures.
public struct ReviewFrame: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case equal, different
        /// Only in the reference.
        case missing
        /// Only in the actual run.
        case extra
        /// A frame of a run to play (nothing compared).
        case shown
    }

    public var index: Int
    public var time: Double?
    public var progress: Double?
    public var state: String?
    public var status: Status
    public var reference: ReviewImage?
    /// The actual picture (a run's only picture).
    public var actual: ReviewImage?
    public var diff: ReviewImage?
    public var changedPixels: Int?
    public var largestDifference: Int?
    /// The actual run's moment of this frame when it is not the reference's (runs at other frame rates, or scenarios).
    public var actualTime: Double?
    public var actualProgress: Double?
    public var actualState: String?

    public init(index: Int, time: Double? = nil, progress: Double? = nil, state: String? = nil, status: Status,
                reference: ReviewImage? = nil, actual: ReviewImage? = nil, diff: ReviewImage? = nil,
                changedPixels: Int? = nil, largestDifference: Int? = nil) {
        self.index = index
        self.time = time
        self.progress = progress
        self.state = state
        self.status = status
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.changedPixels = changedPixels
        self.largestDifference = largestDifference
    }
}

/// A picture beside the page: a file named relative to the page's folder, and the part of it that shows the frame (a
/// filmstrip holds its frames one under the other: frame k is rows `y ..< y + height`).
public struct ReviewImage: Codable, Sendable, Equatable {
    /// The file's path relative to the page's folder, with `/` between folders (made a URL by the page writer).
    public var path: String
    public var width: Int
    public var height: Int
    /// The frame's first row in the file.
    public var y: Int
    /// The whole file's height (its width is `width`).
    public var fileHeight: Int

    public init(path: String, width: Int, height: Int, y: Int = 0, fileHeight: Int? = nil) {
        self.path = path
        self.width = width
        self.height = height
        self.y = y
        self.fileHeight = fileHeight ?? height
    }
}
