import NavRouting

/// The link's query and fragment reach no screen, because the library reads only the URL's host
/// and path (ICRouter: ICRouter.m, pathFromURL:); when the link itself carries either, the rule
/// is noted once, after the plan's other notes (list the step last).
struct QueryAndFragmentIgnoredStep: PlanStep {
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {
        guard depth == 0, match.request.input.contains(where: { $0 == "?" || $0 == "#" }) else { return }
        plan.notes.append(rule)
    }
}
