import ArgumentParser
import RefreshOutput

/// How `--format webp` compresses: lossless unless a quality is given.
struct WebPGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: "With --format webp: lossy at this quality, \(Int(WebPQuality.allowed.lowerBound)) (smallest) to \(Int(WebPQuality.allowed.upperBound)) (best); without it the WebP is lossless.",
            transform: WebPGroup.quality)
    var quality: WebPQuality?

    static func quality(_ text: String) throws -> WebPQuality {
        guard let value = Double(text) else {
            throw ValidationError("\"\(text)\" is not a number; expected \(Int(WebPQuality.allowed.lowerBound)) to \(Int(WebPQuality.allowed.upperBound))")
        }
        return try WebPQuality(value)
    }
}
