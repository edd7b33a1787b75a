import CCrypto

/// SHA-256 (FIPS 180-4) of a byte buffer, for the frames manifest, through OpenSSL's libcrypto (Debian's libssl-dev):
/// a maintained implementation that uses the CPU's SHA extensions where present, at no build cost (a system library;
/// swift-crypto would add about a minute to a clean build for the same digest).
package enum SHA256 {
    /// The 32-byte digest.
    package static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBytes { buffer in
            out.withUnsafeMutableBufferPointer { EVP_Digest(buffer.baseAddress, buffer.count, $0.baseAddress, &length, EVP_sha256(), nil) }
        }
        // EVP_Digest with SHA-256 fails only when libcrypto cannot allocate its context: nothing sensible remains.
        precondition(ok == 1 && length == 32, "libcrypto could not compute a SHA-256 digest")
        return Array(out.prefix(32))
    }

    /// The digest as 64 lowercase hex digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var s = [UInt8]()
        s.reserveCapacity(64)
        for b in digest(bytes) {
            s.append(digits[Int(b >> 4)])
            s.append(digits[Int(b & 0xF)])
        }
        return String(decoding: s, as: UTF8.self)
    }
}
