import CZip

/// A zip archive (a dotLottie container) read in memory by libzip: never extracted, so no name in it can reach the
/// file system. Its directory is checked once, when it is opened: every entry stored or deflated, none encrypted, no
/// name twice, no name absolute or climbing out with `..`. Entries are inflated on demand under an `InflationBudget`.
struct ZipArchive: Sendable {
    private let bytes: [UInt8]
    /// Entry names to their index in the archive, and each entry's compressed size.
    private let index: [String: (index: UInt64, compressedSize: Int)]

    /// Most entries a container may list.
    static let maxEntries = 10_000

    static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4b && (bytes[2], bytes[3]) == (3, 4)
    }

    init(_ bytes: [UInt8]) throws(LottieError) {
        self.bytes = bytes
        var index: [String: (index: UInt64, compressedSize: Int)] = [:]
        try Self.withArchive(bytes) { archive throws(LottieError) in
            let count = zip_get_num_entries(archive, 0)
            guard count >= 0, count <= Int64(Self.maxEntries) else {
                throw .badContainer("it lists \(count) entries (the limit is \(Self.maxEntries))")
            }
            for i in 0..<UInt64(count) {
                var entry = zip_stat_t()
                guard zip_stat_index(archive, i, ZIP_FL_ENC_RAW, &entry) == 0, let raw = entry.name else {
                    throw .badContainer("entry \(i) cannot be read from its directory")
                }
                // Names that are not UTF-8 are repaired, so that a checked name is the one shown.
                let name = String(cString: raw)
                try Self.checkName(name)
                if entry.encryption_method != UInt16(ZIP_EM_NONE) {
                    throw .badContainer("entry \"\(name)\" is encrypted")
                }
                let method = Int32(entry.comp_method)
                guard method == ZIP_CM_STORE || method == ZIP_CM_DEFLATE else {
                    throw .badContainer("entry \"\(name)\" uses compression method \(method) (accepted: stored or deflated)")
                }
                guard index[name] == nil else { throw .badContainer("entry \"\(name)\" appears twice") }
                index[name] = (i, Int(clamping: entry.comp_size))
            }
        }
        self.index = index
    }

    /// A name is a path inside the archive: relative, with no `..` part, no backslash and no control character.
    private static func checkName(_ name: String) throws(LottieError) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasPrefix("/") || name.contains("\\") || parts.contains("..")
            || name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw .badContainer("entry \"\(name.debugDescription.dropFirst().dropLast())\" is not a plain relative path")
        }
    }

    var names: [String] { index.keys.sorted() }

    func contains(_ name: String) -> Bool { index[name] != nil }

    /// The inflated bytes of entry `name`, counted against `total` as they come when one is given; CRC checked by
    /// libzip.
    func read(_ name: String, limit: Int, total: ReadBudget? = nil) throws(LottieError) -> [UInt8] {
        guard let entry = index[name] else { throw .badContainer("it has no entry \"\(name)\"") }
        let budget = InflationBudget(limit: limit, compressedSize: entry.compressedSize)
        return try Self.withArchive(bytes) { archive throws(LottieError) in
            guard let file = zip_fopen_index(archive, entry.index, 0) else {
                throw .badContainer("entry \"\(name)\" cannot be opened (\(String(cString: zip_error_strerror(zip_get_error(archive)))))")
            }
            defer { zip_fclose(file) }
            var out: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress!, UInt64($0.count)) }
                guard n >= 0 else {
                    throw .badContainer("entry \"\(name)\" is damaged (\(String(cString: zip_file_strerror(file))))")
                }
                if n == 0 { return out }
                try budget.check(out.count + Int(n))
                try total?.spend(Int(n))
                out.append(contentsOf: chunk[..<Int(n)])
            }
        }
    }

    /// Runs `body` with the archive opened over `bytes` (libzip reads them in place; they outlive the archive).
    private static func withArchive<T>(_ bytes: [UInt8], _ body: (OpaquePointer) throws(LottieError) -> T) throws(LottieError) -> T {
        let result = bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Result<T, LottieError> in
            Result { () throws(LottieError) -> T in try open(buffer, body) }
        }
        return try result.get()
    }

    private static func open<T>(_ buffer: UnsafeRawBufferPointer, _ body: (OpaquePointer) throws(LottieError) -> T) throws(LottieError) -> T {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(buffer.baseAddress, UInt64(buffer.count), 0, &error) else {
            throw .badContainer("libzip could not start (\(String(cString: zip_error_strerror(&error))))")
        }
        // ZIP_CHECKCONS: the local headers must agree with the directory, so that no entry hides behind another.
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            let reason = String(cString: zip_error_strerror(&error))
            // libzip refuses a name listed twice itself, when it opens the archive.
            if zip_error_code_zip(&error) == ZIP_ER_EXISTS { throw .badContainer("an entry's name appears twice (\(reason))") }
            throw .badContainer("it is not a readable zip archive (\(reason))")
        }
        defer { zip_discard(archive) }
        return try body(archive)
    }
}
