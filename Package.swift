// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module a stage (docs/ARCHITECTURE.md): render-frames → RefreshOutput → RefreshModel → Raster → CPNG.
// Every module builds in Swift 6 language mode with strict concurrency.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "RefreshRender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RefreshModel", targets: ["RefreshModel"]),
        .library(name: "RefreshOutput", targets: ["RefreshOutput"]),
        .library(name: "RefreshSnapshotTesting", targets: ["RefreshSnapshotTesting"]),
        // Strategies for pointfree's swift-snapshot-testing: a product of its own, so only its users build that package.
        .library(name: "SnapshotTestingRefresh", targets: ["SnapshotTestingRefresh"]),
        .executable(name: "render-frames", targets: ["render-frames"]),
        .library(name: "RefreshLottie", targets: ["RefreshLottie"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // The only C source in the project: one function per whole PNG encode / decode over libpng.
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        // Geometry, paths, strokes, the anti-aliased rasterizer, paints, the canvas, PNG in and out, image comparison.
        .target(name: "Raster", dependencies: ["CPNG"], swiftSettings: swift6),
        // The model: pull timeline, animations, layers, styles, artwork, labels (text through protocols), the layer
        // renderer. Depends on Raster only: no files, fonts, encoders or flags.
        .target(name: "RefreshModel", dependencies: ["Raster"], swiftSettings: swift6),
        // FreeType (glyph outlines, advances, kerning) and fontconfig (finding fonts), as system libraries.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // OpenSSL's libcrypto (SHA-256 of written files).
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // HarfBuzz (shaping: joining, ligatures, marks, kerning) over the FreeType faces, and FriBidi (the bidi algorithm).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // giflib (LZW encode for GIF output, and the independent decoder the tests use). No pkg-config on Debian.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // The output: the text engine on the system libraries, the encoders, output folders and manifests, the one
        // parallel frame runner.
        .target(
            name: "RefreshOutput",
            dependencies: ["Raster", "RefreshModel", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi", "CGIF", "CCrypto"],
            swiftSettings: swift6
        ),
        // Snapshot assertions for tests (Swift Testing, XCTest): references next to the test file, diffs on failure.
        .target(name: "RefreshSnapshotTesting", dependencies: ["Raster", "RefreshModel", "RefreshOutput"], swiftSettings: swift6),
        .target(
            name: "SnapshotTestingRefresh",
            dependencies: [
                "Raster", "RefreshModel", "RefreshSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "render-frames",
            dependencies: [
                "Raster", "RefreshModel", "RefreshOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "raster-bench",
            dependencies: ["Raster", "RefreshModel", "RefreshOutput"],
            swiftSettings: swift6
        ),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], swiftSettings: swift6),
        // Lottie (Bodymovin JSON) animations drawn with Raster.
        .target(
            name: "RefreshLottie",
            dependencies: ["Raster"],
            swiftSettings: swift6
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
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshLottieTests",
            dependencies: ["RefreshLottie", "Raster", "CRLottie"],
            exclude: ["Fixtures"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshModelTests",
            dependencies: ["Raster", "RefreshModel", "RefreshSnapshotTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshOutputTests",
            dependencies: ["Raster", "RefreshModel", "RefreshOutput", "RefreshSnapshotTesting", "CFreeType", "CGIF"],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshSnapshotTestingTests",
            dependencies: ["Raster", "RefreshModel", "RefreshOutput", "RefreshSnapshotTesting"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SnapshotTestingRefreshTests",
            dependencies: [
                "Raster", "RefreshModel", "SnapshotTestingRefresh",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RenderFramesTests",
            dependencies: [
                "render-frames", "Raster", "RefreshModel", "RefreshOutput", "CGIF",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
    ]
)
