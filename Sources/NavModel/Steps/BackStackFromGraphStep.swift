import NavRouting

/// A library whose back stack on a link comes from the app's navigation graph (androidx's
/// `NavController.handleDeepLink`: the start destination of every enclosing `<navigation>`,
/// then the destination; React Navigation's rehydrated state under expo-router) notes its rule
/// when a link's stack starts with the screens a route's `"parent"` lists (``ParentRule/screens``,
/// the back stack the graph gives), ahead of the notes on that stack. The stack is the same
/// without the step: it is rebuilt, not merged, in every profile.
struct BackStackFromGraphStep: PlanStep {
    func parent(_ parent: NavigationPlan, by source: ParentRule, for match: RouteMatch, depth: Int, rule: String,
                notes: inout [String]) -> NavigationPlan? {
        if case .screens = source, depth == 0 { notes.append(rule) }
        return parent
    }
}
