import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Lottie files as they are shipped: dotLottie containers, gzip'd JSON (`.tgs`, `.json.gz`), and what a hostile
/// container or image path is refused with.
@Suite struct ContainerTests {
    static let dotLottieFolder = Fixtures.folder.appendingPathComponent("dotlottie")

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("containers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The JSON of an animation inside a container, as the container holds it.
    static func json(of animation: String, in url: URL) throws -> Data {
        let container = try DotLottie(ZipArchive([UInt8](Data(contentsOf: url))))
        let entry = try #require(container.entry(animation: animation))
        return Data(try container.archive.read(entry, limit: LottieLimits.maxFileBytes))
    }

    /// Each of dotlottie-web's fixtures (manifest versions 1 and 2) draws every animation as its JSON drawn directly.
    @Test(arguments: ["multi_themes", "test", "toggle", "hamster"])
    func dotLottieFixturesDrawAsTheirJSON(_ name: String) throws {
        let url = Self.dotLottieFolder.appendingPathComponent(name + ".lottie")
        let document = try LottieDocument(contentsOf: url)
        guard case .dotLottie = document.format else { Issue.record("\(name): read as \(document.format)"); return }
        #expect(!document.animations.isEmpty)
        for id in document.animations {
            let fromContainer = try document.composition(animation: id, theme: nil)
            let direct = try LottieComposition(data: Self.json(of: id, in: url))
            for frame in [direct.inPoint, (direct.inPoint + direct.outPoint) / 2] {
                #expect(try fromContainer.image(frame: frame, scale: 0.5) == direct.image(frame: frame, scale: 0.5), "\(name) \(id) frame \(frame)")
            }
        }
    }

    @Test func versionsAndInitialAnimationAreReadFromTheManifest() throws {
        let v2 = try LottieDocument(contentsOf: Self.dotLottieFolder.appendingPathComponent("multi_themes.lottie"))
        #expect(v2.format == .dotLottie(version: 2))
        #expect(v2.animations == ["Main Scene"])
        #expect(v2.themes == ["dark", "sky", "light", "animated_light", "animated_dark", "animated_sky"])
        let v1 = try LottieDocument(contentsOf: Self.dotLottieFolder.appendingPathComponent("toggle.lottie"))
        #expect(v1.format == .dotLottie(version: 1))
        #expect(v1.initialAnimation == "toggle")
    }

    /// A solid `size` × `size` PNG of one colour.
    static func png(_ color: Color, size: Int = 4) throws -> [UInt8] {
        try Image(width: size, height: size, color: color).pngData()
    }

    /// A composition `w` × `w` showing image asset `img` over its whole area.
    static func imageAnimation(width w: Int, u: String, p: String) -> String {
        #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":\#(w),"h":\#(w),"assets":[{"id":"img","w":4,"h":4,"u":"\#(u)","p":"\#(p)","e":0}],"layers":[{"ty":2,"refId":"img","ip":0,"op":10,"st":0,"ks":{"s":{"a":0,"k":[\#(w * 25),\#(w * 25)]}}}]}"#
    }

    @Test func aVersionTwoContainerDrawsItsInitialAnimationAndTheOtherByID() throws {
        var zip = ZipBuilder()
        zip.add("manifest.json", #"{"version":"2","generator":"test","animations":[{"id":"first"},{"id":"second"}],"initial":{"animation":"second"}}"#)
        zip.add("a/first.json", Self.imageAnimation(width: 20, u: "/i/", p: "red.png"))
        zip.add("a/second.json", Self.imageAnimation(width: 30, u: "/i/", p: "blue.png"))
        zip.add("i/red.png", try Self.png(Color(rgb8: 255, 0, 0)), method: 0)
        zip.add("i/blue.png", try Self.png(Color(rgb8: 0, 0, 255)), method: 0)
        let document = try LottieDocument(data: Data(zip.bytes))
        #expect(document.initialAnimation == "second")
        let initial = try document.composition()
        #expect(initial.width == 30)
        #expect(try initial.image(frame: 0).pixel(x: 15, y: 15) == Color(rgb8: 0, 0, 255).premultipliedPixel)
        let first = try document.composition(animation: "first")
        #expect(first.width == 20)
        #expect(try first.image(frame: 0).pixel(x: 10, y: 10) == Color(rgb8: 255, 0, 0).premultipliedPixel)
        #expect(throws: LottieError.unknownChoice(kind: "animation", id: "third", available: ["first", "second"])) {
            try document.composition(animation: "third")
        }
        #expect(throws: LottieError.unknownChoice(kind: "theme", id: "dark", available: [])) {
            try document.composition(theme: "dark")
        }
    }

