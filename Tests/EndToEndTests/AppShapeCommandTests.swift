import Foundation
import Testing
import TestSupport

/// The app-shape keys as the commands see them: bad values stop a run with file, line and
/// column (exit 2); `check` reports what navigation cannot apply; the other commands count
/// warnings in one line.
@Suite struct AppShapeCommandTests {
    @Test(arguments: [
        (#"{ "dispatch": "each", "routes": [ { "path": "a", "screen": "A" } ] }"#, #"routes.json:1:15: error: dispatch: expected one of "first", "all""#),
        (#"{ "unmatched": "web", "routes": [ { "path": "a", "screen": "A" } ] }"#, #"routes.json:1:16: error: unmatched: expected one of "refuse", "browser""#),
        (#"{ "parents": "flat", "routes": [ { "path": "a", "screen": "A" } ] }"#, #"routes.json:1:14: error: parents: expected one of "implicit", "none""#),
        (#"{ "lint": { "ignore": ["no-such-rule"] }, "routes": [ { "path": "a", "screen": "A" } ] }"#, #"routes.json:1:24: error: lint.ignore[0]: no lint rule "no-such-rule""#),
        (#"{ "routes": [ { "path": "a", "screen": "A", "alert": "{+x}" } ] }"#, #"routes.json:1:54: error: routes[0].alert: {+x} (the value inserted unencoded) is only allowed in a route's "redirect""#),
    ])
    func aBadShapeValueStopsTheRun(json: String, expected: String) throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(json, to: "routes.json")
        let open = try NavsimBinary.run(["open", "--routes", path, "app://a"])
        #expect(open.status == 2)
        #expect(open.stderr.contains(expected), "\(open.stderr)")
        #expect(open.stdout.isEmpty)
    }

    @Test func checkReportsAModalParentChainItCannotApply() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"""
            { "scheme": "app", "profile": "waapprouting", "routes": [
              { "path": "p/:id", "screen": "Project", "presentation": "modal" },
              { "path": "p/:id/pledge", "screen": "Pledge", "parent": "p/:id" } ] }
            """#, to: "routes.json")
        let check = try NavsimBinary.run(["check", path])
        #expect(check.status == 0)
        #expect(check.stdout.contains("warning: routes[1].parent: the parent chain of routes[1] \"p/:id/pledge\" cannot be applied: parent routes[0] p/:id is presented modally"), "\(check.stdout)")
        #expect(check.stdout.contains("[unapplied-parent]"))
        let trace = try NavsimBinary.run(["open", "--routes", path, "--trace", "app://p/1/pledge"])
        #expect(!trace.stdout.contains("parent chain:"), "\(trace.stdout)")
        #expect(trace.stdout.contains("tab main*: Root#1 > Pledge#2(id=1)"), "\(trace.stdout)")
    }

    @Test func theNavsimProfileTakesTheChildInsideTheModalParent() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"""
            { "scheme": "app", "routes": [
              { "path": "p/:id", "screen": "Project", "presentation": "modal" },
              { "path": "p/:id/comments", "screen": "Comments" } ] }
            """#, to: "routes.json")
        let trace = try NavsimBinary.run(["open", "--routes", path, "--trace", "app://p/1/comments"])
        #expect(trace.status == 0)
        #expect(trace.stdout.contains("modal 1: Project#2(id=1) > Comments#3(id=1)"), "\(trace.stdout)")
        let check = try NavsimBinary.run(["check", path])
        #expect(!check.stdout.contains("unapplied-parent"), "\(check.stdout)")
    }

    @Test func matchJSONKeepsStderrToOneLineAndQuietToNone() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a", "screen": "A", "requires": ["x"] } ] }"#, to: "routes.json")
        let match = try NavsimBinary.run(["match", "--routes", path, "--json", "app://a"])
        #expect(match.status == 0)
        #expect(match.stderr == "2 warnings (navsim check \(path))\n", "\(match.stderr)")
        let quiet = try NavsimBinary.run(["match", "--routes", path, "--json", "--quiet", "app://a"])
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout == match.stdout)
    }

    @Test func anUndeclaredScreenIsCountedAsANote() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"{ "scheme": "app", "screens": { "A": {} }, "routes": [ { "path": "a", "screen": "A" }, { "path": "b", "screen": "B" } ] }"#, to: "routes.json")
        let text = try NavsimBinary.run(["check", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("note: routes[1].screen: screen \"B\" is not declared"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("routes.json: ok, 2 routes, 1 note\n"), "\(text.stdout)")
        let json = try NavsimBinary.run(["check", path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["warnings"] as? Int == 0)
        #expect(object["notes"] as? Int == 1)
    }

    @Test func anUnmatchedWebLinkIsHandedBackToTheBrowser() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(#"{ "scheme": "app", "domains": ["example.com"], "unmatched": "browser", "routes": [ { "path": "a", "screen": "A" } ] }"#, to: "routes.json")
        let open = try NavsimBinary.run(["open", "--routes", path, "https://example.com/blog/post"])
        #expect(open.stdout.contains("https://example.com/blog/post: refused: no route matches https://example.com/blog/post: the app hands it back to the browser"), "\(open.stdout)")
        let json = try NavsimBinary.run(["open", "--routes", path, "--json", "https://example.com/blog/post"])
        #expect(json.stdout.contains(#""browser": "https://example.com/blog/post""#) || json.stdout.contains(#""browser":"https://example.com/blog/post""#), "\(json.stdout)")
    }
}
