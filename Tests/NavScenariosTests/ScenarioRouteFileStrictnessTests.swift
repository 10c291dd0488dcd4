import Foundation
import NavRouteFile
import NavScenarios
import Testing
import TestSupport

/// `navsim test` is what CI runs: an unknown key in the route file a scenario names is an error,
/// as under `check`, not a warning nobody reads (a misspelt `requires` dropped the guard and
/// the scenario passed without a word).
@Suite struct ScenarioRouteFileStrictnessTests {
    @Test func anUnknownKeyInTheRouteFileStopsTheRun() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a", "screen": "A", "requries": ["in"] } ] }"#, to: "routes.json")
        let scenario = try scratch.write(#"{ "routes": "routes.json", "scenarios": [ { "name": "x", "steps": [ "app://a" ] } ] }"#, to: "s.json")
        var routeFiles: [String: CompiledApp] = [:]
        do {
            _ = try ScenarioFileLoader.load(path: scenario, routeFiles: &routeFiles)
            Issue.record("the route file loaded")
        } catch {
            #expect(error.render().contains(#"routes[0].requries: unknown key "requries"; did you mean "requires"?"#), "\(error.render())")
        }
        let result = ScenarioSuite.run(paths: [scenario])
        #expect(result.exitCode == 2)
    }
}
