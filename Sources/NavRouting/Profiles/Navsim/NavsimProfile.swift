/// navsim's own profile: the union of the libraries with their limits removed; deterministic
/// (priority, then specificity, then registration order) through the compiled trie.
struct NavsimProfile: LibraryProfile {
    var name: String { "navsim" }
    var library: String { "navsim (the union of the libraries, deterministic)" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseNavsim(text, input: input, options: options)
    }
    var decodesPlusByDefault: Bool { true }
    var repeatedQueryKeysAsList: Bool { true }
    var answersUndeclaredSchemes: Bool { false }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        try RoutePattern(source).expansions
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchNavsim(endpoint, request)
    }

    var ranking: Ranking { .mostSpecific }
    var matcher: any RouteMatcher { NavsimMatcher() }
    var usesCompiledFastPath: Bool { true }

    func witnessComponent(_ component: String) -> String { URLEncoding.encodeComponent(component) }
    func writeBack(_ value: String, from part: URLValuePart) -> String { URLEncoding.encodeComponent(value) }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool {
        HostReading.customSchemeHostIsPath(first, scheme: scheme, options: options)
    }

    func winnerRule(priority: Int) -> String { priority != 0 ? "priority \(priority)" : "most specific" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        sameShape ? "\(winner) registers the same pattern first and takes every URL \(loser) matches"
            : "\(winner) is more specific and takes the URLs \(loser) matches"
    }

    var navigation: NavigationRules {
        .navsim
    }
}

extension MatchingProfile {
    /// navsim (the default).
    public static let navsim = MatchingProfile(NavsimProfile())
}
