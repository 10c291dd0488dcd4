/// A parameter value: one string, or a list when a query key repeats.
public enum ParameterValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    case single(String)
    case list([String])

    /// The value as one string (a list's last item, as most routers read it).
    public var string: String {
        switch self {
        case .single(let value): return value
        case .list(let values): return values.last ?? ""
        }
    }

    public var description: String {
        switch self {
        case .single(let value): return value
        case .list(let values): return "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// Where a merged parameter's value came from (docs/route-file.md: path > query > default).
public enum ParameterSource: String, Sendable, Codable, CaseIterable {
    case path, query, `default`
}

/// One merged parameter with its source, kept for display.
public struct MatchedParameter: Sendable, Equatable, Hashable {
    public var name: String
    public var value: ParameterValue
    public var source: ParameterSource
    public init(name: String, value: ParameterValue, source: ParameterSource) {
        self.name = name
        self.value = value
        self.source = source
    }
}

/// The winning route for a URL and what it captured. A value: nothing is left behind when
/// matching fails.
///
/// A match the navsim fast path found holds only the URL, the winner and where its pieces are
/// (a `FastRoute`, byte offsets): matching allocates nothing. Its `parameters`, `wildcard` and
/// `request` are built when they are read, by matching the URL again in full, so a caller that
/// reads several of them takes `built` once and reads them from it. `routeIndex`, `endpoint`
/// and `string(_:)` read the URL directly and build nothing else. The other profiles' matches,
/// and any match after one of its fields is set, hold every field built.
public struct RouteMatch: Sendable, Equatable {
    // Three plain fields rather than an enum of the two forms: copying and destroying a match
    // is then two reference counts, with no switch over cases (an enum's copies went through
    // outlined value witnesses, about a hundred instructions per match).

    /// A match the fast path found: its winner and byte ranges. A built match: no winner.
    @usableFromInline let route: FastRoute
    /// The URL the fast path read ("" for a built match).
    @usableFromInline let input: String
    /// The `FastPathTables` that found `route`, or the built `Fields`.
    @usableFromInline let owner: AnyObject & Sendable

    /// A built match's fields, behind one reference (so that a found match stays small).
    @usableFromInline final class Fields: Sendable, Equatable {
        @usableFromInline let endpoint: Endpoint
        let parameters: [MatchedParameter]
        let wildcard: [String]?
        let request: RouteRequest

        init(endpoint: Endpoint, parameters: [MatchedParameter], wildcard: [String]?, request: RouteRequest) {
            self.endpoint = endpoint
            self.parameters = parameters
            self.wildcard = wildcard
            self.request = request
        }

        @usableFromInline static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs === rhs || (lhs.endpoint == rhs.endpoint && lhs.parameters == rhs.parameters
                            && lhs.wildcard == rhs.wildcard && lhs.request == rhs.request)
        }
    }

    /// A match with every field given.
    public init(endpoint: Endpoint, parameters: [MatchedParameter], wildcard: [String]?, request: RouteRequest) {
        self.init(Fields(endpoint: endpoint, parameters: parameters, wildcard: wildcard, request: request))
    }

    private init(_ fields: Fields) {
        route = FastRoute()
        input = ""
        owner = fields
    }

    /// A match the fast path found (`route` has a winner), nothing built.
    @inlinable
    init(found route: FastRoute, input: String, tables: FastPathTables) {
        self.route = route
        self.input = input
        owner = tables
    }

    /// The tables that found this match, when it is not built.
    @inlinable
    var foundBy: FastPathTables? {
        route.hasWinner ? unsafeDowncast(owner, to: FastPathTables.self) : nil
    }

    /// The fields, built now when the fast path found the match.
    private var fields: Fields {
        guard let tables = foundBy else { return unsafeDowncast(owner, to: Fields.self) }
        // The fast path read this URL once already: it reads it again the same way, now
        // building everything (the lookup and the match agree; the tests check it).
        guard case .matched(let match)? = tables.fastNavsimMatch(input), match.isBuilt else {
            preconditionFailure("the fast path found a route for \(input) but no match when reading it again")
        }
        return unsafeDowncast(match.owner, to: Fields.self)
    }

    /// The same match with every field built: read several fields from it rather than from a
    /// match the fast path found, which builds them at each read.
    public var built: RouteMatch {
        isBuilt ? self : RouteMatch(fields)
    }

    /// Whether the fields are built (`false`: the match is still byte ranges of the URL).
    public var isBuilt: Bool { !route.hasWinner }

    /// Replaces the fields with `change` applied to them.
    private mutating func update(_ change: (inout Endpoint, inout [MatchedParameter], inout [String]?, inout RouteRequest) -> Void) {
        let old = fields
        var endpoint = old.endpoint, parameters = old.parameters, wildcard = old.wildcard, request = old.request
        change(&endpoint, &parameters, &wildcard, &request)
        self = RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: wildcard, request: request)
    }

    /// The endpoint that won (route index, concrete pattern, prefix or whole).
    public var endpoint: Endpoint {
        get {
            guard let tables = foundBy else { return unsafeDowncast(owner, to: Fields.self).endpoint }
            return tables.endpoints[Int(route.endpoint)]
        }
        set { update { endpoint, _, _, _ in endpoint = newValue } }
    }

    /// Merged parameters: path values in pattern order, then query items, then defaults,
    /// each name once (path > query > default).
    public var parameters: [MatchedParameter] {
        get { fields.parameters }
        set { update { _, parameters, _, _ in parameters = newValue } }
    }

    /// The components a trailing `*` (or a middle `*`) took, or `nil` when the pattern has none.
    public var wildcard: [String]? {
        get { fields.wildcard }
        set { update { _, _, wildcard, _ in wildcard = newValue } }
    }

    /// The request that was matched.
    public var request: RouteRequest {
        get { fields.request }
        set { update { _, _, _, request in request = newValue } }
    }

    /// The route's position in the route file.
    @inlinable
    public var routeIndex: Int {
        route.hasWinner ? route.routeIndex : unsafeDowncast(owner, to: Fields.self).endpoint.routeIndex
    }

    /// The value of parameter `name`, if any (a repeated query key's values as a list). On a
    /// match the fast path found this builds the match, as `parameters` does; `string(_:)`
    /// reads one string without building it.
    public func value(_ name: String) -> ParameterValue? {
        fields.parameters.first { $0.name == name }?.value
    }

    /// The value of parameter `name` as one string (`value(name)?.string`: a repeated query
    /// key's last value). A match the fast path found reads it from the URL, building nothing
    /// but the string.
    public func string(_ name: String) -> String? {
        guard let tables = foundBy else { return value(name)?.string }
        return route.value(name, tables: tables, input: input)
    }

    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.fields == rhs.fields
    }
}

/// The ranking key of a candidate: priority, then specificity segment by segment, then
/// registration order (docs/route-file.md, "Matching").
struct CandidateRank: Comparable {
    var priority: Int
    var classes: [SegmentClass]
    var order: Int

    /// `lhs < rhs` means `rhs` wins.
    static func < (lhs: CandidateRank, rhs: CandidateRank) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
        if lhs.classes != rhs.classes { return lhs.classes.lexicographicallyPrecedes(rhs.classes) }
        return lhs.order > rhs.order
    }
}
