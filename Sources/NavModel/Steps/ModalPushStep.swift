import NavRouting

/// A library that cannot push inside a presented modal (``NavigationRules/pushInsideModal``,
/// WAAppRouting) refuses a plan that would push a screen inside one, with its rule.
struct ModalPushStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard let rule = simulator.table.options.profile.navigation.pushInsideModal.refusal,
              link.plan.modals.contains(where: { $0.count > 1 }) else { return .next }
        return link.refused(rule)
    }
}
