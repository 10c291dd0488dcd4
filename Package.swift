// swift-tools-version: 6.1
import PackageDescription

// Layers (data flows one way): NavRouting → NavModel → NavConfig → NavUI → NavTerminal → navsim.
// NavRouting and NavModel depend on nothing but the standard library and Foundation,
// so an app could embed them as they are. Only NavTerminal touches ncurses.
let package = Package(
    name: "navsim",
    products: [
        .executable(name: "navsim", targets: ["navsim"]),
        .library(name: "NavRouting", targets: ["NavRouting"]),
        .library(name: "NavModel", targets: ["NavModel"]),
        // For the benchmark package (Benchmarks/), which times the linter and the UI's view/update.
        .library(name: "NavConfig", targets: ["NavConfig"]),
        .library(name: "NavUI", targets: ["NavUI"]),
        .library(name: "NavLinks", targets: ["NavLinks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "NavRouting"),
        .target(name: "NavModel", dependencies: ["NavRouting"]),
        .target(name: "NavConfig", dependencies: ["NavRouting", "NavModel"]),
        // The OS layer: would iOS or Android hand a URL to the app at all (docs/links.md)?
        .target(name: "NavLinks", dependencies: ["NavRouting", "NavModel", "NavConfig"]),
        .target(name: "NavUI", dependencies: ["NavRouting", "NavModel", "NavConfig", "NavLinks"]),
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "NavTerminal", dependencies: ["CNcurses", "NavUI"]),
        .executableTarget(
            name: "navsim",
            dependencies: [
                "NavRouting", "NavModel", "NavConfig", "NavLinks", "NavUI", "NavTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "NavRoutingTests", dependencies: [
            "NavRouting", .product(name: "PropertyBased", package: "swift-property-based"),
        ], resources: [.copy("Vectors")]),
        .testTarget(name: "NavModelTests", dependencies: [
            "NavModel", "NavRouting", "NavConfig",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavConfigTests", dependencies: [
            "NavConfig", "NavRouting", "NavModel", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavUITests", dependencies: [
            "NavUI", "NavModel", "NavConfig", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavLinksTests", dependencies: ["NavLinks", "NavConfig"]),
        .testTarget(name: "EndToEndTests", dependencies: ["navsim"]),
    ]
)
