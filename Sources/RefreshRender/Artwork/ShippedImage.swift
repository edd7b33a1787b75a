/// A picture a library ships as PNG files, one a screen scale (`blueArrow.png`, `blueArrow@2x.png`), decoded once.
/// Drawn as UIKit's `imageNamed:` loads it: the file of the screen's scale, else the largest file below it (an @3x
/// screen given @1x and @2x files gets the @2x one, drawn at 1.5×), else the smallest (STYLES.md §2.2).
public struct ShippedImage: Sendable, Hashable {
    /// The decoded files, each with its scale, in ascending scale.
    public let files: [BitmapContents]
    /// The licence notice that must accompany copies of the files.
    public let notice: String

    public init(files: [BitmapContents], notice: String) {
        self.files = files.sorted { $0.scale < $1.scale }
        self.notice = notice
    }

    /// The file UIKit loads on a screen of `scale` pixels per point; nil when there is none.
    public func file(forScreenScale scale: Double) -> BitmapContents? {
        files.first { $0.scale == scale } ?? files.last { $0.scale < scale } ?? files.first
    }
}
