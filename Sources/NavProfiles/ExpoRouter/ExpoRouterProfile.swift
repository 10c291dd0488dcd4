import Foundation
import NavRouting
import NavSyntax

/// Expo Router 57 on React Navigation 7: the app folder is the route table (read by
/// ``ExpoRouterSource``), a URL becomes a path by `extractExpoPathFromURL`, the path a state by
/// expo-router's `getStateFromPath` (the first of the sorted configs whose pattern matches), and
/// the state is navigated by React Navigation's routers (``ExpoRouterNavigator``).
/// docs/profiles.md states each rule with its source.
struct ExpoRouterProfile: LibraryProfile {
    /// A `linking` app's table is matched as React Navigation matches its config; `nil` for an app folder.
    var linking: ReactNavigationTableMatcher?

    var name: String { "expo_router" }
    var library: String { "Expo Router 57 (React Navigation 7)" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let path = ExpoURLPath.path(of: String(text), baseUrl: nil)
        let pieces = ExpoStateFromPath.URLPieces(path)
        let components = pieces.nonstandardPathname.split(separator: "/").map { ExpoURLText.safelyDecode(String($0)) }
        let query = ExpoURLText.searchParams(Substring(pieces.query)).map { QueryItem(name: $0.name, value: $0.value) }
        let lowered = String(text).lowercased()
        let isWeb = lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
        return .success(RouteRequest(input: input, scheme: ExpoURLText.scheme(of: String(text)) ?? options.defaultScheme?.lowercased(),
                                     components: components, query: query, fragment: pieces.fragment, isUniversalLink: isWeb))
    }
    // URLSearchParams reads `+` as a space.
    var decodesPlusByDefault: Bool { true }
    // A repeated query key gives a list (`searchParams.getAll`).
    var repeatedQueryKeysAsList: Bool { true }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        if linking != nil { return try RoutePattern.reactNavigationPattern(source) }
        return try RoutePattern.expoRouterPattern(source)
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchNavsim(endpoint, request)
    }

    var ranking: Ranking { .firstInPriorityOrder }
    var matcher: any RouteMatcher { linking ?? ExpoTableMatcher() }

    func witnessComponent(_ component: String) -> String { ExpoURLText.encodeURIComponent(component) }
    /// Segments and query values are decoded once (`decodeURIComponent`, `URLSearchParams`).
    func writeBack(_ value: String, from part: URLValuePart) -> String { ExpoURLText.encodeURIComponent(value) }
    /// A custom scheme's host is the first segment of the path (`myapp://login` is `login`).
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool {
        !["http", "https"].contains(scheme.lowercased())
    }

    func winnerRule(priority: Int) -> String {
        "first of expo-router's sorted configs: longer patterns, static before dynamic, [param] before [...rest] before +not-found"
    }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        sameShape ? "\(winner) and \(loser) resolve to the same pattern; expo-router takes the first in the app folder's order"
            : "\(winner) comes first in expo-router's config order and takes the URLs \(loser) matches"
    }

    var navigation: NavigationRules {
        NavigationRules(steps: NavigationStepSetting.standard, planSteps: [
            PlanStepSetting(.implicitParentRefused, rule: "expo-router seeds a Stack's anchor below a linked route, not URL prefixes"),
            PlanStepSetting(.backStackFromGraph, rule: "React Navigation rehydrates a link's state: each Stack gets its layout's "
                + "anchor below the target (unstable_settings.anchor), a Tabs navigator every tab with the linked one focused"),
        ])
    }
}

extension MatchingProfile {
    /// Expo Router's app folder, getStateFromPath and React Navigation's state.
    public static let expoRouter = MatchingProfile(ExpoRouterProfile())
}

extension ProfileRegistration {
    /// Expo Router: routes from the app folder or a `linking` config; `init` reads the project.
    static let expoRouter = ProfileRegistration(.expoRouter, appSource: ExpoRouterSource(), projectReader: ExpoProjectSourceReader())
}

