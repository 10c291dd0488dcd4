import NavRouting
import NavSyntax

/// JLRoutes 2.x (github.com/joeldev/JLRoutes): routes tried in priority, then registration
/// order; host handling by `treatHostAsPath`; per-scheme tables. No navigation of its own:
/// a matched route's screen is pushed as navsim does.
struct JLRoutesProfile: LibraryProfile {
    var name: String { "jlroutes" }
    var library: String { "JLRoutes 2.x" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseJLRoutes(text, input: input, options: options)
    }
    var decodesPlusByDefault: Bool { true }
    var repeatedQueryKeysAsList: Bool { true }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        var expansions: [ConcretePattern] = []
        for text in try RoutePattern.jlroutesExpansions(source) { expansions.append(try RoutePattern.jlroutesPattern(text)) }
        return expansions
    }
    /// A handler reads `parameters[JLRouteWildcardComponentsKey]` and may return NO on it (the
    /// README's `/wildcard/*` accepts only when the first component is `joker`): `where` on
    /// `wildcard` reads the components joined with `/`.
    var wildcardConditionName: String? { "wildcard" }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchJLRoutes(endpoint, request)
    }

    var ranking: Ranking { .firstInPriorityOrder }

    func witnessComponent(_ component: String) -> String { component }
    /// Variables and query items are decoded; `*` components are kept as read (JLRRouteDefinition.m).
    func writeBack(_ value: String, from part: URLValuePart) -> String {
        part == .wildcard ? value : URLEncoding.encodeComponent(value)
    }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool {
        // JLRoutes reads a host with a dot as a host unless told to always treat it as a path.
        if options.treatHostAsPath == .auto, first.contains(".") { return false }
        return HostReading.customSchemeHostIsPath(first, scheme: scheme, options: options)
    }

    func winnerRule(priority: Int) -> String { "first in priority and registration order" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) comes first (JLRoutes tries routes by priority, then in registration order) and takes the URLs \(loser) matches"
    }

    var navigation: NavigationRules {
        // JLRoutes has no navigation of its own: a matched route's screen is pushed as in navsim.
        .navsim
    }
}

extension MatchingProfile {
    /// JLRoutes 2.x.
    public static let jlroutes = MatchingProfile(JLRoutesProfile())
}

extension ProfileRegistration {
    /// JLRoutes: routes from the route file; `init` reads its registration calls.
    static let jlroutes = ProfileRegistration(.jlroutes, registrationReader: JLRoutesRegistrations())
}
