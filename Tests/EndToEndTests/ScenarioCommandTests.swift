import Foundation
import TestSupport
import Testing

/// `navsim test`, `navsim open --record`, `navsim check`, `navsim diff-profiles` and
/// `navsim match --profile`, run as a user runs them.
@Suite struct ScenarioCommandTests {
    let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path

    @Test func aFailingScenarioPrintsADiffAndExits1() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"""
            { "routes": "\#(demo)", "scenarios": [
              { "name": "back from a hotel", "steps": [
                "hotels://cities/paris/42",
                { "input": ":back", "expect": { "stack": ["CityList"], "url": "hotels://cities/paris" } } ] } ] }
            """#, to: "fail.json")
        let run = try NavsimBinary.run(["test", "fail.json"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL  fail.json › back from a hotel"))
        #expect(run.stdout.contains("    - stack: CityList\n    + stack: CityList > HotelList\n      url: hotels://cities/paris"))
        #expect(run.stdout.contains("1 scenario in 1 file: 0 passed, 1 failed"))
    }

    @Test func anUnreadableScenarioFileExits2WithItsPosition() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("{ \"routes\": \"x.json\",\n  \"scenarios\": [ { \"name\": \"a\" } ]\n}", to: "broken.json")
        let run = try NavsimBinary.run(["test", "broken.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"broken.json:2:18: error: scenarios[0]: missing required key "steps""#))
    }

    /// Record a session headless, replay it with `navsim test`: it passes; JUnit and coverage too.
    @Test func recordThenReplay() throws {
        let scratch = try ScratchDirectory()
        let record = try NavsimBinary.run(["open", "--routes", demo, "hotels://cities/paris/42/book", ":back", "help", "hotels://nowhere",
                                            "--record", "session.json"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")
        let replay = try NavsimBinary.run(["test", "session.json", "--junit", "report.xml", "--coverage"], in: scratch.url)
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("PASS  session.json › recorded session (4 steps)"))
        #expect(replay.stdout.contains("coverage of "))
        let xml = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="session.json" package="navsim" id="0" tests="1" failures="0""#))
    }

    @Test func shippedScenariosPassThroughTheBinary() throws {
        let folder = ProjectFiles.root.appendingPathComponent("Resources/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        let run = try NavsimBinary.run(["test"] + files, in: folder)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("FAIL"))
    }

    @Test func checkExitCodes() throws {
        let scratch = try ScratchDirectory()
        #expect(try NavsimBinary.run(["check", demo], in: scratch.url).status == 0)
        try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a/:x" }, { "path": "a/:y" } ] }"#, to: "dup.json")
        let duplicate = try NavsimBinary.run(["check", "dup.json"], in: scratch.url)
        #expect(duplicate.status == 1)
        #expect(duplicate.stdout.contains("dup.json:1:52: error: routes[1].path: routes[1] \"a/:y\" duplicates routes[0]"))
        #expect(duplicate.stdout.contains("    e.g. app://a/y"))
        let json = try NavsimBinary.run(["check", "dup.json", "--json"], in: scratch.url)
        #expect(json.status == 1)
        #expect(json.stdout.contains(#""rule": "duplicate-route""#))
        #expect(try NavsimBinary.run(["check", "missing.json"], in: scratch.url).status == 2)
    }

    @Test func profilesSideBySide() throws {
        let scratch = try ScratchDirectory()
        let diff = try NavsimBinary.run(["diff-profiles", "--routes", demo, "hotels://search?q=spa", "hotels://cities/paris"], in: scratch.url)
        #expect(diff.status == 0)
        #expect(diff.stdout.hasPrefix("URL"))
        #expect(diff.stdout.contains("DIFFERS"))
        let match = try NavsimBinary.run(["match", "--routes", demo, "--profile", "waapprouting", "hotels://search", "--json"], in: scratch.url)
        #expect(match.status == 1)
        #expect(match.stdout.contains(#""profile": "waapprouting""#))
        let bad = try NavsimBinary.run(["match", "--profile", "nope", "hotels://search"], in: scratch.url)
        #expect(bad.status == 2)
    }
}

/// `navsim test SCENARIO... --emit FORMAT DIR` through the binary.
@Suite struct EmitCommandTests {
    @Test func emitWritesOneFilePerScenarioUnderTheScenarioFilesName() throws {
        let scratch = try ScratchDirectory()
        let demo = ProjectFiles.root.appendingPathComponent("Resources/scenarios/demo.scenarios.json").path
        let run = try NavsimBinary.run(["test", demo, "--emit", "maestro", scratch.path("flows"), "--app-id", "com.example.hotels"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("navsim: wrote 14 maestro files under \(scratch.path("flows"))"))
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("flows/demo.scenarios")).sorted()
        #expect(files.count == 14)
        #expect(files.first == "01-a-hotel-link-builds-the-whole-stack-and-back-leads-to-the-ci.yaml")
        let flow = try String(contentsOfFile: scratch.path("flows/demo.scenarios/" + files[0]), encoding: .utf8)
        #expect(flow.hasPrefix("appId: com.example.hotels\n"))
    }

    @Test func anUnknownFormatOrAMissingDirectoryIsAUsageError() throws {
        let demo = ProjectFiles.root.appendingPathComponent("Resources/scenarios/demo.scenarios.json").path
        let bad = try NavsimBinary.run(["test", demo, "--emit", "detox", "out"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(#"--emit takes maestro, simctl or adb, then a directory; found "detox""#))
        let missing = try NavsimBinary.run(["test", demo, "--emit", "adb"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--emit adb needs a directory to write to"))
    }

    @Test func aDirectoryThatCannotBeMadeIsNamedWithTheSystemsReason() throws {
        let demo = ProjectFiles.root.appendingPathComponent("Resources/scenarios/demo.scenarios.json").path
        let scratch = try ScratchDirectory()
        let file = try scratch.write("", to: "a-file")
        let run = try NavsimBinary.run(["test", demo, "--emit", "adb", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("navsim: cannot write the adb files to \(file): \(file)/demo.scenarios: Not a directory"), "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
    }
}
