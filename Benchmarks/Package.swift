// swift-tools-version: 6.1
import PackageDescription

// The benchmark suite lives in its own package so that RoutingKit (the reference router it is
// compared with) never becomes a dependency of navsim itself.
//   swift run -c release --package-path Benchmarks navsim-bench [--json] [--quick]
let package = Package(
    name: "navsim-benchmarks",
    dependencies: [
        .package(name: "navsim", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        // The second peer: Hummingbird's trie, driven through its `@_spi(Internal)` builder as
        // its own benchmarks do. No traits: the benchmark needs neither swift-configuration nor
        // full Foundation, and leaving them out shortens the build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "navsim-bench",
            dependencies: [
                .product(name: "NavRouting", package: "navsim"),
                .product(name: "NavRouteFile", package: "navsim"),
                .product(name: "NavLint", package: "navsim"),
                .product(name: "NavUI", package: "navsim"),
                .product(name: "NavLinks", package: "navsim"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
            ]
        ),
    ]
)
