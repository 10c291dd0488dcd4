import NavRouting

/// A `parameterScreens` stack (``ParameterScreensReplaceHandlerStep``) of more than one screen,
/// for a route with `presentation: "modal"`, pushes all but the last screen and presents the
/// last (IKRouter's setViewControllersPresentingLast: UINavigationController+RoutingExtensions.swift).
struct ParameterScreensPresentLastStep: PlanStep {
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {
        guard plan.replacedByParameterScreens, builder.app.routes[match.routeIndex].presentation == .modal,
              plan.modals.isEmpty, plan.stack.count > 1, let last = plan.stack.last else { return }
        plan.stack.removeLast()
        plan.modals = [[last]]
        plan.notes.append(rule)
    }
}
