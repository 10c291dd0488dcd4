import Foundation
import NavRouting
import NavSyntax

/// Jetpack Navigation (androidx.navigation, 2.8+): each `<deepLink app:uri>` of the app's
/// navigation graphs is a route matched as `NavDeepLink` matches; the best match over the whole
/// graph wins (`NavGraph.matchDeepLinkComprehensive`, `DeepLinkMatch.compareTo`); a link
/// rebuilds the back stack from the start destinations of the graphs around its destination
/// (`NavController.handleDeepLink`). docs/profiles.md states each rule with its source.
struct JetpackProfile: LibraryProfile {
    var name: String { "jetpack" }
    var library: String { "Jetpack Navigation (androidx.navigation 2.8+)" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseJetpack(text, input: input)
    }
    // android.net.Uri.getQueryParameters keeps `+` as it is.
    var decodesPlusByDefault: Bool { false }
    // Repeated values fill an array argument (NavDeepLink `parseArgumentForRepeatedParam`).
    var repeatedQueryKeysAsList: Bool { true }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        [try RoutePattern.jetpackPattern(source)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchNavsim(endpoint, request)
    }

    var ranking: Ranking { .mostSpecific }
    var matcher: any RouteMatcher { DeepLinkMatcher() }
    func matcherIndex(routes: [RouteSpec], endpoints: [Endpoint]) -> (any Sendable)? { DeepLinkIndex(routes: routes, endpoints: endpoints) }

    func witnessComponent(_ component: String) -> String { URLEncoding.encodeComponent(component) }
    /// Path and query values are percent-decoded once (`NavUriUtils.decode`).
    func writeBack(_ value: String, from part: URLValuePart) -> String { URLEncoding.encodeComponent(value) }
    /// A deep link's concrete pattern starts with its host (`jetpackPattern`): written as the
    /// URL's host, it is read back where the pattern has it.
    /// `?q={query}` writes the argument `query` back under `q`. A template with text around its
    /// placeholder (`id={id}L`) or several placeholders is written under the argument's name.
    func queryKey(for name: String, routePath: String) -> String {
        guard case .success(let pattern) = DeepLinkPatternCache.shared.pattern(routePath) else { return name }
        return pattern.queryKey(for: name) ?? name
    }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { true }

    func winnerRule(priority: Int) -> String {
        "best deep link: exact, then most shared path segments, then most arguments; document order on a tie"
    }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        sameShape ? "\(winner) has a deep link of the same shape and comes first in the graph (androidx decides by resource id)"
            : "\(winner) matches the URLs \(loser) matches at least as well (NavDeepLink's ranking)"
    }

    var navigation: NavigationRules {
        var steps = NavigationStepSetting.standard
        // handleDeepLink restarts the task (NEW_TASK) or shows the destination alone: after the
        // modal step, before the stack is built.
        steps.insert(NavigationStepSetting(.androidTask), at: (steps.firstIndex { $0.name == .modalHandling } ?? steps.count - 1) + 1)
        return NavigationRules(steps: steps, planSteps: [
            PlanStepSetting(.implicitParentRefused, rule: "androidx builds the back stack from the graph, not from URL prefixes"),
            PlanStepSetting(.backStackFromGraph, rule: "androidx rebuilds the back stack on a deep link: the start destination of "
                + "every enclosing <navigation>, root first, then the destination (NavController.handleDeepLink, "
                + "NavDestination.buildDeepLinkIds)"),
        ])
    }
}

extension MatchingProfile {
    /// Jetpack Navigation's deep links and back stack.
    public static let jetpack = MatchingProfile(JetpackProfile())
}

extension ProfileRegistration {
    /// Jetpack: deep links from the navigation graphs the route file lists; `init` reads the graphs and Compose deep links.
    static let jetpack = ProfileRegistration(.jetpack, appFilesSource: JetpackGraphSource(), projectReader: JetpackProjectReader())
}

/// The best deep link over every route, in route order (the graph's document order): a later
/// route wins only when strictly better (`maxOrNull` keeps the first maximum). Only the routes
/// whose literal prefix the URI starts with are tried (``DeepLinkIndex``).
struct DeepLinkMatcher: RouteMatcher {
    var profile: MatchingProfile { .jetpack }

    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        let uri = String(request.input.trimmingWhitespace())
        let index = table.matcherIndex as? DeepLinkIndex ?? DeepLinkIndex(routes: table.routes, endpoints: table.endpoints)
        var best: (route: RouteSpec, match: DeepLinkPattern.Match)?
        for position in index.candidates(lowercasedURI: uri.lowercased()) {
            let route = table.routes[position]
            guard case .success(let pattern) = DeepLinkPatternCache.shared.pattern(route.path),
                  let found = pattern.match(uri), !declines(route, found, index: index, table: table) else { continue }
            if let current = best, !found.isBetter(than: current.match) { continue }
            best = (route, found)
        }
        guard let best, let position = index.endpoint(ofRoute: best.route.index) else { return nil }
        let endpoint = table.endpoints[position]
        var parameters = best.match.values
        // Defaults join after the URI's values (NavDestination.addInDefaultArgs).
        for (name, value) in endpoint.defaults where !parameters.contains(where: { $0.name == name }) {
            parameters.append(MatchedParameter(name: name, value: .single(value), source: .default))
        }
        return RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: nil, request: request)
    }

    /// Whether the route's `where` declines a value the deep link matched (a path or query
    /// placeholder, by its argument name): as in navsim, such a route does not match, and the
    /// best of the others wins.
    private func declines(_ route: RouteSpec, _ found: DeepLinkPattern.Match, index: DeepLinkIndex, table: RouteTable) -> Bool {
        guard let position = index.endpoint(ofRoute: route.index) else { return false }
        for constraint in table.endpoints[position].constraints {
            guard let value = found.values.first(where: { $0.name == constraint.name })?.value else { continue }
            switch value {
            case .single(let text): if !constraint.accepts(text) { return true }
            case .list(let texts): if !texts.allSatisfy(constraint.accepts) { return true }
            }
        }
        return false
    }
}

/// Compiled deep-link patterns by source text, so a table's patterns compile once.
final class DeepLinkPatternCache: @unchecked Sendable {
    // Guarded by `lock`.
    static let shared = DeepLinkPatternCache()
    private let lock = NSLock()
    private var patterns: [String: Result<DeepLinkPattern, PatternError>] = [:]
    private static let capacity = 20_000

    func pattern(_ source: String) -> Result<DeepLinkPattern, PatternError> {
        lock.lock()
        if let known = patterns[source] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let compiled = DeepLinkPattern.compile(source)
        lock.lock()
        if patterns.count >= Self.capacity { patterns.removeAll() }
        patterns[source] = compiled
        lock.unlock()
        return compiled
    }
}
