import NavSupport
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// `duplicate-route`, `shadowed-route`, `ambiguous-routes`, `unmatchable-route`: whether each
/// endpoint can win, proved with witness URLs.
///
/// Every endpoint gets a few witness URLs it matches; if another endpoint wins all of them the
/// endpoint is dead, and the first such URL is the proof. Ties that registration order breaks
/// (navsim only; the scanning profiles are defined by order) are found within buckets of
/// endpoints with the same specificity key, so no rule compares all pairs of routes.
enum RouteShadowingRule {
    /// An endpoint that matches a witness URL but never wins one.
    private struct DeadEndpoint {
        var index: Int
        var url: String
        var winner: Endpoint
    }

    static func findings(_ context: LintContext) -> [LintFinding] {
        let table = context.table
        var dead: [DeadEndpoint] = []
        var deadIndices = Set<Int>()
        var findings: [LintFinding] = []
        // A route no other can take a URL from cannot lose one (jetpack: checked on its literal prefix).
        let unrivalled = (table.matcherIndex as? any RouteRivalry)?.routesWithoutRivals() ?? []
        for (index, endpoint) in table.endpoints.enumerated() where !unrivalled.contains(endpoint.routeIndex) {
            switch verdict(for: endpoint, context) {
            case .wins: break
            case .loses(let url, let winner):
                dead.append(DeadEndpoint(index: index, url: url, winner: winner))
                deadIndices.insert(index)
            case .matchesNothing:
                break
            }
        }
        findings += unmatchable(context)
        findings += deadFindings(dead, deadIndices: deadIndices, context)
        if !table.options.profile.ranking.isScanning {
            findings += ambiguities(context, skipping: deadIndices, unrivalled: unrivalled)
        }
        return findings
    }

    private enum Verdict {
        case wins
        case loses(url: String, winner: Endpoint)
        case matchesNothing
    }

    private static func verdict(for endpoint: Endpoint, _ context: LintContext) -> Verdict {
        let table = context.table
        var proof: (url: String, winner: Endpoint)?
        for variant in WitnessVariant.allCases {
            guard let url = context.witnesses.url(for: endpoint, variant: variant),
                  case .success(let request) = table.request(url),
                  table.accepts(endpoint, request),
                  let winner = context.table.winner(for: request)
            else { continue }
            if winner.order == endpoint.order { return .wins }
            // A winner with `when` declines while its flags do not hold, and the next route takes the URL.
            if context.file.routes.indices.contains(winner.routeIndex), !context.file.routes[winner.routeIndex].when.isEmpty { return .wins }
            if proof == nil { proof = (url, winner) }
        }
        guard let proof else { return .matchesNothing }
        return .loses(url: proof.url, winner: proof.winner)
    }

    // MARK: dead endpoints

    private static func deadFindings(_ dead: [DeadEndpoint], deadIndices: Set<Int>, _ context: LintContext) -> [LintFinding] {
        let table = context.table
        var findings: [LintFinding] = []
        var reportedRoutes = Set<Int>()
        for entry in dead {
            let endpoint = table.endpoints[entry.index]
            let routeIndex = endpoint.routeIndex
            if endpoint.isPrefix {
                // Another route's prefix that shows the same screens: the same outcome, nothing lost.
                if entry.winner.pattern.segments.map(\.mark) == endpoint.pattern.segments.map(\.mark) { continue }
                let screens = endpoint.pattern.segments.compactMap(\.mark?.screen).joined(separator: " > ")
                findings.append(context.finding(
                    .shadowedRoute, .warning, route: routeIndex, field: "path",
                    "the prefix \(endpoint.pattern.text) of \(context.label(routeIndex)) (showing \(screens)) never wins: "
                        + reason(endpoint, loserLabel: "it", winner: entry.winner, context),
                    witness: entry.url, related: [entry.winner.routeIndex]))
                continue
            }
            let wholes = (context.endpointsByRoute[routeIndex] ?? []).filter { !table.endpoints[$0].isPrefix }
            let allDead = wholes.allSatisfy { deadIndices.contains($0) }
            if allDead {
                guard reportedRoutes.insert(routeIndex).inserted else { continue }
                let rule: LintRule = isDuplicate(endpoint, of: entry.winner, context) ? .duplicateRoute : .shadowedRoute
                let opening = rule == .duplicateRoute
                    ? "\(context.label(routeIndex)) duplicates \(context.label(entry.winner.routeIndex)) and never wins: "
                    : "\(context.label(routeIndex)) never wins: "
                findings.append(context.finding(
                    rule, .error, route: routeIndex, field: "path",
                    opening + reason(endpoint, loserLabel: "it", winner: entry.winner, context),
                    witness: entry.url, related: [entry.winner.routeIndex]))
            } else {
                findings.append(context.finding(
                    .shadowedRoute, .warning, route: routeIndex, field: "path",
                    "the optional-group combination \(endpoint.pattern.text) of \(context.label(routeIndex)) never wins: "
                        + reason(endpoint, loserLabel: "it", winner: entry.winner, context),
                    witness: entry.url, related: [entry.winner.routeIndex]))
            }
        }
        return findings
    }

