import NavRouting

/// Every screen of a stack of more than one receives the whole link: its path parameters and
/// query, then the screen's own defaults (WAAppRouting configures every controller of the stack
/// with the same WAAppLink: UIViewController+WAAppLinkParameters.m). The rule is logged once,
/// for the link itself.
struct WholeLinkToEveryScreenStep: PlanStep {
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {
        guard plan.allScreens.count > 1 else { return }
        // The link (path and query), then each controller's own defaults.
        let link = match.parameters.filter { $0.source != .default }
        func whole(_ screen: PlannedScreen) -> PlannedScreen {
            PlannedScreen(screen: screen.screen, parameters: builder.withScreenDefaults(link, screen.screen), origin: screen.origin)
        }
        plan.stack = plan.stack.map(whole)
        plan.modals = plan.modals.map { $0.map(whole) }
        if depth == 0 { plan.notes.append(rule) }
    }
}
