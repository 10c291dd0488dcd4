import NavRouting

extension Simulator {
    /// The tab a plan's stack lands on, and why: the route's `tab`, else the tab whose root
    /// starts the stack, else the selected one.
    func targetTab(for plan: NavigationPlan, in state: SimulatorState) -> (index: Int, reason: String) {
        let tabs = state.tree.tabs
        if let id = plan.tab, let index = tabs.firstIndex(where: { $0.id == id }) {
            return (index, plan.routeIndex < app.routes.count && plan.tab == app.routes[plan.routeIndex].tab
                ? "the route's \"tab\"" : "the \"tab\" of a route its stack starts with")
        } else if let first = plan.stack.first, let index = tabs.firstIndex(where: { rootScreen(of: $0) == first.screen }) {
            return (index, (plan.tab.map { "tab \($0) is not in the tab bar; " } ?? "") + "its root is \(first.screen), the stack's first screen")
        }
        return (state.tree.selectedTab, (plan.tab.map { "tab \($0) is not in the tab bar and " } ?? "no \"tab\" and ")
            + "no tab's root starts the stack, so the current tab")
    }
}
