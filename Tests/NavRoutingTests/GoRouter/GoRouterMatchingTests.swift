@testable import NavProfiles
import Testing

/// go_router's matching (`RouteConfiguration.findMatch`), case by case from its tests in
/// `test/go_router_test.dart`, `test/match_test.dart` and `test/parser_test.dart`.
@Suite struct GoRouterMatchingTests {
    private let familyApp = """
        {"routes": [
          {"path": "/", "screen": "Home", "routes": [
            {"path": "family/:fid", "screen": "Family", "routes": [
              {"path": "person/:pid", "screen": "Person"}]}]},
          {"path": "/login", "screen": "Login"}]}
        """

    // go_router_test.dart :: match home route
    @Test func matchHomeRoute() throws {
        let app = try GoRouterTestApp(familyApp)
        let list = try app.match("/")
        #expect(app.routePaths(list) == ["/"])
        #expect(list.error == nil)
    }

    // go_router_test.dart :: match 2nd top level route (a top-level route has nothing below it)
    @Test func matchSecondTopLevelRoute() throws {
        let app = try GoRouterTestApp(familyApp)
        #expect(app.routePaths(try app.match("/login")) == ["/login"])
    }

    // go_router_test.dart :: match sub-routes (every parent GoRoute is a page below)
    @Test func matchSubRoutes() throws {
        let app = try GoRouterTestApp(familyApp)
        let list = try app.match("/family/f2/person/p1")
        #expect(app.routePaths(list) == ["/", "family/:fid", "person/:pid"])
        #expect(list.pathParameters == ["fid": "f2", "pid": "p1"])
        #expect(list.fullPath(in: app.tree) == "/family/:fid/person/:pid")
        guard case .route(let last)? = list.matches.last else { Issue.record("no route match"); return }
        #expect(last.matchedLocation == "/family/f2/person/p1")
    }

    // go_router_test.dart :: match no routes (the whole normalized location in the message)
    @Test func matchNoRoutes() throws {
        let app = try GoRouterTestApp(familyApp)
        let list = try app.match("https://example.com/foo?x=1")
        #expect(list.matches.isEmpty)
        #expect(list.error == "no routes for location: https://example.com/foo?x=1")
    }

