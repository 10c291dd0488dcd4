import NavRouting

/// One way a library shapes a matched route's plan, as a small named step: the plan builder
/// runs the steps a profile composes (``NavigationRules/planSteps``) on every plan it builds
/// (parents' and dependencies' too), in order, after navsim's own plan for the route is built.
/// A step may change the plan and add a note carrying its rule.
protocol PlanStep: Sendable {
    /// Shapes `plan`, built for `match` at `depth` (0 for the link itself), under `rule`.
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure)
}

extension PlanStepName {
    /// The step that implements the name.
    var step: any PlanStep {
        switch self {
        case .wholeLinkToEveryScreen: WholeLinkToEveryScreenStep()
        }
    }
}
