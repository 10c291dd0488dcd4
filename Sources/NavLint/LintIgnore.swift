import NavRouteFile

/// `"lint": {"ignore": [...]}`: a rule listed at the top of the file is silenced everywhere, one
/// listed on a route is silenced for the findings about that route.
public enum LintIgnore {
    /// `findings` without those the file's `lint.ignore` silences (top-level, or on their route).
    public static func filter(_ findings: [LintFinding], file: RouteFile) -> [LintFinding] {
        let everywhere = Set(file.lint?.ignore ?? [])
        let byRoute = file.routes.map { Set($0.lint?.ignore ?? []) }
        guard !everywhere.isEmpty || byRoute.contains(where: { !$0.isEmpty }) else { return findings }
        return findings.filter { finding in
            let rule = finding.rule.rawValue
            if everywhere.contains(rule) { return false }
            if let index = finding.routeIndex, byRoute.indices.contains(index), byRoute[index].contains(rule) { return false }
            return true
        }
    }
}
