import NavRouting

/// A route with a `screen` (and no `{Screen}` marks in its path) is shown on a stack of its own
/// dependencies: only the matched route's own run (not theirs in turn), each shows its screen
/// with the matched route's parameters, every screen is pushed (no reuse) and only the route
/// itself pops to root (ICRouter: ICRouter.m, handleURL: and
/// navigateToRoute:withParameters:isDependency:). An explicit `parent` still starts the stack.
struct DependenciesPushedAsOwnStackStep: PlanStep {
    func build(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) -> Bool {
        let behavior = builder.app.routes[match.routeIndex]
        let segments = match.endpoint.pattern.segments
        guard !segments.contains(where: { $0.mark != nil }), let screen = behavior.screen else { return false }
        // An explicit `parent` still applies; the implicit one is refused with its rule.
        let consumed = match.request.components.count
        let asksParent = behavior.dependencies.isEmpty || behavior.parent != .implicit
        let parent = asksParent
            ? try builder.parent(of: match, behavior: behavior, components: consumed - 1, depth: depth, notes: &plan.notes) : nil
        plan.parents = parent.map { [$0.routeIndex] + $0.parents } ?? []
        if plan.tab == nil { plan.tab = parent?.tab }
        plan.stack = (parent?.stack ?? [])
            + (try ownDependencyScreens(of: match, behavior: behavior, tab: &plan.tab, notes: &plan.notes, builder: builder))
            + [PlannedScreen(screen: screen, parameters: builder.withScreenDefaults(match.parameters, screen),
                             origin: builder.origin(of: match, through: segments.count - 1, withQuery: true))]
        plan.pushesEveryScreen = true
        if !behavior.dependencies.isEmpty { plan.notes.append(rule) }
        return true
    }

    /// Each of the route's own dependencies shows its screen (its `screen`, else the last
    /// `{Screen}` of its path) with the matched route's parameters; theirs do not run.
    private func ownDependencyScreens(of match: RouteMatch, behavior: RouteBehavior, tab: inout String?,
                                      notes: inout [String], builder: PlanBuilder) throws(PlanFailure) -> [PlannedScreen] {
        let (app, table) = (builder.app, builder.table)
        var stack: [PlannedScreen] = []
        for dependency in behavior.dependencies {
            let url = Interpolation.fillLink(dependency, with: match.parameters, scheme: Interpolation.scheme(of: match.request.input),
                                              profile: table.options.profile)
            guard let dependencyMatch = table.match(url).match, app.routes.indices.contains(dependencyMatch.routeIndex) else {
                notes.append("dependency \"\(dependency)\" of routes[\(match.routeIndex)] (as \(url)) matches no route; skipped")
                continue
            }
            let route = app.routes[dependencyMatch.routeIndex]
            guard let screen = route.screen ?? dependencyMatch.endpoint.pattern.segments.last(where: { $0.mark != nil })?.mark?.screen
            else { continue }
            if tab == nil { tab = route.tab }
            stack.append(PlannedScreen(screen: screen, parameters: builder.withScreenDefaults(match.parameters, screen),
                                       origin: builder.origin(of: dependencyMatch, through: dependencyMatch.endpoint.pattern.segments.count - 1,
                                                              withQuery: false)))
        }
        return stack
    }
}
