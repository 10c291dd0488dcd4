/// Questions about single endpoints, for tools that reason about a table (the linter, witness
/// URLs) without ranking every endpoint on each URL.
extension RouteTable {
    /// Whether `endpoint`, on its own, takes `request` under this table's profile: its segments,
    /// typed parameters and `where` constraints all accept it. Other endpoints are not consulted,
    /// so a `true` says nothing about who wins.
    public func accepts(_ endpoint: Endpoint, _ request: RouteRequest) -> Bool {
        if case .success = endpointMatcher.match(endpoint, request) { return true }
        return false
    }

    /// The endpoint that wins `url`, as `match(_:)` finds it, or `nil` when the URL is
    /// unreadable or nothing matches. For tools that ask of many URLs only who wins (the
    /// linter's witnesses): no match is built for the caller.
    public func winner(for url: String) -> Endpoint? {
        guard case .success(let request) = request(url) else { return nil }
        return winner(for: request)
    }

    /// The endpoint that wins an already read `request`, or `nil`. Its expressions share one
    /// budget, as a URL's do in `match(_:)`.
    public func winner(for request: RouteRequest) -> Endpoint? {
        RegexBudget.perInput { matcher.match(request, in: self)?.endpoint }
    }

    /// The match `endpoint` alone makes of `request` (query and defaults merged as the profile
    /// merges them), or `nil` when it does not take it. For profiles that rank on their own.
    package func matchEndpoint(_ endpoint: Endpoint, _ request: RouteRequest) -> RouteMatch? {
        guard case .success(let capture) = endpointMatcher.match(endpoint, request) else { return nil }
        return RouteMatch(endpoint: endpoint, pathValues: capture.pathValues, wildcard: capture.wildcard, request: request,
                          emptyValueForBareKeys: false, repeatedKeysAsList: options.profile.rules.repeatedQueryKeysAsList)
    }
}
