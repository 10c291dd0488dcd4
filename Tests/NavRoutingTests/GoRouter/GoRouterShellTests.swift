@testable import NavProfiles
import Testing

/// Shells, branches, Back and push as go_router does them, case by case from
/// `test/go_router_test.dart`, `test/go_route_test.dart` and `test/match_test.dart`.
@Suite struct GoRouterShellTests {
    private let twoBranches = """
        {"routes": [{"statefulShell": "Tabs", "branches": [
          {"routes": [{"path": "/a", "screen": "A", "routes": [{"path": "detailA", "screen": "ADetail"}]}]},
          {"routes": [{"path": "/b", "screen": "B"}]}]}],
         "goRouter": {"initialLocation": "/a/detailA"}}
        """

    private func instances(_ session: GoRouterSession, _ app: GoRouterTestApp) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: session.current.pages(in: app.tree).map { page in
            (page.node.flatMap { app.tree[$0].screen } ?? "error", session.instances[page.key] ?? 0)
        })
    }

    private func goBranch(_ index: Int, _ app: GoRouterTestApp, _ session: inout GoRouterSession) -> GoNavigationOutcome {
        var counter = GoInstanceCounter(next: 500 + index * 10 + session.instances.count)
        return app.engine.goBranch(index, session: &session, flags: [:], counter: &counter)
    }

    private func back(_ app: GoRouterTestApp, _ session: inout GoRouterSession) -> GoNavigationOutcome {
        var counter = GoInstanceCounter(next: 900)
        return app.engine.back(session: &session, counter: &counter)
    }

    // go_router_test.dart :: Navigates to correct nested navigation tree in StatefulShellRoute and maintains state
    @Test func aVisitedBranchIsRestoredAndAGoRebuildsIt() throws {
        let app = try GoRouterTestApp(twoBranches)
        var (session, _) = app.launch()
        #expect(app.screens(session) == ["A", "ADetail"])
        let detail = instances(session, app)["ADetail"]
        _ = goBranch(1, app, &session)
        #expect(app.screens(session) == ["B"])
        #expect(session.selectedBranch == 1)
        _ = goBranch(0, app, &session)
        #expect(app.screens(session) == ["A", "ADetail"])
        #expect(instances(session, app)["ADetail"] == detail)
        _ = app.go("/a", &session)
        _ = app.go("/a/detailA", &session)
        #expect(instances(session, app)["ADetail"] != detail)
    }

    // go_router_test.dart :: Navigates to correct nested navigation tree in StatefulShellRoute and maintains path parameters
    @Test func anUnvisitedBranchOpensWithTheCurrentPathParameters() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/:id", "screen": "Placeholder", "routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "a", "screen": "A"}]}, {"routes": [{"path": "b", "screen": "B"}]}]}]}],
             "goRouter": {"initialLocation": "/123/a"}}
            """)
        var (session, _) = app.launch()
        _ = goBranch(1, app, &session)
        #expect(session.current.uri.description == "/123/b")
        #expect(session.current.pathParameters == ["id": "123"])
    }

    // go_router_test.dart :: Navigation with goBranch is correctly handled in StatefulShellRoute (an index out of range throws)
    @Test func aBranchOutOfRangeIsRefused() throws {
        let app = try GoRouterTestApp(twoBranches)
        var (session, _) = app.launch()
        let before = session
        #expect(goBranch(4, app, &session).refusal != nil)
        #expect(session == before)
    }

    // go_router_test.dart :: Redirects are correctly handled when switching branch
    @Test func redirectsRunWhenABranchIsEntered() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]},
              {"routes": [{"path": "/b", "screen": "B", "routes": [{"path": "details1", "screen": "D1"}, {"path": "details2", "screen": "D2"}]}]}]}],
             "goRouter": {"initialLocation": "/a",
               "redirect": [{"where": {"matchedLocation": "^/b$"}, "to": "/b/details1"}]}}
            """)
        var (session, _) = app.launch()
        _ = goBranch(1, app, &session)
        #expect(app.screens(session) == ["B", "D1"])
    }

    // go_router_test.dart :: Pushed non-descendant routes are correctly restored when navigating between branches
    @Test func aPageAboveTheShellIsNotPartOfTheBranch() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]}, {"routes": [{"path": "/b", "screen": "B"}]}]},
              {"path": "/common", "screen": "Common"}],
             "goRouter": {"initialLocation": "/a"}}
            """)
        var (session, _) = app.launch()
        var counter = GoInstanceCounter(next: 50)
        _ = app.engine.push("/common", session: &session, flags: [:], counter: &counter)
        #expect(app.screens(session) == ["A", "Common"])
        _ = goBranch(1, app, &session)
        _ = goBranch(0, app, &session)
        #expect(app.screens(session) == ["A"])
    }

    // go_router_test.dart :: Handles the Android back button correctly with ShellRoute
    @Test func backPopsTheLiftedPageThenInsideTheShell() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"shell": "Shell", "routes": [{"path": "/a", "screen": "A", "routes": [
              {"path": "b", "screen": "B", "routes": [{"path": "c", "screen": "C", "routes": [
                {"path": "d", "screen": "D", "parentNavigatorKey": "root"}]}]}]}]}],
             "goRouter": {"initialLocation": "/a/b/c/d"}}
            """)
        var (session, _) = app.launch()
        #expect(app.screens(session) == ["A", "B", "C", "D"])
        #expect(session.current.pages(in: app.tree).last?.shells.isEmpty == true)
        _ = back(app, &session)
        #expect(app.screens(session) == ["A", "B", "C"])
        #expect(session.current.uri.description == "/a/b/c")
        _ = back(app, &session)
        #expect(app.screens(session) == ["A", "B"])
    }

    // go_router_test.dart :: Handles the Android back button when ShellRoute can't pop
    @Test func backLeavesTheAppWhenNothingCanPop() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/a", "screen": "A", "parentNavigatorKey": "root"},
              {"shell": "Shell", "routes": [{"path": "/b", "screen": "B"}]}],
             "goRouter": {"initialLocation": "/b"}}
            """)
        var (session, _) = app.launch()
        let outcome = back(app, &session)
        #expect(outcome.refusal?.contains("SystemNavigator.pop") == true)
    }

    // go_route_test.dart :: can redirect to subroute (a redirect-only parent builds no page, and
    // Back takes it away with the page above it)
    @Test func aRedirectOnlyParentBuildsNoPage() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home", "routes": [
              {"path": "route", "redirect": "/route/1", "routes": [{"path": "1", "screen": "One"}]}]}]}
            """)
        var (session, _) = app.launch()
        _ = app.go("/route", &session)
        #expect(app.routePaths(session.current) == ["/", "route", "1"])
        #expect(app.screens(session) == ["Home", "One"])
        _ = back(app, &session)
        #expect(app.routePaths(session.current) == ["/"])
        #expect(session.current.uri.description == "/")
    }

    // go_router_test.dart group report correct url :: on push (the location stays), on pop
    @Test func pushKeepsTheLocationAndBackRemovesThePushedPage() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/page-0", "screen": "Page0"}]}
            """)
        var (session, _) = app.launch()
        var counter = GoInstanceCounter(next: 50)
        _ = app.engine.push("/page-0", session: &session, flags: [:], counter: &counter)
        #expect(app.screens(session) == ["Home", "Page0"])
        #expect(session.current.uri.description == "/")
        _ = back(app, &session)
        #expect(app.screens(session) == ["Home"])
    }

    // go_router_test.dart :: pushReplacement and replace when only one matches (replace keeps the
    // replaced page's key, so its instance stays)
    @Test func replaceKeepsThePageKey() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/page-0", "screen": "Page0"}, {"path": "/page-1", "screen": "Page1"}]}
            """)
        var (session, _) = app.launch()
        var counter = GoInstanceCounter(next: 50)
        _ = app.engine.push("/page-0", session: &session, flags: [:], counter: &counter)
        let pushedKey = session.current.lastPageKey
        _ = app.engine.replace("/page-1", session: &session, flags: [:], counter: &counter)
        #expect(app.screens(session) == ["Home", "Page1"])
        #expect(session.current.lastPageKey == pushedKey)
    }

    // StatefulShellBranch(preload: true): the branch is built at its initial location when the shell first shows.
    @Test func aPreloadBranchIsBuiltWithTheShell() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"statefulShell": "Tabs", "branches": [
              {"routes": [{"path": "/a", "screen": "A"}]}, {"preload": true, "routes": [{"path": "/b", "screen": "B"}]},
              {"routes": [{"path": "/c", "screen": "C"}]}]}],
             "goRouter": {"initialLocation": "/a"}}
            """)
        let (session, _) = app.launch()
        #expect(session.branchLists[1].map(app.routePaths) == ["shell Tabs", "/b"])
        #expect(session.branchLists[2] == nil)
    }

    // The error page replaces the stack; a location outside the shell drops the branches.
    @Test func anUnknownLocationShowsTheErrorPageAlone() throws {
        let app = try GoRouterTestApp(twoBranches)
        var (session, _) = app.launch()
        let outcome = app.go("/nowhere", &session)
        #expect(outcome.error == "no routes for location: /nowhere")
        #expect(app.screens(session) == ["error"])
        #expect(session.branchLists.isEmpty)
    }
}
