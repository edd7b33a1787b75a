import Foundation
import Testing

/// `scripts/check-layering` (run by CI before the tests) passes on the repository and fails on each kind of breach:
/// an import against the pipeline's direction, and a flag name in a library string, on one line or in a multi-line
/// literal. A generated snippet's own `import` lines inside a literal are not imports.
@Suite struct LayeringCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func check(_ root: String, _ flags: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository + "/scripts/check-layering"] + flags + [root]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A tree with one file per module named in `files` (module → source).
    static func tree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)").path
        for (module, source) in files {
            try FileManager.default.createDirectory(atPath: "\(root)/Sources/\(module)", withIntermediateDirectories: true)
            try source.write(toFile: "\(root)/Sources/\(module)/File.swift", atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func theRepositoryPasses() throws {
        let r = try Self.check(Self.repository)
        #expect(r.status == 0, "\(r.output)")
    }

    @Test func anImportAgainstThePipelineFails() throws {
        let root = try Self.tree(["Raster": "import Foundation\n@testable import RefreshRender\n",
                                  "RefreshRender": "import Raster\nimport RefreshLottie\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = try Self.check(root)
        #expect(r.status == 1)
        #expect(r.output.contains("Raster may not import RefreshRender"), "\(r.output)")
        #expect(!r.output.contains("RefreshRender may not"), "\(r.output)")
    }

    @Test func aCLibraryOfAnotherStageFails() throws {
        let root = try Self.tree(["RefreshOutput": "import CHarfBuzz\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = try Self.check(root)
        #expect(r.status == 1 && r.output.contains("RefreshOutput may not import CHarfBuzz"), "\(r.output)")
    }

    @Test func flagNamesInLibraryStringsFail() throws {
        let root = try Self.tree([
            "RefreshOutput": "let a = \"made by \\(tool) --style \\(name)\"\n",
            "RefreshRender": "let b = \"\"\"\n  import UIKit\n  use --width here\n  \"\"\"\n",
            "render-frames": "let c = \"--width\"\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = try Self.check(root)
        #expect(r.status == 1)
        #expect(r.output.contains("RefreshOutput/File.swift:1"), "\(r.output)")
        #expect(r.output.contains("RefreshRender/File.swift:3"), "\(r.output)")
        #expect(!r.output.contains("UIKit") && !r.output.contains("render-frames/"), "\(r.output)")
    }

    /// With a Package.swift, the docs' module graph is checked: it passes when both documents hold the graph
    /// `--graph` prints and name each module's folder, and fails when Package.swift's dependencies leave the rows or a
    /// document's graph is stale.
    @Test func theDocsGraphFollowsTheRowsAndPackageSwift() throws {
        let root = try Self.tree(["Raster": "import CPNG\nimport CTurboJPEG\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        func manifest(_ dependencies: String) throws {
            try ("let package = Package(name: \"P\", targets: [.target(name: \"CPNG\"), .target(name: \"CTurboJPEG\"), "
                + ".target(name: \"Raster\", dependencies: [\(dependencies)])])\n")
                .write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        }
        try manifest("\"CPNG\", \"CTurboJPEG\"")
        let graph = try Self.check(root, ["--graph"])
        #expect(graph.status == 0 && graph.output.contains("Raster ──► —"), "\(graph.output)")
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        func documents(_ graph: String) throws {
            for doc in ["README.md", "docs/ARCHITECTURE.md"] {
                try "| `Sources/Raster` | the rasterizer |\n\n\(graph)".write(toFile: root + "/" + doc, atomically: true, encoding: .utf8)
            }
        }
        try documents(graph.output)
        let passing = try Self.check(root)
        #expect(passing.status == 0, "\(passing.output)")

        try manifest("\"CPNG\", \"CTurboJPEG\", \"CZlib\"")
        let extra = try Self.check(root)
        #expect(extra.status == 1 && extra.output.contains("Raster: Package.swift depends on [CPNG, CTurboJPEG, CZlib], its row allows [CPNG, CTurboJPEG]"),
                "\(extra.output)")

        try manifest("\"CPNG\", \"CTurboJPEG\"")
        try documents(graph.output.replacingOccurrences(of: "Raster ──► —", with: "Raster ──► RefreshRender"))
        let stale = try Self.check(root)
        #expect(stale.status == 1 && stale.output.contains("README.md: the module graph is not the one"), "\(stale.output)")
        #expect(stale.output.contains("docs/ARCHITECTURE.md: the module graph is not the one"), "\(stale.output)")
    }

    /// A model file naming what its module's evaluation declares (a type, a function) fails; the same names in
    /// comments and strings, and the kept evaluations the model carries, pass.
    @Test func aModelUsingItsEvaluationFails() throws {
        let evaluation = "import Raster\n\n@inline(__always)\nfunc mix(_ a: Double) -> Double { a }\n"
            + "protocol Interpolatable {}\nstruct GroupStill {}\n"
        let root = try Self.tree(["RefreshLottie/Evaluation": evaluation,
                                  "RefreshLottie/Model": "/// Interpolatable, mix\nstruct G { var s: GroupStill?; let n = \"mix\" }\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clean = try Self.check(root)
        #expect(clean.status == 0, "\(clean.output)")
        try "enum Animated<V: Interpolatable> {}\nlet m = mix(1) // mix\n"
            .write(toFile: root + "/Sources/RefreshLottie/Model/File.swift", atomically: true, encoding: .utf8)
        let r = try Self.check(root)
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.contains("Model/File.swift:1: Interpolatable is declared in"), "\(r.output)")
        #expect(r.output.contains("Model/File.swift:2: mix is declared in"), "\(r.output)")
    }

    @Test func aModuleWithoutARowFails() throws {
        let root = try Self.tree(["RefreshNew": "import Raster\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let r = try Self.check(root)
        #expect(r.status == 1 && r.output.contains("RefreshNew has no row"), "\(r.output)")
    }
}
