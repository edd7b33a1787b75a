/// An animation job asked for something its format cannot do (the usage errors of `AnimationRenderJob`).
public enum AnimationOptionsError: Error, CustomStringConvertible, Equatable {
    /// A lossy WebP quality outside `allowed`.
    case qualityOutOfRange(Double, allowed: ClosedRange<Double>)
    /// The play count is outside `allowed` (0 plays forever, N > 0 plays N times).
    case loopOutOfRange(Int, allowed: ClosedRange<Int>)
    /// The sampling is a progress sweep: an animation needs a time sequence.
    case needsTimeSequence(format: String)
    /// Transparent frames asked of a format without alpha.
    case noAlpha(format: String)

    public var description: String {
        switch self {
        case .qualityOutOfRange(let value, let allowed):
            return "a WebP quality of \(value) is not accepted; expected \(Int(allowed.lowerBound)) (smallest) to \(Int(allowed.upperBound)) (best)"
        case .loopOutOfRange(let value, let allowed):
            return "a play count of \(value) is not accepted; expected \(allowed.lowerBound) (forever) or \(allowed.lowerBound + 1) to \(allowed.upperBound)"
        case .needsTimeSequence(let format):
            return "\(format) animates a time sequence; a progress sweep has no times to animate (make a contact sheet or PNG frames of it)"
        case .noAlpha(let format):
            return "\(format) has no transparency; a transparent background needs APNG, WebP or VP9 WebM"
        }
    }
}

/// A video that could not be made: ffmpeg is missing or failed (the run failures of `AnimationRenderJob`).
public enum VideoError: Error, CustomStringConvertible, Equatable {
    /// No `ffmpeg` program in any folder of `searchPath`.
    case ffmpegMissing(searchPath: String)
    /// ffmpeg could not be started (`status` -1), stopped reading frames, exited with a failure, or reported an error
    /// (`status` 0); its last error lines, or the system's reason.
    case ffmpegFailed(status: Int32, message: String)
    /// ffmpeg ended, but the video it wrote is not whole (cut short by a full disk, its index missing): what is wrong.
    /// Nothing was replaced.
    case incompleteVideo(String)

    /// The Debian package with the ffmpeg program.
    package static let ffmpegPackage = "ffmpeg"

    public var description: String {
        switch self {
        case .ffmpegMissing:
            return "video output needs the ffmpeg program, which is not on PATH; install Debian's \(VideoError.ffmpegPackage) package (apt-get install \(VideoError.ffmpegPackage))"
        case .ffmpegFailed(let status, let message):
            // ffmpeg exits 0 after some failures (a trailer it could not write): its error output is what counts.
            let ending = switch status {
            case -1: "could not be run"
            case 0: "reported an error although it exited with status 0"
            default: "failed (exit status \(status))"
            }
            return "ffmpeg \(ending)" + (message.isEmpty ? "" : ": \(message)")
        case .incompleteVideo(let reason):
            return "the video ffmpeg wrote is incomplete: \(reason) (a full disk?); it was removed, and nothing was replaced"
        }
    }
}
