import NavModel
import NavProfiles
import NavRouteFile
import NavRouting
import Testing
import TestSupport

/// The plan steps a profile lists: each shapes the plan where its library differs, and the same
/// file under navsim (which lists none) keeps navsim's plan.
@Suite struct PlanStepTests {
    static func simulator(_ profile: MatchingProfile, _ top: String = "", routes: String) throws -> Simulator {
        try compiledApp(#"{ "scheme": "app", "profile": "\#(profile.rawValue)", \#(top) "routes": [\#(routes)] }"#).simulator
    }

    static func rule(_ name: PlanStepName, of profile: MatchingProfile) throws -> String {
        try #require(profile.navigation.rule(of: name), "\(profile) lists \(name)")
    }

    @Test func navsimListsNoPlanStep() {
        #expect(NavigationRules.navsim.planSteps.isEmpty)
        #expect(MatchingProfile.navsim.navigation.planSteps.isEmpty)
    }

    @Test func wholeLinkToEveryScreenGivesTheParentTheLinksQuery() throws {
        let routes = #"{ "path": "a", "screen": "A" }, { "path": "a/:id", "screen": "B" }"#
        let rule = try Self.rule(.wholeLinkToEveryScreen, of: .waapprouting)
        let waap = try Self.simulator(.waapprouting, routes: routes)
        var state = waap.coldStart()
        let report = waap.perform("app://a/7?q=1", on: &state)
        let screens = state.tree.currentTab.stack.screens
        #expect(screens.map(\.screen).suffix(2) == ["A", "B"])
        #expect(Set(screens[screens.count - 2].parameters.map(\.name)) == ["id", "q"])
        #expect(report.events.contains(.note(rule)))

        let navsim = try Self.simulator(.navsim, routes: routes)
        var navsimState = navsim.coldStart()
        let navsimReport = navsim.perform("app://a/7?q=1", on: &navsimState)
        let navsimScreens = navsimState.tree.currentTab.stack.screens
        #expect(navsimScreens[navsimScreens.count - 2].parameters.isEmpty)
        #expect(!navsimReport.events.contains(.note(rule)))
    }

    @Test func parameterScreensReplaceTheHandlerAndPresentTheLast() throws {
        let top = #""parameterScreens": { "red": "Red", "blue": "Blue" },"#
        let routes = #"{ "path": "red/:red/blue/:blue", "screen": "Page", "presentation": "modal" }"#
        let ik = try Self.simulator(.ikrouter, top, routes: routes)
        var state = ik.coldStart()
        let report = ik.perform("app://red/1/blue/2", on: &state)
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Red"])
        #expect(state.tree.modals.map { $0.screens.map(\.screen) } == [["Blue"]])
        #expect(state.tree.modals.first?.screens.first.map { Set($0.parameters.map(\.name)) } == ["red", "blue"])
        #expect(report.events.contains(.note(try Self.rule(.parameterScreensReplaceHandler, of: .ikrouter))))
        #expect(report.events.contains(.note(try Self.rule(.parameterScreensPresentLast, of: .ikrouter))))

        let navsim = try Self.simulator(.navsim, top, routes: routes)
        var navsimState = navsim.coldStart()
        _ = navsim.perform("app://red/1/blue/2", on: &navsimState)
        #expect(navsimState.tree.modals.map { $0.screens.map(\.screen) } == [["Page"]])
    }

    @Test func dependenciesPushedAsOwnStackPushesEachDependencyWithTheRoutesParameters() throws {
        let routes = #"{ "path": "forums", "screen": "Forums" }, { "path": "forums/{id}", "screen": "Forum", "dependencies": ["forums"] }"#
        let ic = try Self.simulator(.icrouter, routes: routes)
        var state = ic.coldStart()
        let report = ic.perform("app://forums/3", on: &state)
        let screens = state.tree.currentTab.stack.screens
        #expect(screens.map(\.screen) == ["Root", "Forums", "Forum"])
        #expect(screens[1].parameters.map(\.name) == ["id"], "the dependency receives the matched route's parameters")
        #expect(report.events.contains(.note(try Self.rule(.dependenciesPushedAsOwnStack, of: .icrouter))))
        // A route without dependencies is not affected and logs nothing.
        var plain = ic.coldStart()
        let plainReport = ic.perform("app://forums", on: &plain)
        #expect(!plainReport.events.contains(.note(try Self.rule(.dependenciesPushedAsOwnStack, of: .icrouter))))
    }

    @Test func queryAndFragmentIgnoredIsNotedAfterThePlansOtherNotes() throws {
        let routes = #"{ "path": "forums", "screen": "Forums" }, { "path": "forums/{id}", "screen": "Forum", "dependencies": ["forums"] }"#
        let ic = try Self.simulator(.icrouter, routes: routes)
        let ignored = NavigationEvent.note(try Self.rule(.queryAndFragmentIgnored, of: .icrouter))
        let dependencies = NavigationEvent.note(try Self.rule(.dependenciesPushedAsOwnStack, of: .icrouter))
        var state = ic.coldStart()
        let events = ic.perform("app://forums/3?sort=new#top", on: &state).events
        let ignoredAt = try #require(events.firstIndex(of: ignored))
        let dependenciesAt = try #require(events.firstIndex(of: dependencies))
        #expect(dependenciesAt < ignoredAt)
        #expect(state.tree.currentTab.stack.screens.last.map { $0.parameters.map(\.name) } == ["id"])
        var plain = ic.coldStart()
        #expect(!ic.perform("app://forums/3", on: &plain).events.contains(ignored))
    }

    @Test func popToRootAfterDependenciesPushesThemThenPopsForTheRouteItself() throws {
        let routes = #"{ "path": "forums", "screen": "Forums" }, "#
            + #"{ "path": "forums/{id}", "screen": "Forum", "dependencies": ["forums"], "popToRoot": true }"#
        let ic = try Self.simulator(.icrouter, routes: routes)
        let rule = NavigationEvent.note(try Self.rule(.popToRootAfterDependencies, of: .icrouter))
        var state = ic.coldStart()
        let events = ic.perform("app://forums/1", on: &state).events
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forum"])
        let ruleAt = try #require(events.firstIndex(of: rule))
        let pushedForums = try #require(events.firstIndex { if case .pushed(screen: "Forums", _) = $0 { true } else { false } })
        #expect(pushedForums < ruleAt, "the dependency is pushed before the route pops to root")
        // navsim pops to root first and keeps the dependency below the route.
        let navsim = try Self.simulator(.navsim, routes: routes.replacingOccurrences(of: "{id}", with: ":id"))
        var navsimState = navsim.coldStart()
        #expect(!navsim.perform("app://forums/1", on: &navsimState).events.contains(rule))
        #expect(navsimState.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forums", "Forum"])
    }

    @Test func implicitParentRefusedLeavesOutThePrefixRouteAndNamesIt() throws {
        let routes = #"{ "path": "forums", "screen": "Forums" }, { "path": "forums/{id}", "screen": "Forum" }, "#
            + #"{ "path": "threads/{id}", "screen": "Thread", "parent": "forums" }"#
        let rule = try Self.rule(.implicitParentRefused, of: .icrouter)
        let ic = try Self.simulator(.icrouter, routes: routes)
        var state = ic.coldStart()
        let report = ic.perform("app://forums/3", on: &state)
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forum"])
        #expect(report.events.contains(.note(rule + "; navsim would start the stack with routes[0]")))
        // A parent the route names is kept.
        var named = ic.coldStart()
        let namedReport = ic.perform("app://threads/4", on: &named)
        #expect(named.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forums", "Thread"])
        #expect(!namedReport.events.contains { $0.description.hasPrefix(rule) })

        let navsim = try Self.simulator(.navsim, routes: routes.replacingOccurrences(of: "{id}", with: ":id"))
        var navsimState = navsim.coldStart()
        let navsimReport = navsim.perform("app://forums/3", on: &navsimState)
        #expect(navsimState.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forums", "Forum"])
        #expect(!navsimReport.events.contains { $0.description.hasPrefix(rule) })
    }

    static let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home">
          <fragment android:id="@+id/home"><deepLink app:uri="example.com/home"/></fragment>
          <fragment android:id="@+id/detail"><deepLink app:uri="example.com/detail/{id}"/></fragment>
        </navigation>
        """

    static func graphSimulator(_ extra: String = "") throws -> Simulator {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(Self.graph, to: "nav_graph.xml")
        let path = try scratch.write(#"{ "profile": "jetpack", "navGraphs": ["nav_graph.xml"]\#(extra) }"#, to: "r.json")
        return try CompiledApp(RouteFileLoader.load(path: path)).simulator
    }

    @Test func backStackFromGraphNotesTheRuleWhereTheGraphGivesTheStack() throws {
        let rule = try Self.rule(.backStackFromGraph, of: .jetpack)
        let jetpack = try Self.graphSimulator()
        var state = jetpack.coldStart()
        let report = jetpack.perform("https://example.com/detail/3", on: &state)
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["home", "detail"])
        #expect(report.events.contains(.note(rule)))
        // Without a new task the destination is alone: the graph gives no back stack, and no rule is noted.
        let alone = try Self.graphSimulator(#", "jetpack": { "newTask": false }"#)
        var aloneState = alone.coldStart()
        let aloneReport = alone.perform("https://example.com/detail/3", on: &aloneState)
        #expect(aloneState.tree.currentTab.stack.screens.map(\.screen) == ["detail"])
        #expect(!aloneReport.events.contains(.note(rule)))
        #expect(MatchingProfile.navsim.navigation.rule(of: .backStackFromGraph) == nil)
    }
}
