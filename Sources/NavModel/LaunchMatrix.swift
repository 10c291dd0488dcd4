import Foundation
import NavRouting

/// One link opened from each launch state an app is commonly in: cold, warm on each tab's
/// root, warm on the link's own screen with other parameters, warm with a modal up, signed
/// out (every guard flag false) and signed in (every flag something requires true). The rows that end
/// differently from the cold start are marked, so a team sees where its app behaves
/// differently when it is already running (`navsim matrix`, `:matrix` in the UI).
public struct LaunchMatrix: Sendable, Equatable {
    /// What one launch state ends in after the link.
    public struct Row: Sendable, Equatable {
        /// The state's name, e.g. `warm on bookings root`.
        public var name: String
        /// How the state was reached before the link.
        public var launch: Launch
        /// The selected tab's id.
        public var selectedTab: String
        /// The selected tab's stack, root first, as screen ids.
        public var stack: [String]
        /// Every modal presentation, bottom up, as screen ids.
        public var modals: [[String]]
        /// The screen on top of everything.
        public var top: String?
        /// The address bar after the link.
        public var url: String
        /// The link waiting behind a guard.
        public var pending: String?
        /// Why the link was refused in this state, if it was.
        public var refusal: String?
        /// Whether the tab, stack, modals, URL or pending link differ from the cold start's, or the
        /// link was refused in one of the two states only.
        public var differs: Bool
        /// Why the state was not reached: a setup input was refused (the OS kept its link, no
        /// route took it), so the row shows the link from another state than its name says.
        public var setupRefusal: String? = nil
    }

    /// The link, as given.
    public var input: String
    /// One row per launch state, cold first.
    public var rows: [Row]
    /// Why no route takes the link at all (an unknown path, an unreadable URL), when none does:
    /// every row is then the same refusal, which says nothing about launch states.
    public var unmatched: String? = nil
    /// The OS whose link handling the link went through first (`ios`, `android`); `nil`: the app alone.
    public var platform: Platform? = nil
    /// That OS as the header names it (`iOS`, `Android 34`), or the app alone when the route file
    /// has links but none is simulated; `nil` without links.
    public var platformLabel: String? = nil

