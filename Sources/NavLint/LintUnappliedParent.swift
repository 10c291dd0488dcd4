import NavSupport
import NavModel
import NavRouteFile
import NavRouting

/// `unapplied-parent`: a parent chain navigation cannot apply. A parent presented modally under
/// a profile that cannot push inside a modal leaves the route without the stack its author
/// wrote; the trace says so per link, and `check` says so once, with a witness URL. (A `parent`
/// path that matches no route is a `dead-link`.)
enum UnappliedParentRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        // Only a profile that cannot push inside a modal leaves a parent out (`PlanBuilder.adopt`):
        // under the others no route is matched and planned here for nothing.
        guard context.table.options.profile.navigation.rule(of: .modalPush) != nil else { return [] }
        let simulator = context.app.simulator
        var findings: [LintFinding] = []
        for index in context.app.app.routes.indices {
            guard let first = context.endpointsByRoute[index]?.first,
                  let url = context.witnesses.witness(for: context.table.endpoints[first]),
                  let match = context.table.match(url).match, match.routeIndex == index else { continue }
            let reasons = simulator.unappliedParents(of: match)
            guard !reasons.isEmpty else { continue }
            findings.append(context.finding(
                .unappliedParent, .warning, route: index, field: context.route(index)?.parent == .implicit ? "path" : "parent",
                "the parent chain of \(context.label(index)) cannot be applied: " + reasons.joined(separator: "; "),
                witness: url))
        }
        return findings
    }
}