    /// `.tgs` and `.json.gz` are gzip'd JSON: told apart from plain JSON by their content, drawn as it.
    @Test(arguments: ["shapes", "masks", "gradients"])
    func gzipCopiesDrawAsTheirJSON(_ name: String) throws {
        let json = try Data(contentsOf: Fixtures.url(name))
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tgs = folder.appendingPathComponent(name + ".tgs")
        try Data(ZipBuilder.gzip([UInt8](json))).write(to: tgs)
        let document = try LottieDocument(contentsOf: tgs)
        #expect(document.format == .gzip)
        let direct = try LottieComposition(data: json)
        let gzipped = try LottieComposition(contentsOf: tgs)
        #expect(try gzipped.image(frame: direct.inPoint + 3) == direct.image(frame: direct.inPoint + 3))
    }

    static let manifest = #"{"version":"2","animations":[{"id":"x"}]}"#
    static let tiny = #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[]}"#

    /// Hostile and damaged containers, each refused with its reason before anything is drawn or written.
    @Test func hostileContainersAreRefusedWithTheirReason() throws {
        func zip(_ build: (inout ZipBuilder) -> Void) -> [UInt8] {
            var z = ZipBuilder()
            build(&z)
            return z.bytes
        }
        let cases: [(String, [UInt8], String)] = [
            ("a compression bomb", zip {
                $0.add("manifest.json", Self.manifest)
                $0.add("a/x.json", [UInt8](repeating: 0x20, count: 8 << 20))
            }, "compression bomb"),
            ("a climbing name", zip { $0.add("manifest.json", Self.manifest); $0.add("../a/x.json", Self.tiny) }, "not a plain relative path"),
            ("an absolute name", zip { $0.add("manifest.json", Self.manifest); $0.add("/a/x.json", Self.tiny) }, "not a plain relative path"),
            ("a name twice", zip { $0.add("manifest.json", Self.manifest); $0.add("a/x.json", Self.tiny); $0.add("a/x.json", Self.tiny) }, "appears twice"),
            ("encryption", zip { $0.add("manifest.json", Self.manifest); $0.add("a/x.json", Array(Self.tiny.utf8), method: 0, flags: 1) }, "encrypted"),
            ("bzip2", zip { $0.add("manifest.json", Self.manifest); $0.add("a/x.json", Array(Self.tiny.utf8), method: 12) }, "compression method 12"),
            ("an unknown method", zip { $0.add("manifest.json", Self.manifest); $0.add("a/x.json", Array(Self.tiny.utf8), method: 99) }, "not a readable zip archive"),
            ("a missing animation", zip { $0.add("manifest.json", Self.manifest); $0.add("a/y.json", Self.tiny) }, "lists animation \"x\", which is not in the container"),
            ("no manifest", zip { $0.add("a/x.json", Self.tiny) }, "has no manifest.json"),
            ("a manifest that is not JSON", zip { $0.add("manifest.json", "{"); $0.add("a/x.json", Self.tiny) }, "manifest.json is not JSON"),
            ("a cut archive", Array(zip { $0.add("manifest.json", Self.manifest); $0.add("a/x.json", Self.tiny) }.dropLast(30)), "not a readable zip"),
        ]
        for (what, bytes, reason) in cases {
            do throws(LottieError) {
                _ = try LottieDocument(data: Data(bytes)).composition()
                Issue.record("\(what): accepted")
            } catch {
                guard case .badContainer(let message) = error else { Issue.record("\(what): \(error)"); continue }
                #expect(message.contains(reason), "\(what): \(message)")
            }
        }
    }

