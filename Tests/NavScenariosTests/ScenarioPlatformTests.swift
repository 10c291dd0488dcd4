import Foundation
import NavLinks
import NavModel
import NavRouteFile
import NavScenarios
import Testing
import TestSupport

/// Scenarios run on a simulated device: every URL input goes through the platform's verdict
/// first (docs/scenarios.md, "platform"), so a scenario cannot pass for a link that never
/// reaches the app.
@Suite struct ScenarioPlatformTests {
    static let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path
    static let webLink = "https://hotels.example.com/nearby/1.5/1.5" // no association component or intent filter admits it
    static let admitted = "https://hotels.example.com/cities/paris"

    /// Runs a scenario file written in a scratch folder against the demo; `body` is the file's
    /// members after `routes`.
    static func run(_ body: String, platform: DeviceChoice? = nil) throws -> ScenarioSuiteResult {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"{ "routes": "\#(demo)", \#(body) }"#, to: "s.json")
        return ScenarioSuite.run(paths: [path], platform: platform)
    }

    static func failures(_ result: ScenarioSuiteResult) -> [String] {
        result.files.flatMap(\.results).compactMap { result in result.failure.map { "\(result.name): \($0.lines.filter { !$0.holds }.map { "\($0.key) \($0.actual)" })" } }
    }

