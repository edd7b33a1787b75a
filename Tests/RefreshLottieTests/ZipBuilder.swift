import CZlib

/// Zip archives and gzip files built byte by byte, for the container tests: real ones (dotLottie containers of our own
/// fixtures) and hostile ones that no archiver would write (a name twice, `..` in a name, an encrypted flag, an unknown
/// method, a bomb).
struct ZipBuilder {
    struct Entry {
        var name: String
        var data: [UInt8]
        /// 0 stored, 8 deflated; anything else is written as given, with the data stored.
        var method: UInt16 = 8
        var flags: UInt16 = 0
    }

    var entries: [Entry] = []

    mutating func add(_ name: String, _ data: [UInt8], method: UInt16 = 8, flags: UInt16 = 0) {
        entries.append(Entry(name: name, data: data, method: method, flags: flags))
    }

    mutating func add(_ name: String, _ text: String) { add(name, Array(text.utf8)) }

    var bytes: [UInt8] {
        var out: [UInt8] = [], directory: [UInt8] = []
        for entry in entries {
            let payload = entry.method == 8 ? Self.deflate(entry.data, raw: true) : entry.data
            let crc = Self.crc(entry.data)
            let name = Array(entry.name.utf8)
            let offset = UInt32(out.count)
            out += le32(0x0403_4b50) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
            out += le32(crc) + le32(UInt32(payload.count)) + le32(UInt32(entry.data.count)) + le16(UInt16(name.count)) + le16(0)
            out += name + payload
            directory += le32(0x0201_4b50) + le16(20) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
            directory += le32(crc) + le32(UInt32(payload.count)) + le32(UInt32(entry.data.count)) + le16(UInt16(name.count))
            directory += le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let start = UInt32(out.count)
        out += directory
        out += le32(0x0605_4b50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(directory.count)) + le32(start) + le16(0)
        return out
    }

    /// Deflate with zlib: raw (for zip entries) or with a gzip header and trailer.
    static func deflate(_ data: [UInt8], raw: Bool) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, raw ? -15 : 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = data
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(data.count))) + 64)
        let written = input.withUnsafeMutableBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target -> Int in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
                return target.count - Int(stream.avail_out)
            }
        }
        return Array(out[..<written])
    }

    static func gzip(_ data: [UInt8]) -> [UInt8] { deflate(data, raw: false) }

    static func crc(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}

private func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8)] }
private func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(v >> (8 * $0) & 0xff) } }
