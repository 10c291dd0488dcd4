import Testing
@testable import NavRouteFile
import TestSupport
import NavSupport

/// The navigation keys' bad values: each an error naming the file, line and column.
@Suite struct NavigationKeyDiagnosticTests {
    @Test(arguments: [
        (#"{"onModal": "close", "routes": []}"#,
         #"f:1:13: error: onModal: expected one of "dismiss", "keep", "inside", found a string "close""#),
        (#"{"routes": [{"path": "a", "onModal": "insde"}]}"#,
         #"f:1:38: error: routes[0].onModal: expected one of "dismiss", "keep", "inside", found a string "insde"; did you mean "inside"?"#),
        (#"{"routes": [{"path": "a", "policy": "popto"}]}"#,
         #"f:1:37: error: routes[0].policy: expected one of "reuse", "push", "replace", "keep", "popTo", found a string "popto"; did you mean "popTo"?"#),
        (#"{"state": {"in": false}, "guards": {"in": {"keep": false}}, "routes": []}"#,
         #"f:1:43: error: guards.in: a guard with "keep": false needs a "redirect": the screen (or https page) that opens instead of the dropped link"#),
        (#"{"tabs": [{"id": "t", "root": "A"}], "shortcuts": [{"name": "s", "action": ":tap t"}], "routes": []}"#,
         #"f:1:76: error: shortcuts[0].action: action ":tap t": unknown command :tap; did you mean ":tab"?"#),
        (#"{"tabs": [{"id": "t", "root": "A"}], "shortcuts": [{"name": "s", "action": [":back", ":tab x"]}], "routes": []}"#,
         #"f:1:86: error: shortcuts[0].action[1]: action ":tab x": no tab "x" (tabs: t)"#),
        (#"{"shortcuts": [{"name": "s", "action": "app://x"}], "routes": []}"#,
         #"f:1:40: error: shortcuts[0].action: action "app://x" is not a command: an action is an input-line command such as ":tab search" (a link goes in "url")"#),
        (#"{"shortcuts": [{"name": "s", "action": ":set nope=true"}], "routes": []}"#,
         #"f:1:40: error: shortcuts[0].action: action ":set nope=true": flag "nope" is not declared in "state""#),
        (#"{"tabs": [{"id": "c", "presents": "Composer"}], "routes": [{"path": "a", "screen": "Compose"}]}"#,
         #"f:1:35: error: tabs[0].presents: "presents" names no screen: "Composer" is neither in "screens" nor any route's screen; did you mean "Compose"?"#),
        (#"{"state": {"account": false}, "resetOn": ["acount"], "routes": []}"#,
         #"f:1:43: error: resetOn[0]: "resetOn" names flag "acount", which "state" does not declare; did you mean "account"?"#),
        (#"{"state": {"loggedIn": false}, "routes": [{"path": "a", "requires": ["!logedIn"]}]}"#,
         #"f:1:70: error: routes[0].requires[0]: "!logedIn" negates flag "logedIn", which "state" does not declare; did you mean "loggedIn"?"#),
        (#"{"state": {"loggedIn": false}, "routes": [{"path": "a", "when": ["!nope"]}]}"#,
         #"f:1:66: error: routes[0].when[0]: "!nope" negates flag "nope", which "state" does not declare"#),
        (#"{"requires": ["!x"], "routes": []}"#,
         #"f:1:15: error: requires[0]: "!x" negates flag "x", which "state" does not declare"#),
        (#"{"shortcuts": [{"name": "s", "url": "app://a", "action": ":back"}], "routes": []}"#,
         #"f:1:16: error: shortcuts[0]: a shortcut has "url" or "action", not both"#),
    ])
    func aBadValueIsAnErrorWithItsPlace(json: String, expected: String) {
        #expect(renderedDiagnostics(json).contains(expected), "\(renderedDiagnostics(json))")
    }

    @Test func aProfileWhoseLibraryNeverDismissesWarnsAboutDismiss() {
        let lines = renderedDiagnostics(#"{"profile": "waapprouting", "routes": [{"path": "a", "onModal": "dismiss"}]}"#)
        #expect(lines.contains { $0.hasPrefix(#"f:1:65: warning: routes[0].onModal: "onModal": "dismiss" cannot apply under the waapprouting profile: WAAppRouting leaves a presented modal up"#) },
                "\(lines)")
        #expect(renderedDiagnostics(#"{"routes": [{"path": "a", "onModal": "dismiss"}]}"#).isEmpty)
    }

    @Test func theKeysDecodeIntoTheApp() throws {
        let app = try compiledApp(#"""
            { "scheme": "app", "state": { "in": false, "account": false }, "onModal": "keep", "requires": ["!account"],
              "resetOn": ["account"], "schemes": { "widget": { "declared": false } },
              "guards": { "in": { "redirect": "https://example.com/signin", "keep": false } },
              "tabs": [{ "id": "home", "root": "Home" }, { "id": "post", "title": "Post", "presents": "Compose" }],
              "shortcuts": [{ "name": "s", "action": [":tab home", ":set in=true"], "dynamic": true }],
              "routes": [{ "path": "c", "screen": "Compose", "presentation": "modal", "policy": "keep", "onModal": "inside", "when": ["!in"] }] }
            """#)
        #expect(app.app.onModal == .keep)
        #expect(app.app.requires == ["!account"])
        #expect(app.app.resetOn == ["account"])
        #expect(app.app.guards["in"]?.keep == false)
        #expect(app.app.tabs[1].presents == "Compose")
        #expect(app.app.shortcuts[0].actions == [":tab home", ":set in=true"])
        #expect(app.app.shortcuts[0].dynamic)
        #expect(app.app.routes[0].onModal == .inside)
        #expect(app.app.routes[0].when == ["!in"])
        #expect(app.app.routes[0].policy == .keep)
        #expect(app.file.routeFile.schemes["widget"]?.declared == false)
        // Top-level requires draws no warning per flag without a guard.
        #expect(app.file.warnings.isEmpty, "\(app.file.warnings)")
    }
}
