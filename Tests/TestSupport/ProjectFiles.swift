import Foundation

/// The files of this repository that tests run on.
public enum ProjectFiles {
    /// The package root (this file is `Tests/TestSupport/ProjectFiles.swift`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `demo-routes.json` and every `Resources/examples/*.json`, as absolute paths.
    public static var routeFiles: [String] {
        let examples = root.appendingPathComponent("Resources/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return [root.appendingPathComponent("demo-routes.json").path]
            + names.filter { $0.hasSuffix(".json") }.sorted().map { examples.appendingPathComponent($0).path }
    }

    /// Every scenario file shipped in `Resources/scenarios`.
    public static var scenarioFiles: [String] {
        let folder = root.appendingPathComponent("Resources/scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
