// swift-tools-version: 6.1
import PackageDescription

// Layers (data flows one way):
//   NavSyntax → NavRouting → NavExplain → NavApp → NavModel → NavProfiles → NavRouteFile → NavLint, NavScenarios → NavUI → NavTerminal → NavCommands → navsim
//   (a profile's folder in NavProfiles holds its matching and, when its library has them, its navigator and route source;
//   NavMap, the navigation graph, sits between NavLint and NavUI).
// NavSupport (JSON with positions, JSON output, atomic writes, quoting, diagnostics) sits beside them.
// NavSyntax, NavRouting, NavExplain, NavProfiles, NavApp and NavModel depend on nothing but the standard library and Foundation,
// so an app could embed them as they are. Only NavTerminal touches ncurses.
// docs/architecture.md describes each module and where to make common changes.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

// On Linux the release build of the `navsim` command links the Swift runtime and Foundation
// statically, as `--static-swift-stdlib` would: loading them dynamically (15 libraries, some
// 10,000 symbol relocations) took longer than everything `navsim match` does after it
// (BENCHMARKS.md, "Start-up"). It is also not position-independent: the code, compiled against
// the dynamic modules, reaches their symbols through some 80,000 pointers that a PIE binary
// relocates at every start (200 more page faults, about 1.5 ms). Linking the dynamic modules'
// code from the static libraries takes the C libraries their static modules would have named,
// listed here in link order. Only the executable target carries these (unsafe) flags, so the
// library products stay usable as dependencies. `NAVSIM_LINK_DYNAMIC=1 swift build -c release`
// links dynamically.
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let releaseLinkedStatically: [LinkerSetting] = Context.environment["NAVSIM_LINK_DYNAMIC"] != nil ? [] :
    [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], releaseOnLinux)]
    + ["CoreFoundation", "_CFXMLInterface", "_FoundationCShims", "_FoundationCollections", "_FoundationICU", "xml2"]
        .map { .linkedLibrary($0, releaseOnLinux) }

