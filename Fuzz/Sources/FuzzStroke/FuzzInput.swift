import Raster

/// Reads fuzzer bytes as small structured values; past the end it yields zeros.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// Mostly canvas-sized numbers, sometimes extreme ones (huge, tiny, negative, NaN, ±∞) or raw bit patterns.
    mutating func number() -> Double {
        let kind = byte()
        switch kind % 16 {
        case 0: return Double(bitPattern: (0..<8).reduce(UInt64(0)) { acc, _ in acc << 8 | UInt64(byte()) })
        case 1: return [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e7, -1e7, 1e-300][Int(byte() % 8)]
        case 2: return Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
        default: return Double(Int8(bitPattern: byte())) / 2
        }
    }

    mutating func point() -> Point { Point(x: number(), y: number()) }
}
