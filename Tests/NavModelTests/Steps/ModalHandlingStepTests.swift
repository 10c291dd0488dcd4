import NavModel
import NavProfiles
import NavRouting
import Testing

/// `onModal`: dismiss (the default), keep, inside; per route and for the whole app.
@Suite struct ModalHandlingStepTests {
    static let routes = #"""
        { "path": "compose", "screen": "Compose", "presentation": "modal" },
        { "path": "status/:id", "screen": "Status" },
        { "path": "kept/:id", "screen": "Kept", "onModal": "keep" },
        { "path": "sheet", "screen": "Sheet", "presentation": "modal" }
        """#

    @Test func byDefaultALinkDismissesTheModalFirst() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://compose", "app://status/1"])
        #expect(state.tree.modals.isEmpty)
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Status"])
        #expect(StepTestApp.log(reports[1]).contains("dismissed Compose #3"))
    }

    @Test func keepLeavesTheModalUpAndNavigatesBeneathIt() throws {
        let simulator = try StepTestApp.simulator(routes: Self.routes)
        let (state, reports) = simulator.run(["app://compose", "app://kept/1"])
        #expect(StepTestApp.modals(state) == [["Compose"]])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Kept"])
        #expect(StepTestApp.log(reports[1]).contains("onModal keep: Compose #3 stays up; the link applies to the stack beneath it"))
    }

    @Test func insidePushesOnTheTopMostModalsStack() throws {
        let simulator = try StepTestApp.simulator(#""onModal": "inside","#, routes: Self.routes)
        let (state, reports) = simulator.run(["app://compose", "app://status/1"])
        #expect(StepTestApp.modals(state) == [["Compose", "Status"]])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home"])
        #expect(StepTestApp.log(reports[1]).contains(where: { $0.hasPrefix("onModal inside: the screen is pushed on the top-most modal's stack") }))
        // A modal route is presented over the top-most modal.
        let over = simulator.run(["app://compose", "app://sheet"]).state
        #expect(StepTestApp.modals(over) == [["Compose"], ["Sheet"]])
    }

    @Test func insideWithNoModalUpIsDismiss() throws {
        let simulator = try StepTestApp.simulator(#""onModal": "inside","#, routes: Self.routes)
        let (state, reports) = simulator.run(["app://status/1"])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Status"])
        #expect(!StepTestApp.log(reports[0]).contains(where: { $0.hasPrefix("onModal") }))
    }

    @Test func aRoutesOwnValueWinsOverTheAppsDefault() throws {
        let simulator = try StepTestApp.simulator(#""onModal": "inside","#, routes: Self.routes)
        let state = simulator.run(["app://compose", "app://kept/1"]).state
        #expect(StepTestApp.modals(state) == [["Compose"]])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Kept"])
    }

    /// Listed with a rule (`waapprouting` never dismisses), `dismiss` leaves the modal up, logs
    /// the rule and the plan applies beneath it.
    @Test func withARuleDismissLeavesTheModalUpAndLogsTheRule() throws {
        let rule = try StepTestApp.rule(.modalHandling, of: .waapprouting)
        #expect(NavigationRules.navsim.rule(of: .modalHandling) == nil)
        let waap = try StepTestApp.simulator(.waapprouting, routes: Self.routes)
        let (state, reports) = waap.run(["app://compose", "app://status/1"])
        #expect(StepTestApp.modals(state) == [["Compose"]])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Status"])
        #expect(reports[1].events.contains(.note(rule)))
        #expect(!StepTestApp.log(reports[1]).contains { $0.hasPrefix("dismissed") })
    }
}
