import NavApp
import NavRouting
import NavRouteFile
import NavSupport

/// `guard-never-waits`: a guard's redirect opens a route that `set`s the guarded flag to true,
/// so the flag is true as soon as the guard redirects, the pending link resumes at once, and the
/// guard never waits for the user (a sign-in screen that signs in by being opened).
enum GuardNeverWaitsRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        // A guard with `"keep": false` holds no link, so there is nothing to wait for.
        for (flag, guardDefinition) in context.file.guards where guardDefinition.keep {
            guard let target = context.table.winner(for: guardDefinition.redirect),
                  context.route(target.routeIndex)?.set[flag] == true else { continue }
            findings.append(context.finding(
                .guardNeverWaits, .warning, route: target.routeIndex, field: "set",
                "the guard of \(quotedJSONString(flag)) redirects to \(guardDefinition.redirect), which opens "
                    + "\(context.label(target.routeIndex)), and that route sets \(quotedJSONString(flag)) to true: the guard never "
                    + "waits (the pending link resumes at once); set the flag where the user completes the flow instead",
                witness: guardDefinition.redirect))
        }
        return findings
    }
}
