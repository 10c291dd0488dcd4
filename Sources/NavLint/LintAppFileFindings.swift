import NavApp
import NavProfiles
import NavRouteFile
import NavSupport

/// What the profile's ``AppFilesSource`` finds in the app's files the route file lists, each
/// under its own rule (a case of ``LintRule``) at the file's line and column (docs/lint.md):
/// for Android navigation graphs, `deep-link-missing-argument`, `repeated-deep-link` and
/// `tied-deep-links`.
enum AppFileFindingRules {
    static func findings(_ facts: AppFilesFacts) -> [LintFinding] {
        facts.findings.compactMap { found in
            guard let rule = LintRule(rawValue: found.rule) else { return nil }
            return LintFinding(rule: rule, severity: found.severity, message: found.message, position: found.position, file: found.file)
        }
    }

    /// A `duplicate-route` between routes one listed file gives that its source reports itself
    /// (``AppFilesSource/isSameLink(_:_:)``: a repeat or a tie of deep links, at the graph's line
    /// and column with their own severity). (Links of one pattern but different shapes,
    /// `example.com/x` and `https://example.com/x`, stay `duplicate-route`.)
    static func covers(_ finding: LintFinding, _ context: LintContext) -> Bool {
        let file = context.app.file.routeFile
        guard finding.rule == .duplicateRoute, let source = file.appFilesSource, let key = file.appFilesKey,
              let index = finding.routeIndex, let route = context.route(index),
              route.location.jsonPath.hasPrefix(key + "[") else { return false }
        return finding.relatedRoutes.allSatisfy { other in
            guard let rival = context.route(other) else { return false }
            return rival.location.jsonPath == route.location.jsonPath && source.isSameLink(route.path, rival.path)
        }
    }
}
