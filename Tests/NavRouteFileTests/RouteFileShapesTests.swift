import Testing
@testable import NavRouteFile
import NavModel
import NavSupport
import TestSupport

/// The keys that shape a whole app (`dispatch`, `unmatched`, `parents`, `lint`), `lint` on a
/// route, `requires` on tabs and shortcuts, and where `{+name}` may appear.
@Suite struct RouteFileShapesTests {
    static func decode(_ json: String) throws -> DecodedRouteFile {
        RouteFileDecoder.decode(try JSONDocument(parsing: json))
    }

    @Test func theShapeKeysDecode() throws {
        let decoded = try Self.decode(#"""
            { "dispatch": "all", "unmatched": "browser", "parents": "none", "lint": { "ignore": ["unknown-screen"] },
              "state": { "isCreator": false },
              "tabs": [ { "id": "home", "root": "Home" }, { "id": "dash", "root": "Dash", "requires": ["isCreator"] } ],
              "shortcuts": [ { "name": "stats", "url": "app://stats", "requires": ["isCreator"] } ],
              "routes": [ { "path": "a", "lint": { "ignore": ["parameter-name-conflict"] }, "redirect": "{+to}" } ] }
            """#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let file = decoded.routeFile
        #expect(file.dispatch == .all)
        #expect(file.unmatched == .browser)
        #expect(file.parents == ParentsDefault.none)
        #expect(file.lint?.ignore == ["unknown-screen"])
        #expect(file.routes[0].lint?.ignore == ["parameter-name-conflict"])
        #expect(file.tabs[1].requires == ["isCreator"])
        #expect(file.shortcuts[0].requires == ["isCreator"])
    }

    @Test func absentKeysMeanTheDefaults() throws {
        let file = try Self.decode(#"{ "routes": [ { "path": "a" } ] }"#).routeFile
        #expect(file.dispatch == nil && file.unmatched == nil && file.parents == nil && file.lint == nil)
    }

    @Test("a value outside the list, an unknown rule, a {+name} outside redirect: errors with line and column", arguments: [
        (#"{ "dispatch": "every", "routes": [] }"#,
         #"f:1:15: error: dispatch: expected one of "first", "all", found a string "every""#),
        (#"{ "unmatched": "safari", "routes": [] }"#,
         #"f:1:16: error: unmatched: expected one of "refuse", "browser", found a string "safari""#),
        (#"{ "parents": "never", "routes": [] }"#,
         #"f:1:14: error: parents: expected one of "implicit", "none", found a string "never""#),
        (#"{ "lint": { "ignore": ["unknown-screens"] }, "routes": [] }"#,
         #"f:1:24: error: lint.ignore[0]: no lint rule "unknown-screens"; did you mean "unknown-screen"? (docs/lint.md lists the rules)"#),
        (#"{ "routes": [ { "path": "a", "lint": { "ignore": ["nope-rule"] } } ] }"#,
         #"f:1:51: error: routes[0].lint.ignore[0]: no lint rule "nope-rule" (docs/lint.md lists the rules)"#),
        (#"{ "routes": [ { "path": "a", "alert": "go {+to}" } ] }"#,
         #"f:1:39: error: routes[0].alert: {+to} (the value inserted unencoded) is only allowed in a route's "redirect"; write {to} here"#),
        (#"{ "guards": { "x": { "redirect": "{+to}" } }, "state": { "x": false }, "routes": [] }"#,
         #"f:1:34: error: guards.x.redirect: {+to} (the value inserted unencoded) is only allowed in a route's "redirect"; write {to} here"#),
    ])
    func badValues(json: String, expected: String) throws {
        #expect(renderedDiagnostics(json) == [expected])
    }

    @Test func everyLintRuleNameIsAcceptedInIgnore() throws {
        let names = LintRuleNames.all.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(try Self.decode(#"{ "lint": { "ignore": [\#(names)] }, "routes": [] }"#).diagnostics.isEmpty)
    }

    @Test func parentsNoneCompilesEveryUnnamedParentAsNone() throws {
        let app = try compiledApp(#"{ "parents": "none", "routes": [ { "path": "a" }, { "path": "b", "parent": "a" } ] }"#)
        #expect(app.app.routes.map(\.parent) == [ParentRule.none, .route("a")])
    }
}
