import NavRouting

/// A modal route is presented from the top-most controller, and when that controller's
/// navigation stack already holds the route's screen, it pops to that screen and reconfigures
/// it with the new link's parameters instead of presenting a second one (WAAppRouting:
/// WAAppRouteHandler.m, presentingViewController and presentTargetViewControllerClass:…). The
/// step gives the plan its rule; the simulator, which sees the tree, applies it and logs the rule.
struct PresentedScreenReusedStep: PlanStep {
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {
        plan.reusesPresentedScreen = rule
    }
}
