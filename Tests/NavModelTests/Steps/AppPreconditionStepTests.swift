import NavModel
import Testing

/// Top-level `requires`: every link needs the flags, before any route's own.
@Suite struct AppPreconditionStepTests {
    static let routes = #"{ "path": "status/:id", "screen": "Status" }, { "path": "login", "screen": "Login", "presentation": "modal" }"#

    @Test func withoutAGuardEveryLinkIsRefusedNamingTheFlag() throws {
        let simulator = try StepTestApp.simulator(#""state": { "onboarding": true }, "requires": ["!onboarding"],"#, routes: Self.routes)
        var state = simulator.coldStart()
        let report = simulator.perform("app://status/1", on: &state)
        guard case .refused(let reason, _) = report.outcome else { Issue.record("not refused"); return }
        #expect(reason.contains("every link requires (top-level \"requires\") !onboarding (onboarding is true)"), "\(reason)")
        _ = simulator.perform(":set onboarding=false", on: &state)
        #expect(!simulator.perform("app://status/1", on: &state).isRefused)
        // Commands are not links: they still work.
        var blocked = simulator.coldStart()
        #expect(!simulator.perform(":tab search", on: &blocked).isRefused)
    }

    @Test func withAGuardTheGuardApplies() throws {
        let simulator = try StepTestApp.simulator(#"""
            "state": { "session": false }, "requires": ["session"],
            "guards": { "session": { "redirect": "app://login" } },
            """#, routes: Self.routes)
        var state = simulator.coldStart()
        let report = simulator.perform("app://status/7", on: &state)
        #expect(!report.isRefused)
        #expect(StepTestApp.modals(state) == [["Login"]], "the guard's own redirect is not checked again")
        #expect(state.pending == "app://status/7")
        _ = simulator.perform(":set session=true", on: &state)
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Status"])
    }
}
