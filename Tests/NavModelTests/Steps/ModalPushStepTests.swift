import NavModel
import NavProfiles
import NavRouting
import Testing

/// `modalPush`, listed with its rule by a library that cannot push inside a presented modal
/// (`waapprouting`): such a plan is refused, and a modal parent is left out of the stack, each
/// under the listed rule; navsim (which does not list the step) pushes inside the modal.
@Suite struct ModalPushStepTests {
    static let routes = #"""
        { "path": "help{Help}!/topic{Topic}" },
        { "path": "compose", "screen": "Compose", "presentation": "modal" },
        { "path": "compose/draft", "screen": "Draft" }
        """#

    @Test func onlyALibraryThatCannotPushInsideAModalListsTheStep() {
        #expect(MatchingProfile.waapprouting.navigation.rule(of: .modalPush) != nil)
        #expect(!NavigationRules.navsim.steps.contains { $0.name == .modalPush })
        #expect(!MatchingProfile.jlroutes.navigation.steps.contains { $0.name == .modalPush })
    }

    @Test func aPlanPushingInsideAModalIsRefusedWithTheRule() throws {
        let rule = try StepTestApp.rule(.modalPush, of: .waapprouting)
        let waap = try StepTestApp.simulator(.waapprouting, routes: Self.routes)
        var state = waap.coldStart()
        let report = waap.perform("app://help/topic", on: &state)
        #expect(report.outcome == .refused(reason: rule, suggestions: []))
        #expect(state.tree.modals.isEmpty)

        let navsim = try StepTestApp.simulator(routes: Self.routes)
        #expect(StepTestApp.modals(navsim.run(["app://help/topic"]).state) == [["Help", "Topic"]])
    }

    @Test func aModalParentIsLeftOutUnderTheRule() throws {
        let rule = try StepTestApp.rule(.modalPush, of: .waapprouting)
        let waap = try StepTestApp.simulator(.waapprouting, routes: Self.routes)
        let (state, reports) = waap.run(["app://compose/draft"])
        #expect(!reports[0].isRefused)
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "Draft"])
        #expect(state.tree.modals.isEmpty)
        #expect(StepTestApp.log(reports[0]).contains { $0.contains("parent routes[1] compose is presented modally") && $0.contains(rule) })

        let navsim = try StepTestApp.simulator(routes: Self.routes)
        #expect(StepTestApp.modals(navsim.run(["app://compose/draft"]).state) == [["Compose", "Draft"]])
    }
}