    // go_router_test.dart :: If there is more than one route to match, use the first match
    @Test func firstDeclaredRouteWins() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "name": "1", "screen": "A"}, {"path": "/", "name": "2", "screen": "B"}]}
            """)
        let list = try app.match("/")
        #expect(list.lastRoute.flatMap { app.tree[$0.node].name } == "1")
    }

    // No specificity ranking: `/:ok` declared before `/page1` takes `/page1`.
    @Test func declarationOrderBeatsSpecificity() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/:ok", "screen": "Param"}, {"path": "/page1", "screen": "Literal"}]}
            """)
        let list = try app.match("/page1")
        #expect(list.lastRoute.flatMap { app.tree[$0.node].screen } == "Param")
        #expect(list.pathParameters == ["ok": "page1"])
    }

    // go_router_test.dart :: return first matching route if too many subroutes
    @Test func firstMatchingSubRoute() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home", "routes": [
              {"path": "foo/bar", "screen": "Family"},
              {"path": "bar", "screen": "Page1"},
              {"path": "foo", "screen": "Page2", "routes": [{"path": "bar", "screen": "Login"}]}]}]}
            """)
        #expect(app.routePaths(try app.match("/bar")) == ["/", "bar"])
        #expect(app.routePaths(try app.match("/foo/bar")) == ["/", "foo/bar"])
        #expect(app.routePaths(try app.match("/foo")) == ["/", "foo"])
    }

    // go_router_test.dart :: match top level route when location has trailing / (and with scheme/host)
    @Test func oneTrailingSlashIsIgnored() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/login", "screen": "Login"}]}
            """)
        for location in ["/login/", "https://www.domain.com/login/"] {
            let list = try app.match(location)
            guard case .route(let match)? = list.matches.first else { Issue.record("\(location) did not match"); continue }
            #expect(match.matchedLocation == "/login")
        }
        #expect(app.routePaths(try app.match("https://www.domain.com/?bar=baz")) == ["/"])
    }

    // go_router_test.dart :: match path case insensitively / match path case sensitively
    @Test func caseSensitivityIsPerRoute() throws {
        let insensitive = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/family/:fid", "caseSensitive": false, "screen": "Family"}]}
            """)
        let found = try insensitive.match("/FaMiLy/f2")
        #expect(insensitive.routePaths(found) == ["/family/:fid"])
        #expect(found.uri.description == "/FaMiLy/f2")
        let sensitive = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/family/:fid", "screen": "Family"}]}
            """)
        #expect(try sensitive.match("/FaMiLy/f2").isError)
        #expect(!(try sensitive.match("/family/f2").isError))
    }

    // go_router_test.dart group params :: preserve path param spaces and slashes; preserve path param case
    @Test func pathValuesAreDecodedAfterSplitting() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/page1/:param1", "screen": "Dummy"}]}
            """)
        let list = try app.match("/page1/\(GoLocation.encodedComponent("a / b"))")
        #expect(list.pathParameters == ["param1": "a / b"])
        #expect(try app.match("/page1/ValueWithCase").pathParameters == ["param1": "ValueWithCase"])
        #expect(try app.match("/page1/a+b").pathParameters == ["param1": "a+b"])
    }

    // go_router_test.dart group params :: preserve query param spaces and slashes; duplicate query
    // param; duplicate path + query param
    @Test func queryParametersStayApart() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/:id", "screen": "Dummy"}]}
            """)
        let spaced = try app.match("/?param1=a+%2F+b")
        #expect(spaced.uri.queryParameters.first?.values == ["a / b"])
        let repeated = try app.match("/?id=0&id=1")
        #expect(repeated.pathParameters.isEmpty)
        #expect(repeated.uri.queryParameters.first?.values == ["0", "1"])
        let both = try app.match("/0?id=1")
        #expect(both.pathParameters == ["id": "0"])
        #expect(both.uri.queryParameters.first?.values == ["1"])
    }

    // Only the path is matched: a custom scheme's host is never a path segment (flutter/flutter#123203).
    @Test func aCustomSchemesHostIsDropped() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/:id", "screen": "Detail"}, {"path": "/details/:id", "screen": "Details"}]}
            """)
        let list = try app.match("app://details/12345")
        #expect(list.lastRoute.flatMap { app.tree[$0.node].screen } == "Detail")
        #expect(list.pathParameters == ["id": "12345"])
        #expect(list.uri.description == "app://details/12345")
    }

    // A prefix none of whose sub-routes completes is no match (match.dart: no partial matches).
    @Test func aPrefixWithoutACompletingSubRouteIsNoMatch() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/a", "screen": "A", "routes": [{"path": "b", "screen": "B"}]}, {"path": "/a/:x", "screen": "X"}]}
            """)
        let list = try app.match("/a/c")
        #expect(app.routePaths(list) == ["/a/:x"])
    }

    // match_test.dart :: complex parentNavigatorKey works
    @Test func complexParentNavigatorKey() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Root", "routes": [
              {"shell": "Shell1", "navigatorKey": "shell1", "routes": [
                {"path": "a", "screen": "A", "routes": [
                  {"path": "b", "screen": "B", "parentNavigatorKey": "root", "routes": [
                    {"shell": "Shell2", "navigatorKey": "shell2", "routes": [
                      {"path": "c", "screen": "C", "routes": [
                        {"path": "d", "screen": "D", "parentNavigatorKey": "root"}]}]}]}]}]}]}]}
            """)
        let list = try app.match("/a/b/c/d")
        let topLevel = list.matches.map { match -> String in
            switch match {
            case .route(let route): app.tree[route.node].path
            case .shell(let shell): app.tree[shell.node].navigatorKey ?? ""
            case .pushed: "pushed"
            }
        }
        #expect(topLevel == ["/", "shell1", "b", "d"])
    }

    // parser_test.dart :: Creates a match for ShellRoute
    @Test func shellRouteMatch() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"shell": "Scaffold", "routes": [{"path": "/a", "screen": "A", "routes": [{"path": "b", "screen": "B"}]}]}]}
            """)
        let list = try app.match("/a/b")
        #expect(app.routePaths(list) == ["shell Scaffold", "/a", "b"])
        #expect(list.pages(in: app.tree).map(\.shells.count) == [1, 1])
    }
}
