@testable import NavProfiles
import Testing

/// go_router's redirection (`RouteConfiguration.redirect`), with redirect rules standing in for
/// the Dart callbacks, case by case from `test/redirect_chain_test.dart`,
/// `test/go_router_test.dart` (group redirects) and `test/parser_test.dart`.
@Suite struct GoRouterRedirectTests {
    private let threeRoutes = """
        {"path": "/", "screen": "Home"}, {"path": "/a", "screen": "Dummy"}, {"path": "/b", "screen": "Login"}
        """

    /// A top-level redirect that sends each `from` location to `to`.
    private func topLevel(_ pairs: [(String, String)]) -> String {
        "[" + pairs.map { #"{"where": {"matchedLocation": "^\#($0.0)$"}, "to": "\#($0.1)"}"# }.joined(separator: ", ") + "]"
    }

    // redirect_chain_test.dart :: top-level redirect chain
    @Test func topLevelRedirectChain() throws {
        let app = try GoRouterTestApp("""
            {"routes": [\(threeRoutes)], "goRouter": {"redirect": \(topLevel([("/", "/a"), ("/a", "/b")]))}}
            """)
        let (session, outcome) = app.launch()
        #expect(session.current.uri.description == "/b")
        #expect(app.screens(session) == ["Login"])
        #expect(outcome.redirects.map(\.answer) == [.location("/a"), .location("/b"), .none])
    }

    // redirect_chain_test.dart :: top-level redirect chain loop detection
    @Test func loopDetection() throws {
        let app = try GoRouterTestApp("""
            {"routes": [\(threeRoutes)], "goRouter": {"redirect": \(topLevel([("/", "/a"), ("/a", "/b"), ("/b", "/a")]))}}
            """)
        let (session, outcome) = app.launch()
        #expect(outcome.error == "redirect loop detected /a => /b => /a")
        #expect(app.screens(session) == ["error"])
    }

    // redirect_chain_test.dart :: top-level redirect chain loop to initial location
    @Test func loopToTheInitialLocation() throws {
        let app = try GoRouterTestApp("""
            {"routes": [\(threeRoutes)], "goRouter": {"redirect": \(topLevel([("/", "/a"), ("/a", "/")]))}}
            """)
        let (_, outcome) = app.launch()
        #expect(outcome.error?.hasPrefix("redirect loop detected") == true)
        #expect(outcome.error == "redirect loop detected /a => / => /a")
    }

    // redirect_chain_test.dart :: top-level redirect chain succeeds at exact redirect limit
    @Test func exactlyTheLimitSucceeds() throws {
        let app = try GoRouterTestApp("""
            {"routes": [\(threeRoutes)], "goRouter": {"redirectLimit": 2, "redirect": \(topLevel([("/", "/a"), ("/a", "/b")]))}}
            """)
        let (session, outcome) = app.launch()
        #expect(outcome.error == nil)
        #expect(session.current.uri.description == "/b")
    }

    // redirect_chain_test.dart :: top-level redirect chain fails when exceeding redirect limit
    @Test func pastTheLimitFails() throws {
        let app = try GoRouterTestApp("""
            {"routes": [\(threeRoutes)], "goRouter": {"redirectLimit": 1, "redirect": \(topLevel([("/", "/a"), ("/a", "/b")]))}}
            """)
        let (session, outcome) = app.launch()
        #expect(outcome.error == "too many redirects /a => /b")
        #expect(app.screens(session) == ["error"])
    }

    // redirect_chain_test.dart :: top-level and route-level redirects share redirect limit
    @Test func topAndRouteLevelShareTheLimit() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/a", "screen": "Dummy", "redirect": "/b"},
                        {"path": "/b", "screen": "Dummy", "redirect": "/c"}, {"path": "/c", "screen": "Login"}],
             "goRouter": {"redirectLimit": 2, "redirect": \(topLevel([("/", "/a")]))}}
            """)
        let (_, outcome) = app.launch()
        #expect(outcome.error?.hasPrefix("too many redirects") == true)
    }

    // redirect_chain_test.dart :: route-level redirect triggers top-level redirect
    @Test func aRouteLevelTargetStartsOverAtTheTopLevel() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/a", "screen": "A", "redirect": "/b"},
                        {"path": "/b", "screen": "B"}, {"path": "/c", "screen": "C"}],
             "goRouter": {"redirect": \(topLevel([("/b", "/c")]))}}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/a", &session)
        #expect(session.current.uri.description == "/c")
        #expect(outcome.redirects.map(\.redirect) == [nil, "routes[1]", nil, nil])
    }

    // go_router_test.dart :: redirect can redirect to same path (the current location is no redirect)
    @Test func theSameLocationIsNoRedirect() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home", "routes": [{"path": "dummy", "screen": "Dummy", "redirect": "{+uri}"}]}]}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/dummy", &session)
        #expect(outcome.error == nil)
        #expect(app.screens(session) == ["Home", "Dummy"])
    }

    // go_router_test.dart :: parent route level redirect take priority over child
    @Test func parentRouteRedirectComesFirst() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home", "routes": [
              {"path": "dummy", "screen": "Dummy", "redirect": "/other", "routes": [
                {"path": "dummy2", "screen": "Dummy2", "redirect": "/"}]}]},
              {"path": "/other", "screen": "Other"}]}
            """)
        var (session, _) = app.launch()
        _ = app.go("/dummy/dummy2", &session)
        #expect(app.screens(session) == ["Other"])
    }

    // go_router_test.dart :: redirect when go to a shell route (shells' redirects run too)
    @Test func aShellsRedirectRuns() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/other", "screen": "Other"},
              {"shell": "Shell", "redirect": "/other", "routes": [{"path": "/dummy", "screen": "Dummy"}]}]}
            """)
        var (session, _) = app.launch()
        _ = app.go("/dummy", &session)
        #expect(app.screens(session) == ["Other"])
    }

    // parser_test.dart :: processes top level redirect when there is no match
    @Test func theTopLevelRedirectSeesUnknownLocations() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home", "routes": [{"path": "abc", "screen": "Abc"}]}],
             "goRouter": {"redirect": [{"where": {"matchedLocation": "^/def$"}, "to": "/abc"}]}}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/def", &session)
        #expect(outcome.error == nil)
        #expect(app.screens(session) == ["Home", "Abc"])
    }

    // go_router_test.dart :: match top level route when location has trailing / (3): the target
    // replaces the location whole (the query is not carried over)
    @Test func aTargetReplacesTheWholeLocation() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/profile", "screen": "Dummy", "redirect": "/profile/foo"}, {"path": "/profile/:kind", "screen": "Dummy"}]}
            """)
        var (session, _) = app.launch("/profile/foo")
        _ = app.go("/profile/?bar=baz", &session)
        #expect(session.current.uri.description == "/profile/foo")
    }

    // go_route_test.dart :: throw if redirect to itself (a redirect-only route left at the end)
    @Test func aRedirectOnlyRouteMustLeave() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/loop", "redirect": [{"where": {"path": "^/nowhere$"}, "to": "/"}]}]}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/loop", &session)
        #expect(outcome.refusal?.hasPrefix("A redirect-only route must redirect to location different from itself.") == true)
        #expect(app.screens(session) == ["Home"])
    }

    // exception_handling_test.dart :: can catch errors thrown in redirect callbacks (a rule's
    // `throw` is the callback throwing)
    @Test func aThrowingRuleIsAnErrorList() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/trigger-error", "screen": "Never"}],
             "goRouter": {"redirect": [{"where": {"matchedLocation": "^/trigger-error$"}, "throw": "Redirect error occurred"}]}}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/trigger-error", &session)
        #expect(outcome.error == "Exception during redirect: Redirect error occurred")
        #expect(app.screens(session) == ["error"])
    }

    // Rules read flags: a sign-in redirect with the original location filled in, encoded.
    @Test func aSignInRuleReadsFlagsAndFillsTheTemplate() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/login", "screen": "Login"}, {"path": "/account/:tab", "screen": "Account"}],
             "goRouter": {"redirect": [{"when": ["!signedIn"], "where": {"matchedLocation": "^/account"}, "to": "/login?from={uri}"}]}}
            """)
        var (session, _) = app.launch()
        _ = app.go("/account/orders?x=1", &session, flags: ["signedIn": false])
        #expect(session.current.uri.description == "/login?from=%2Faccount%2Forders%3Fx%3D1")
        _ = app.go("/account/orders", &session, flags: ["signedIn": true])
        #expect(app.screens(session) == ["Account"])
    }
}
