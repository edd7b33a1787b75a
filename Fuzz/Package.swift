// swift-tools-version:6.0
// libFuzzer targets over the main package (RASTER-NOTES.md §8: hostile PNGs, scenarios and geometry; Lottie files and
// their containers).
// Built by `make fuzz` with `-sanitize=fuzzer,address`; not part of `swift build` at the root.
import PackageDescription

let package = Package(
    name: "RefreshRenderFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "RefreshRender", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver for the targets' entry points.
        .target(name: "FuzzDriver"),
        // Image(pngData:): libpng behind CPNG, the dimension limits, premultiplication.
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzDriver", .product(name: "Raster", package: "RefreshRender")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // Scenario(json:) and the pull timeline built from what it accepts.
        .executableTarget(name: "FuzzScenario",
                          dependencies: ["FuzzDriver", .product(name: "RefreshRender", package: "RefreshRender")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // Random path elements, stroke style, dashes and transform → Stroker.checkedOutline + Canvas.fill.
        .executableTarget(name: "FuzzStroke", dependencies: ["FuzzDriver", .product(name: "Raster", package: "RefreshRender")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // LottieDocument(data:): JSON read by yajl, gzip and dotLottie containers, the parser's checks, then two
        // frames drawn small.
        .executableTarget(name: "FuzzLottie",
                          dependencies: ["FuzzDriver", .product(name: "RefreshLottie", package: "RefreshRender"),
                                         .product(name: "Raster", package: "RefreshRender")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // dotLottie containers and gzip: libzip's directory, the entry checks, inflation budgets, manifests, themes.
        .executableTarget(name: "FuzzLottieContainer",
                          dependencies: ["FuzzDriver", .product(name: "RefreshLottie", package: "RefreshRender")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