    /// Entries each under the ratio check (below 1 MB) cannot add up past what one composition may read in all.
    @Test func theEntriesOneCompositionReadsShareOneBudget() throws {
        var zip = ZipBuilder()
        for i in 0..<3 { zip.add("i/\(i).png", [UInt8](repeating: 0, count: 600 << 10)) }
        let archive = try ZipArchive(zip.bytes)
        let budget = ReadBudget(limit: 1 << 20)
        _ = try archive.read("i/0.png", limit: LottieLimits.maxFileBytes, total: budget)
        #expect(throws: LottieError.badContainer("what one animation reads from it inflates to more than 1048576 bytes together")) {
            try archive.read("i/1.png", limit: LottieLimits.maxFileBytes, total: budget)
        }
    }

    /// A gzip bomb is refused after inflating little of it.
    @Test func aGzipBombIsRefused() throws {
        let bomb = ZipBuilder.gzip([UInt8](repeating: 0x20, count: 16 << 20))
        #expect(throws: LottieError.badContainer("it inflates more than 200 times its compressed size (a compression bomb)")) {
            try LottieDocument(data: Data(bomb))
        }
    }

    /// An image path must stay inside the animation's folder: `..`, a URL, or a link leading out is refused, and the
    /// file is never opened.
    @Test func imagePathsStayInsideTheFolder() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("animation")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(Self.png(Color(rgb8: 0, 255, 0))).write(to: root.appendingPathComponent("secret.png"))
        try Data(Self.png(Color(rgb8: 0, 255, 0))).write(to: folder.appendingPathComponent("images/own.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("images/link.png").path,
                                                   withDestinationPath: root.appendingPathComponent("secret.png").path)
        func load(u: String, p: String) throws -> LottieComposition {
            let url = folder.appendingPathComponent("a.json")
            try Data(Self.imageAnimation(width: 8, u: u, p: p).utf8).write(to: url)
            return try LottieComposition(contentsOf: url)
        }
        #expect(try load(u: "images/", p: "own.png").image(frame: 0).pixel(x: 4, y: 4) == Color(rgb8: 0, 255, 0).premultipliedPixel)
        #expect(try load(u: "/images/", p: "own.png").width == 8)
        for (u, p) in [("../", "secret.png"), ("", "../../../../etc/passwd"), ("images/", "link.png"),
                       ("https://example.com/", "a.png"), ("file:///etc/", "passwd")] {
            do {
                _ = try load(u: u, p: p)
                Issue.record("\(u)\(p): accepted")
            } catch let error as LottieError {
                guard case .imageOutsideFolder(let path, _) = error else { Issue.record("\(u)\(p): \(error)"); continue }
                #expect(path == "assets[0].p")
            }
        }
    }

    /// A FIFO, a folder or a file over the limit is refused before a byte is read (a FIFO would block forever).
    @Test func onlyARegularFileIsRead() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for url in [fifo, root] {
            #expect(throws: LottieError.unreadableFile(path: url.path, reason: "\(RegularFile.Failure.notRegular)")) {
                try LottieDocument(contentsOf: url)
            }
        }
        let big = root.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(LottieLimits.maxFileBytes + 1))
        try handle.close()
        #expect(throws: LottieError.unreadableFile(path: big.path, reason: "\(RegularFile.Failure.tooLarge(size: LottieLimits.maxFileBytes + 1, limit: LottieLimits.maxFileBytes))")) {
            try LottieDocument(contentsOf: big)
        }
    }
}
