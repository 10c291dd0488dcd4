import NavRouting

/// A library that cannot push inside a presented modal (WAAppRouting) lists this step with its
/// rule: a plan that would push a screen inside a modal is refused with it. The plan builder
/// also leaves a modal parent out under the same rule (``PlanBuilder``), and `check` warns about
/// such routes (`push-inside-modal`, `unapplied-parent`).
struct ModalPushStep: NavigationStep {
    /// The library's rule; `nil` refuses nothing.
    let rule: String?

    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard let rule, link.plan.modals.contains(where: { $0.count > 1 }) else { return .next }
        return link.refused(rule)
    }
}
