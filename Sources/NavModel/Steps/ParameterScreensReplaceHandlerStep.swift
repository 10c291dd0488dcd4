import NavRouting

/// When every path parameter of the route has a `parameterScreens` entry, that stack is the
/// route's plan in place of its own `screen` and `alert`, each screen receiving the whole match,
/// and it replaces the tab's stack (IKRouter uses the Routable chain instead of the route's
/// handler: IKRouter.swift, handleURL:).
struct ParameterScreensReplaceHandlerStep: PlanStep {
    func build(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) -> Bool {
        guard let routables = builder.parameterScreenStack(for: match) else { return false }
        let behavior = builder.app.routes[match.routeIndex]
        plan.stack = routables.map { PlannedScreen(screen: $0.screen, parameters: builder.withScreenDefaults(match.parameters, $0.screen),
                                                   origin: $0.origin) }
        plan.notes.append(rule)
        plan.skipsHandler = behavior.screen != nil || behavior.alert != nil
        plan.policy = .replace
        plan.replacedByParameterScreens = true
        return true
    }
}
