import NavGraphs
import NavRouteFile

/// `deep-link-missing-argument` (error), `repeated-deep-link` (error) and `tied-deep-links`
/// (warning): what `NavGraphDeepLinkCheck` finds in the route file's navigation graphs, each at
/// the graph file's line and column (docs/lint.md). A graph with ties or links lacking a
/// required argument still loads in `open` and the UI (such a link makes no route); one with a
/// repeated deep link does not (the app's build fails), except in `check`, which reports it here.
enum NavGraphDeepLinkRules {
    static func findings(_ roots: [NavGraphNode]) -> [LintFinding] {
        NavGraphDeepLinkCheck.findings(in: roots).map { found in
            let (rule, severity): (LintRule, ConfigDiagnostic.Severity) = switch found.kind {
            case .missingRequiredArgument: (.deepLinkMissingArgument, .error)
            case .repeatedDeepLink: (.repeatedDeepLink, .error)
            case .tiedDeepLinks: (.tiedDeepLinks, .warning)
            }
            return LintFinding(rule: rule, severity: severity, message: found.message, position: found.position, file: found.file)
        }
    }

    /// A `duplicate-route` between two deep links of the graphs: the same pattern is a repeat or
    /// a tie, which these rules report at the graph's line and column with their own severity.
    static func covers(_ finding: LintFinding, _ context: LintContext) -> Bool {
        func isDeepLink(_ index: Int) -> Bool { context.route(index)?.location.jsonPath.hasPrefix("navGraphs[") == true }
        guard finding.rule == .duplicateRoute, let index = finding.routeIndex else { return false }
        return isDeepLink(index) && finding.relatedRoutes.allSatisfy(isDeepLink)
    }
}
