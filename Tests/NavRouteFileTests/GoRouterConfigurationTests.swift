import Foundation
import NavRouteFile
import NavSupport
import Testing

/// The go_router profile's route file: go_router's configuration assertions as errors with the
/// library's messages, each at its JSON path, line and column (`test/go_router_test.dart`,
/// `test/configuration_test.dart`, `test/exception_handling_test.dart`).
@Suite struct GoRouterConfigurationTests {
    /// The diagnostics loading and compiling `json` gives (empty when it compiles).
    private func diagnostics(_ json: String) -> [ConfigDiagnostic] {
        do {
            _ = try CompiledApp(RouteFileLoader.load(contents: Data(json.utf8), path: "routes.json"))
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }
        }
    }

    /// Where `needle` first starts in `json` (1-based line and column).
    private func position(of needle: String, in json: String) -> SourcePosition? {
        guard let range = json.range(of: needle) else { return nil }
        let before = json[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return SourcePosition(line: line, column: column)
    }

    private func only(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConfigDiagnostic? {
        let found = diagnostics(json)
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        return found.first
    }

    @Test func aValidTreeCompiles() {
        #expect(diagnostics("""
            {"profile": "go_router", "routes": [{"path": "/", "screen": "Home", "routes": [{"path": "a", "screen": "A"}]}]}
            """).isEmpty)
    }

    // go_router_test.dart :: empty path
    @Test func anEmptyPath() {
        let json = """
            {"profile": "go_router",
             "routes": [{"path": "", "screen": "Home"}]}
            """
        let found = only(json)
        #expect(found?.message == "GoRoute path cannot be empty")
        #expect(found?.jsonPath == "routes[0].path")
        #expect(found?.position == position(of: #""""#, in: json))
        #expect(found?.position?.line == 2)
    }

    // go_router_test.dart :: trailing / on sub-route
    @Test func aTrailingSlashOnASubRoute() {
        let found = only("""
            {"profile": "go_router", "routes": [{"path": "/", "screen": "Home", "routes": [
              {"path": "foo/", "screen": "Foo"}]}]}
            """)
        #expect(found?.message.hasPrefix(#"route path may not end with "/" except for the top "/" route"#) == true)
        #expect(found?.jsonPath == "routes[0].routes[0].path")
        #expect(found?.position?.line == 2)
    }

    // GoRoute's assertion: builder, pageBuilder, or redirect must be provided
    @Test func neitherScreenNorRedirect() {
        let found = only(#"{"profile": "go_router", "routes": [{"path": "/"}]}"#)
        #expect(found?.message == "builder, pageBuilder, or redirect must be provided")
        #expect(found?.jsonPath == "routes[0]")
    }

    // go_router_test.dart :: error: duplicate path param (one path) / configuration.dart's
    // duplicate path parameter along a chain
    @Test func duplicateParameters() {
        #expect(only(#"{"profile": "go_router", "routes": [{"path": "/:id/:blah/:bam/:id/:blah", "screen": "Dummy"}]}"#)?
            .message.hasPrefix("FormatException") == true)
        let chain = only("""
            {"profile": "go_router", "routes": [{"path": "/:id", "screen": "A", "routes": [{"path": "b/:id", "screen": "B"}]}]}
            """)
        #expect(chain?.message.hasPrefix("duplicate path parameter, 'id' found in") == true)
        #expect(chain?.jsonPath == "routes[0].routes[0].path")
    }

    // exception_handling_test.dart :: throws if more than one exception handlers are provided.
    @Test func moreThanOneErrorHandler() {
        for pair in [("errorBuilder", "onException"), ("errorBuilder", "errorPageBuilder"), ("onException", "errorPageBuilder")] {
            let value = { (key: String) in key == "onException" ? "{}" : #""Error""# }
            let found = only("""
                {"profile": "go_router", "goRouter": {"\(pair.0)": \(value(pair.0)), "\(pair.1)": \(value(pair.1))},
                 "routes": [{"path": "/", "screen": "Home"}]}
                """)
            #expect(found?.message == "Only one of onException, errorPageBuilder, or errorBuilder can be provided.")
        }
    }

    // configuration.dart _debugCheckParentNavigatorKeys
    @Test func aParentNavigatorKeyMustNameAnAncestor() {
        let found = only("""
            {"profile": "go_router", "routes": [{"shell": "S", "navigatorKey": "inner", "routes": [{"path": "/a", "screen": "A"}]},
              {"path": "/b", "screen": "B", "parentNavigatorKey": "inner"}]}
            """)
        #expect(found?.message.hasPrefix("parentNavigatorKey inner must refer to an ancestor ShellRoute's navigatorKey") == true)
        #expect(found?.jsonPath == "routes[1].parentNavigatorKey")
    }

    // configuration_test.dart :: throws when a branch of a StatefulShellRoute has an incorrect initialLocation
    @Test func aBranchInitialLocationMustBeInTheBranch() {
        let found = only("""
            {"profile": "go_router", "routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]},
              {"initialLocation": "/a", "routes": [{"path": "/b", "screen": "B"}]}]}]}
            """)
        #expect(found?.message.contains("must match a descendant route of the branch") == true)
        #expect(found?.jsonPath == "routes[0].branches[1].initialLocation")
    }

    // configuration_test.dart :: throws when there is no default route in a branch
    @Test func aBranchWithoutAGoRoute() {
        let found = diagnostics("""
            {"profile": "go_router", "routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]}, {"routes": []}]}]}
            """)
        #expect(found.contains { $0.jsonPath == "routes[0].branches[1]" })
    }

    // Other profiles' keys, and typos, are errors naming the key's place.
    @Test func foreignAndUnknownKeys() {
        let json = #"{"profile": "go_router", "routes": [{"path": "/", "screen": "Home", "priority": 3}]}"#
        let foreign = only(json)
        #expect(foreign?.message.hasPrefix(#""priority" is not a go_router route key"#) == true)
        #expect(foreign?.jsonPath == "routes[0].priority")
        #expect(foreign?.position == position(of: #""priority""#, in: json))
        let screenMark = only(#"{"profile": "go_router", "routes": [{"path": "home{Home}", "screen": "Home"}]}"#)
        #expect(screenMark?.message.contains("{Screen}") == true)
        let typo = only(#"{"profile": "go_router", "goRouter": {"initialLocaton": "/"}, "routes": [{"path": "/", "screen": "Home"}]}"#)
        #expect(typo?.jsonPath == "goRouter.initialLocaton")
    }

    // A redirect rule must say where it goes.
    @Test func aRuleWithoutTo() {
        let found = only("""
            {"profile": "go_router", "goRouter": {"redirect": [
              {"when": ["!signedIn"]}]}, "routes": [{"path": "/", "screen": "Home"}]}
            """)
        #expect(found?.message == #"a redirect rule needs "to" (a location) or "throw" (a message)"#)
        #expect(found?.jsonPath == "goRouter.redirect[0]")
        #expect(found?.position == SourcePosition(line: 2, column: 3))
    }

    // A malformed route tree: a route that is not an object, routes that are not an array.
    @Test func aMalformedTree() {
        let notObject = only(#"{"profile": "go_router", "routes": [{"path": "/", "screen": "Home", "routes": ["a"]}]}"#)
        #expect(notObject?.jsonPath == "routes[0].routes[0]")
        #expect(notObject?.message.hasPrefix("expected a route object") == true)
        let notArray = only(#"{"profile": "go_router", "routes": {"path": "/"}}"#)
        #expect(notArray?.jsonPath == "routes")
    }

    // `tabs` names the tab shell's branches: one per branch.
    @Test func tabsMustMatchTheBranches() {
        let found = only("""
            {"profile": "go_router", "tabs": [{"id": "a"}], "routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]}, {"routes": [{"path": "/b", "screen": "B"}]}]}]}
            """)
        #expect(found?.jsonPath == "tabs")
    }
}
