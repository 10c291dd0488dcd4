import Foundation
import Testing
@testable import NavScenarios
import NavRouteFile
import TestSupport

/// The scenario files in `Resources/scenarios` pass, so CI runs them with `swift test`.
@Suite struct ShippedScenarioTests {
    @Test(arguments: ProjectFiles.scenarioFiles) func shippedScenariosPass(_ path: String) throws {
        let result = ScenarioSuite.run(paths: [path])
        #expect(result.loadErrors.isEmpty, "\(result.loadErrors.map { $0.render() })")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        for file in result.files {
            #expect(file.failures.isEmpty, "\(ScenarioReport.lines([file]).joined(separator: "\n"))")
        }
        #expect(result.exitCode == 0)
    }

    /// The demo and every example come with scenarios, and together they touch every route,
    /// screen and shortcut.
    @Test func everyProjectRouteFileIsFullyCovered() {
        let result = ScenarioSuite.run(paths: ProjectFiles.scenarioFiles)
        let covered = Set(result.coverage.map { URL(fileURLWithPath: $0.routesPath).standardizedFileURL.path })
        let routeFiles = Set(ProjectFiles.routeFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        #expect(covered == routeFiles)
        for summary in result.coverage {
            #expect(summary.untouchedRoutes.isEmpty && summary.untouchedScreens.isEmpty && summary.untouchedShortcuts.isEmpty,
                    "\(summary.textLines.joined(separator: "\n"))")
        }
    }
}
