import Foundation
import Testing

/// Each library's `API.swift` lists its public face for style and test authors: every public type, function and
/// constant declared at the top level of the module is named there, and every name there is one of them, so the list
/// neither misses what a module exports nor names what it no longer has.
@Suite struct PublicFaceTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardizedFileURL.path

    static let modules = ["Raster", "RefreshRender", "RefreshText", "RefreshOutput", "RefreshLottie",
                          "RefreshSnapshotTesting", "SnapshotTestingRefresh", "RefreshReview"]

    /// The names declared `public` at the top level of the Swift files under `folder`.
    static func publicNames(in folder: String) throws -> Set<String> {
        let declaration = try Regex(#"(?m)^public (?:final )?(?:class|struct|enum|protocol|typealias|actor|func|let|var) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names = Set<String>()
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The names in backticks in a listing.
    static func listedNames(_ listing: String) throws -> Set<String> {
        Set(listing.matches(of: try Regex(#"`([A-Za-z_][A-Za-z0-9_]*)`"#)).compactMap { $0.output[1].substring.map(String.init) })
    }

    @Test(arguments: modules)
    func theListingIsThePublicFace(module: String) throws {
        let folder = Self.sources + "/" + module
        let listing = try String(contentsOfFile: folder + "/API.swift", encoding: .utf8)
        let declared = try Self.publicNames(in: folder), listed = try Self.listedNames(listing)
        #expect(!declared.isEmpty)
        #expect(declared.subtracting(listed).sorted() == [], "public in \(module) but not in its API.swift")
        #expect(listed.subtracting(declared).sorted() == [], "in \(module)'s API.swift but not public there")
    }

    /// The members a listing names as `Type.member` (properties and functions made public on purpose, for a header
    /// written outside the package): each is declared `public` in a file of the module that declares or extends
    /// `Type`.
    @Test(arguments: modules)
    func theListedMembersArePublic(module: String) throws {
        let folder = Self.sources + "/" + module
        let listing = try String(contentsOfFile: folder + "/API.swift", encoding: .utf8)
        let files = try (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "API.swift" }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        for match in listing.matches(of: try Regex(#"`([A-Z][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)`"#)) {
            guard let type = match.output[1].substring, let member = match.output[2].substring else { continue }
            let owner = try Regex(#"(?m)^(?:public )?(?:final )?(?:struct|class|enum|extension) \#(type)\b"#)
            let declaration = try Regex(#"(?m)^\s+public (?:static )?(?:var|let|func) \#(member)\b"#)
            #expect(files.contains { $0.contains(owner) && $0.contains(declaration) },
                    "\(module)'s API.swift names \(type).\(member), which is not public there")
        }
    }

    @Test func aMissingOrStaleNameIsFound() throws {
        let declared: Set<String> = ["Canvas", "Path"]
        #expect(declared.subtracting(try Self.listedNames("// `Canvas`")) == ["Path"])
        #expect(try Self.listedNames("// `Canvas`, `Path`, `Gone`").subtracting(declared) == ["Gone"])
    }
}
