import Foundation
import Testing
@testable import NavConfig

/// The files of this repository that tests run on.
enum ProjectFiles {
    /// The package root (this file is `Tests/NavConfigTests/ProjectFiles.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `demo-routes.json` and every `Resources/examples/*.json`, as absolute paths.
    static var routeFiles: [String] {
        let examples = root.appendingPathComponent("Resources/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return [root.appendingPathComponent("demo-routes.json").path]
            + names.filter { $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0).path }
    }

    /// Every scenario file shipped in `Resources/scenarios`.
    static var scenarioFiles: [String] {
        let folder = root.appendingPathComponent("Resources/scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}

/// Compiles a route file written inline; a problem fails the test with the rendered diagnostics.
func compiledApp(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CompiledApp {
    do {
        return try CompiledApp(RouteFileLoader.load(contents: Data(json.utf8), path: "inline.json"))
    } catch {
        Issue.record("the route file does not compile:\n\(error.render())", sourceLocation: sourceLocation)
        throw error
    }
}
