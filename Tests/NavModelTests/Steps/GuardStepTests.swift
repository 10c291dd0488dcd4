import NavModel
import NavProfiles
import NavRouting
import Testing

/// `requires` and guards: a kept link waits, `"keep": false` drops it, an https redirect goes
/// to the browser, `!flag` asks for a false flag.
@Suite struct GuardStepTests {
    static func simulator(keep: Bool, redirect: String = "app://login") throws -> Simulator {
        try StepTestApp.simulator(#"""
            "state": { "loggedIn": false, "onboarded": true },
            "guards": { "loggedIn": { "redirect": "\#(redirect)", "keep": \#(keep) } },
            """#, routes: #"""
            { "path": "login", "screen": "Login", "presentation": "modal" },
            { "path": "email/new", "screen": "NewAddress", "requires": ["loggedIn"] },
            { "path": "welcome", "screen": "Welcome", "requires": ["!onboarded"] }
            """#)
    }

    @Test func aKeptLinkWaitsAndResumes() throws {
        let simulator = try Self.simulator(keep: true)
        let (state, _) = simulator.run(["app://email/new", ":set loggedIn=true"])
        #expect(state.pending == nil)
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "NewAddress"])
    }

    @Test func keepFalseOpensTheRedirectAndDropsTheLink() throws {
        let simulator = try Self.simulator(keep: false)
        var state = simulator.coldStart()
        let report = simulator.perform("app://email/new", on: &state)
        #expect(!report.isRefused)
        #expect(state.pending == nil)
        #expect(StepTestApp.modals(state) == [["Login"]])
        #expect(StepTestApp.log(report).contains("guard loggedIn (\"keep\": false): app://email/new is dropped, never resumed"))
        _ = simulator.perform(":set loggedIn=true", on: &state)
        let screens = (state.tree.tabs.map(\.stack) + state.tree.modals).flatMap { StepTestApp.screens($0) }
        #expect(!screens.contains("NewAddress"), "the dropped link never resumes")
    }

    @Test func anHttpsRedirectGoesToTheBrowserAndChangesNothing() throws {
        let simulator = try Self.simulator(keep: false, redirect: "https://duckduckgo.com/email")
        var state = simulator.coldStart()
        let before = state
        let report = simulator.perform("app://email/new", on: &state)
        guard case .refused(let reason, _) = report.outcome else { Issue.record("not refused: \(report)"); return }
        #expect(reason.contains("guard loggedIn hands https://duckduckgo.com/email to the browser"), "\(reason)")
        #expect(report.handedBackToBrowser == "https://duckduckgo.com/email")
        #expect(state == before)
        #expect(state.pending == nil)
    }

    @Test func aNegatedRequirementHoldsWhileTheFlagIsFalse() throws {
        let simulator = try Self.simulator(keep: true)
        var state = simulator.coldStart()
        let refused = simulator.perform("app://welcome", on: &state)
        guard case .refused(let reason, _) = refused.outcome else { Issue.record("not refused"); return }
        #expect(reason.contains("requires !onboarded (onboarded is true)"), "\(reason)")
        #expect(reason.contains("try :set onboarded=false"), "\(reason)")
        _ = simulator.perform(":set onboarded=false", on: &state)
        #expect(!simulator.perform("app://welcome", on: &state).isRefused)
    }

    /// Listed with a rule (`waapprouting`: shouldHandleAppLinkBlock), the step refuses the link
    /// under that rule: nothing redirects and nothing waits.
    @Test func withARuleAFalseRequirementRefusesTheLink() throws {
        let rule = try StepTestApp.rule(.guards, of: .waapprouting)
        #expect(NavigationRules.navsim.rule(of: .guards) == nil)
        let waap = try StepTestApp.simulator(.waapprouting, #"""
            "state": { "loggedIn": false },
            "guards": { "loggedIn": { "redirect": "app://login" } },
            """#, routes: #"{ "path": "login", "screen": "Login" }, { "path": "email/new", "screen": "NewAddress", "requires": ["loggedIn"] }"#)
        var state = waap.coldStart()
        let before = state
        let report = waap.perform("app://email/new", on: &state)
        #expect(report.outcome == .refused(reason: "app://email/new requires loggedIn, which is false: \(rule)", suggestions: []))
        #expect(state == before)
        #expect(state.pending == nil)
    }
}
