import NavSupport
import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavLinks
/// `navsim test SCENARIO...`: loads every scenario file and its route file, runs every scenario,
/// and measures coverage per route file. The command only prints what this returns.
public struct ScenarioSuiteResult: Sendable {
    /// The files that ran, in the order given.
    public var files: [ScenarioFileResult]
    /// Scenario or route files that could not be used, each with every problem found.
    public var loadErrors: [ScenarioLoadError]
    /// Warnings about scenario files that ran (repeated keys), rendered `FILE:LINE:COL: warning: …`.
    public var warnings: [String]
    /// What the scenarios exercised, one summary per route file, in the order first named.
    public var coverage: [CoverageSummary]

    /// 2 when a file could not be used, else 1 when a scenario failed, else 0.
    public var exitCode: Int32 {
        if !loadErrors.isEmpty { return 2 }
        return files.contains { !$0.failures.isEmpty } ? 1 : 0
    }
}

/// Runs scenario files (docs/scenarios.md).
public enum ScenarioSuite {
    /// Loads and runs the scenario files at `paths`. Files that cannot be loaded are reported
    /// and skipped; the others still run.
    /// - Parameter platform: `test --platform`: the OS of the scenarios that name none.
    public static func run(paths: [String], platform: DeviceChoice? = nil) -> ScenarioSuiteResult {
        var routeFiles: [String: CompiledApp] = [:]
        var result = ScenarioSuiteResult(files: [], loadErrors: [], warnings: [], coverage: [])
        var coverage: [(app: CompiledApp, coverage: ScenarioCoverage)] = []
        for path in paths {
            let loaded: LoadedScenarioFile
            do {
                loaded = try ScenarioFileLoader.load(path: path, routeFiles: &routeFiles, platform: platform)
            } catch {
                result.loadErrors.append(error)
                continue
            }
            if !loaded.warnings.isEmpty { result.warnings.append(loaded.warnings.rendered(file: path)) }
            let runner = ScenarioRunner(app: loaded.app)
            let routesPath = loaded.app.file.path
            let slot = coverage.firstIndex { $0.app.file.path == routesPath } ?? {
                coverage.append((loaded.app, ScenarioCoverage()))
                return coverage.count - 1
            }()
            result.files.append(runner.run(loaded, coverage: &coverage[slot].coverage))
        }
        result.coverage = coverage.map { $0.coverage.summary(for: $0.app) }
        return result
    }
}
