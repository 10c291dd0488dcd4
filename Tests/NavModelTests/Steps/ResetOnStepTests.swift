import NavModel
import Testing

/// Top-level `resetOn`: a flag whose change rebuilds the app.
@Suite struct ResetOnStepTests {
    static func simulator() throws -> Simulator {
        try StepTestApp.simulator(#""state": { "account": false }, "resetOn": ["account"],"#, routes: #"""
            { "path": "status/:id", "screen": "Status" },
            { "path": "sheet", "screen": "Sheet", "presentation": "modal" },
            { "path": "switch", "screen": "Accounts", "set": { "account": true }, "tab": "search" }
            """#)
    }

    @Test func setRebuildsEveryTab() throws {
        let simulator = try Self.simulator()
        let (state, reports) = simulator.run(["app://status/1", ":tab search", "app://status/2", "app://sheet", ":set account=true"])
        #expect(state.tree.tabs.map { StepTestApp.screens($0.stack) } == [["Home"], ["Search"]])
        #expect(state.tree.modals.isEmpty)
        #expect(StepTestApp.log(reports[4]).contains("resetOn account: the app is rebuilt, every tab back to its root and modals dismissed"))
        // Setting the flag to the value it has changes nothing.
        let same = simulator.run(["app://status/1", ":set account=false"])
        #expect(StepTestApp.screens(same.state.tree.currentTab.stack) == ["Home", "Status"])
    }

    @Test func aRoutesSetResetsFirstThenTheRouteNavigates() throws {
        let simulator = try Self.simulator()
        let (state, reports) = simulator.run(["app://status/1", "app://switch"])
        #expect(state.tree.tabs.map { StepTestApp.screens($0.stack) } == [["Home"], ["Search", "Accounts"]])
        let log = StepTestApp.log(reports[1])
        let reset = try #require(log.firstIndex { $0.hasPrefix("resetOn account") })
        let pushed = try #require(log.firstIndex { $0.hasPrefix("pushed Accounts") })
        #expect(reset < pushed)
        #expect(log.filter { $0.hasPrefix("resetOn") }.count == 1)
        #expect(state.flags["account"] == true)
    }
}
