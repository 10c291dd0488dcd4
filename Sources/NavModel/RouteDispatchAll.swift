import NavRouting

extension Simulator {
    /// `"dispatch": "all"`: every route of the winner's table that takes the same request, in
    /// registration order, one match per route (its longest pattern first).
    func everyMatch(like winner: RouteMatch) -> [RouteMatch] {
        var seen = Set<Int>()
        var matches: [RouteMatch] = []
        let scheme = winner.endpoint.scheme?.lowercased()
        for endpoint in table.endpoints where endpoint.scheme?.lowercased() == scheme && !seen.contains(endpoint.routeIndex) {
            guard let found = table.matchEndpoint(endpoint, winner.request) else { continue }
            seen.insert(endpoint.routeIndex)
            matches.append(found.routeIndex == winner.routeIndex ? winner : found)
        }
        return matches.sorted { $0.routeIndex < $1.routeIndex }
    }

    /// Runs each match in turn, as WordPress's router performs every match: one that is refused
    /// is logged and changes nothing, the others apply. Refused only when every one is.
    func runEach(_ matches: [RouteMatch], url: String, input: String, on state: inout SimulatorState,
                 events: inout [NavigationEvent], redirects: Int, original: String?) -> StepReport {
        events.append(.note("dispatch all: \(matches.count) routes take \(url): "
                            + matches.map { "routes[\($0.routeIndex)]" }.joined(separator: ", ")))
        var lastRefusal: StepReport?
        var applied = 0
        for match in matches {
            var working = state
            let report = run(match, url: url, input: input, on: &working, events: &events, redirects: redirects, original: original)
            if case .refused(let reason, _) = report.outcome {
                events.append(.note("routes[\(match.routeIndex)] refused: \(reason)"))
                lastRefusal = report
            } else {
                state = working
                applied += 1
            }
        }
        if applied == 0, let lastRefusal {
            return StepReport(input: input, outcome: lastRefusal.outcome, events: events)
        }
        return StepReport(input: input, outcome: .applied, events: events)
    }
}
