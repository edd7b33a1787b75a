// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module a stage (docs/ARCHITECTURE.md): render-frames → RefreshOutput → RefreshRender → Raster → CPNG,
// with RefreshText (the text engine on the system libraries) beside RefreshOutput, implementing RefreshRender's text protocols.
// Every module builds in Swift 6 language mode with strict concurrency.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "RefreshRender",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "RefreshRender", targets: ["RefreshRender"]),
        .library(name: "RefreshText", targets: ["RefreshText"]),
        .library(name: "RefreshOutput", targets: ["RefreshOutput"]),
        .library(name: "RefreshReview", targets: ["RefreshReview"]),
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
        // libjpeg-turbo's TurboJPEG API (JPEG images of Lottie files): chosen over libjpeg's API for reading a header
        // and decoding a whole image to RGBA in one call each, with libjpeg's setjmp/longjmp error handling kept
        // inside the library (libjpeg's API needs it armed in a C frame of our own, as CPNG does for libpng).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // Geometry, paths, strokes, the anti-aliased rasterizer, paints, the canvas, PNG in and out, JPEG in, image
        // comparison.
        .target(name: "Raster", dependencies: ["CPNG", "CTurboJPEG"], swiftSettings: swift6),
        // The control: pull timeline, animations, layers, styles, artwork, labels (text through protocols), the layer
        // renderer. Depends on Raster and RefreshLottie (a Lottie animation as layer contents, the lottie header): no
        // files, fonts, encoders or flags.
        .target(name: "RefreshRender", dependencies: ["Raster", "RefreshLottie"], swiftSettings: swift6),
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
        // zlib: the CRC-32 of the APNG chunks written by the project (Debian's libpng has no APNG patch), and gzip'd
        // Lottie files (.tgs, .json.gz) inflated by RefreshLottie.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libwebp and libwebpmux (animated WebP output through WebPAnimEncoder).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // libwebpdemux's WebPAnimDecoder: how `compare` reads animated WebP, and the WebP tests' decoder.
        .systemLibrary(name: "CWebPDemux", pkgConfig: "libwebpdemux", providers: [.apt(["libwebp-dev"])]),
        // The text engine: fonts found with fontconfig, outlines from FreeType, shaping by HarfBuzz, bidi by FriBidi;
        // it implements RefreshRender's TextMeasuring and TextDrawing, and RefreshLottie's LottieTextEngine.
        .target(
            name: "RefreshText",
            dependencies: ["Raster", "RefreshRender", "RefreshLottie", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi"],
            swiftSettings: swift6
        ),
        // The review pages' one viewer (HTML, CSS and script in one template), their data and their atomic writing.
        .target(name: "RefreshReview", dependencies: ["Raster"], swiftSettings: swift6),
        // The output: the encoders, the animation decoders `compare` plays, output folders and manifests, the one
        // parallel frame runner, the review pages of runs and comparisons.
        .target(
            name: "RefreshOutput",
            dependencies: ["Raster", "RefreshRender", "RefreshReview", "CGIF", "CCrypto", "CPNG", "CZlib", "CWebP", "CWebPDemux"],
            swiftSettings: swift6
        ),
        // Snapshot assertions for tests (Swift Testing, XCTest): references next to the test file, diffs on failure.
        // A run's failures are listed on one review page in the artifacts folder.
        .target(name: "RefreshSnapshotTesting", dependencies: ["Raster", "RefreshRender", "RefreshText", "RefreshReview"],
                swiftSettings: swift6),
        .target(
            name: "SnapshotTestingRefresh",
            dependencies: [
                "Raster", "RefreshRender", "RefreshSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "render-frames",
            dependencies: [
                "Raster", "RefreshRender", "RefreshText", "RefreshOutput", "RefreshLottie",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "raster-bench",
            dependencies: ["Raster", "RefreshRender", "RefreshText", "RefreshOutput"],
            swiftSettings: swift6
        ),
        // What several test targets share: approximate comparisons, a reference easing, a text measurer for layout
        // tests, PNG files built byte by byte, and giflib's own decoder. Tests only; never a product.
        .target(
            name: "RefreshTestSupport",
            dependencies: ["Raster", "RefreshRender", "RefreshOutput", "CGIF"],
            path: "Tests/RefreshTestSupport",
            swiftSettings: swift6
        ),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RefreshTestSupport"], exclude: ["Fixtures"], swiftSettings: swift6),
        .testTarget(name: "RefreshReviewTests", dependencies: ["RefreshReview", "RefreshTestSupport"], swiftSettings: swift6),
        // libzip: dotLottie containers read in memory (entries listed, checked and inflated one by one, never
        // extracted). Chosen over minizip for its maintained API over a memory buffer and its consistency check of the
        // local headers against the directory (ZIP_CHECKCONS), and over libarchive for doing zip alone.
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // yajl: Lottie JSON read as a stream, built straight into RefreshLottie's values and counted as it is read.
        .systemLibrary(name: "CYajl", pkgConfig: "yajl", providers: [.apt(["libyajl-dev"])]),
        // Lottie animations (Bodymovin JSON, gzip'd or in a dotLottie container) drawn with Raster.
        .target(
            name: "RefreshLottie",
            dependencies: ["Raster", "CZlib", "CZip", "CYajl"],
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
            dependencies: ["RefreshLottie", "Raster", "CRLottie", "RefreshSnapshotTesting", "CZlib", "RefreshText", "RefreshTestSupport"],
            exclude: ["Fixtures", "__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshRenderTests",
            dependencies: ["RefreshTestSupport", "Raster", "RefreshRender", "RefreshLottie", "RefreshSnapshotTesting"],
            exclude: ["Fixtures", "__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshOutputTests",
            dependencies: [
                "RefreshTestSupport", "Raster", "RefreshRender", "RefreshText", "RefreshOutput", "RefreshSnapshotTesting", "RefreshLottie", "CPNG",
                "CWebPDemux",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshTextTests",
            dependencies: ["RefreshTestSupport", "Raster", "RefreshRender", "RefreshText", "RefreshLottie", "CFreeType"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RefreshSnapshotTestingTests",
            dependencies: ["Raster", "RefreshRender", "RefreshSnapshotTesting", "RefreshReview", "RefreshTestSupport"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SnapshotTestingRefreshTests",
            dependencies: [
                "Raster", "RefreshRender", "SnapshotTestingRefresh",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "RenderFramesTests",
            dependencies: [
                "RefreshTestSupport", "render-frames", "Raster", "RefreshRender", "RefreshText", "RefreshOutput", "RefreshLottie", "CGIF",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),
        // The binary as a process, where that is the point: exit by a signal, resource limits, disk faults, locks held
        // by another process, the environment (PATH, fontconfig). RenderFramesTests runs every other command line in process.
        .testTarget(
            name: "RenderFramesProcessTests",
            dependencies: ["RefreshTestSupport", "render-frames", "Raster", "RefreshRender", "RefreshOutput"],
            swiftSettings: swift6
        ),
    ]
)
