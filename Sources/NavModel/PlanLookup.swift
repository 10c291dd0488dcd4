import NavRouting

extension Simulator {
    /// The plan `match`'s route makes: the stack, presentations and tab it asks for, before any
    /// guard, flag or the current tree has a say (what a map of the app draws). `nil` when the
    /// plan cannot be built (parents nesting past the limit, a cycle).
    public func plan(for match: RouteMatch) -> NavigationPlan? {
        try? PlanBuilder(app: app, table: table).plan(for: match)
    }
}
