#if canImport(Glibc)
import Glibc
#endif

/// The checks a video ffmpeg wrote passes before it replaces anything: its container's elements tile the file exactly
/// (none cut short, nothing missing at the end) and it holds every frame it was given. A full disk that cut the file
/// short, or lost its index (an MP4's `moov`, written last), fails here whatever ffmpeg's exit status said.
///
/// MP4 (ISO BMFF): the top-level boxes, from `ftyp`, cover the file; `moov` is there, and the sample count of the
/// track's `stsz` is the number of frames. WebM (Matroska): the EBML header, then one Segment of known size that ends
/// where the file ends, whose elements (and each Cluster's) cover it exactly; its SimpleBlocks and BlockGroups are the
/// frames. Only headers are read (with pread), and `moov`, which is small beside the frames.
struct VideoStructure {
    let file: Int32
    let size: Int
    let codec: VideoCodec

    /// The largest `moov` read: an index of 100 000 frames takes well under 4 MB.
    static let moovLimit = 64 << 20

    /// Throws `VideoError.incompleteVideo` saying what is missing or cut short.
    func check(frames: Int) throws(VideoError) {
        let found: Int
        switch codec {
        case .h264: found = try mp4Samples()
        case .vp9: found = try webmBlocks()
        }
        guard found == frames else { throw .incompleteVideo("it holds \(found) of the \(frames) frames") }
    }

    // MARK: MP4

    private func mp4Samples() throws(VideoError) -> Int {
        var offset = 0
        var types: [String] = []
        var moov: [UInt8]?
        while offset < size {
            guard let head = bytes(at: offset, count: 8) else { throw .incompleteVideo("a box header at byte \(offset) is cut short") }
            let type = String(decoding: head[4..<8], as: UTF8.self)
            var length = VideoStructure.bigEndian(head[0..<4])
            var headerLength = 8
            if length == 1 {
                guard let large = bytes(at: offset + 8, count: 8) else { throw .incompleteVideo("the '\(type)' box at byte \(offset) is cut short") }
                length = VideoStructure.bigEndian(large[...])
                headerLength = 16
            } else if length == 0 {
                length = size - offset
            }
            guard length >= headerLength, length <= size - offset else {
                throw .incompleteVideo("the '\(type)' box at byte \(offset) runs past the end of the file")
            }
            types.append(type)
            if type == "moov" {
                guard length <= VideoStructure.moovLimit, let body = bytes(at: offset + headerLength, count: length - headerLength) else {
                    throw .incompleteVideo("its 'moov' box cannot be read")
                }
                moov = body
            }
            offset += length
        }
        guard types.first == "ftyp" else { throw .incompleteVideo("it does not start with an 'ftyp' box") }
        guard let moov else { throw .incompleteVideo("it has no 'moov' box (the index written last)") }
        guard let stsz = VideoStructure.box(["trak", "mdia", "minf", "stbl", "stsz"], in: moov[...]), stsz.count >= 12 else {
            throw .incompleteVideo("its 'moov' box has no sample sizes ('stsz')")
        }
        return VideoStructure.bigEndian(stsz[(stsz.startIndex + 8)..<(stsz.startIndex + 12)])
    }

    /// The body of the box at `path` (each the first of its type) inside `bytes`, a sequence of boxes.
    private static func box(_ path: [String], in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let name = path.first else { return bytes }
        var offset = bytes.startIndex
        while offset + 8 <= bytes.endIndex {
            let length = bigEndian(bytes[offset..<(offset + 4)])
            guard length >= 8, length <= bytes.endIndex - offset else { return nil }
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == name {
                return box(Array(path.dropFirst()), in: bytes[(offset + 8)..<(offset + length)])
            }
            offset += length
        }
        return nil
    }

    // MARK: WebM

    private static let ebmlHeader = 0x1A45DFA3, segment = 0x18538067, cluster = 0x1F43B675
    private static let simpleBlock = 0xA3, blockGroup = 0xA0

    private func webmBlocks() throws(VideoError) -> Int {
        guard let header = try element(at: 0), header.id == VideoStructure.ebmlHeader, let headerEnd = header.end else {
            throw .incompleteVideo("it does not start with an EBML header")
        }
        guard let segment = try element(at: headerEnd), segment.id == VideoStructure.segment else {
            throw .incompleteVideo("it has no Segment after its EBML header")
        }
        guard let end = segment.end, end == size else {
            throw .incompleteVideo("its Segment does not end where the file ends (its size was not written, or the file was cut short)")
        }
        var blocks = 0
        var offset = segment.dataStart
        while offset < end {
            guard let child = try element(at: offset), let childEnd = child.end, childEnd <= end else {
                throw .incompleteVideo("an element at byte \(offset) runs past the end of its Segment")
            }
            if child.id == VideoStructure.cluster {
                var inner = child.dataStart
                while inner < childEnd {
                    guard let block = try element(at: inner), let blockEnd = block.end, blockEnd <= childEnd else {
                        throw .incompleteVideo("an element at byte \(inner) runs past the end of its Cluster")
                    }
                    if block.id == VideoStructure.simpleBlock || block.id == VideoStructure.blockGroup { blocks += 1 }
                    inner = blockEnd
                }
            }
            offset = childEnd
        }
        return blocks
    }

    /// An EBML element's header: its ID (with its length marker, as the specification writes IDs), where its data
    /// starts and where it ends (nil for an unknown size).
    private struct Element {
        var id: Int
        var dataStart: Int
        var end: Int?
    }

    /// The element at `offset`, or nil when its header does not fit in the file.
    private func element(at offset: Int) throws(VideoError) -> Element? {
        guard let head = bytes(at: offset, count: min(12, size - offset)), let first = head.first, first != 0 else { return nil }
        let idLength = first.leadingZeroBitCount + 1
        guard idLength <= 4, head.count > idLength else { return nil }
        let id = head[0..<idLength].reduce(0) { $0 << 8 | Int($1) }
        let sizeFirst = head[idLength]
        guard sizeFirst != 0 else { throw .incompleteVideo("an element at byte \(offset) has a malformed size") }
        let sizeLength = sizeFirst.leadingZeroBitCount + 1
        guard head.count >= idLength + sizeLength else { return nil }
        var value = Int(sizeFirst) & (0xFF >> sizeLength)
        var allOnes = value == 0xFF >> sizeLength
        for byte in head[(idLength + 1)..<(idLength + sizeLength)] {
            value = value << 8 | Int(byte)
            allOnes = allOnes && byte == 0xFF
        }
        let dataStart = offset + idLength + sizeLength
        return Element(id: id, dataStart: dataStart, end: allOnes ? nil : dataStart + value)
    }

    // MARK: Reading

    /// `count` bytes at `offset`, or nil when the file is shorter.
    private func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard count >= 0, offset >= 0, offset <= size - count else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return buffer
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
