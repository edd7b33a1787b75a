// swift-tools-version:6.0
import PackageDescription

// A header of your own, in a package of your own: a port of a UIKit pull-to-refresh view (the airplane RefreshView,
// CAShapeLayer ring and airplane CALayer) onto RefreshRender's public API, with its snapshot tests and a tool that
// writes its frames and a GIF. It depends on RefreshRender by path, as a checkout beside your project would; from a
// release, use `.package(url: …, from: …)` instead.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "CustomHeader",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RefreshRender", path: "../.."),
    ],
    targets: [
        // The header: only RefreshRender's layer tree and animations (and Raster's geometry).
        .target(
            name: "AirplaneHeader",
            dependencies: [
                .product(name: "RefreshRender", package: "RefreshRender"),
                .product(name: "Raster", package: "RefreshRender"),
            ],
            swiftSettings: swift6
        ),
        // Writes the header's frames (PNG) and a GIF of the whole gesture.
        .executableTarget(
            name: "airplane-frames",
            dependencies: [
                "AirplaneHeader",
                .product(name: "RefreshRender", package: "RefreshRender"),
                .product(name: "RefreshOutput", package: "RefreshRender"),
                .product(name: "RefreshText", package: "RefreshRender"),
            ],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "AirplaneHeaderTests",
            dependencies: [
                "AirplaneHeader",
                .product(name: "RefreshRender", package: "RefreshRender"),
                .product(name: "Raster", package: "RefreshRender"),
                .product(name: "RefreshSnapshotTesting", package: "RefreshRender"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: swift6
        ),
    ]
)
