import Foundation
import TestSupport
import Testing

/// The navigation keys as the commands show them: `check`, `open --trace`, `open --json`,
/// `match --explain`, `link`.
@Suite struct NavigationKeyCommandTests {
    static let routes = #"""
        { "scheme": "app", "state": { "loggedIn": false },
          "schemes": { "widget": { "declared": false } },
          "links": { "ios": { "appID": "ABCDE12345.com.example.app", "associations": {} } },
          "guards": { "loggedIn": { "redirect": "https://example.com/signin", "keep": false } },
          "onModal": "inside",
          "tabs": [{ "id": "home", "root": "Home" }],
          "routes": [{ "path": "compose", "screen": "Compose", "presentation": "modal", "policy": "keep" },
                     { "path": "status/:id", "screen": "Status", "when": ["loggedIn"] },
                     { "path": "status/:id", "screen": "WebStatus" },
                     { "path": "secret", "screen": "Secret", "requires": ["loggedIn"] },
                     { "path": "open", "scheme": "widget", "screen": "Widget" }] }
        """#

    func write(_ text: String) throws -> (ScratchDirectory, String) {
        let scratch = try ScratchDirectory()
        return (scratch, try scratch.write(text, to: "app.json"))
    }

    @Test func openTraceNamesEachRule() throws {
        let (scratch, path) = try write(Self.routes)
        let result = try Binary.run(["open", "--routes", path, "--platform", "none", "--trace", "app://compose", "app://compose", "app://status/1"])
        #expect(result.status == 0, "\(result.stderr)")
        for line in ["policy keep: Compose #2 is already on top, so nothing changes (it keeps its parameters)",
                     "routes[1] status/:id declines: \"when\" loggedIn does not hold (loggedIn is false); matching goes on",
                     "onModal inside: the screen is pushed on the top-most modal's stack, above Compose #2"] {
            #expect(result.stdout.contains(line), "\(line)\n\(result.stdout)")
        }
        #expect(result.stdout.contains("modal 1: Compose#2 > WebStatus#3"), "\(result.stdout)")
        _ = scratch
    }

    @Test func openJSONSaysTheBrowserTookTheLinkAndNothingWaits() throws {
        let (scratch, path) = try write(Self.routes)
        let result = try Binary.run(["open", "--routes", path, "--platform", "none", "--json", "app://secret"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
        #expect(json["pending"] is NSNull)
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps[0]["outcome"] as? String == "refused")
        #expect((steps[0]["reason"] as? String)?.contains("guard loggedIn hands https://example.com/signin to the browser") == true)
        #expect(steps[0]["browser"] as? String == "https://example.com/signin")
        _ = scratch
    }

    @Test func matchExplainNamesTheFlag() throws {
        let (scratch, path) = try write(Self.routes)
        let result = try Binary.run(["match", "--routes", path, "--explain", "app://status/1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("routes[1] /status/:id: declined: \"when\" loggedIn does not hold (loggedIn is false)"), "\(result.stdout)")
        #expect(result.stdout.contains("winner: routes[2] /status/:id"), "\(result.stdout)")
        _ = scratch
    }

    @Test func linkSaysOtherAppsCannotOpenAnUndeclaredScheme() throws {
        let (scratch, path) = try write(Self.routes)
        let link = try Binary.run(["link", "--routes", path, "widget://open"])
        #expect(link.stdout.contains("other apps cannot open it"), "\(link.stdout)")
        // The app's own widget opens it.
        let open = try Binary.run(["open", "--routes", path, "--platform", "ios", "--trace", "widget://open"])
        #expect(open.stdout.contains("from the app's own widget or extension"), "\(open.stdout)")
        #expect(open.stdout.contains("pushed Widget"), "\(open.stdout)")
        _ = scratch
    }

    @Test func checkNamesTheFileLineAndColumnOfABadValue() throws {
        let (scratch, path) = try write(#"{ "onModal": "over", "routes": [] }"#)
        let result = try Binary.run(["check", "--routes", path])
        #expect(result.status != 0)
        #expect((result.stdout + result.stderr).contains("app.json:1:14: error: onModal: expected one of \"dismiss\", \"keep\", \"inside\""),
                "\(result.stdout)\(result.stderr)")
        _ = scratch
    }
}
