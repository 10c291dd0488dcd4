import NavRouting

extension Simulator {
    /// The plan `match`'s route makes: the stack, presentations and tab it asks for, before any
    /// guard, flag or the current tree has a say (what a map of the app draws). `nil` when the
    /// plan cannot be built (parents nesting past the limit, a cycle).
    public func plan(for match: RouteMatch) -> NavigationPlan? {
        try? PlanBuilder(app: app, table: table).plan(for: match)
    }
}

extension Simulator {
    /// Why the stack `match`'s route asks for cannot be built (its parents nest past the limit,
    /// a parent cycle), as `open` refuses the link; `nil` when it can.
    public func planProblem(for match: RouteMatch) -> String? {
        do throws(PlanFailure) {
            _ = try PlanBuilder(app: app, table: table).plan(for: match)
            return nil
        } catch {
            return error.message
        }
    }
}
