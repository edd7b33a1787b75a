import Raster

/// Reading a file a run finds in its output folder (a manifest, a journal, a frame whose hash is checked): anyone who
/// can write the folder put it there, so it is read only when it is a plain file reached without following a link,
/// and only up to a size, so that a link to `/dev/zero`, a FIFO or a huge file costs nothing and is simply not ours.
enum FolderFile {
    /// The most a manifest or journal is read: 100 000 frames take about 25 MB.
    static let listLimit = 256 << 20
    /// The most a frame file is read to check its hash: larger than any frame this tool writes.
    static let frameLimit = 1 << 30

    /// The bytes of the plain file at `path`, or nil when it is missing, a link, not a plain file, larger than `limit`
    /// or unreadable.
    static func read(_ path: String, limit: Int) -> [UInt8]? {
        try? RegularFile.contents(of: path, limit: limit, followLinks: false)
    }
}
