import Foundation
import TestSupport
import Testing

/// A misspelt key never passes silently where a file is checked: scenario files always, route
/// files under `navsim check` and `navsim test`. A route file the UI or `open` runs on gets a
/// warning instead.
@Suite struct UnknownKeyTests {
    let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path

    @Test func aMisspeltExpectFailsTheScenarioRun() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"""
            { "routes": "\#(demo)", "scenarios": [
              { "name": "typo", "steps": [
                { "input": "hotels://cities/paris", "expected": { "stack": ["Nowhere"] } } ] } ] }
            """#, to: "typo.json")
        let run = try NavsimBinary.run(["test", "typo.json", "--junit", "report.xml"], in: scratch.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("PASS"))
        #expect(run.stderr.contains(#"typo.json:3:41: error: scenarios[0].steps[0].expected: unknown key "expected"; did you mean "expect"?"#),
                "\(run.stderr)")
        // The JUnit report says so too: one suite in error, not an empty report.
        let report = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(report.contains(#"tests="1" failures="0" errors="1""#), "\(report)")
        #expect(report.contains(#"<error message="typo.json:3:41: error: scenarios[0].steps[0].expected: unknown key &quot;expected&quot;"#), "\(report)")
    }

    @Test func aMisspeltTopLevelKeyFailsCheck() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("""
            { "scheme": "app", "routes": [ { "path": "a", "screen": "A" } ],
              "shortcut": [ { "name": "a", "url": "app://a" } ] }
            """, to: "routes.json")
        let check = try NavsimBinary.run(["check", path])
        #expect(check.status == 1, "\(check.stdout)")
        #expect(check.stdout.contains(#"routes.json:2:3: error: shortcut: unknown key "shortcut"; did you mean "shortcuts"?"#), "\(check.stdout)")
        // Commands that only run the file go on, counting its warnings in one line that points at check.
        let open = try NavsimBinary.run(["open", "--routes", path, "app://a"])
        #expect(open.status == 0)
        #expect(open.stderr == "1 warning (navsim check \(path))\n", "\(open.stderr)")
        let quiet = try NavsimBinary.run(["open", "--routes", path, "--quiet", "app://a"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
