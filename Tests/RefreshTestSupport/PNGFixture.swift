/// Builds PNG files byte by byte for decoder tests (any colour type, bit depth, palette, tRNS, Adam7), with the
/// image data in stored (uncompressed) deflate blocks so no compressor is needed.
package enum PNGFixture {
    package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    package static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// zlib stream of stored blocks.
    package static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            out.append(i + n == data.count ? 1 : 0)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<i + n]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    package static func channels(_ colorType: UInt8) -> Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]! }

    /// Packs one row of samples at `depth` bits (big-endian for 16, MSB-first for < 8).
    package static func packRow(_ samples: [Int], depth: Int) -> [UInt8] {
        switch depth {
        case 16: return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return samples.map { UInt8($0) }
        default:
            var out: [UInt8] = []
            var acc = 0, bits = 0
            for s in samples {
                acc = acc << depth | s
                bits += depth
                if bits == 8 { out.append(UInt8(acc)); acc = 0; bits = 0 }
            }
            if bits > 0 { out.append(UInt8(acc << (8 - bits))) }
            return out
        }
    }

    /// A PNG of `width` × `height` pixels; `samples[y][x]` lists that pixel's samples (1–4 of them).
    package static func make(width: Int, height: Int, colorType: UInt8, depth: Int, interlaced: Bool = false,
                     samples: [[[Int]]], palette: [UInt8]? = nil, trns: [UInt8]? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            guard x0 < width, y0 < height else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)
                raw += packRow(stride(from: x0, to: width, by: dx).flatMap { samples[y][$0] }, depth: depth)
            }
        }
        var ihdr = be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [UInt8(depth), colorType, 0, 0, interlaced ? 1 : 0]
        var png = signature + chunk("IHDR", ihdr)
        if let palette { png += chunk("PLTE", palette) }
        if let trns { png += chunk("tRNS", trns) }
        return png + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }
}
