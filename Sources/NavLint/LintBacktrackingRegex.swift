import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavSupport

/// `backtracking-regex`: a `where` regular expression with a quantifier applied to a group that
/// itself holds an unbounded one (`(a+)+`, `(.*a){25}`).
///
/// Such a pattern backtracks exponentially on a value that almost matches: forty characters can
/// take many seconds. navsim stops every evaluation after `RegexBudget.budget` and declines the
/// value, so the route then fails to match URLs it was meant to take. Rewrite the expression
/// without the nesting (`(a+)+` is `a+`), or with a character class.
enum BacktrackingRegexRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (index, route) in context.file.routes.enumerated() {
            for (name, pattern) in route.where {
                if let column = RegexBudget.repeatedOverlappingAlternation(in: pattern), RegexBudget.nestedQuantifier(in: pattern) == nil {
                    findings.append(context.finding(
                        .backtrackingRegex, .warning, route: index, field: "where.\(name)",
                        "\(context.label(index)) where.\(name): \(quotedJSONString(pattern)) repeats a group whose alternatives can begin "
                            + "with the same character (column \(column) of the expression); it backtracks exponentially on a value that "
                            + "almost matches, and an evaluation that runs past \(RegexBudget.budget) declines the value: make the "
                            + "alternatives exclusive (`(a|aa)+` is `a+`)"))
                }
                guard let column = RegexBudget.nestedQuantifier(in: pattern) else { continue }
                findings.append(context.finding(
                    .backtrackingRegex, .warning, route: index, field: "where.\(name)",
                    "\(context.label(index)) where.\(name): \(quotedJSONString(pattern)) repeats a group that holds an unbounded "
                        + "quantifier (column \(column) of the expression); it backtracks exponentially on a value that almost "
                        + "matches, and an evaluation that runs past \(RegexBudget.budget) declines the value: remove the nesting"))
            }
        }
        return findings
    }
}