extension RoutePattern {
    /// An expo-router linking pattern as `routes` lists it (`/(tabs)?/blog/:id/*rest`): `(group)?`
    /// is an optional segment, `(group)` a required one (a copy of a shared route only a URL naming
    /// its group reaches), `:x` one segment, `*x` the remaining ones.
    package static func expoRouterPattern(_ text: String) throws(PatternError) -> [ConcretePattern] {
        var expansions: [[MarkedSegment]] = [[]]
        for raw in text.split(separator: "/", omittingEmptySubsequences: true) {
            let part = String(raw)
            if part.hasSuffix("?"), ExpoRouteName.groupName(String(part.dropLast())) != nil {
                expansions = expansions.flatMap { [$0 + [MarkedSegment(.literal(String(part.dropLast())), mark: nil)], $0] }
                continue
            }
            let segment: PatternSegment = part.hasPrefix("*") ? .rest : part.hasPrefix(":") && part.count > 1
                ? .parameter(String(part.dropFirst())) : .literal(part)
            expansions = expansions.map { $0 + [MarkedSegment(segment, mark: nil)] }
        }
        if expansions.count > RoutePattern.maximumExpansions {
            throw PatternError(pattern: text, column: 1, message: "more than \(RoutePattern.maximumExpansions) group combinations")
        }
        return expansions.map { ConcretePattern(segments: $0) }
    }
}

/// Matches a request against the table's routes in expo-router's config order (the table lists
/// its leaf routes in that order): the first whose pattern takes the whole path wins.
struct ExpoTableMatcher: RouteMatcher {
    var profile: MatchingProfile { .expoRouter }

    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        let path = ExpoURLPath.path(of: String(request.input.trimmingWhitespace()), baseUrl: nil)
        let configs = table.routes.map { route in
            let pattern = route.path.split(separator: "/").map { $0.hasSuffix(")?") ? $0.dropLast() : $0 }.joined(separator: "/")
            let name = route.screen ?? pattern
            return ExpoRouteConfig(screen: name.split(separator: "/").last.map(String.init) ?? name, pattern: pattern,
                                   path: pattern, routeNames: ["__root", name], nodeID: route.screen ?? pattern, hasChildren: false)
        }
        guard let found = ExpoStateFromPath.match(path, configs: ExpoLinkingConfigs(configs: configs)),
              let position = configs.firstIndex(where: { $0.nodeID == found.config.nodeID && $0.pattern == found.config.pattern }),
              let endpoint = endpoint(of: table.routes[position].index, for: request, in: table) else { return nil }
        var parameters: [MatchedParameter] = []
        var wildcard: [String]?
        let dynamicNames = Set(found.config.pattern.split(separator: "/").filter(ExpoRouteConfig.isDynamicPart).map { part in
            String(part.dropFirst().prefix { $0 != "?" })
        })
        for entry in found.state.chain.last?.params?.entries ?? [] {
            let source: ParameterSource = dynamicNames.contains(entry.name) ? .path : .query
            if case .list(let values) = entry.value {
                parameters.append(MatchedParameter(name: entry.name, value: .list(values), source: source))
                if source == .path { wildcard = values }
            } else {
                parameters.append(MatchedParameter(name: entry.name, value: .single(entry.value.texts.first ?? ""), source: source))
            }
        }
        return RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: wildcard, request: request)
    }

    /// The route's expansion the request's segments take (a group named or not).
    func endpoint(of routeIndex: Int, for request: RouteRequest, in table: RouteTable) -> Endpoint? {
        let candidates = table.endpoints.filter { $0.routeIndex == routeIndex }
        let components = request.components
        return candidates.first { endpoint in
            var index = 0
            for marked in endpoint.pattern.segments {
                switch marked.segment {
                case .rest: return true
                case .literal(let text): if index >= components.count || components[index] != text { return false }
                default: if index >= components.count { return false }
                }
                index += 1
            }
            return index == components.count
        } ?? candidates.first
    }
}
