import NavSupport
import NavLint
import NavModel
import NavRouteFile
import NavRouting
import NavSyntax

/// The first log's hint, with examples from this file: a URL that reaches one of its routes
/// (its witness, as `navsim routes --witness` prints it), the first shortcut, and `:routes`.
enum StartExample {
    /// How many routes are looked at for an example: enough to find one with a parameter.
    static let routesLookedAt = 50

    static func hint(_ app: CompiledApp) -> LogLine {
        var offers: [String] = []
        if let url = witness(app) { offers.append("a link (\(url))") }
        if let shortcut = app.app.shortcuts.first {
            offers.append("a shortcut (\(shortcut.name)" + (shortcut.key.map { ", \($0)" } ?? "") + ")")
        }
        offers.append(":routes")
        let list = offers.count == 1 ? offers[0] : offers.dropLast().joined(separator: ", ") + " or " + offers[offers.count - 1]
        return LogLine(.info, "type \(list) and press Enter; F1 shows every key")
    }

    /// A witness URL of one of the first routes, preferring a route with a parameter (it shows
    /// the parameters on the phone); `nil` when none of them has one.
    static func witness(_ app: CompiledApp) -> String? {
        let endpoints = Array(app.table.endpoints.prefix(routesLookedAt))
        guard !endpoints.isEmpty else { return nil }
        let generator = WitnessGenerator(table: app.table)
        let withParameters = endpoints.filter { $0.pattern.segments.contains { $0.segment.parameterName != nil } }
        // On the UI's thread: every expression the search evaluates shares one input's budget.
        return RegexBudget.perInput { (withParameters + endpoints).lazy.compactMap(generator.witness(for:)).first }
    }
}

/// `:lint`: the route file's warnings and the linter's findings, as `navsim check` reports them.
func lint(_ state: inout AppState) -> [Effect] {
    let file = state.app.file
    let findings = file.warnings.map(\.description) + Linter.lint(state.app).map(\.description)
    guard !findings.isEmpty else {
        state.appendLog([LogLine(.input, "› :lint"), LogLine(.info, "  no warnings: navsim check finds nothing in \(lastPathComponent(file.path))")])
        return []
    }
    let count = findings.count
    state.appendLog([LogLine(.input, "› :lint"), LogLine(.info, "  \(count) finding\(count == 1 ? "" : "s") (navsim check lists them too):")]
        + findings.map { LogLine(.error, "  " + $0) })
    return []
}
