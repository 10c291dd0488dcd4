import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport
import NavProfiles

/// What one URL does under one matching profile (`navsim diff-profiles`).
public struct ProfileVerdict: Sendable, Equatable {
    /// The profile.
    public var profile: MatchingProfile
    /// Why the route table does not compile under this profile, when it does not.
    public var tableError: String?
    /// The winning route, when one matches.
    public var match: RouteMatch?
    /// Why nothing matched (an unreadable URL, or no route takes it).
    public var unmatchedReason: String?
    /// The screen on top after opening the URL from a cold start.
    public var screen: String?
    /// The final stacks after opening the URL from a cold start: the front tab's, then each modal's.
    public var stacks: [[String]] = []
    /// The alerts the URL raised.
    public var alerts: [String] = []
    /// Why the library refused to navigate, when it did (a rule of its own).
    public var refusal: String?

    /// The final stacks in one line: `Home > Hotel | modal: Login`.
    public var stackText: String {
        guard let base = stacks.first else { return "" }
        return ([base.joined(separator: " > ")] + stacks.dropFirst().map { "modal: " + $0.joined(separator: " > ") })
            .joined(separator: " | ")
    }

    /// What the verdict compares on: route, concrete pattern, parameters, screen, the final
    /// stacks, refusal and alerts.
    var comparable: [String] {
        if let tableError { return ["table error", tableError] }
        guard let match else { return ["no match"] }
        return ["\(match.routeIndex)", match.endpoint.pattern.text, screen ?? "", stackText, refusal ?? ""] + alerts
            + match.parameters.map { "\($0.name)=\($0.value)" }
    }
}

/// One URL under every profile, side by side.
public struct ProfileComparison: Sendable, Equatable {
    /// The URL as given.
    public var input: String
    /// One verdict per profile, in `MatchingProfile.comparable` order.
    public var verdicts: [ProfileVerdict]

    /// Whether every profile that compiles gives the same route, parameters, screen, final
    /// stacks, alerts and refusal.
    public var isSame: Bool {
        let compiled = verdicts.filter { $0.tableError == nil }.map(\.comparable)
        return compiled.allSatisfy { $0 == compiled.first }
    }
}

/// Runs the same URLs under every matching profile, so a team moving between JLRoutes-style and
/// WAAppRouting-style rules sees what changes.
public enum ProfileComparer {
    /// Compares `urls` under every profile. The route file's other matching switches are kept.
    public static func compare(_ urls: [String], app: CompiledApp) -> [ProfileComparison] {
        let apps: [(MatchingProfile, Result<CompiledApp, RouteFileError>)] = MatchingProfile.comparable.map { profile in
            do throws(RouteFileError) {
                return (profile, .success(try app.withProfile(profile)))
            } catch {
                return (profile, .failure(error))
            }
        }
        return urls.map { url in
            ProfileComparison(input: url, verdicts: apps.map { profile, compiled in
                switch compiled {
                case .failure(let error):
                    let first = error.errors.first.map { "\($0.jsonPath): \($0.message)" } ?? "the route file does not compile"
                    return ProfileVerdict(profile: profile, tableError: first)
                case .success(let app):
                    return verdict(url, profile: profile, app: app)
                }
            })
        }
    }

    private static func verdict(_ url: String, profile: MatchingProfile, app: CompiledApp) -> ProfileVerdict {
        var verdict = ProfileVerdict(profile: profile)
        switch app.table.match(url) {
        case .invalid(let error): verdict.unmatchedReason = error.message
        case .unmatched: verdict.unmatchedReason = "no route matches"
        case .matched(let match):
            verdict.match = match
            let run = app.simulator.run([url])
            let tree = run.state.tree
            verdict.screen = tree.visibleScreen?.screen
            verdict.stacks = [tree.currentTab.stack.screens.map(\.screen)] + tree.modals.map { $0.screens.map(\.screen) }
            verdict.alerts = run.state.alerts
            if case .refused(let reason, _)? = run.reports.first?.outcome { verdict.refusal = reason }
        }
        return verdict
    }

    // MARK: output

    /// A table: a row per URL, a column per profile, each cell the route, the screen and the
    /// parameters on lines of their own; the last column says whether the profiles agree.
    public static func textLines(_ comparisons: [ProfileComparison]) -> [String] {
        let header = ["URL"] + MatchingProfile.comparable.map(\.rawValue) + ["same?"]
        let rows: [[[String]]] = comparisons.map { comparison in
            [[comparison.input]] + comparison.verdicts.map(cell) + [[sameCell(comparison)]]
        }
        return TextTable(header: header, rows: rows).lines
    }

    /// `yes`, `DIFFERS`, or, when a profile cannot compile the table, `yes (4 of 5 compile)`: a
    /// bare `yes` beside a column that says "table does not compile" read as all five agreeing.
    private static func sameCell(_ comparison: ProfileComparison) -> String {
        guard comparison.isSame else { return "DIFFERS" }
        let compiling = comparison.verdicts.filter { $0.tableError == nil }.count
        return compiling == comparison.verdicts.count ? "yes" : "yes (\(compiling) of \(comparison.verdicts.count) compile)"
    }

    private static func cell(_ verdict: ProfileVerdict) -> [String] {
        if let tableError = verdict.tableError { return ["table does not compile:", tableError] }
        guard let match = verdict.match else { return [verdict.unmatchedReason ?? "no route matches"] }
        var lines = ["routes[\(match.routeIndex)] \(match.endpoint.pattern.text)"]
        if let refusal = verdict.refusal {
            lines.append("refused: \(refusal)")
        } else {
            lines.append("→ \(verdict.stackText)")
        }
        lines += verdict.alerts.map { "alert: \($0)" }
        let parameters = match.parameters.map { "\($0.name)=\($0.value)" }
        if !parameters.isEmpty { lines.append(parameters.joined(separator: ", ")) }
        return lines
    }

    /// `{profiles, urls: [{input, same, results: {PROFILE: {matched, route {path, index, pattern}, params, screen} | {error}}}]}`.
    public static func json(_ comparisons: [ProfileComparison], app: CompiledApp) -> JSONOutput {
        let routes = app.file.routeFile.routes
        return .object([
            ("profiles", .array(MatchingProfile.comparable.map { .string($0.rawValue) })),
            ("urls", .array(comparisons.map { comparison in
                .object([
                    ("input", .string(comparison.input)),
                    ("same", .bool(comparison.isSame)),
                    ("results", .object(comparison.verdicts.map { verdict in
                        var members: [(String, JSONOutput)] = []
                        if let tableError = verdict.tableError {
                            members.append(("error", .string(tableError)))
                        } else if let match = verdict.match {
                            members.append(("matched", true))
                            members.append(("route", .object([
                                ("path", .optional(routes.indices.contains(match.routeIndex) ? routes[match.routeIndex].path : nil)),
                                ("index", .int(match.routeIndex)),
                                ("pattern", .string(match.endpoint.pattern.text)),
                            ])))
                            members.append(("params", Reports.parameters(match.parameters)))
                            members.append(("screen", .optional(verdict.screen)))
                            members.append(("stacks", .array(verdict.stacks.map { .array($0.map { .string($0) }) })))
                            members.append(("alerts", .array(verdict.alerts.map { .string($0) })))
                            members.append(("refused", .optional(verdict.refusal)))
                        } else {
                            members.append(("matched", false))
                            members.append(("reason", .optional(verdict.unmatchedReason)))
                        }
                        return (verdict.profile.rawValue, .object(members))
                    })),
                ])
            })),
        ])
    }
}
