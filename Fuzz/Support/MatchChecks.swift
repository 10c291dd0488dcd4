import NavRouting
import NavExplain

/// Checks shared by the targets that match URLs.

/// Builds a table, leaving out the routes the profile rejects.
func buildSkippingBadRoutes(_ specs: [RouteSpec], options: MatchingOptions, schemes: [String: SchemeSettings]) -> RouteTable? {
    var specs = specs
    for _ in 0..<4 {
        do {
            return try RouteTable(routes: specs, options: options, schemes: schemes)
        } catch {
            let bad = Set(error.errors.map(\.routeIndex))
            specs.removeAll { bad.contains($0.index) }
        }
    }
    return nil
}

/// Matches `url` in `table` and checks the answer against the table's public API (see
/// RouterFuzz.swift for the list).
func checkMatch(_ url: String, in table: RouteTable) {
    let profile = table.options.profile
    let outcome = table.match(url)
    invariant(outcome == table.match(url), "\(profile): matching \(url) twice gave two answers")
    let explanation = table.explain(url)
    invariant(explanation.winner?.endpoint.order == outcome.match?.endpoint.order,
              "\(profile): explain and match disagree on \(url)")
    _ = explanation.lines
    guard case .success(let request) = RouteRequest.parse(url, options: table.options) else {
        if case .invalid = outcome { return }
        invariant(false, "\(profile): \(url) does not parse but was matched")
        return
    }
    let consulted = table.consultedTables(for: request)
    // The endpoints that take the request on their own, per consulted table, in scan order.
    let takers: [[Endpoint]] = consulted.map { scheme in
        table.endpoints.filter { $0.scheme == scheme && table.accepts($0, request) }
            .sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.order < $1.order }
    }
    guard let winner = outcome.match else {
        invariant(takers.allSatisfy(\.isEmpty), "\(profile): \(url) unmatched, yet \(takers.flatMap { $0 }.map(\.pattern.text)) take it")
        _ = table.suggestions(for: request)
        return
    }
    guard let first = takers.firstIndex(where: { !$0.isEmpty }) else {
        invariant(false, "\(profile): \(url) matched \(winner.endpoint.pattern.text), which does not take it")
        return
    }
    let group = takers[first]
    invariant(group.contains { $0.order == winner.endpoint.order },
              "\(profile): \(url) matched \(winner.endpoint.pattern.text) outside the first table that takes it")
    if profile == .navsim {
        invariant(winner.endpoint.priority == group[0].priority, "navsim: \(url) matched a lower priority")
    } else {
        invariant(winner.endpoint.order == group[0].order,
                  "\(profile): \(url) matched \(winner.endpoint.pattern.text), not the first taker \(group[0].pattern.text)")
    }
    for parameter in winner.parameters where parameter.source == .path {
        invariant(winner.endpoint.pattern.parameterNames.contains(parameter.name),
                  "\(profile): \(url) bound \(parameter.name), which \(winner.endpoint.pattern.text) does not have")
    }
}
