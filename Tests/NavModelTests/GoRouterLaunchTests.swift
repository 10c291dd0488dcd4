import NavModel
import TestSupport
import Testing

/// go_router's launch and in-app commands in the simulator (`GoRouter._effectiveInitialLocation`,
/// `test/go_router_test.dart` groups initial location and _effectiveInitialLocation()).
@Suite struct GoRouterLaunchTests {
    private func simulator(override: Bool = false) throws -> Simulator {
        try compiledApp("""
            {"profile": "go_router", "scheme": "app",
             "goRouter": {"initialLocation": "/home", "overridePlatformDefaultLocation": \(override)},
             "routes": [{"path": "/", "screen": "Root"}, {"path": "/home", "screen": "Home"}, {"path": "/deep", "screen": "Deep"}]}
            """).simulator
    }

    private func screens(_ state: SimulatorState) -> [String] {
        state.tree.tabs[state.tree.selectedTab].stack.screens.map(\.screen)
    }

    // go_router_test.dart :: initial location
    @Test func theHomeScreenLaunchStartsAtInitialLocation() throws {
        let simulator = try simulator()
        #expect(screens(simulator.coldStart()) == ["Home"])
        #expect(simulator.currentURL(of: simulator.coldStart()) == "/home")
    }

    // go_router_test.dart :: does not take precedence over platformDispatcher.defaultRouteName
    @Test func aLaunchLinkBeatsInitialLocation() throws {
        let simulator = try simulator()
        let run = simulator.run(["app://x/deep", "/"])
        #expect(run.reports.first?.isRefused == false)
        #expect(screens(simulator.run(["app://x/deep"]).state) == ["Deep"])
        // A later link is a go: `/` is the Root route, not initialLocation.
        #expect(screens(run.state) == ["Root"])
    }

    // _effectiveInitialLocation: a link whose location is `/` starts at initialLocation
    @Test func aRootLinkStartsAtInitialLocation() throws {
        #expect(screens(try simulator().run(["/"]).state) == ["Home"])
        // `https://d.com` is `https://d.com/`, not `/`: it starts there.
        let web = try simulator().run(["https://d.com?x=1"]).state
        #expect(screens(web) == ["Root"])
        #expect(try simulator().currentURL(of: web) == "https://d.com/?x=1")
    }

    // overridePlatformDefaultLocation: the link never replaces initialLocation
    @Test func overridePlatformDefaultLocation() throws {
        #expect(screens(try simulator(override: true).run(["app://x/deep"]).state) == ["Home"])
    }

    // `:reset URL` relaunches by the link; `:navigate URL` is a go; `:push` keeps the location
    @Test func resetNavigateAndPush() throws {
        let simulator = try simulator()
        let run = simulator.run(["/deep", ":push /", ":navigate /home", ":reset app://y/deep"])
        #expect(run.reports.allSatisfy { !$0.isRefused })
        #expect(screens(run.state) == ["Deep"])
        let pushed = simulator.run(["/deep", ":push /"])
        #expect(screens(pushed.state) == ["Deep", "Root"])
        #expect(simulator.currentURL(of: pushed.state) == "/deep")
    }
}
