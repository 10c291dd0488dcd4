import Foundation
import TestSupport
import Testing

/// An output option that names one of the command's own inputs would destroy it: `--record`
/// naming the route file replaced it with a scenario, `--junit` naming a scenario file replaced
/// it with XML. Both are refused with exit 2, and the input is left as it was.
@Suite struct OutputOverInputTests {
    static let routes = #"{ "scheme": "app", "routes": [ { "path": "s/:id", "screen": "S" } ] }"#

    @Test func recordOverTheRouteFileIsRefused() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.routes, to: "routes.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("alias.json"), withDestinationPath: path)
        for target in ["routes.json", "alias.json"] {
            let run = try NavsimBinary.run(["open", "--routes", "routes.json", "app://s/1", "--record", target], in: scratch.url)
            #expect(run.status == 2)
            #expect(run.stderr == "navsim: --record \(target) would replace the route file routes.json; name another file\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.routes)
        }
        let inputs = try scratch.write("app://s/2\n", to: "inputs.txt")
        let overInputs = try NavsimBinary.run(["open", "--routes", "routes.json", "--inputs", "inputs.txt", "--record", "inputs.txt"], in: scratch.url)
        #expect(overInputs.status == 2 && overInputs.stderr.contains("would replace the file of inputs inputs.txt"))
        #expect(try String(contentsOfFile: inputs, encoding: .utf8) == "app://s/2\n")
        let elsewhere = try NavsimBinary.run(["open", "--routes", "routes.json", "app://s/1", "--record", "session.json"], in: scratch.url)
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
    }

    @Test func junitOverAScenarioOrItsRouteFileIsRefused() throws {
        let scratch = try ScratchDirectory()
        let routes = try scratch.write(Self.routes, to: "routes.json")
        let scenario = #"{ "routes": "routes.json", "scenarios": [ { "name": "a", "steps": [ "app://s/1" ] } ] }"#
        let scenarioPath = try scratch.write(scenario, to: "s.json")
        let overScenario = try NavsimBinary.run(["test", "s.json", "--junit", "s.json"], in: scratch.url)
        #expect(overScenario.status == 2)
        #expect(overScenario.stderr == "navsim: --junit s.json would replace the scenario file s.json; name another file\n")
        let overRoutes = try NavsimBinary.run(["test", "s.json", "--junit", "routes.json"], in: scratch.url)
        #expect(overRoutes.status == 2 && overRoutes.stderr.contains("would replace the route file"))
        #expect(try String(contentsOfFile: scenarioPath, encoding: .utf8) == scenario)
        #expect(try String(contentsOfFile: routes, encoding: .utf8) == Self.routes)
        #expect(try NavsimBinary.run(["test", "s.json", "--junit", "report.xml"], in: scratch.url).status == 0)
    }
}