let package = Package(
    name: "navsim",
    products: [
        .executable(name: "navsim", targets: ["navsim"]),
        .library(name: "NavRouting", targets: ["NavRouting", "NavProfiles", "NavExplain"]),  // with NavSyntax, which it re-exports
        .library(name: "NavModel", targets: ["NavModel"]),
        // For the benchmark package (Benchmarks/), which times the loader, the linter and the UI.
        .library(name: "NavRouteFile", targets: ["NavRouteFile"]),
        .library(name: "NavLint", targets: ["NavLint"]),
        .library(name: "NavUI", targets: ["NavUI"]),
        .library(name: "NavLinks", targets: ["NavLinks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // YAML for the Maestro flows `navsim test --emit maestro` writes; the CLI alone uses it.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Support for the modules that read and write files: the JSON parser that keeps positions,
        // JSON output, atomic file writing, quoting in messages, file-kind wording.
        .target(name: "NavSupport", swiftSettings: swiftSettings),
        // The text of routes and URLs: the pattern language (parsing, optional groups, limits,
        // each library's pattern dialect), URL parts and escapes, `where` expressions, edit distance.
        .target(name: "NavSyntax", swiftSettings: swiftSettings),
        // The router core: URL reading, the profile protocol and the navsim profile, the compiled
        // route table.
        .target(name: "NavRouting", dependencies: ["NavSyntax"], swiftSettings: swiftSettings),
        // Why a URL matches or not: every candidate's verdict (`--explain`), the nearest routes
        // for "did you mean".
        .target(name: "NavExplain", dependencies: ["NavRouting"], swiftSettings: swiftSettings),
        // The routing libraries navsim reproduces, one folder each (URL reader, pattern dialect,
        // segment matcher, navigation rules, and where a library's routes come from: jetpack's
        // navigation graphs, go_router's route tree, Expo Router's app folder), and the registry of every profile.
        .target(name: "NavProfiles", dependencies: ["NavSupport", "NavRouting", "NavModel"], swiftSettings: swiftSettings),
        // The container tree, navigation plans, guards, shortcuts, reverse routing.
        // What an app is, as its route file describes it: tabs, screens, routes' navigation, guards, shortcuts.
        .target(name: "NavApp", dependencies: ["NavRouting"], swiftSettings: swiftSettings),
        .target(name: "NavModel", dependencies: ["NavSupport", "NavRouting", "NavExplain", "NavApp"], swiftSettings: swiftSettings),
        // The route file: positioned JSON, decoding with diagnostics, the compiled app.
        .target(name: "NavRouteFile", dependencies: ["NavSupport", "NavRouting", "NavProfiles", "NavModel"], swiftSettings: swiftSettings),
        // The linter: rules, witness URLs, winner lookup, `check`.
        .target(name: "NavLint", dependencies: ["NavSupport", "NavRouting", "NavExplain", "NavProfiles", "NavModel", "NavRouteFile", "NavLinks"], swiftSettings: swiftSettings),
        // Scenarios: files, runner, recorder, expectations, coverage.
        .target(name: "NavScenarios", dependencies: ["NavSupport", "NavRouting", "NavProfiles", "NavModel", "NavRouteFile", "NavLinks"],
                swiftSettings: swiftSettings),
        // The pure UI: state, update, view into a cell buffer.
        .target(name: "NavUI", dependencies: ["NavSupport", "NavRouting", "NavModel", "NavRouteFile", "NavLint", "NavScenarios", "NavLinks", "NavMap"],
                swiftSettings: swiftSettings),
        // The OS layer: would iOS or Android hand a URL to the app at all (docs/links.md)?
        .target(name: "NavLinks", dependencies: ["NavSupport", "NavRouting", "NavProfiles", "NavModel", "NavRouteFile"], swiftSettings: swiftSettings),
        // An app's own files (Info.plist, entitlements, association files, Android manifests and
        // Gradle files, navigation graphs, the seed libraries' route registrations) read into a
        // route file (`navsim init`), and the drift between a route file and them (`check --against`).
        .target(name: "NavImport", dependencies: ["NavSupport", "NavRouting", "NavProfiles", "NavRouteFile", "NavLinks"], swiftSettings: swiftSettings),
        // The app's navigation as a graph (`navsim graph`, the UI's map): screens by tab, the
        // links and shortcuts reaching them, Mermaid and DOT output, the difference of two files.
        .target(name: "NavMap", dependencies: ["NavRouting", "NavModel", "NavRouteFile", "NavLint"], swiftSettings: swiftSettings),
        // ncurses with wide characters (apt: libncurses-dev). No `pkgConfig: "ncursesw"`: its
        // .pc file adds only -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM refuses
        // ("warning: prohibited flag(s)") and drops anyway; the headers are in the default
        // include path, shim.h sets the macros the wide API needs, and module.modulemap links
        // ncursesw (whose linker script brings in tinfo).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The ncurses shell: terminal session, keys, signals, history, file watching.
        .target(name: "NavTerminal", dependencies: ["CNcurses", "NavSupport", "NavRouteFile", "NavLinks", "NavUI"], swiftSettings: swiftSettings),
        // Commands and their reports (text, JSON, JUnit, profile comparison).
        .target(
            name: "NavCommands",
            dependencies: [
                "NavSupport", "NavRouting", "NavExplain", "NavProfiles", "NavModel", "NavRouteFile", "NavLint", "NavScenarios", "NavLinks", "NavUI",
                "NavTerminal", "NavMap", "NavImport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        // The executable: one call into NavCommands. Kept apart so that its link settings (above)
        // do not reach the test bundles, which load the dynamic Swift runtime.
        .executableTarget(name: "navsim", dependencies: ["NavCommands"], swiftSettings: swiftSettings,
                          linkerSettings: releaseLinkedStatically),
        // Shared by the test targets: compiled-app helpers, temporary directories, the built binary.
        .target(name: "TestSupport", dependencies: ["NavSupport", "NavRouting", "NavModel", "NavRouteFile"],
                path: "Tests/TestSupport"),
        .testTarget(name: "NavRoutingTests", dependencies: [
            "NavSyntax", "NavRouting", "NavProfiles", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ], resources: [.copy("Vectors")]),
        .testTarget(name: "NavSupportTests", dependencies: ["NavSupport", "TestSupport"]),
        .testTarget(name: "NavSyntaxTests", dependencies: ["NavSyntax"]),
        .testTarget(name: "NavAppTests", dependencies: ["NavApp"]),
        .testTarget(name: "NavExplainTests", dependencies: ["NavExplain", "NavRouting"]),
        .testTarget(name: "NavProfilesTests", dependencies: ["NavProfiles", "NavRouting", "NavSupport", "NavRouteFile", "TestSupport"]),
        .testTarget(name: "NavModelTests", dependencies: [
            "NavModel", "NavRouting", "NavProfiles", "NavRouteFile", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavRouteFileTests", dependencies: [
            "NavSupport", "NavRouteFile", "NavRouting", "NavProfiles", "NavModel", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavLintTests", dependencies: [
            "NavSupport", "NavLint", "NavRouteFile", "NavRouting", "NavProfiles", "NavModel", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavScenariosTests", dependencies: [
            "NavSupport", "NavScenarios", "NavRouteFile", "NavRouting", "NavProfiles", "NavModel", "NavLinks", "TestSupport",
        ]),
        .testTarget(name: "NavUITests", dependencies: [
            "NavSupport", "NavUI", "NavModel", "NavRouteFile", "NavScenarios", "NavLinks", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "NavTerminalTests", dependencies: ["NavTerminal", "NavUI", "NavRouteFile", "NavLinks", "TestSupport"]),
        .testTarget(name: "NavsimCommandTests", dependencies: [
            "NavCommands", "NavProfiles", "NavRouteFile", "NavModel", "NavScenarios", "TestSupport", .product(name: "Yams", package: "Yams"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "NavMapTests", dependencies: ["NavMap", "NavModel", "NavRouteFile", "NavLint", "TestSupport"]),
        .testTarget(name: "NavImportTests", dependencies: ["NavImport", "NavSupport", "NavRouteFile", "TestSupport"]),
        .testTarget(name: "NavLinksTests", dependencies: ["NavSupport", "NavLinks", "NavLint", "NavRouteFile", "TestSupport"]),
        // These run the built binary (`swift build` and `swift test` build it), not its code.
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ]
)
