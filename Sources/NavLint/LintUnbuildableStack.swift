import NavSupport
import NavModel
import NavRouteFile
import NavRouting

/// `unbuildable-stack`: a route whose stack cannot be built (its `parent` chain or dependencies
/// nest deeper than navigation follows, or loop), so `open` refuses every link to it. The
/// witness is a URL that proves it.
enum UnbuildableStackRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        // A profile with its own navigation builds no plans.
        guard context.app.navigator == nil else { return [] }
        let simulator = context.app.simulator
        var findings: [LintFinding] = []
        for index in context.app.app.routes.indices {
            let route = context.app.app.routes[index]
            // Only a route with a parent or dependencies builds a stack deeper than itself.
            guard route.parent != .none || !route.dependencies.isEmpty,
                  let first = context.endpointsByRoute[index]?.first,
                  let url = context.witnesses.witness(for: context.table.endpoints[first]),
                  let match = context.table.match(url).match, match.routeIndex == index,
                  let problem = simulator.planProblem(for: match) else { continue }
            findings.append(context.finding(
                .unbuildableStack, .error, route: index, field: context.route(index)?.parent == .implicit ? "path" : "parent",
                "the stack of \(context.label(index)) cannot be built, so every link to it is refused: \(problem)", witness: url))
        }
        return findings
    }
}
