import Foundation
import NavModel
import NavRouteFile
import Testing
import TestSupport

/// A new task into another tab's top-level graph keeps the root graph's start destination at
/// the bottom of that tab's stack (androidx NavController.handleDeepLink with deepLinkSaveState):
/// the tree holds it, Back reaches it, and Back from it leaves the app.
@Suite struct NavGraphTabStackTests {
    /// `home` is the root start destination and the `home` tab; `settings` is another tab.
    static let tabs = ", \"tabs\": [{\"id\": \"home\"}, {\"id\": \"settings\", \"title\": \"Settings\"}]"

    func simulator(_ extra: String) throws -> Simulator {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(NavGraphBackStackTests.graph, to: "nav_graph.xml")
        let path = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"nav_graph.xml\"]\(extra)}", to: "r.json")
        return try CompiledApp(RouteFileLoader.load(path: path)).simulator
    }

    func stacks(_ state: SimulatorState) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: state.tree.tabs.map { ($0.id, $0.stack.screens.map(\.screen)) })
    }

    @Test func aLinkIntoAnotherTabsGraphKeepsTheRootStartDestinationAtTheBottom() throws {
        let simulator = try simulator(Self.tabs)
        #expect(simulator.app.tabs.map(\.screenBelowRoot) == [nil, "home"])
        var state = simulator.coldStart()
        let report = simulator.perform("https://example.com/b", on: &state)
        #expect(!report.isRefused)
        #expect(state.tree.currentTab.id == "settings")
        #expect(stacks(state) == ["home": ["home"], "settings": ["home", "a", "b"]])
        // The other tab's own stack is kept as it was, not shown.
        #expect(state.tree.tabs[0].stack.screens.map(\.instance) == [1])
        // Back walks down to the root start destination, then stops: Back leaves the app there.
        for expected in [["home", "a"], ["home"]] {
            #expect(!simulator.back(on: &state).isRefused)
            #expect(stacks(state)["settings"] == expected)
        }
        let bottom = simulator.back(on: &state)
        #expect(bottom.isRefused)
        #expect(bottom.transcriptText.joined().contains("Back leaves the app"), "\(bottom.transcriptText)")
        // Selecting the tab again brings its root back above the screen below it.
        _ = simulator.perform(":tab settings", on: &state)
        #expect(stacks(state)["settings"] == ["home", "a"])
    }

    @Test func aSecondLinkIntoTheTabReusesTheBottomAndTheRoot() throws {
        let simulator = try simulator(Self.tabs)
        let (state, reports) = simulator.run(["https://example.com/b", "https://example.com/settings"])
        #expect(reports.allSatisfy { !$0.isRefused })
        #expect(stacks(state)["settings"] == ["home", "a"])
        // home #3 and a #4 came with the first link (the roots are #1 and #2; a #2 was replaced).
        #expect(state.tree.currentTab.stack.screens.map(\.instance) == [3, 4])
        // Reselecting the tab pops to its root and keeps the screen below it.
        var reselected = simulator.run(["https://example.com/b", ":tab settings"]).state
        #expect(stacks(reselected)["settings"] == ["home", "a"])
        #expect(simulator.perform(":tab settings", on: &reselected).transcriptText.joined().contains("already at its root"))
    }

    @Test func aLinkIntoTheRootStartTabAddsNothingBelow() throws {
        let simulator = try simulator(Self.tabs)
        let state = simulator.run(["https://example.com/b", "https://example.com/home"]).state
        #expect(state.tree.currentTab.id == "home")
        #expect(stacks(state) == ["home": ["home"], "settings": ["home", "a", "b"]])
    }

    @Test func withoutNewTaskTheTabStartsAtItsRoot() throws {
        let simulator = try simulator(Self.tabs + ", \"jetpack\": {\"newTask\": false}")
        #expect(simulator.app.tabs.allSatisfy { $0.screenBelowRoot == nil })
        let state = simulator.run(["https://example.com/b"]).state
        #expect(stacks(state)["settings"] == ["a", "b"])
    }
}
