// swift-tools-version: 6.1
import PackageDescription

// The soak run lives in its own package so that it never slows the main build or its tests.
//   swift run -c release --package-path Soak navsim-soak [--ops N] [--seed S] [--routes FILE]
let package = Package(
    name: "navsim-soak",
    dependencies: [
        .package(name: "navsim", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "navsim-soak",
            dependencies: [
                .product(name: "NavRouting", package: "navsim"),
                .product(name: "NavModel", package: "navsim"),
                .product(name: "NavRouteFile", package: "navsim"),
                .product(name: "NavLint", package: "navsim"),
            ]
        ),
    ]
)
