import Foundation
import NavModel
import NavRouteFile
import Testing
@testable import NavScenarios
import TestSupport

/// A scenario's `"launch"`: cold, or warm after setup inputs with flags; read strictly.
@Suite struct LaunchTests {
    func scenario(_ launch: String, steps: String = #"["app://items/1"]"#) -> Result<ScenarioFile, RouteFileError> {
        decodeScenarios(#"{ "routes": "r.json", "scenarios": [ { "name": "s", "launch": "# + launch + #", "steps": "# + steps + " } ] }")
    }

    @Test func coldAndWarmLaunchesDecode() throws {
        #expect(try scenario(#""cold""#).get().scenarios[0].launch == .cold)
        let warm = try scenario(#"{ "from": ["app://items/1", ":tab more"], "flags": { "in": true } }"#).get().scenarios[0].launch
        #expect(warm == Launch(from: ["app://items/1", ":tab more"], flags: ["in": true]))
        #expect(try decodeScenarios(#"{ "routes": "r.json", "scenarios": [ { "name": "s", "steps": [] } ] }"#).get()
            .scenarios[0].launch == .cold)
    }

    @Test func unknownKeysAndWrongShapesAreErrorsWithLineAndColumn() {
        let cases: [(String, String)] = [
            (#"{ "form": ["a"] }"#, #"s.json:1:65: error: scenarios[0].launch.form: unknown key "form" in a launch (it takes "from" and "flags"); did you mean "from"?"#),
            (#""warm""#, #"s.json:1:63: error: scenarios[0].launch: expected "cold" or an object with "from" and "flags", found a string "warm""#),
            (#"["a"]"#, #"s.json:1:63: error: scenarios[0].launch: expected "cold" or an object with "from" and "flags", found an array"#),
            (#"{ "flags": { "in": "maybe" } }"#, #"s.json:1:82: error: scenarios[0].launch.flags.in: expected a boolean, found a string "maybe""#),
        ]
        for (launch, message) in cases {
            switch scenario(launch) {
            case .success: Issue.record("\(launch) decoded")
            case .failure(let error): #expect(error.render().contains(message), "\(error.render())")
            }
        }
    }

    @Test func aWarmLaunchRunsItsSetupUncheckedThenTheSteps() throws {
        let file = try scenario(#"{ "from": ["app://items/1"], "flags": { "in": true } }"#,
                                steps: #"[ { "expect": { "stack": ["Home", "List", "Item"] } }, { "input": "app://secret", "expect": { "tab": "more", "stack": ["More", "Secret"], "modals": [] } } ]"#).get()
        let result = ScenarioRunner(app: try compiledApp(scenarioTestRoutes)).run(file.scenarios[0])
        #expect(result.passed, "\(ScenarioReport.lines(result, file: "s.json").joined(separator: "\n"))")
    }

    @Test func aRefusedSetupInputFailsTheScenario() throws {
        let file = try scenario(#"{ "from": ["app://nowhere"] }"#, steps: #"[ { "expect": { "stack": ["Home"] } } ]"#).get()
        let result = ScenarioRunner(app: try compiledApp(scenarioTestRoutes)).run(file.scenarios[0])
        let lines = ScenarioReport.lines(result, file: "s.json")
        #expect(!result.passed)
        #expect(lines.contains("  launch, setup input \"app://nowhere\", at s.json:1:38"))
        #expect(lines.contains("    + launch.from: refused: no route matches app://nowhere"))
    }

    @Test func aWarmLaunchRoundTripsThroughTheEncoder() throws {
        let launch = Launch(from: ["app://items/1"], flags: ["in": true])
        let file = ScenarioFile(routes: "r.json", scenarios: [Scenario(name: "s", launch: launch, steps: [ScenarioStep(input: "x")])])
        let text = file.json().rendered()
        #expect(text.contains(#""launch""#))
        #expect(try decodeScenarios(text).get().scenarios[0].launch == launch)
        #expect(!ScenarioFile(routes: "r.json", scenarios: [Scenario(name: "s", steps: [])]).json().rendered().contains("launch"))
    }
}
