import NavModel
import Testing

/// A tab that presents, shortcuts that run commands, and `!flag` on tabs and shortcuts.
@Suite struct TabAndShortcutStepTests {
    static func simulator() throws -> Simulator {
        try StepTestApp.simulator(#"""
            "state": { "loggedIn": false }, "screens": { "Compose": { "title": "New post" } },
            "shortcuts": [
              { "name": "search", "title": "Search", "action": ":tab search" },
              { "name": "fresh", "title": "Search anew", "action": [":tab search", ":back"] },
              { "name": "signin", "title": "Sign in", "action": ":set loggedIn=true", "requires": ["!loggedIn"] }
            ],
            """#, routes: #"{ "path": "status/:id", "screen": "Status" }"#, tabs: #"""
            [{ "id": "home", "root": "Home" }, { "id": "search", "root": "Search" },
             { "id": "compose", "title": "Post", "presents": "Compose" },
             { "id": "settings", "root": "Settings", "requires": ["!loggedIn"] }]
            """#)
    }

    @Test func aTabThatPresentsLeavesTheSelectionAlone() throws {
        let simulator = try Self.simulator()
        let (state, reports) = simulator.run(["app://status/1", ":tab compose"])
        #expect(state.tree.currentTab.id == "home")
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Status"])
        #expect(StepTestApp.modals(state) == [["Compose"]])
        #expect(StepTestApp.log(reports[1]).first == "tab compose presents Compose (\"presents\"); the selected tab stays home")
    }

    @Test func aQuickActionSelectsTheTabAndKeepsItsStack() throws {
        let simulator = try Self.simulator()
        let (state, reports) = simulator.run([":tab search", "app://status/1", ":tab home", "search", "search"])
        #expect(state.tree.currentTab.id == "search")
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Search", "Status"])
        #expect(StepTestApp.log(reports[3]).first == "shortcut search → action :tab search")
        #expect(!reports[4].isRefused)
    }

    @Test func aListOfCommandsRunsInOrderAndARefusalRefusesAll() throws {
        let simulator = try Self.simulator()
        let (state, _) = simulator.run([":tab search", "app://status/1", ":tab home", "fresh"])
        #expect(state.tree.currentTab.id == "search")
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Search"])
        var cold = simulator.coldStart()
        let refused = simulator.perform("fresh", on: &cold)
        #expect(refused.isRefused, "Back at the root is refused, so the whole action is")
        #expect(cold.tree.currentTab.id == "home")
    }

    @Test func negatedFlagsDecideTabsAndShortcuts() throws {
        let simulator = try Self.simulator()
        var state = simulator.coldStart()
        #expect(state.tree.tabs.map(\.id) == ["home", "search", "compose", "settings"])
        #expect(simulator.offeredShortcuts(flags: state.flags).map(\.name).contains("signin"))
        _ = simulator.perform("signin", on: &state)
        #expect(state.flags["loggedIn"] == true)
        #expect(state.tree.tabs.map(\.id) == ["home", "search", "compose"])
        #expect(simulator.perform("signin", on: &state).isRefused)
    }
}
