import Testing
@testable import RefreshOutput

@Suite struct SHA256Tests {
    // FIPS 180-4 / NIST example vectors.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, expected: String) {
        #expect(SHA256.hex(Array(input.utf8)) == expected)
    }

    @Test func millionAs() {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(input) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func lengthsAroundTheBlockBoundary() {
        // 55, 56 and 64 bytes exercise the padding branches; values from Python's hashlib.
        #expect(SHA256.hex([UInt8](repeating: 0, count: 55)) == "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7")
        #expect(SHA256.hex([UInt8](repeating: 0, count: 56)) == "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb")
        #expect(SHA256.hex([UInt8](repeating: 0, count: 64)) == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
    }
}