    /// The table: a title, a header, one line per state (`*` marks one that differs from the
    /// cold start), columns padded to line up.
    public var lines: [String] {
        let header = ["", "state", "tab", "top", "stack", "modals", "pending"]
        let cells = rows.map { row -> [String] in
            [row.differs ? "*" : " ", row.name + (row.setupRefusal == nil ? "" : " (not reached)"), row.selectedTab, row.top ?? "-", row.stack.joined(separator: " > "),
             row.modals.isEmpty ? "-" : row.modals.map { $0.joined(separator: " > ") }.joined(separator: " | "),
             row.refusal.map { "refused: \($0)" } ?? row.pending ?? "-"]
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        let render = { (values: [String]) -> String in
            values.enumerated().map { column, value in
                column == values.count - 1 ? value : value.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: " ").trimmingTrailingSpaces()
        }
        let differing = rows.filter(\.differs).count
        let unreached = rows.filter { $0.setupRefusal != nil }.count
        let summary = !rows.isEmpty && rows.allSatisfy({ $0.refusal != nil })
            ? "the link is refused in every state, so each stays as it was"
            : differing == 0 ? "every state ends as the cold start does"
            : "\(differing) of \(rows.count - 1) states differ from the cold start (*)"
        var lines = ["matrix of \(input)\(platformLabel.map { " on \($0)" } ?? ""): \(summary)"
                     + (unreached == 0 ? "" : "; \(unreached) state\(unreached == 1 ? " was" : "s were") not reached (its setup was refused)"),
                     render(header)] + cells.map(render)
        let setups = rows.filter { !$0.launch.isCold }.map { row -> String in
            var parts: [String] = []
            if !row.launch.flags.isEmpty {
                parts.append("flags " + row.launch.flags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
            }
            if !row.launch.from.isEmpty { parts.append("after " + row.launch.from.joined(separator: ", ")) }
            return "  \(row.name): " + parts.joined(separator: ", ") + (row.setupRefusal.map { "; not reached: \($0)" } ?? "")
        }
        if !setups.isEmpty { lines += ["how each warm state was reached:"] + setups }
        return lines
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension Simulator {
    /// Opens `input` from every launch state and compares each outcome with the cold start's.
    public func matrix(_ input: String) -> LaunchMatrix {
        var rows: [LaunchMatrix.Row] = []
        var unmatched: String?
        for (name, launch) in launchStates(for: input) {
            let started = start(launch)
            var state = started.state
            // A setup input the OS or the table refused leaves the app in another state than the row's name.
            let setupRefusal = started.reports.lazy.compactMap { report -> String? in
                if case .refused(let reason, _) = report.outcome { return "\(report.input): \(reason)" }
                return nil
            }.first
            let report = perform(input, on: &state)
            var refusal: String?
            if case .refused(let reason, _) = report.outcome { refusal = reason }
            let isCommand = input.trimmingCharacters(in: .whitespaces).hasPrefix(":")
            if rows.isEmpty, let refusal, !isCommand, !report.events.contains(where: { if case .matched = $0 { true } else { false } }) {
                unmatched = refusal
            }
            let tree = state.tree
            var row = LaunchMatrix.Row(
                name: name, launch: launch, selectedTab: tree.currentTab.id, stack: tree.currentTab.stack.screens.map(\.screen),
                modals: tree.modals.map { $0.screens.map(\.screen) }, top: tree.visibleScreen?.screen,
                url: currentURL(of: state), pending: state.pending, refusal: refusal, differs: false, setupRefusal: setupRefusal)
            // A link refused in both states did nothing in either: only what a link did is compared.
            if let cold = rows.first, !(row.refusal != nil && cold.refusal != nil) {
                row.differs = row.selectedTab != cold.selectedTab || row.stack != cold.stack || row.modals != cold.modals
                    || row.url != cold.url || row.pending != cold.pending || (row.refusal == nil) != (cold.refusal == nil)
            }
            rows.append(row)
        }
        let platform = coldStart().platform
        return LaunchMatrix(input: input, rows: rows, unmatched: unmatched, platform: platform,
                            platformLabel: platform.map { linkGate?.label(of: $0) ?? $0.displayName }
                                ?? (linkGate == nil ? nil : "the app alone (no OS check)"))
    }

    /// The launch states of the matrix, named, cold first. A state that does not apply (no
    /// screen for the link, no modal route, no guard) is left out.
    public func launchStates(for input: String) -> [(name: String, launch: Launch)] {
        var states: [(String, Launch)] = [("cold", .cold)]
        for tab in coldStart().tree.tabs {
            states.append(("warm on \(tab.id) root", Launch(from: [":tab \(tab.id)"])))
        }
        if let own = ownScreenLaunch(for: input) {
            states.append(("warm on its own screen, other parameters", own))
        }
        if let modal = modalURL() {
            states.append(("warm with a modal up", Launch(from: [modal])))
        }
        let guarded = Set(app.guards.keys)
        // Signed in: every flag something requires (a route, a screen, a tab, a shortcut), not only guarded ones.
        // A `!flag` entry asks for the flag to be false: it makes no flag true.
        let entries = app.routes.flatMap(\.requires) + app.screens.values.flatMap(\.requires) + app.tabs.flatMap(\.requires)
            + app.shortcuts.flatMap(\.requires) + app.requires
        let required = guarded.union(entries.filter { !FlagCondition.isNegated($0) })
        if !guarded.isEmpty {
            states.append(("signed out (guard flags false)", Launch(flags: Dictionary(uniqueKeysWithValues: guarded.map { ($0, false) }))))
        }
        if !required.isEmpty {
            states.append(("signed in (required flags true)", Launch(flags: Dictionary(uniqueKeysWithValues: required.map { ($0, true) }))))
        }
        return states
    }

    /// The link's own route reached with other path values (or without its query): the screen
    /// is already open when the link arrives. Its required flags are set, as the screen could
    /// not be open otherwise.
    private func ownScreenLaunch(for input: String) -> Launch? {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        let url = app.shortcuts.first { $0.name == trimmed }?.url
            ?? app.spotlight.first { $0.title.lowercased() == trimmed.lowercased() }?.url ?? trimmed
        guard !url.hasPrefix(":"), let match = table.match(url).match,
              app.routes.indices.contains(match.routeIndex), app.routes[match.routeIndex].redirect == nil,
              let plan = try? PlanBuilder(app: app, table: table).plan(for: match), plan.navigates
        else { return nil }
        var values: [String: String] = [:]
        for parameter in match.parameters where parameter.source == .path {
            values[parameter.name] = parameter.value.string
        }
        let origin = { (values: [String: String]) in
            ScreenOrigin(routeIndex: match.routeIndex, scheme: match.endpoint.scheme, pattern: match.endpoint.pattern,
                         pathValues: values, wildcard: match.wildcard ?? [], query: [], host: table.keptHost(of: match),
                         isUniversalLink: match.request.isUniversalLink)
        }
        var candidates = [self.url(for: origin(values.mapValues(Self.otherValue)))]
        candidates.append(self.url(for: origin(values)))
        guard let other = candidates.first(where: { table.lookup($0).routeIndex == match.routeIndex }) else { return nil }
        return Launch(from: [other], flags: Dictionary((app.requires + plan.requires).map { (FlagCondition.flag(of: $0), !FlagCondition.isNegated($0)) },
                                                       uniquingKeysWith: { _, last in last }))
    }

    /// Another value of the same shape: a number plus one, another UUID, else the text with `2`.
    private static func otherValue(_ value: String) -> String {
        if let number = Int(value) { return String(number + 1) }
        if let number = Double(value) { return String(number + 1) }
        if ParameterType.uuid.accepts(Substring(value)) {
            return value.first == "0" ? "10000000" + value.dropFirst(8) : "00000000" + value.dropFirst(8)
        }
        return value + "2"
    }

    /// A parameterless route that presents a modal and needs, sets and redirects nothing: the
    /// modal that is up in the "warm with a modal up" state.
    private func modalURL() -> String? {
        for endpoint in table.endpoints where endpoint.pattern.parameterNames.isEmpty && endpoint.pattern.fragment == nil {
            guard app.routes.indices.contains(endpoint.routeIndex),
                  !endpoint.pattern.segments.contains(where: { $0.segment.consumesRest || $0.segment == .anyOne })
            else { continue }
            let behavior = app.routes[endpoint.routeIndex]
            guard behavior.redirect == nil, behavior.set.isEmpty, behavior.alert == nil, behavior.requires.isEmpty else { continue }
            let url = self.url(for: ScreenOrigin(routeIndex: endpoint.routeIndex, scheme: endpoint.scheme, pattern: endpoint.pattern,
                                                 pathValues: [:], wildcard: [], query: [], host: endpoint.literalHost))
            guard let match = table.match(url).match, match.routeIndex == endpoint.routeIndex,
                  let plan = try? PlanBuilder(app: app, table: table).plan(for: match),
                  !plan.modals.isEmpty, plan.requires.isEmpty
            else { continue }
            return url
        }
        return nil
    }
}
