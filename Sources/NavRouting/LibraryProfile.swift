/// Everything that differs between the routing libraries navsim reproduces, by concern: how a
/// URL is read, how patterns parse and match, how the winner is found, how a URL is written
/// back, what the log and the linter say about the library's rules, and how it navigates.
///
/// A new profile is one folder in NavProfiles with one type conforming to this protocol and
/// one line in the registry (NavProfiles/ProfileRegistry.swift). The requirements without a
/// default are the decisions every library makes differently; the few with one (in the
/// extension below, the only place defaults live) are what most libraries share, and a
/// profile states only where it departs. The rest of the code asks the profile; it never tests
/// which profile it is. docs/profiles.md lists each library's rules with their sources.
package protocol LibraryProfile: Sendable {
    /// The name in route files (`"profile"`), `--profile`, help text and the JSON Schema.
    var name: String { get }
    /// The library reproduced, with its version (help text, docs).
    var library: String { get }

    // MARK: reading URLs

    /// Reads a trimmed, size- and control-checked input as the library would.
    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError>
    /// Whether `+` means a space when the route file does not say (`matching.decodePlus`).
    var decodesPlusByDefault: Bool { get }
    /// Whether a repeated query key gives a list (else the last value wins).
    var repeatedQueryKeysAsList: Bool { get }
    /// Whether a URL whose scheme the app does not declare is still answered by the global table.
    /// Default: `true`.
    var answersUndeclaredSchemes: Bool { get }
    /// The library's rule when every route needs a scheme (the route's `scheme` or the file's),
    /// else `nil`. Default: `nil`.
    var schemeRequirement: String? { get }

    // MARK: patterns

    /// The concrete patterns (optional groups expanded, longest first) of `source`.
    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern]
    /// Matches one endpoint's segments against a request (`where` constraints are checked after).
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch>
    /// The name under which `where` reads the components `*` took, joined with `/` (a JLRoutes
    /// handler reading `JLRouteWildcardComponentsKey`), or `nil` when the library's handlers
    /// have no such value. Default: `nil`.
    var wildcardConditionName: String? { get }

    // MARK: finding the winner

    /// How the winner among the matching routes is chosen.
    var ranking: Ranking { get }
    /// The matcher that finds the winner of a parsed request. Default: ``ScanningMatcher``,
    /// which tries the endpoints in the ranking's order.
    var matcher: any RouteMatcher { get }
    /// What the matcher computes once per table and reads for every request
    /// (`RouteTable.matcherIndex`). Default: the ``ScanIndex`` a ``ScanningMatcher`` reads.
    func matcherIndex(routes: [RouteSpec], endpoints: [Endpoint]) -> (any Sendable)?
    /// Whether `RouteTable.match` and `lookup` read URLs with navsim's reader and walk the
    /// compiled trie. Default: `false` (only navsim's own profile does).
    var usesCompiledFastPath: Bool { get }

    // MARK: writing URLs (witnesses)

    /// One path component (or the fragment) as written in a witness URL.
    func witnessComponent(_ component: String) -> String
    /// Whether `first`, written as the host of `scheme://first/…`, is read back as the first path component.
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool
    /// A value (or query name) the library read from `part` of a URL, written back into one (the
    /// address bar, the pending link): percent-encoded where the library decodes that part, else
    /// as it was read, so that reading the URL again gives the same value.
    func writeBack(_ value: String, from part: URLValuePart) -> String
    /// The query key under which the parameter `name` (read from the query) is written back
    /// into a URL of the route whose pattern is `routePath`: the name itself (the default),
    /// unless the library binds query values to names of their own (a deep link's `?q={query}`).
    func queryKey(for name: String, routePath: String) -> String

    // MARK: what the log and the linter say about the library's rules

    /// The rule by which `winner` won, for the log (`matched routes[2] … (most specific)`).
    func winnerRule(priority: Int) -> String
    /// Why `winner` takes every URL `loser` matches (both labels given), when priorities are equal.
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String
    /// Why no URL can ever match `pattern` under the library, or `nil` when some URL can.
    /// Default: `nil`.
    func unmatchableReason(_ pattern: ConcretePattern) -> String?

    // MARK: navigation

    /// How the library changes the container tree once a route matched: the steps it composes.
    var navigation: NavigationRules { get }
}

/// What most libraries share. A profile that departs states its own; no other extension of
/// `LibraryProfile` supplies a requirement (a test holds that).
extension LibraryProfile {
    package var answersUndeclaredSchemes: Bool { true }
    package var schemeRequirement: String? { nil }
    package var wildcardConditionName: String? { nil }
    package var matcher: any RouteMatcher { ScanningMatcher(profile: MatchingProfile(self)) }
    package func matcherIndex(routes: [RouteSpec], endpoints: [Endpoint]) -> (any Sendable)? {
        ranking.isScanning && matcher is ScanningMatcher ? ScanIndex(endpoints: endpoints, ranking: ranking) : nil
    }
    package var usesCompiledFastPath: Bool { false }
    package func queryKey(for name: String, routePath: String) -> String { name }
    package func unmatchableReason(_ pattern: ConcretePattern) -> String? { nil }
}

/// A matcher index (`LibraryProfile.matcherIndex`) that can tell, without matching any URL,
/// which routes no other route can ever take a URL from: the linter need not prove they win.
package protocol RouteRivalry: Sendable {
    /// The indices of the routes that no other route competes with for any URL.
    func routesWithoutRivals() -> Set<Int>
}

/// Where a matched value came from in the URL, for writing it back (`LibraryProfile.writeBack`).
package enum URLValuePart: Sendable {
    /// A `:name` (or `{name}`, typed) path parameter.
    case pathParameter
    /// One component taken by `*`.
    case wildcard
    /// A query item's name or value.
    case query
}

/// How a profile picks the winner among the routes that take a URL.
public enum Ranking: Sendable, Equatable {
    /// Highest priority, then the most specific segment by segment, then registration order
    /// (navsim's compiled trie). Ties between different patterns are ambiguities worth a warning.
    case mostSpecific
    /// The first route in priority, then registration order, that takes the URL (JLRoutes, WAAppRouting).
    case firstInPriorityOrder
    /// The last registered route that takes the URL, after priority (ICRouter walks its routes in reverse).
    case lastRegisteredFirst

    /// Whether the order of the routes, not their shape, decides (explanations say "comes first").
    public var isScanning: Bool { self != .mostSpecific }
}

/// Which library's rules apply, matching and navigation. A value names one registered
/// `LibraryProfile`; two values are equal when they name the same one.
/// The registry (`MatchingProfile.allCases`, finding a profile by name) is in NavProfiles, with
/// the library profiles; NavRouting holds the navsim profile, the default.
public struct MatchingProfile: Sendable, Hashable, CustomStringConvertible {
    /// The library's rules.
    package let rules: any LibraryProfile

    package init(_ rules: any LibraryProfile) { self.rules = rules }

    /// The profile's name (`navsim`, `jlroutes`, …).
    public var rawValue: String { rules.name }
    public var description: String { rules.name }
    /// The library reproduced, with its version.
    public var library: String { rules.library }
    /// How the library navigates.
    public var navigation: NavigationRules { rules.navigation }
    /// How the winner is chosen.
    public var ranking: Ranking { rules.ranking }

    public static func == (lhs: MatchingProfile, rhs: MatchingProfile) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

}