    @Test("By default the first configured platform (iOS) decides: a web link iOS keeps is refused and changes nothing")
    func defaultPlatform() throws {
        let result = try Self.run(#"""
            "scenarios": [ { "name": "web link", "steps": [
              { "input": "\#(Self.webLink)", "expect": { "outcome": "refused", "opensApp": false, "via": null, "reason": "Safari: ", "stack": ["CityList"] } },
              { "input": "\#(Self.admitted)", "expect": { "opensApp": true, "via": "universal-link", "stack": ["CityList", "HotelList"] } },
              { "input": "hotels://help", "expect": { "opensApp": true, "via": "custom-scheme" } }
            ] } ]
            """#)
        #expect(result.exitCode == 0, "\(Self.failures(result)) \(result.loadErrors.map { $0.render() })")
    }

    @Test("The scenario's platform wins over the file's, and the file's over the command line's")
    func precedence() throws {
        let result = try Self.run(#"""
            "platform": "android",
            "scenarios": [
              { "name": "file: android", "steps": [ { "input": "\#(Self.admitted)", "expect": { "via": "app-link" } } ] },
              { "name": "scenario: none", "platform": "none", "steps": [
                { "input": "\#(Self.webLink)", "expect": { "outcome": "applied", "screen": "NearbyMap" } } ] },
              { "name": "scenario: ios", "platform": "ios", "steps": [ { "input": "\#(Self.admitted)", "expect": { "via": "universal-link" } } ] }
            ]
            """#, platform: .ios)
        #expect(result.exitCode == 0, "\(Self.failures(result))")
        let commandLine = try Self.run(#""scenarios": [ { "name": "x", "steps": [ { "input": "\#(Self.admitted)", "expect": { "via": "app-link" } } ] } ]"#,
                                       platform: .android)
        #expect(commandLine.exitCode == 0, "\(Self.failures(commandLine))")
    }

    @Test("A failing opensApp expectation shows what the OS did; without a platform there is no verdict")
    func opensAppFailure() throws {
        let result = try Self.run(#"""
            "scenarios": [
              { "name": "ios keeps it", "steps": [ { "input": "\#(Self.webLink)", "expect": { "opensApp": true } } ] },
              { "name": "app alone", "platform": "none", "steps": [ { "input": "\#(Self.admitted)", "expect": { "opensApp": true } } ] }
            ]
            """#)
        #expect(result.exitCode == 1)
        #expect(Self.failures(result) == [
            #"ios keeps it: ["opensApp false"]"#,
            #"app alone: ["opensApp no OS verdict (the app alone: no platform is simulated)"]"#,
        ])
    }

    @Test(":platform switches the OS between steps, as in the UI")
    func platformCommand() throws {
        let result = try Self.run(#"""
            "scenarios": [ { "name": "switch", "steps": [
              { "input": "\#(Self.admitted)", "expect": { "via": "universal-link" } },
              { "input": ":platform android", "expect": { "outcome": "applied", "log": "simulating Android 34" } },
              { "input": "\#(Self.admitted)", "expect": { "via": "app-link" } },
              { "input": ":reset" },
              { "input": "\#(Self.admitted)", "expect": { "via": "app-link" } },
              { "input": ":platform windows", "expect": { "outcome": "refused", "reason": "usage: :platform ios|android" } }
            ] } ]
            """#)
        #expect(result.exitCode == 0, "\(Self.failures(result))")
    }

    @Test("A platform on a step, an unknown platform, or one the route file does not configure: an error naming where, nothing run")
    func badPlatforms() throws {
        let onStep = try Self.run(#""scenarios": [ { "name": "x", "steps": [ { "input": "hotels://help", "platform": "ios" } ] } ]"#)
        #expect(onStep.exitCode == 2 && onStep.files.isEmpty)
        let stepMessage = onStep.loadErrors.map { $0.render() }.joined()
        #expect(stepMessage.contains(#"s.json:1:"#) && stepMessage.contains(#"scenarios[0].steps[0].platform: "platform" belongs on the scenario or at the top of the file, not on a step"#),
                "\(stepMessage)")
        let unknown = try Self.run(#""platform": "andriod", "scenarios": [ { "name": "x", "steps": [ "hotels://help" ] } ]"#)
        #expect(unknown.exitCode == 2)
        #expect(unknown.loadErrors.map { $0.render() }.joined().contains(#"platform: expected one of "ios", "android", "none", found a string "andriod"; did you mean "android"?"#))

        let scratch = try ScratchDirectory()
        _ = try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a", "screen": "A" } ] }"#, to: "routes.json")
        let noLinks = try scratch.write(#"{ "routes": "routes.json", "scenarios": [ { "name": "x", "platform": "android", "steps": [ "app://a" ] } ] }"#, to: "s.json")
        let result = ScenarioSuite.run(paths: [noLinks])
        #expect(result.exitCode == 2 && result.files.isEmpty)
        let message = result.loadErrors.map { $0.render() }.joined()
        #expect(message.contains(#"s.json:1:"#) && message.contains(#"scenarios[0].platform: "android": "# ) && message.contains(#"has no "links" key"#), "\(message)")
        let plain = try scratch.write(#"{ "routes": "routes.json", "scenarios": [ { "name": "x", "steps": [ "app://a" ] } ] }"#, to: "plain.json")
        #expect(ScenarioSuite.run(paths: [plain]).exitCode == 0)
        let commandLine = ScenarioSuite.run(paths: [plain], platform: .ios)
        #expect(commandLine.exitCode == 2 && commandLine.files.isEmpty)
        #expect(commandLine.loadErrors.map { $0.render() }.joined().contains("--platform ios cannot run this file's scenarios"))
        #expect(ScenarioSuite.run(paths: [plain], platform: DeviceChoice.none).exitCode == 0)
    }

    @Test("The recorder writes the platform it ran on and each URL's verdict, and the recording replays")
    func recording() throws {
        let app = try CompiledApp(RouteFileLoader.load(contents: try RouteFileLoader.contents(ofFileAt: Self.demo), path: Self.demo))
        let setup = try LinkSetup.load(app.file)
        let simulator = app.simulator(on: .android, setup: setup)
        let recorder = ScenarioRecorder.recording([Self.admitted, "https://go.hotels.example.com/cities/rome", ":back"], simulator: simulator,
                                                  routesPath: Self.demo, platform: .android)
        let scratch = try ScratchDirectory()
        let path = scratch.path("recorded.json")
        try recorder.write(to: path)
        let file = try ScenarioFileLoader.decode(try Data(contentsOf: URL(fileURLWithPath: path)), path: path).file
        #expect(file.platform == .android)
        let steps = try #require(file.scenarios.first?.steps)
        #expect(steps[0].expect.opensApp == true && steps[0].expect.via == .channel(.appLink))
        #expect(steps[1].expect.opensApp == false && steps[1].expect.via == ExpectedChannel.none && steps[1].expect.outcome == .refused)
        #expect(steps[2].expect.opensApp == nil && steps[2].expect.via == nil)
        let replay = ScenarioSuite.run(paths: [path])
        #expect(replay.exitCode == 0, "\(Self.failures(replay))")
    }
}
