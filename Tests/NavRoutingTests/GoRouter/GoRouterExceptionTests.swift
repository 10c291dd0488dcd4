@testable import NavProfiles
import Testing

/// `onException` and the error page, case by case from `test/exception_handling_test.dart` and
/// `test/error_page_test.dart`.
@Suite struct GoRouterExceptionTests {
    // exception_handling_test.dart :: onException can redirect.
    @Test func onExceptionCanRedirect() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/error", "screen": "Redirected"}], "goRouter": {"onException": {"go": "/error", "extra": "{+uri}"}}}
            """)
        var (session, launch) = app.launch()
        #expect(app.screens(session) == ["Redirected"])
        #expect(session.current.extra == "/")
        #expect(launch.error == "no routes for location: /")
        let outcome = app.go("/some-other-location", &session)
        #expect(outcome.refusal == nil)
        #expect(session.current.extra == "/some-other-location")
    }

    // exception_handling_test.dart :: onException can redirect with extra
    @Test func onExceptionPassesTheExtra() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/error", "screen": "Redirected"}], "goRouter": {"onException": {"go": "/error", "extra": "{extra}"}}}
            """)
        var (session, _) = app.launch()
        _ = app.go("/some-other-location", &session, extra: "X")
        #expect(session.current.extra == "X")
    }

    // exception_handling_test.dart :: onException stays on the same page if noop.
    @Test func aNoopHandlerChangesNothing() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}], "goRouter": {"onException": {}}}
            """)
        var (session, _) = app.launch()
        let before = session
        let outcome = app.go("/some-other-location", &session)
        #expect(outcome.refusal == "no routes for location: /some-other-location")
        #expect(outcome.error == "no routes for location: /some-other-location")
        #expect(session == before)
    }

    // exception_handling_test.dart :: can catch errors thrown in redirect callbacks
    @Test func aThrowingRedirectReachesTheHandler() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}, {"path": "/error-page", "screen": "ErrorPage"}, {"path": "/trigger-error", "screen": "Never"}],
             "goRouter": {"redirect": [{"where": {"matchedLocation": "^/trigger-error$"}, "throw": "Redirect error occurred"}],
                          "onException": {"go": "/error-page", "extra": "Caught exception for {+uri}"}}}
            """)
        var (session, _) = app.launch()
        let outcome = app.go("/trigger-error", &session)
        #expect(app.screens(session) == ["ErrorPage"])
        #expect(session.current.extra == "Caught exception for /trigger-error")
        #expect(outcome.error == "Exception during redirect: Redirect error occurred")
    }

    // error_page_test.dart / go_router_test.dart :: match path case sensitively (the default
    // error screen; the errorBuilder's screen when there is one)
    @Test func theErrorPageIsTheErrorBuildersScreen() throws {
        let app = try GoRouterTestApp("""
            {"routes": [{"path": "/", "screen": "Home"}], "goRouter": {"errorBuilder": "NotFound"}}
            """)
        var (session, _) = app.launch()
        _ = app.go("/FaMiLy", &session)
        let pages = session.current.pages(in: app.tree)
        #expect(pages.count == 1)
        #expect(pages.first?.error == "no routes for location: /FaMiLy")
    }
}
