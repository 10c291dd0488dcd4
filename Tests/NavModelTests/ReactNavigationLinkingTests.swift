import Foundation
import NavModel
import NavRouteFile
import NavSupport
import TestSupport
import Testing

/// An app on React Navigation alone: the route file's `linking` config, read by the
/// `expo_router` profile, launched, linked and navigated back as React Navigation does.
@Suite struct ReactNavigationLinkingTests {
    static let linking = #"""
    "linking": { "prefixes": ["rnapp://", "https://*.example.com"],
      "config": { "initialRouteName": "Home", "screens": {
        "Home": "",
        "Profile": { "path": "user/:id", "parse": { "id": "Number" } },
        "Settings": { "path": "settings", "initialRouteName": "Main",
                      "screens": { "Main": "", "Account": "account/:section?" } },
        "NotFound": "*" } } }
    """#

    struct Fixture {
        let scratch: ScratchDirectory
        let routeFile: String

        init(_ members: String) throws {
            scratch = try ScratchDirectory()
            routeFile = try scratch.write(#"{"profile": "expo_router", "scheme": "rnapp", "domains": ["www.example.com"], "# + members + "}",
                                          to: "routes.json")
        }

        func run(_ inputs: [String]) throws -> (simulator: Simulator, state: SimulatorState, reports: [StepReport]) {
            let simulator = try CompiledApp(RouteFileLoader.load(path: routeFile)).simulator
            let run = simulator.run(inputs)
            return (simulator, run.state, run.reports)
        }

        func loadErrors() -> [String] {
            do {
                _ = try CompiledApp(RouteFileLoader.load(path: routeFile))
                return []
            } catch {
                return error.diagnostics.map(\.message)
            }
        }
    }

    // getStateFromPath.test.tsx › handles initialRouteName at top level / inside a screen, at launch
    @Test func aColdLinkPutsEachInitialRouteNameBelow() throws {
        var (simulator, state, reports) = try Fixture(Self.linking).run(["rnapp://settings/account/billing"])
        #expect(!reports[0].isRefused)
        #expect(state.stackScreens == ["Home", "Settings/Main", "Settings/Account"])
        // React Navigation's initialRouteName gets no params (expo-router's anchor would).
        #expect(state.tree.currentTab.stack.screens.map { $0.value("section")?.string } == [nil, nil, "billing"])
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(state.stackScreens == ["Home", "Settings/Main"])
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(state.stackScreens == ["Home"])
        #expect(simulator.perform(":back", on: &state).isRefused)
    }

    // A launch from the home screen shows the root navigator's initialRouteName
    @Test func aLaunchWithoutLinkShowsTheInitialRoute() throws {
        let (_, state, _) = try Fixture(Self.linking).run([":reset"])
        #expect(state.stackScreens == ["Home"])
    }

    // A link to the running app is getActionFromState's NAVIGATE: the focused route of that
    // name is updated (StackRouter › NAVIGATE, "If the route matches the current one")
    @Test func aWarmLinkNavigates() throws {
        let (simulator, state, _) = try Fixture(Self.linking).run([":reset", "rnapp://user/7", "https://www.example.com/user/8?tab=posts"])
        #expect(state.stackScreens == ["Home", "Profile"])
        let details = Dictionary((simulator.navigator?.jsonDetails(of: state) ?? []).map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        let navigation = details["navigationState"]?.rendered(pretty: false) ?? ""
        #expect(navigation.contains(#""params":{"id":8,"tab":"posts"}"#))
        #expect(details["canGoBack"] == .bool(true))
    }

    // getActionFromState: a navigator the link creates holds its initialRouteName below
    // (`initial: false`); a screen holding a navigator is popped back to (`pop: true`), a leaf pushed
    @Test func aWarmLinkCreatesNavigatorsWithTheirInitialRouteAndPopsToThem() throws {
        var (simulator, state, _) = try Fixture(Self.linking).run([":reset", "rnapp://user/7", "rnapp://settings/account/billing"])
        #expect(state.stackScreens == ["Home", "Profile", "Settings/Main", "Settings/Account"])
        #expect(!simulator.perform("rnapp://user/9", on: &state).isRefused)
        #expect(state.stackScreens == ["Home", "Profile", "Settings/Main", "Settings/Account", "Profile"])
        // Back to Settings (it holds a navigator); inside it Main is a leaf and not focused: pushed.
        #expect(!simulator.perform("rnapp://settings", on: &state).isRefused)
        #expect(state.stackScreens == ["Home", "Profile", "Settings/Main", "Settings/Account", "Settings/Main"])
    }

    // extractPathFromURL: a URL no prefix starts is not handled
    @Test func aLinkOutsideThePrefixesIsIgnored() throws {
        let (_, _, reports) = try Fixture(Self.linking).run([":reset", "https://elsewhere.org/user/7"])
        #expect(reports.last?.isRefused == true)
    }

    // match --json: React Navigation's state, exactly
    @Test func matchJSON() throws {
        let (simulator, _, _) = try Fixture(Self.linking).run([])
        let answer = try #require(simulator.navigator?.matchJSON("rnapp://user/42?tab=posts", simulator: simulator))
        #expect(answer.matched)
        let text = answer.json.rendered(pretty: false)
        #expect(text.contains(#""path":"user/42?tab=posts""#))
        #expect(text.contains(#""navigationState":{"index":1,"routes":[{"name":"Home"},{"name":"Profile","params":{"id":42,"tab":"posts"},"path":"user/42?tab=posts"}]}"#))
        #expect(text.contains(#""sources":{"id":"path","tab":"query"}"#))
        let missing = try #require(simulator.navigator?.matchJSON("other://x", simulator: simulator))
        #expect(!missing.matched)
    }

    // The route table (`match`, `routes`, the linter) is matched as React Navigation matches:
    // a param's regex refuses what it does not match, a link no prefix starts matches nothing
    @Test func theTableMatchesAsReactNavigation() throws {
        let fixture = try Fixture(#""linking": {"prefixes": ["rnapp://"], "config": {"screens": {"Item": "item/:id(\\d+)/:tab?", "Other": "*"}}}"#)
        let table = try CompiledApp(RouteFileLoader.load(path: fixture.routeFile)).simulator.table
        #expect(table.routes.map(\.path) == ["/item/:id(\\d+)/:tab?", "/*"])
        let item = try #require(table.match("rnapp://item/7?x=1").match)
        #expect(item.endpoint.routeIndex == 0)
        #expect(item.parameters.map { "\($0.name)=\($0.value) \($0.source)" } == ["id=7 path", "x=1 query"])
        #expect(table.match("rnapp://item/7/reviews").match?.endpoint.routeIndex == 0)
        #expect(table.match("rnapp://item/seven").match?.endpoint.routeIndex == 1)
        #expect(table.match("other://item/7").match == nil)
    }

    @Test func badConfigsAreErrorsNamingTheKey() throws {
        #expect(try Fixture(#""appDir": "app", "# + Self.linking).loadErrors().contains {
            $0.contains("\"linking\" is for an app on React Navigation alone")
        })
        #expect(try Fixture(#""linking": {"config": {"screens": {"A": "a", "B": "a"}}}"#).loadErrors()
                == ["Found conflicting screens with the same pattern. The pattern 'a' resolves to both 'A' and 'B'. "
                    + "Patterns must be unique and cannot resolve to more than one screen."])
        #expect(try Fixture(#""linking": {"prefix": []}"#).loadErrors().contains { $0.hasPrefix("unknown key \"prefix\"") })
        #expect(try Fixture(#""linking": {"config": {"screens": {"A": {"path": "a", "exact": "yes"}}}}"#).loadErrors()
                == ["expected a boolean, found a string \"yes\""])
    }
}
