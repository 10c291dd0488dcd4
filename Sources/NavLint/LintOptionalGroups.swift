import NavSupport
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// `optional-group-explosion`: a route whose optional groups expand into many concrete routes.
///
/// Every combination of `( … )` groups is registered as a route of its own (JLRoutes does the
/// same), so five groups already make 32 routes competing with the rest of the table; the
/// compiler refuses more than `RoutePattern.maximumExpansions`. Past `warningThreshold` the
/// route is hard to reason about and usually wants a query parameter or separate routes.
enum OptionalGroupRule {
    /// The most expansions a route may have without a warning.
    static let warningThreshold = 16

    static func findings(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (index, endpointIndices) in context.endpointsByRoute.sorted(by: { $0.key < $1.key }) {
            let expansions = endpointIndices.filter { !context.table.endpoints[$0].isPrefix }.count
            guard expansions > warningThreshold else { continue }
            findings.append(context.finding(
                .optionalGroupExplosion, .warning, route: index, field: "path",
                "\(context.label(index)) expands into \(expansions) routes (more than \(warningThreshold)); every combination of "
                    + "its optional groups competes with the other routes: prefer query parameters or separate routes"))
        }
        return findings
    }
}
