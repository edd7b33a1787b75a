/// An animated PNG or WebP that could not be encoded; names the format, the library call and its message.
struct EncoderError: Error, CustomStringConvertible, Equatable {
    var format: String
    var operation: String
    var reason: String

    var description: String { "\(format) encoding failed in \(operation): \(reason)" }
}
