import NavRouting

/// WAAppRouting looks a URL up twice, once among the block handlers and once among the route
/// entities (WAAppRouter.m, `handleURL:`), and runs both: a URL a block route (`alert`, no
/// screen) and a screen route both take runs the two, the first route of the other kind in
/// registration order. The library builds one link from the entity's pattern, so the block
/// reads the entity's parameters whichever route comes first. The rule is logged, naming the
/// other route; a library that runs one winner does not list the step.
struct BlockAndScreenRoutesBothRunStep: NavigationStep {
    /// The library's rule; `nil` runs one winner.
    let rule: String?

    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard let rule, let other = Self.otherHalf(of: link.match, plan: link.plan, in: simulator) else { return .next }
        link.events.append(.note(rule + ": routes[\(other.match.routeIndex)] runs too"))
        if link.plan.navigates {
            // The screen route navigates; the block route's alert runs with the entity's parameters.
            link.alert = other.behavior.alert.map { LinkAlert(text: $0, parameters: link.match, wildcard: other.match) }
        } else {
            // The block route came first: the screen route's plan navigates, its parameters fill the alert.
            do {
                link.plan = try PlanBuilder(app: simulator.app, table: simulator.table).plan(for: other.match)
            } catch {
                return link.refused(error.message)
            }
            link.alert = link.alert.map { LinkAlert(text: $0.text, parameters: other.match, wildcard: link.match) }
        }
        return .next
    }

    /// The route of the other kind (a block route for a screen route, or the reverse) that also
    /// takes the URL, first in registration order, with its behaviour.
    private static func otherHalf(of match: RouteMatch, plan: NavigationPlan,
                          in simulator: Simulator) -> (match: RouteMatch, behavior: RouteBehavior)? {
        let (app, table) = (simulator.app, simulator.table)
        let wantsBlock = plan.navigates
        for endpoint in table.endpoints where endpoint.routeIndex != match.routeIndex && app.routes.indices.contains(endpoint.routeIndex) {
            let behavior = app.routes[endpoint.routeIndex]
            let isBlock = behavior.alert != nil && behavior.screen == nil && !endpoint.pattern.segments.contains { $0.mark != nil }
            guard isBlock == wantsBlock, wantsBlock || behavior.screen != nil || endpoint.pattern.segments.contains(where: { $0.mark != nil }),
                  let other = table.matchEndpoint(endpoint, match.request) else { continue }
            return (other, behavior)
        }
        return nil
    }
}
