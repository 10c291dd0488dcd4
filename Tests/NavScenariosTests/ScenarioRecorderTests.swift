import Foundation
import NavModel
import Testing
@testable import NavScenarios
import NavRouteFile
import TestSupport
import NavSupport

@Suite struct ScenarioRecorderTests {
    /// Record a session step by step, as the UI does, and replay it: it passes.
    @Test func aRecordedSessionReplays() throws {
        let app = try compiledApp(scenarioTestRoutes)
        let simulator = app.simulator
        var recorder = ScenarioRecorder(routesPath: "routes.json", name: "session")
        var state = simulator.coldStart()
        for input in ["app://items/7?color=red", "app://hello?name=Ann", "app://secret", ":set in=true", "app://nowhere", ":back", ":routes"] {
            let report = simulator.perform(input, on: &state)
            recorder.record(input: input, report: report, state: state, simulator: simulator)
        }
        let scenario = recorder.scenario
        #expect(scenario.steps.count == 7)
        #expect(scenario.steps.allSatisfy { !$0.expect.isEmpty })
        let first = scenario.steps[0].expect
        #expect(first.outcome == .applied)
        #expect(first.stacks.map(\.tab) == ["home", "more"])
        #expect(first.parameters.contains(ExpectedParameter(screen: "Item", name: "color", value: .single("red"))))
        #expect(scenario.steps[4].expect.outcome == .unmatched)
        #expect(scenario.steps[4].expect.reason == "no route matches app://nowhere")
        #expect(scenario.steps[6].expect.outcome == .info)
        #expect(ScenarioRunner(app: app).run(scenario).passed)
    }

    /// `navsim open --record FILE` then `navsim test FILE`: through the disk, with the route
    /// file named relative to the scenario file.
    @Test func aRecordingWrittenToDiskPassesNavsimTest() throws {
        let directory = try ScratchDirectory()
        let routes = try directory.write(scenarioTestRoutes, to: "routes.json")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("recorded"), withIntermediateDirectories: true)
        let target = directory.url.appendingPathComponent("recorded/session.json").path
        let app = try CompiledApp.load(path: routes)
        let recorder = ScenarioRecorder.recording(["first", ":tab more", "app://secret", "app://login"], simulator: app.simulator,
                                                  routesPath: routes)
        try recorder.write(to: target)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.contains(#""routes": "../routes.json""#))
        #expect(text.contains(#""stacks": {"#) && text.contains(#""home": ["Home", "List", "Item"]"#))
        let result = ScenarioSuite.run(paths: [target])
        #expect(result.exitCode == 0, "\(result.loadErrors.map { $0.render() }) \(ScenarioReport.lines(result.files))")
        #expect(result.files.first?.results.first?.stepCount == 4)
    }

    /// A recording that starts in the middle of a session replays its preamble first.
    @Test func thePreambleLeadsToTheRecordedState() throws {
        let app = try compiledApp(scenarioTestRoutes)
        let simulator = app.simulator
        var state = simulator.run(["app://items/1"]).state
        var recorder = ScenarioRecorder(routesPath: "routes.json", preamble: ["app://items/1"])
        let report = simulator.perform(":back", on: &state)
        recorder.record(input: ":back", report: report, state: state, simulator: simulator)
        #expect(recorder.steps.map(\.input) == ["app://items/1", ":back"])
        #expect(recorder.steps[0].expect.isEmpty)
        #expect(ScenarioRunner(app: app).run(recorder.scenario).passed)
    }

    @Test(arguments: [
        ("/a/b/routes.json", "/a/b/s.json", "routes.json"),
        ("/a/routes.json", "/a/b/c/s.json", "../../routes.json"),
        ("/a/x/routes.json", "/a/y/s.json", "../x/routes.json"),
        ("/elsewhere/routes.json", "/tmp/s.json", "/elsewhere/routes.json"),
    ]) func relativePaths(_ target: String, _ file: String, _ expected: String) {
        #expect(ScenarioRecorder.relativePath(of: target, from: file) == expected)
    }

    @Test func writesReplaceAtomically() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("old", to: "out.json")
        try AtomicFileWriter.write(Data("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["out.json"])
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(Data(), to: directory.url.appendingPathComponent("missing/out.json").path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["out.json"])
    }
}
