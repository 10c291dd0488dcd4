import NavSupport
import NavProfiles
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

    /// A `duplicate-route` between deep links of one graph with the same shape: a repeat or a
    /// tie, which these rules report at the graph's line and column with their own severity.
    /// (Links of one pattern but different shapes, `example.com/x` and `https://example.com/x`,
    /// stay `duplicate-route`.)
    static func covers(_ finding: LintFinding, _ context: LintContext) -> Bool {
        guard finding.rule == .duplicateRoute, let index = finding.routeIndex, let route = context.route(index),
              route.location.jsonPath.hasPrefix("navGraphs[") else { return false }
        let shape = NavGraphDeepLinkCheck.shape(of: route.path)
        return finding.relatedRoutes.allSatisfy { other in
            guard let rival = context.route(other) else { return false }
            return rival.location.jsonPath == route.location.jsonPath && NavGraphDeepLinkCheck.shape(of: rival.path) == shape
        }
    }
}
