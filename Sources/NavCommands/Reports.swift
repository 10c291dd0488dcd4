import NavExplain
import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavScenarios
import NavSupport
import NavProfiles

/// The JSON and text forms of what the headless commands print (docs/commands.md). Pure:
/// the CLI only writes these strings.
public enum Reports {
    // MARK: match

    /// `navsim match --json`: `{input, matched, route {path, scheme, index}, screen, params, wildcard, profile}`,
    /// plus `pattern` (the concrete pattern that won), `sources`, and `candidates` with `--explain`.
    public static func matchJSON(_ input: String, outcome: MatchOutcome, app: CompiledApp, explanation: MatchExplanation?) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("input", .string(input)), ("matched", .bool(outcome.match != nil))]
        if let match = outcome.match {
            let route = app.file.routeFile.routes.indices.contains(match.routeIndex) ? app.file.routeFile.routes[match.routeIndex] : nil
            members.append(("route", .object([
                ("path", .optional(route?.path)),
                ("scheme", .optional(route?.scheme ?? app.file.routeFile.scheme)),
                ("index", .int(match.routeIndex)),
                ("pattern", .string(match.endpoint.pattern.text)),
            ])))
            // The screen the route shows: its own `screen`, else the last `{Screen}` of its pattern.
            let behavior = app.app.routes.indices.contains(match.routeIndex) ? app.app.routes[match.routeIndex] : nil
            let screen = behavior?.screen ?? match.endpoint.pattern.segments.last(where: { $0.mark != nil })?.mark?.screen
            members.append(("screen", .optional(screen)))
            members.append(("params", parameters(match.parameters)))
            members.append(("sources", sources(match.parameters)))
            members.append(("wildcard", .array((match.wildcard ?? []).map { .string($0) })))
        } else {
            members.append(("route", .null))
            members.append(("screen", .null))
            members.append(("params", .object([])))
            members.append(("wildcard", .array([])))
            switch outcome {
            case .invalid(let error): members.append(("error", .string(error.message)))
            case .unmatched(let request): members.append(("suggestions", .array(app.table.suggestions(for: request).map { .string($0) })))
            case .matched: break
            }
        }
        members.append(("profile", .string(app.table.options.profile.rawValue)))
        if let explanation {
            members.append(("candidates", .array(explanation.candidates.map { candidate in
                .object([("index", .int(candidate.endpoint.routeIndex)), ("pattern", .string(candidate.endpoint.pattern.text)),
                         ("scheme", .optional(candidate.endpoint.scheme)), ("verdict", .string(candidate.verdict.description))])
            })))
            if let match = outcome.match {
                members.append(("parents", .array(app.simulator.parents(of: match).map { index in
                    .object([("index", .int(index)), ("path", .string(app.app.routes[index].path))])
                })))
            }
        }
        return .object(members)
    }

    /// `navsim match --explain`: the parent chain the winner's stack starts with, one line.
    static func parentChainText(_ outcome: MatchOutcome, app: CompiledApp) -> [String] {
        guard let match = outcome.match else { return [] }
        let chain = [match.routeIndex] + app.simulator.parents(of: match)
        let names = chain.map { "routes[\($0)] \(app.app.routes[$0].path)" }
        return [chain.count == 1 ? "parent chain: none (the stack is the route's own)" : "parent chain: " + names.joined(separator: " ← ")]
    }

    /// `navsim match` as text.
    static func matchText(_ input: String, outcome: MatchOutcome, app: CompiledApp) -> [String] {
        switch outcome {
        case .invalid(let error): return ["\(input): \(error.message)"]
        case .unmatched(let request):
            let suggestions = app.table.suggestions(for: request)
            return ["no route matches \(input)"] + app.table.declinedRoutes(for: request).map { "  " + $0 }
                + (suggestions.isEmpty ? [] : ["did you mean: " + suggestions.joined(separator: ", ")])
        case .matched(let match):
            // A profile's route source builds routes the file does not list flat: the app holds them.
            let path = app.file.routeFile.routes.indices.contains(match.routeIndex) ? app.file.routeFile.routes[match.routeIndex].path
                : app.app.routes.indices.contains(match.routeIndex) ? app.app.routes[match.routeIndex].path : "?"
            var lines = ["routes[\(match.routeIndex)] \(path)  (as \(match.endpoint.pattern.text), profile \(app.table.options.profile.rawValue))"]
            for parameter in match.parameters { lines.append("  \(parameter.name) = \(parameter.value)  (\(parameter.source.rawValue))") }
            if let wildcard = match.wildcard { lines.append("  * = [" + wildcard.joined(separator: ", ") + "]") }
            return lines
        }
    }

    static func parameters(_ parameters: [MatchedParameter]) -> JSONOutput {
        .object(parameters.map { parameter in
            switch parameter.value {
            case .single(let value): return (parameter.name, .string(value))
            case .list(let values): return (parameter.name, .array(values.map { .string($0) }))
            }
        })
    }

    static func sources(_ parameters: [MatchedParameter]) -> JSONOutput {
        .object(parameters.map { ($0.name, .string($0.source.rawValue)) })
    }

    // MARK: routes

    /// `navsim routes --json`: the table per scheme (the global table under the app's scheme, or
    /// `RouteTable.globalTableName` when there is none), in the order
    /// they are registered, each registered pattern with its route; with `witnesses` (by endpoint
    /// order, from `WitnessGenerator`), each entry gets a `witness` URL that reaches it (or `null`).
    public static func routesJSON(_ app: CompiledApp, witnesses: [Int: String]? = nil) -> JSONOutput {
        let global = app.file.routeFile.scheme ?? RouteTable.globalTableName
        var groups: [(String, [JSONOutput])] = []
        for endpoint in app.table.endpoints {
            let key = endpoint.scheme ?? global
            var members: [(String, JSONOutput)] = [
                ("index", .int(endpoint.routeIndex)),
                ("path", .string(app.table.routes.first { $0.index == endpoint.routeIndex }?.path ?? "")),
                ("pattern", .string(endpoint.pattern.text)),
                ("priority", .int(endpoint.priority)),
                ("prefix", .bool(endpoint.isPrefix)),
                ("screens", .array(endpoint.pattern.segments.compactMap(\.mark).map { .string($0.screen + ($0.modal ? "!" : "")) })),
            ]
            if let witnesses { members.append(("witness", .optional(witnesses[endpoint.order]))) }
            let entry: JSONOutput = .object(members)
            if let index = groups.firstIndex(where: { $0.0 == key }) { groups[index].1.append(entry) } else { groups.append((key, [entry])) }
        }
        return .object([
            ("profile", .string(app.table.options.profile.rawValue)),
            ("schemes", .object(groups.map { ($0.0, .array($0.1)) })),
        ])
    }

    /// `navsim routes` as a table; with `witnesses`, each line ends with a URL that reaches it.
    public static func routesText(_ app: CompiledApp, witnesses: [Int: String]? = nil) -> [String] {
        let global = app.file.routeFile.scheme.map { "\($0):// (global)" } ?? "global"
        // One block per scheme table, as in the JSON: a scheme's routes registered after another
        // scheme's still belong to its one table.
        var groups: [(scheme: String?, lines: [String])] = []
        for endpoint in app.table.endpoints {
            var line = "  [\(endpoint.routeIndex)] \(endpoint.pattern.text)"
            if endpoint.priority != 0 { line += "  priority \(endpoint.priority)" }
            if endpoint.isPrefix { line += "  (prefix)" }
            let screens = endpoint.pattern.segments.compactMap(\.mark).map { $0.screen + ($0.modal ? "!" : "") }
            let behavior = app.app.routes.indices.contains(endpoint.routeIndex) ? app.app.routes[endpoint.routeIndex] : nil
            let target = screens.isEmpty ? (behavior?.screen.map { [$0] } ?? []) : screens
            if !target.isEmpty { line += "  → " + target.joined(separator: " > ") }
            if let alert = behavior?.alert, !endpoint.isPrefix { line += "  alert \"\(alert)\"" }
            if let redirect = behavior?.redirect, !endpoint.isPrefix { line += "  ⇒ \(redirect)" }
            if let witnesses { line += "  e.g. " + (witnesses[endpoint.order] ?? "(no URL reaches it)") }
            if let index = groups.firstIndex(where: { $0.scheme == endpoint.scheme }) {
                groups[index].lines.append(line)
            } else {
                groups.append((endpoint.scheme, [line]))
            }
        }
        return groups.flatMap { [$0.scheme.map { "\($0)://" } ?? global] + $0.lines }
    }

    // MARK: open

    /// `navsim open --json`: `{selectedTab, tabs [{id, title, stack}], modals [{stack}], url, alerts,
    /// pending, state}`, plus `steps` saying what each input did.
    /// A warm start adds `setup`: what each `--from` input did.
    public static func treeJSON(_ state: SimulatorState, simulator: Simulator, reports: [StepReport],
                                setup: [StepReport]? = nil) -> JSONOutput {
        let tree = state.tree
        var members: [(String, JSONOutput)] = [
            ("selectedTab", tree.tabs.indices.contains(tree.selectedTab) ? .string(tree.tabs[tree.selectedTab].id) : .null),
            ("container", .object([
                ("kind", .string(simulator.app.container.rawValue)),
                ("entries", .array(tree.tabs.map { .object([("id", .string($0.id)), ("title", .string($0.title))]) })),
                ("front", tree.tabs.indices.contains(tree.selectedTab) ? .string(tree.tabs[tree.selectedTab].id) : .null),
            ])),
            ("tabs", .array(tree.tabs.map { tab in
                .object([("id", .string(tab.id)), ("title", .string(tab.title)), ("stack", stack(tab.stack))])
            })),
            ("modals", .array(tree.modals.map { .object([("stack", stack($0))]) })),
            ("url", .string(simulator.currentURL(of: state))),
            ("alerts", .array(state.alerts.map { .string($0) })),
            ("pending", .optional(state.pending)),
            ("state", .object(state.flags.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) })),
            ("platform", .string(simulator.startingPlatform)),
            ("links", .array(reports.compactMap(\.link).map(linkJSON))),
            ("steps", .array(reports.map(step))),
        ]
        if let setup { members.append(("setup", .array(setup.map(step)))) }
        // A profile with its own navigation adds its model of the state (a match list, a navigation state).
        // A member of the same name as a shared one (its `url`) takes the shared one's place.
        for (key, value) in simulator.navigator?.jsonDetails(of: state) ?? [] {
            if let position = members.firstIndex(where: { $0.0 == key }) { members[position].1 = value } else { members.append((key, value)) }
        }
        return .object(members)
    }

    static func stack(_ stack: NavigationStack) -> JSONOutput {
        .array(stack.screens.map { screen in
            var members: [(String, JSONOutput)] = [
                ("screen", .string(screen.screen)), ("title", .string(screen.title)),
                ("params", parameters(screen.parameters)), ("sources", sources(screen.parameters)),
                ("instance", .int(screen.instance)),
            ]
            if !screen.injected.isEmpty {
                members.append(("injected", .object(screen.injected.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            members += screen.details.members
            return .object(members)
        })
    }

    static func step(_ report: StepReport) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("input", .string(report.input))]
        switch report.outcome {
        case .applied: members.append(("outcome", "applied"))
        case .refused(let reason, let suggestions):
            members += [("outcome", "refused"), ("reason", .string(reason)), ("suggestions", .array(suggestions.map { .string($0) }))]
            // `"unmatched": "browser"`: the link the app handed back to the browser.
            if let url = report.handedBackToBrowser { members.append(("browser", .string(url))) }
        case .info(let lines): members += [("outcome", "info"), ("lines", .array(lines.map { .string($0) }))]
        case .quit: members.append(("outcome", "quit"))
        }
        members.append(("events", .array(report.events.map { .string($0.description) })))
        if let link = report.link { members.append(("link", linkJSON(link))) }
        members += report.details.members
        return .object(members)
    }

    /// `{"input", "opensApp", "via", "reason", "platform"}`: what the simulated OS did with a URL input.
    static func linkJSON(_ link: LinkHandoff) -> JSONOutput {
        .object([("input", .string(link.input)), ("opensApp", .bool(link.opensApp)), ("via", .optional(link.via)),
                 ("reason", .string(link.reason)), ("platform", .string(link.platform.rawValue))])
    }
}
