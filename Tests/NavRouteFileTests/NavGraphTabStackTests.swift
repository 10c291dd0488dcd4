import Foundation
import NavModel
import NavRouteFile
import Testing
import TestSupport

/// A new task into another tab's top-level graph keeps the root graph's start destination at
/// the bottom of that tab's stack (androidx NavController.handleDeepLink with deepLinkSaveState):
/// the tree holds it and Back reaches it. The task restarts on a link (no other tab keeps its
/// stack) and the checked tab follows the destination's graph, Back included; without a new
/// task the destination is alone and Back leaves the app.
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
        // Back walks down to the root start destination; there NavigationUI checks the tab of
        // its graph, home (the NavigationAdvancedSample's DeepLinkTest after two Backs).
        #expect(!simulator.back(on: &state).isRefused)
        #expect(stacks(state)["settings"] == ["home", "a"])
        #expect(state.tree.currentTab.id == "settings")
        let second = simulator.back(on: &state)
        #expect(stacks(state)["settings"] == ["home"])
        #expect(state.tree.currentTab.id == "home")
        #expect(second.transcriptText.joined().contains("NavigationUI checks the tab whose graph holds home"), "\(second.transcriptText)")
        checkTreeInvariants(state, simulator)
        // Selecting the tab again navigates to its graph: its root comes back above the screen below it.
        _ = simulator.perform(":tab settings", on: &state)
        #expect(stacks(state)["settings"] == ["home", "a"])
        // Back from the screen below the root, alone in the stack, leaves the app.
        state = simulator.run(["https://example.com/settings", ":back"]).state
        #expect(state.tree.currentTab.id == "home")
        #expect(simulator.back(on: &state).isRefused)
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

    @Test func aNewTaskReturnsEveryOtherTabToItsStartDestination() throws {
        let simulator = try simulator(Self.tabs)
        let (state, reports) = simulator.run(["https://example.com/b", "https://example.com/home"])
        #expect(state.tree.currentTab.id == "home")
        // The task restarted: settings no longer keeps the stack the first link built.
        #expect(stacks(state) == ["home": ["home"], "settings": ["a"]])
        let log = reports[1].transcriptText.joined(separator: "\n")
        #expect(log.contains("androidx restarts the task (FLAG_ACTIVITY_NEW_TASK adds CLEAR_TASK): tab settings back to its start destination"),
                "\(log)")
        checkTreeInvariants(state, simulator)
    }

    @Test func withoutNewTaskTheDestinationIsAloneAndBackLeavesTheApp() throws {
        let simulator = try simulator(Self.tabs + ", \"jetpack\": {\"newTask\": false}")
        #expect(simulator.app.tabs.allSatisfy { $0.screenBelowRoot == nil })
        var state = simulator.coldStart()
        let report = simulator.perform("https://example.com/b", on: &state)
        #expect(stacks(state)["settings"] == ["b"])
        #expect(state.tree.currentTab.id == "settings")
        #expect(report.transcriptText.joined().contains("alone on the back stack"), "\(report.transcriptText)")
        checkTreeInvariants(state, simulator)
        let back = simulator.back(on: &state)
        #expect(back.isRefused)
        #expect(back.transcriptText.joined().contains("Back leaves the app"), "\(back.transcriptText)")
        // Selecting the tab again shows its graph from its start destination.
        _ = simulator.perform(":tab home", on: &state)
        _ = simulator.perform(":tab settings", on: &state)
        #expect(stacks(state)["settings"] == ["b"])
        _ = simulator.perform(":tab settings", on: &state)
        #expect(stacks(state)["settings"] == ["a"])
    }
}
