import NavRouting

/// With `popToRoot`, a plan that pushes every screen (``DependenciesPushedAsOwnStackStep``)
/// pushes the route's dependencies where the stack is, then the route itself pops to root
/// (taking them off again) and is pushed: `popToRoot` is the route's, never a dependency's
/// (ICRouter: ICRouter.m, handleURL: and navigateToRoute:withParameters:isDependency:). The
/// simulator applies it and logs the rule.
struct PopToRootAfterDependenciesStep: PlanStep {
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {
        guard plan.pushesEveryScreen else { return }
        plan.popsToRootAfterDependencies = rule
    }
}
