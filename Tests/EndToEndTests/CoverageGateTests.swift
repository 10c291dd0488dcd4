import Foundation
import TestSupport
import Testing

/// `navsim test --coverage --require-all`: a link no scenario touches fails CI.
@Suite struct CoverageGateTests {
    @Test func anUntouchedRouteScreenOrShortcutExits1AndIsListed() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(scenarioTestRoutes, to: "routes.json")
        try scratch.write(#"""
            { "routes": "routes.json", "scenarios": [ { "name": "one item", "steps": [ "app://items/1" ] } ] }
            """#, to: "some.json")
        let run = try NavsimBinary.run(["test", "some.json", "--coverage", "--require-all"], in: scratch.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1 scenario in 1 file: 1 passed, 0 failed"))
        #expect(run.stdout.contains("  routes never matched: routes[1] hello, routes[2] secret, routes[3] login\n"))
        #expect(run.stdout.contains("  screens never shown: Secret, Login\n"))
        #expect(run.stdout.contains("  shortcuts never used: first\n"))
        #expect(run.stdout.contains("coverage gate failed (--require-all): \(scratch.path("routes.json")): 3 routes, 2 screens, 1 shortcut untouched"))
        // Without the gate the same run passes.
        #expect(try NavsimBinary.run(["test", "some.json", "--coverage"], in: scratch.url).status == 0)
    }

    @Test func everyShippedScenarioFileCoversItsWholeRouteFile() throws {
        let run = try NavsimBinary.run(["test", "--require-all"] + ProjectFiles.scenarioFiles)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("never"))
    }
}
