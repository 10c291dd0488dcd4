import NavModel
import Testing

/// A route's `when`: it declines while a flag does not hold and the next route takes the link.
@Suite struct RouteConditionTests {
    static func simulator() throws -> Simulator {
        try StepTestApp.simulator(#""state": { "loggedIn": false },"#, routes: #"""
            { "path": "status/:id", "screen": "Status", "when": ["loggedIn"] },
            { "path": "status/:id", "screen": "WebStatus", "when": ["!loggedIn"] }
            """#)
    }

    @Test func aDecliningRouteLetsTheNextOneMatch() throws {
        let simulator = try Self.simulator()
        var state = simulator.coldStart()
        let report = simulator.perform("app://status/1", on: &state)
        #expect(state.tree.currentTab.stack.top?.screen == "WebStatus")
        #expect(StepTestApp.log(report).first == "routes[0] status/:id declines: \"when\" loggedIn does not hold (loggedIn is false); matching goes on")
        #expect(state.pending == nil, "nothing waits")
        _ = simulator.perform(":set loggedIn=true", on: &state)
        _ = simulator.perform("app://status/2", on: &state)
        #expect(state.tree.currentTab.stack.top?.screen == "Status")
    }

    @Test func theExplanationNamesTheFlag() throws {
        let simulator = try Self.simulator()
        let flags = ["loggedIn": false]
        let declined = simulator.decliningRoutes(flags: flags)
        #expect(declined == [0: "loggedIn"])
        let lines = simulator.table(declining: declined).explain("app://status/1").naming(declined, flags: flags).lines
        #expect(lines.contains("  routes[0] /status/:id: declined: \"when\" loggedIn does not hold (loggedIn is false)"), "\(lines)")
        #expect(lines.contains("winner: routes[1] /status/:id"), "\(lines)")
    }

    @Test func whenEveryRouteDeclinesNothingMatches() throws {
        let simulator = try StepTestApp.simulator(#""state": { "beta": false },"#,
                                                  routes: #"{ "path": "labs", "screen": "Labs", "when": ["beta"] }"#)
        var state = simulator.coldStart()
        let report = simulator.perform("app://labs", on: &state)
        guard case .refused(let reason, _) = report.outcome else { Issue.record("not refused"); return }
        #expect(reason.contains("no route matches"), "\(reason)")
    }
}
