/// Why an image or canvas could not be made.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// Width or height outside 1...`Image.maxDimension`, or more than `Image.maxPixelCount` pixels.
    case invalidSize(width: Int, height: Int)
    /// The pixel array does not hold width × height pixels.
    case pixelCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid image size \(w)×\(h): width and height must be 1...\(Image.maxDimension) "
                + "and width × height at most \(Image.maxPixelCount) pixels"
        case let .pixelCountMismatch(expected, actual):
            return "pixel array holds \(actual) pixels, expected width × height = \(expected)"
        }
    }

    static func check(width: Int, height: Int) throws(ImageError) {
        guard (1...Image.maxDimension).contains(width), (1...Image.maxDimension).contains(height),
              width * height <= Image.maxPixelCount else {
            throw .invalidSize(width: width, height: height)
        }
    }
}
