import NavRouting

/// A library that builds a route's stack some other way than from URL prefixes (ICRouter from
/// the route's dependencies, ICRouter.m `handleURL:`; androidx from the navigation graph;
/// go_router from parent GoRoutes; expo-router from a Stack's anchor) adds no implicit parent:
/// the route of the longest URL prefix, which navsim puts below a route without `"parent"`, is
/// left out, and the rule is noted with the route navsim would have started the stack with. A
/// `"parent"` the route names is kept.
struct ImplicitParentRefusedStep: PlanStep {
    func parent(_ parent: NavigationPlan, by source: ParentRule, for match: RouteMatch, depth: Int, rule: String,
                notes: inout [String]) -> NavigationPlan? {
        guard source == .implicit else { return parent }
        notes.append(rule + "; navsim would start the stack with routes[\(parent.routeIndex)]")
        return nil
    }
}
