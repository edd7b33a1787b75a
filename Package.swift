// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RefreshRender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RefreshRender", targets: ["RefreshRender"]),
        .library(name: "RefreshSnapshotTesting", targets: ["RefreshSnapshotTesting"]),
        .executable(name: "render-frames", targets: ["render-frames"]),
        .library(name: "RefreshLottie", targets: ["RefreshLottie"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The only C source in the project: one function per whole PNG encode / decode over libpng.
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(
            name: "Raster",
            dependencies: ["CPNG"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // FreeType (glyph outlines, advances, kerning) and fontconfig (finding fonts), as system libraries.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // giflib (LZW encode for --format gif, and the independent decoder the tests use). No pkg-config on Debian.
        .systemLibrary(
            name: "CGIF",
            providers: [.apt(["libgif-dev"])]
        ),
        .target(
            name: "RefreshRender",
            dependencies: ["Raster", "CFreeType", "CFontconfig", "CGIF"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Snapshot assertions for tests (Swift Testing, XCTest): references next to the test file, diffs on failure.
        .target(
            name: "RefreshSnapshotTesting",
            dependencies: ["RefreshRender"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "render-frames",
            dependencies: [
                "RefreshRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "raster-bench",
            dependencies: ["Raster", "RefreshRender"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Lottie (Bodymovin JSON) animations drawn with Raster.
        .target(
            name: "RefreshLottie",
            dependencies: ["Raster"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // rlottie, the independent Lottie renderer the conformance tests and lottie-bench compare with (tests and
        // benchmark only; never a product dependency).
        .systemLibrary(
            name: "CRLottie",
            pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]
        ),
        .executableTarget(
            name: "lottie-bench",
            dependencies: ["RefreshLottie", "Raster", "CRLottie"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "RefreshLottieTests",
            dependencies: ["RefreshLottie", "Raster", "CRLottie"],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "RefreshRenderTests",
            dependencies: ["RefreshRender", "RefreshSnapshotTesting", "Raster", "CFreeType", "CGIF"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
