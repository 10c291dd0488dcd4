import Foundation
import NavRouting
import Testing
@testable import NavScenarios
import NavRouteFile
import TestSupport
import NavSupport

/// Decodes a scenario file written inline, or returns its problems rendered.
func decodeScenarios(_ json: String) -> Result<ScenarioFile, RouteFileError> {
    do {
        return .success(try ScenarioFileLoader.decode(Data(json.utf8), path: "s.json").file)
    } catch {
        return .failure(error)
    }
}

@Suite struct ScenarioFileDecoderTests {
    @Test func everyKeyOfTheFormat() throws {
        let result = decodeScenarios(#"""
            { "$schema": "../scenario.schema.json", "routes": "../demo.json", "profile": "jlroutes", "description": "d",
              "scenarios": [ { "name": "one", "description": "what", "steps": [
                "hotels://a",
                { "expect": { "tab": "home" }, "note": "cold start" },
                { "input": ":back", "expect": {
                    "outcome": "refused", "reason": "root", "tab": "home", "stack": ["A", "B"],
                    "stacks": { "home": ["A"], "other": ["C"] }, "modals": [["M", "N"]], "screen": "B", "title": "T",
                    "params": { "B": { "id": 42, "flag": true, "tags": ["x", "y"], "gone": null } },
                    "url": "app://b", "alerts": ["hi"], "pending": null, "flags": { "in": true } } },
                { "input": "x", "expect": { "pending": "app://later" } }
              ] } ] }
            """#)
        let file = try result.get()
        #expect(file.routes == "../demo.json")
        #expect(file.profile == .jlroutes)
        #expect(file.routesLocation?.position == SourcePosition(line: 1, column: 51))
        let scenario = try #require(file.scenarios.first)
        #expect(scenario.name == "one")
        #expect(scenario.steps.count == 4)
        #expect(scenario.steps[0] == ScenarioStep(input: "hotels://a", location: scenario.steps[0].location))
        #expect(scenario.steps[1].input == nil)
        #expect(scenario.steps[1].note == "cold start")
        let expectation = scenario.steps[2].expect
        #expect(expectation == StepExpectation(
            outcome: .refused, reason: "root", tab: "home", stack: ["A", "B"], stacks: [("home", ["A"]), ("other", ["C"])],
            modals: [["M", "N"]], screen: "B", title: "T",
            parameters: [ExpectedParameter(screen: "B", name: "id", value: .single("42")),
                         ExpectedParameter(screen: "B", name: "flag", value: .single("true")),
                         ExpectedParameter(screen: "B", name: "tags", value: .list(["x", "y"])),
                         ExpectedParameter(screen: "B", name: "gone", value: nil)],
            url: "app://b", alerts: ["hi"], pending: ExpectedPending.none, flags: [("in", true)]))
        #expect(scenario.steps[3].expect.pending == .link("app://later"))
    }

    /// Every problem at once, each with line:column and JSON path.
    @Test func problemsComeWithPositions() throws {
        let result = decodeScenarios("""
            {
              "routs": "x.json",
              "scenarios": [
                { "name": "a", "steps": [ 3, {}, { "input": "" } ] },
                { "name": "a", "steps": [] },
                { "steps": [ { "expect": { "outcome": "done", "stak": [] } } ] }
              ]
            }
            """)
        guard case .failure(let error) = result else {
            Issue.record("decoded a broken file")
            return
        }
        #expect(error.render().components(separatedBy: "\n") == [
            #"s.json:1:1: error: missing required key "routes""#,
            #"s.json:2:3: error: routs: unknown key "routs"; did you mean "routes"?"#,
            #"s.json:4:31: error: scenarios[0].steps[0]: expected a string (the input) or an object with "input" and "expect", found a number 3"#,
            #"s.json:4:34: error: scenarios[0].steps[1]: a step needs "input", "expect" or both"#,
            #"s.json:4:49: error: scenarios[0].steps[2].input: expected a non-empty string, found a string """#,
            #"s.json:5:15: error: scenarios[1].name: duplicate scenario name "a"; scenarios[0].name at 4:15 already uses it"#,
            #"s.json:6:5: error: scenarios[2]: missing required key "name""#,
            #"s.json:6:43: error: scenarios[2].steps[0].expect.outcome: expected one of "applied", "refused", "unmatched", "info", "quit", found a string "done""#,
            #"s.json:6:51: error: scenarios[2].steps[0].expect.stak: unknown key "stak"; did you mean "stack"?"#,
        ])
    }

    @Test func notJSONIsOneErrorWithItsPosition() {
        guard case .failure(let error) = decodeScenarios("{\n  \"routes\": \"x\",\n  \"scenarios\": [\n") else {
            Issue.record("decoded a broken file")
            return
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.render().hasPrefix("s.json:4:1: error: "))
    }

    /// The encoding the recorder writes decodes back to the same file.
    @Test func encodingRoundTrips() throws {
        let original = try decodeScenarios(#"""
            { "routes": "r.json", "profile": "waapprouting", "scenarios": [ { "name": "n", "steps": [
              "a", { "input": "b", "expect": { "stacks": { "t": ["X"] }, "params": { "X": { "p": ["1", "2"], "q": null } },
                                                "pending": null, "modals": [], "alerts": [] }, "note": "n" } ] } ] }
            """#).get()
        let text = original.json().rendered(compactScalarArrays: true)
        var decoded = try ScenarioFileLoader.decode(Data(text.utf8), path: "s.json").file
        decoded.routesLocation = original.routesLocation
        for index in decoded.scenarios.indices {
            decoded.scenarios[index].location = original.scenarios[index].location
            for step in decoded.scenarios[index].steps.indices {
                decoded.scenarios[index].steps[step].location = original.scenarios[index].steps[step].location
            }
        }
        #expect(decoded == original)
    }
}
