import NavRouting
import NavExplain

/// A route's `when`: flags (`!flag` = false) that must all hold for the route to take part in
/// matching. A route whose `when` does not hold declines, as a handler that returns NO: the
/// next best route takes the link and nothing waits (unlike `requires`).
extension Simulator {
    /// The routes whose `when` does not hold with `flags`, each with its first failing entry.
    public func decliningRoutes(flags: [String: Bool]) -> [Int: String] {
        var declined: [Int: String] = [:]
        for (index, route) in app.routes.enumerated() where !route.when.isEmpty {
            if let entry = FlagCondition.firstFailing(route.when, in: flags) { declined[index] = entry }
        }
        return declined
    }

    /// The route table in which the routes of `declined` decline every URL; the app's own table
    /// when none does.
    public func table(declining declined: [Int: String]) -> RouteTable {
        guard !declined.isEmpty else { return table }
        let routes = table.routes.map { route in
            var declining = route
            if declined[route.index] != nil { declining.declines = true }
            return declining
        }
        let screenDefaults = app.screens.filter { !$0.value.defaults.isEmpty }.mapValues(\.defaults.dictionary)
        return (try? RouteTable(routes: routes, options: table.options, schemes: table.schemes, screenDefaults: screenDefaults)) ?? table
    }

    /// Why routes[`index`] declines, for the log and `match --explain`.
    func declineReason(route index: Int, entry: String, flags: [String: Bool]) -> String {
        let path = app.routes.indices.contains(index) ? " " + app.routes[index].path : ""
        return "routes[\(index)]\(path) declines: \"when\" \(entry) does not hold (\(FlagCondition.value(of: entry, in: flags))); matching goes on"
    }

    /// Matches `url` with the routes whose `when` does not hold declining; logs each route that
    /// would have won but declined.
    func matchWithConditions(_ url: String, flags: [String: Bool], events: inout [NavigationEvent]) -> MatchOutcome {
        let declined = decliningRoutes(flags: flags)
        let outcome = table.match(url)
        guard !declined.isEmpty, let winner = outcome.match, let entry = declined[winner.routeIndex] else { return outcome }
        events.append(.note(declineReason(route: winner.routeIndex, entry: entry, flags: flags)))
        let conditional = table(declining: declined)
        var next = conditional.match(url)
        // A route that declined is never the winner (a profile whose matcher ignores `declines`).
        if let other = next.match, declined[other.routeIndex] != nil, case .matched = next { next = .unmatched(other.request) }
        return next
    }
}

extension MatchExplanation {
    /// The explanation with each route of `declined` (its `when` failing with `flags`) named
    /// with the flag that made it decline.
    public func naming(_ declined: [Int: String], flags: [String: Bool]) -> MatchExplanation {
        var named = self
        for (offset, candidate) in candidates.enumerated() {
            guard let entry = declined[candidate.endpoint.routeIndex], candidate.verdict == .mismatch(.declinesAlways) else { continue }
            named.candidates[offset].verdict = .mismatch(.condition(entry: entry, value: FlagCondition.value(of: entry, in: flags)))
        }
        return named
    }
}
