/// A PNG could not be read, encoded or written. Messages carry libpng's own text where it has one.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The data is not a PNG libpng can decode (bad signature, CRC, IHDR, truncated data, ...).
    case decodeFailed(String)
    /// libpng failed while encoding.
    case encodeFailed(String)
    /// The PNG's dimensions exceed `Image.maxDimension` / `Image.maxPixelCount`.
    case tooLarge(String)
    /// Memory for the image could not be allocated.
    case outOfMemory(String)
    /// An encoding option is out of range (the message names it and what is accepted).
    case invalidOption(String)
    /// Reading or writing a file failed.
    case fileError(path: String, message: String)

    public var description: String {
        switch self {
        case .decodeFailed(let m): return "cannot decode PNG: \(m)"
        case .encodeFailed(let m): return "cannot encode PNG: \(m)"
        case .tooLarge(let m):
            return "PNG too large: \(m) (limit \(Image.maxDimension)×\(Image.maxDimension), \(Image.maxPixelCount) pixels)"
        case .outOfMemory(let m): return "out of memory: \(m)"
        case .invalidOption(let m): return "invalid PNG option: \(m)"
        case let .fileError(path, m): return "\(path): \(m)"
        }
    }
}
