import CZlib
import Raster
import Foundation

/// How much a compressed file may expand into: what is inflated counts against the same limit as a plain file
/// (`LottieLimits.maxFileBytes`), and against a ratio to what it was inflated from, so that a small bomb is refused
/// after reading little of it. Both are checked while inflating, on what has come out so far, never on sizes a
/// header declares.
struct InflationBudget {
    let limit: Int
    let compressedSize: Int

    /// Where the ratio starts to count: below it, whatever the ratio, the output is too small to matter.
    static let ratioFloor = 1 << 20
    /// Deflate's best on real JSON is about 20:1; a bomb is well over 1000:1.
    static let maxRatio = 200

    /// Throws when `produced` bytes from `compressedSize` bytes is more than allowed.
    func check(_ produced: Int) throws(LottieError) {
        if produced > limit {
            throw .badContainer("it inflates to more than \(limit) bytes (the limit of a Lottie file)")
        }
        if produced > Self.ratioFloor, produced / max(compressedSize, 1) > Self.maxRatio {
            throw .badContainer("it inflates more than \(Self.maxRatio) times its compressed size (a compression bomb)")
        }
    }
}

/// What all the entries read for one composition of a container may inflate to together (its animation, its theme
/// and every image it names), so that many small entries, each under `InflationBudget.ratioFloor`, cannot add up to
/// gigabytes: four times the limit of a plain file.
final class ReadBudget: Sendable {
    let limit: Int
    private let used = Locked(0)

    init(limit: Int = 4 * LottieLimits.maxFileBytes) { self.limit = limit }

    /// Counts `bytes` more; throws once the total passes the limit.
    func spend(_ bytes: Int) throws(LottieError) {
        let total = used.withLock { used in
            used += bytes
            return used
        }
        guard total <= limit else {
            throw .badContainer("what one animation reads from it inflates to more than \(limit) bytes together")
        }
    }
}

/// gzip (`.tgs`, `.json.gz`), inflated by zlib.
enum Gzip {
    static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b }

    static func inflate(_ bytes: [UInt8], budget: InflationBudget) throws(LottieError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: a gzip header and trailer (its CRC checked by zlib) around a deflate stream of any window size.
        guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .badContainer("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = Z_OK
        var input = bytes
        try input.withUnsafeMutableBufferPointer { (source: inout UnsafeMutableBufferPointer<UInt8>) throws(LottieError) in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                let produced = chunk.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END else {
                    let reason = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                    throw .badContainer("the gzip data is damaged (\(reason))")
                }
                try budget.check(out.count + produced)
                out.append(contentsOf: chunk[..<produced])
                if status == Z_OK, produced == 0, stream.avail_in == 0 {
                    throw .badContainer("the gzip data ends early")
                }
            } while status != Z_STREAM_END
        }
        return out
    }
}
