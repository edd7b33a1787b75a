import Raster
/// Errors raised while loading, finding or using fonts and laying out text. Each message names the bad value and what is accepted.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// No file (or no readable file) at the path.
    case fileNotFound(path: String)
    /// The file exists but FreeType does not recognise it as a font.
    case notAFont(path: String)
    /// The file is a font collection with fewer faces than the index asks for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// The face has no scalable outlines (a bitmap-only font).
    case notScalable(path: String)
    /// FreeType failed in `operation` with its error code.
    case freeType(path: String, operation: String, code: Int32)
    /// HarfBuzz could not create or run its shaper on the font (out of memory).
    case harfBuzz(path: String, operation: String)
    /// fontconfig could not load its configuration.
    case fontconfigUnavailable
    /// None of the accepted families is installed; `package` is the Debian package that provides one.
    case fontNotInstalled(role: String, families: [String], package: String)
    /// A font size that is not finite or not positive.
    case invalidSize(Double)
    /// A label frame with a non-finite coordinate.
    case invalidBounds(Rect)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file '\(path)' does not exist or cannot be read (give the path of a .ttf, .otf or .ttc file)"
        case .notAFont(let path):
            return "'\(path)' is not a font (FreeType accepts TrueType, OpenType and collection files)"
        case .faceIndexOutOfRange(let path, let index, let count):
            return "font file '\(path)' has \(count) face(s); face index \(index) is out of range (accepted: 0..<\(count))"
        case .notScalable(let path):
            return "'\(path)' has no scalable outlines (bitmap fonts are not accepted; use a TrueType or OpenType font)"
        case .freeType(let path, let operation, let code):
            return "FreeType failed in \(operation) for '\(path)' (error 0x\(String(code, radix: 16)))"
        case .harfBuzz(let path, let operation):
            return "HarfBuzz failed in \(operation) for '\(path)' (out of memory)"
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration (install the Debian package fontconfig)"
        case .fontNotInstalled(let role, let families, let package):
            return "no \(role) font found (looked for \(families.map { "'\($0)'" }.joined(separator: ", "))); "
                + "install the Debian package \(package) or pass a font file path"
        case .invalidSize(let size):
            return "font size \(size) is not accepted (a finite number of points > 0)"
        case .invalidBounds(let rect):
            return "text frame \(rect) is not accepted (finite coordinates)"
        }
    }
}
