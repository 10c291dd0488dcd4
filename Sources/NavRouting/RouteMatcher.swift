import NavSyntax
/// A profile's matching rules over a compiled table (docs/route-file.md, "Matching"). Each profile reproduces
/// its library so a team can paste its table and see what its real app would do.
public protocol RouteMatcher: Sendable {
    /// The profile this matcher implements.
    var profile: MatchingProfile { get }
    /// The winning endpoint for an already parsed request, or `nil`.
    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch?
}

/// The outcome of matching one input: a match, or why there is none.
public enum MatchOutcome: Sendable, Equatable {
    case matched(RouteMatch)
    /// The input could not be read as a URL.
    case invalid(RequestError)
    /// A readable URL that no route takes; `request` says how it was read.
    case unmatched(RouteRequest)

    /// The match, if any.
    public var match: RouteMatch? {
        if case .matched(let match) = self { return match }
        return nil
    }
}

extension RouteTable {
    /// The matcher for this table's profile.
    public var matcher: any RouteMatcher {
        options.profile.rules.matcher
    }

    /// Reads `input` under the table's profile and matches it. The match is built once, here.
    /// The `where` expressions and deep-link patterns evaluated share one `RegexBudget.perInput` budget.
    public func match(_ input: String) -> MatchOutcome {
        // The navsim reading directly: a call through the profile copies the profile per URL.
        guard evaluatesExpressions else { return matchNavsim(input) }
        return RegexBudget.perInput { readsNavsim ? matchNavsim(input) : matchReadingGenerally(input) }
    }

    /// Which route `input` reaches: `match(_:)` without building the request or the match
    /// (under the navsim profile, no component, query or parameter `String` is made).
    public func lookup(_ input: String) -> RouteLookup {
        guard readsNavsim else { return RouteLookup(routeIndex: match(input).match?.routeIndex) }
        let walk = { try? readNavsim(input, walking: true) { $1 }.get() }
        let winner = evaluatesExpressions ? RegexBudget.perInput(walk) : walk()
        guard let winner, winner >= 0 else { return RouteLookup(routeIndex: nil) }
        return RouteLookup(routeIndex: Int(trie.candidates[Int(winner)].routeIndex))
    }

    /// `RouteRequest.parse`, then the profile's matcher.
    package func matchReadingGenerally(_ input: String) -> MatchOutcome {
        switch request(input) {
        case .failure(let error): return .invalid(error)
        case .success(let request):
            if let match = matcher.match(request, in: self) { return .matched(match) }
            return .unmatched(request)
        }
    }

    /// The rules a scanning profile applies to one endpoint.
    package var endpointMatcher: EndpointMatcher {
        EndpointMatcher(profile: options.profile, caseSensitive: options.isCaseSensitive, decodePlus: options.decodesPlus)
    }

    /// Endpoints of the given scheme's table in the order a scanning router tries them:
    /// priority (higher first), then registration order.
    func scanOrder(scheme: String?) -> [Endpoint] {
        let lastFirst = options.profile.ranking == .lastRegisteredFirst
        return endpoints(inScheme: scheme).enumerated().sorted { lhs, rhs in
            if lhs.element.priority != rhs.element.priority { return lhs.element.priority > rhs.element.priority }
            if lastFirst, lhs.element.routeIndex != rhs.element.routeIndex { return lhs.element.routeIndex > rhs.element.routeIndex }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The first endpoint, in scan order across the request's tables, that takes the request.
    package func firstScanned(_ request: RouteRequest, bareKeysAsEmpty: Bool) -> RouteMatch? {
        let rules = endpointMatcher
        for scheme in consultedTables(for: request) {
            for endpoint in scanOrder(scheme: scheme) {
                if case .success(let capture) = rules.match(endpoint, request) {
                    return RouteMatch(endpoint: endpoint, pathValues: capture.pathValues, wildcard: capture.wildcard,
                                      request: request, emptyValueForBareKeys: bareKeysAsEmpty,
                                      repeatedKeysAsList: options.profile.rules.repeatedQueryKeysAsList)
                }
            }
        }
        return nil
    }
}

/// navsim: highest priority, then most specific segment by segment, then registration order,
/// found through the compiled trie.
public struct NavsimMatcher: RouteMatcher {
    public init() {}
    public var profile: MatchingProfile { .navsim }

    public func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        let winner = table.trieWinner(for: request.scheme) { root in
            table.trie.lookup(components: request.components,
                              facts: RouteTrie.WalkFacts(fragment: request.fragment, host: request.droppedHost, query: request.query), root: root)
        }
        return winner.map { table.trie.routeMatch($0, request: request) }
    }
}
