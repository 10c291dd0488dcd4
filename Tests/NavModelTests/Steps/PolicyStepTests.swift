import NavModel
import Testing

/// `"policy": "keep"` (a singleton stays) and `"policy": "popTo"` (pop back to it when it is there).
@Suite struct PolicyStepTests {
    static let routes = #"""
        { "path": "compose/:draft", "screen": "Compose", "presentation": "modal", "policy": "keep" },
        { "path": "assistant", "screen": "Assistant", "policy": "keep" },
        { "path": "settings/:section", "screen": "Settings", "policy": "popTo" },
        { "path": "bookmarks", "screen": "Bookmarks", "policy": "push" }
        """#

    @Test func keepLeavesThePresentedSingletonAsItIs() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://compose/a", "app://compose/b"])
        #expect(StepTestApp.modals(state) == [["Compose"]])
        let compose = try #require(state.tree.modals.first?.top)
        #expect(compose.instance == 3)
        #expect(compose.value("draft")?.string == "a", "the instance keeps its parameters")
        #expect(StepTestApp.log(reports[1]).contains("policy keep: Compose #3 is already on top, so nothing changes (it keeps its parameters)"))
    }

    @Test func keepPushesWhenTheScreenIsNotOnTop() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://assistant", "app://bookmarks", "app://assistant"])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Assistant", "Bookmarks", "Assistant"])
        #expect(StepTestApp.log(reports[2]).contains("policy keep: Assistant is not on top, so it is pushed"))
        let again = simulator.run(["app://assistant", "app://assistant"]).state
        #expect(StepTestApp.screens(again.tree.currentTab.stack) == ["Home", "Assistant"])
    }

    @Test func popToPopsBackToTheSameScreenWithTheSameParameters() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://settings/privacy", "app://bookmarks", "app://settings/privacy"])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Settings"])
        #expect(state.tree.currentTab.stack.top?.instance == 3)
        let log = StepTestApp.log(reports[2])
        #expect(log.contains("policy popTo: Settings #3 is in the stack, so the link pops back to it"))
        #expect(log.contains("popped Bookmarks #4"))
    }

    @Test func popToPushesWhenTheParametersDiffer() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://settings/privacy", "app://bookmarks", "app://settings/general"])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Settings", "Bookmarks", "Settings"])
        #expect(StepTestApp.log(reports[2]).contains("policy popTo: no Settings with these parameters in the stack, so it is pushed"))
    }
}