    /// Whether `loser` has the very pattern of `winner` in the same table, at the same priority.
    private static func isDuplicate(_ loser: Endpoint, of winner: Endpoint, _ context: LintContext) -> Bool {
        let caseSensitive = context.table.options.isCaseSensitive
        return loser.priority == winner.priority
            && PatternShape.key(of: loser, .exact, caseSensitive: caseSensitive)
            == PatternShape.key(of: winner, .exact, caseSensitive: caseSensitive)
    }

    /// Why `winner` takes the URLs `loser` matches, for the profile in use.
    private static func reason(_ loser: Endpoint, loserLabel: String, winner: Endpoint, _ context: LintContext) -> String {
        let winnerLabel = context.label(winner.routeIndex) + (winner.isPrefix ? " (its prefix \(winner.pattern.text))" : "")
        if winner.priority > loser.priority {
            return "\(winnerLabel) has a higher priority (\(winner.priority) > \(loser.priority)) and takes the URLs \(loserLabel) matches"
        }
        return context.table.options.profile.rules.shadowingReason(winner: winnerLabel, loser: loserLabel,
                                                                   sameShape: isDuplicate(loser, of: winner, context))
    }

    /// Routes no real URL can match under the profile's rules (WAAppRouting: a `/` component).
    private static func unmatchable(_ context: LintContext) -> [LintFinding] {
        let rules = context.table.options.profile.rules
        return context.endpointsByRoute.sorted(by: { $0.key < $1.key }).compactMap { index, endpoints in
            guard let reason = endpoints.lazy.compactMap({ rules.unmatchableReason(context.table.endpoints[$0].pattern) }).first
            else { return nil }
            return context.finding(.unmatchableRoute, .error, route: index, field: "path",
                                   "\(context.label(index)) can never match: \(reason)")
        }
    }

    // MARK: ties broken by registration order

    /// Pairs of endpoints with the same priority and specificity key whose patterns differ
    /// (`<int:id>` and `<float:x>`, `*` and `<path:p>`) yet take a common URL.
    /// Endpoints of `unrivalled` routes share no URL with another, so they are left out.
    private static func ambiguities(_ context: LintContext, skipping dead: Set<Int>, unrivalled: Set<Int>) -> [LintFinding] {
        let table = context.table
        let caseSensitive = table.options.isCaseSensitive
        struct GroupKey: Hashable { var shape: String; var priority: Int }
        var representatives: [GroupKey: [String: Int]] = [:]
        var groupOrder: [GroupKey: [Int]] = [:]
        for (index, endpoint) in table.endpoints.enumerated() where !dead.contains(index) && !unrivalled.contains(endpoint.routeIndex) {
            let group = GroupKey(shape: PatternShape.key(of: endpoint, .specificity, caseSensitive: caseSensitive),
                                 priority: endpoint.priority)
            let exact = PatternShape.key(of: endpoint, .exact, caseSensitive: caseSensitive)
            if representatives[group]?[exact] == nil {
                representatives[group, default: [:]][exact] = index
                groupOrder[group, default: []].append(index)
            }
        }
        var findings: [LintFinding] = []
        let pairLimit = 16
        for members in groupOrder.values.sorted(by: { $0[0] < $1[0] }) where members.count > 1 {
            let shown = members.prefix(pairLimit)
            for (position, earlierIndex) in shown.enumerated() {
                for laterIndex in shown.dropFirst(position + 1) {
                    let earlier = table.endpoints[earlierIndex], later = table.endpoints[laterIndex]
                    if earlier.isPrefix, later.isPrefix, earlier.pattern.segments.map(\.mark) == later.pattern.segments.map(\.mark) { continue }
                    guard let url = commonURL(earlier, later, context) else { continue }
                    findings.append(context.finding(
                        .ambiguousRoutes, .warning, route: later.routeIndex, field: "path",
                        "\(context.label(later.routeIndex)) (\(later.pattern.text)) and \(context.label(earlier.routeIndex)) "
                            + "(\(earlier.pattern.text)) both take \(url) with the same priority and specificity; "
                            + "\(context.label(earlier.routeIndex)) wins only because it is registered first",
                        witness: url, related: [earlier.routeIndex]))
                }
            }
        }
        return findings
    }

    /// A witness of either endpoint that both take and one of them wins.
    private static func commonURL(_ first: Endpoint, _ second: Endpoint, _ context: LintContext) -> String? {
        let table = context.table
        for endpoint in [second, first] {
            for variant in WitnessVariant.allCases {
                guard let url = context.witnesses.url(for: endpoint, variant: variant),
                      case .success(let request) = table.request(url),
                      table.accepts(first, request), table.accepts(second, request),
                      let winner = context.table.winner(for: request),
                      winner.order == first.order || winner.order == second.order
                else { continue }
                return url
            }
        }
        return nil
    }
}
