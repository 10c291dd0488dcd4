import Foundation
import NavModel
import NavRouting
import Testing
@testable import NavScenarios
import NavRouteFile
import TestSupport


@Suite struct ScenarioRunnerTests {
    func run(_ steps: String) throws -> ScenarioResult {
        let file = try decodeScenarios(#"{ "routes": "r.json", "scenarios": [ { "name": "s", "steps": ["# + "\n" + steps + "\n] } ] }").get()
        let scenario = try #require(file.scenarios.first)
        return ScenarioRunner(app: try compiledApp(scenarioTestRoutes)).run(scenario)
    }

    @Test func everyKindOfExpectationHolds() throws {
        let result = try run(#"""
            { "expect": { "tab": "home", "stack": ["Home"], "modals": [], "url": "app://", "pending": null, "flags": { "in": false } } },
            { "input": "app://items/7?color=red",
              "expect": { "outcome": "applied", "tab": "home", "stack": ["Home", "List", "Item"], "stacks": { "more": ["More"] },
                          "screen": "Item", "title": "Item 7", "url": "app://items/7?color=red", "alerts": [],
                          "params": { "Item": { "id": 7, "size": "M", "color": "red", "missing": null }, "List": { "id": null } } } },
            { "input": "app://hello?name=Ann", "expect": { "alerts": ["Hi Ann"], "screen": "Item" } },
            { "input": "app://nowhere", "expect": { "outcome": "unmatched", "reason": "no route matches" } },
            { "input": "app://nowhere", "expect": { "outcome": "refused" } },
            { "input": ":tab nine", "expect": { "outcome": "refused", "reason": "no tab" } },
            { "input": ":routes", "expect": { "outcome": "info" } },
            { "input": "app://secret", "expect": { "modals": [["Login"]], "pending": "app://secret" } },
            { "input": ":set in=true", "expect": { "tab": "more", "stack": ["More", "Secret"], "modals": [], "pending": null } },
            { "input": "first", "expect": { "tab": "home", "params": { "Item": { "id": "1" } } } }
            """#)
        #expect(result.passed, "\(ScenarioReport.lines(result, file: "s.json").joined(separator: "\n"))")
        #expect(result.stepCount == 10)
    }

    /// A failure shows the step, its place, a diff of the stated lines, what the step did and
    /// the whole state after it.
    @Test func aFailureReadsAsADiff() throws {
        let result = try run(#"""
            { "input": "app://items/1", "expect": { "stack": ["Home", "List", "Item"] } },
            { "input": ":back", "expect": { "stack": ["Home", "List", "Item"], "url": "app://items" } },
            "app://never-run"
            """#)
        let failure = try #require(result.failure)
        #expect(failure.stepIndex == 1)
        #expect(ScenarioReport.lines(result, file: "s.json") == [
            "FAIL  s.json › s",
            #"  step 2 of 3, input ":back", at s.json:3:1"#,
            "  expected (-) and actual (+):",
            "    - stack: Home > List > Item",
            "    + stack: Home > List",
            "      url: app://items",
            "  what the step did:",
            "    popped Item #4",
            "  state after the step:",
            "    tab home*: Home#1 > List#3",
            "    tab more: More#2",
            "    url: app://items",
            "    flags: in=false",
            "    pending: none",
            "    alerts: none",
        ])
    }

    @Test func failingExpectationsOfEveryKind() throws {
        let result = try run(#"""
            { "input": "app://items/2", "expect": {
                "outcome": "refused", "reason": "nope", "tab": "more", "stacks": { "away": ["X"] }, "modals": [["M"]],
                "screen": "List", "title": "Item 3", "params": { "Item": { "id": "3", "size": null }, "Gone": { "x": "1" } },
                "url": "app://x", "alerts": ["hi"], "pending": "app://p", "flags": { "in": true } } }
            """#)
        let lines = try #require(result.failure).lines
        #expect(lines.filter(\.holds).isEmpty)
        #expect(lines.map { "\($0.key): \($0.expected) / \($0.actual)" } == [
            "outcome: refused / applied",
            #"reason: contains "nope" / none"#,
            "tab: more / home",
            #"stacks.away: X / no tab "away""#,
            "modals: [M] / none",
            "screen: List / Item",
            "title: Item 3 / Item 2",
            "params.Item.id: 3 / 2",
            "params.Item.size: absent / M",
            "params.Gone.x: 1 / no Gone screen",
            "url: app://x / app://items/2",
            #"alerts: "hi" / none"#,
            "pending: app://p / none",
            "flags.in: true / false",
        ])
    }

    @Test func eachScenarioStartsCold() throws {
        let file = try decodeScenarios(#"""
            { "routes": "r.json", "scenarios": [
              { "name": "one", "steps": [ { "input": "app://items/1", "expect": { "stack": ["Home", "List", "Item"] } } ] },
              { "name": "two", "steps": [ { "expect": { "stack": ["Home"], "url": "app://" } } ] } ] }
            """#).get()
        let runner = ScenarioRunner(app: try compiledApp(scenarioTestRoutes))
        #expect(file.scenarios.map { runner.run($0).passed } == [true, true])
    }

    /// The command's core: a failing file exits 1, a broken one 2 (with file:line:col), coverage
    /// lists what was never touched.
    @Test func suiteExitCodesAndCoverage() throws {
        let directory = try ScratchDirectory()
        _ = try directory.write(scenarioTestRoutes, to: "routes.json")
        let passing = try directory.write(#"""
            { "routes": "routes.json", "scenarios": [ { "name": "ok", "steps": [ { "input": "first", "expect": { "screen": "Item" } } ] } ] }
            """#, to: "pass.json")
        let failing = try directory.write(#"""
            { "routes": "routes.json", "scenarios": [ { "name": "no", "steps": [ { "input": "app://hello", "expect": { "alerts": [] } } ] } ] }
            """#, to: "fail.json")
        let broken = try directory.write(#"{ "routes": "routes.json", "scenarios": [ { "name": "x", "steps": [ 1 ] } ] }"#, to: "broken.json")
        let missingRoutes = try directory.write(#"{ "routes": "none.json", "scenarios": [] }"#, to: "lost.json")

        let good = ScenarioSuite.run(paths: [passing])
        #expect(good.exitCode == 0)
        #expect(good.coverage.first?.textLines == [
            "coverage of \(directory.url.appendingPathComponent("routes.json").path): routes 1/4, screens 4/6, shortcuts 1/1",
            "  routes never matched: routes[1] hello, routes[2] secret, routes[3] login",
            "  screens never shown: Secret, Login",
        ])
        #expect(ScenarioSuite.run(paths: [passing, failing]).exitCode == 1)
        let unusable = ScenarioSuite.run(paths: [passing, broken, missingRoutes])
        #expect(unusable.exitCode == 2)
        #expect(unusable.files.count == 1)
        #expect(unusable.loadErrors.map { $0.render() } == [
            "\(broken):1:69: error: scenarios[0].steps[0]: expected a string (the input) or an object with \"input\" and \"expect\", found a number 1",
            "\(missingRoutes):1:13: error: routes: the route file \"none.json\" cannot be used (\(directory.url.appendingPathComponent("none.json").path))\n"
                + "\(directory.url.appendingPathComponent("none.json").path): error: the route file does not exist",
        ])
    }
}
