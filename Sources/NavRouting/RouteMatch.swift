/// A parameter value: one string, or a list when a query key repeats.
public enum ParameterValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    case single(String)
    case list([String])

    /// The value as one string (a list's last item, as most routers read it).
    @inlinable
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

/// Where a merged parameter's value came from (docs/route-file.md: path > host > query > default).
public enum ParameterSource: String, Sendable, Codable, CaseIterable {
    case path, host, query, `default`
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

/// The winning route for a URL and what it captured: plain data, built once when the URL is
/// matched. Reading a field never reads the URL again; nothing is left behind when matching fails.
public struct RouteMatch: Sendable, Equatable {
    /// The fields, in one immutable object: copying a match (out of a `MatchOutcome`, into a
    /// plan) is one reference count, not one per array and string. A setter replaces it.
    /// The endpoint is kept as the table's array and a position in it, and the route index
    /// beside it: building a match or reading its `routeIndex` touches no `Endpoint`, which in a
    /// large table is a cache miss or two per URL. The readers are inlinable, so that a caller
    /// in another module reads a field without a call and a copy of what it does not keep.
    @usableFromInline
    final class Fields: Sendable {
        let endpoints: [Endpoint]
        let endpointIndex: Int
        @usableFromInline let routeIndex: Int
        @usableFromInline let parameters: [MatchedParameter]
        let wildcard: [String]?
        let request: RouteRequest

        init(endpoints: [Endpoint], endpointIndex: Int, routeIndex: Int, parameters: [MatchedParameter], wildcard: [String]?,
             request: RouteRequest) {
            self.endpoints = endpoints
            self.endpointIndex = endpointIndex
            self.routeIndex = routeIndex
            self.parameters = parameters
            self.wildcard = wildcard
            self.request = request
        }
    }

    @usableFromInline let fields: Fields

    /// A match with every field given.
    public init(endpoint: Endpoint, parameters: [MatchedParameter], wildcard: [String]?, request: RouteRequest) {
        fields = Fields(endpoints: [endpoint], endpointIndex: 0, routeIndex: endpoint.routeIndex, parameters: parameters,
                        wildcard: wildcard, request: request)
    }

    /// A match of `endpoints[endpointIndex]`, whose route index is `routeIndex` (the trie keeps
    /// it beside the walk's data, so the endpoint itself is only read when asked for).
    init(endpoints: [Endpoint], endpointIndex: Int, routeIndex: Int, parameters: [MatchedParameter], wildcard: [String]?,
         request: RouteRequest) {
        fields = Fields(endpoints: endpoints, endpointIndex: endpointIndex, routeIndex: routeIndex, parameters: parameters,
                        wildcard: wildcard, request: request)
    }

    /// The endpoint that won (route index, concrete pattern, prefix or whole).
    public var endpoint: Endpoint {
        get { fields.endpoints[fields.endpointIndex] }
        set { self = RouteMatch(endpoint: newValue, parameters: parameters, wildcard: wildcard, request: request) }
    }

    /// Merged parameters: path values in pattern order, then query items, then defaults,
    /// each name once (path > query > default).
    public var parameters: [MatchedParameter] {
        @inlinable get { fields.parameters }
        set { self = RouteMatch(endpoint: endpoint, parameters: newValue, wildcard: wildcard, request: request) }
    }

    /// The components a trailing `*` (or a middle `*`) took, or `nil` when the pattern has none.
    public var wildcard: [String]? {
        get { fields.wildcard }
        set { self = RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: newValue, request: request) }
    }

    /// The request that was matched.
    public var request: RouteRequest {
        get { fields.request }
        set { self = RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: wildcard, request: newValue) }
    }

    /// The route's position in the route file.
    @inlinable
    public var routeIndex: Int { fields.routeIndex }

    /// The value of parameter `name`, if any (a repeated query key's values as a list).
    @inlinable
    public func value(_ name: String) -> ParameterValue? {
        // By position: `first(where:)` would copy the whole parameter, name included.
        guard let index = fields.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        return fields.parameters[index].value
    }

    /// The value of parameter `name` as one string: `value(name)?.string` (a repeated query
    /// key's last value).
    @inlinable
    public func string(_ name: String) -> String? {
        value(name)?.string
    }

    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.fields === rhs.fields || (lhs.endpoint == rhs.endpoint && lhs.parameters == rhs.parameters
                                      && lhs.wildcard == rhs.wildcard && lhs.request == rhs.request)
    }
}

/// The answer of `RouteTable.lookup(_:)`: which route a URL reaches, without building its match.
public struct RouteLookup: Sendable, Equatable {
    /// The winning route's position in the route file, or `nil` when no route takes the URL
    /// (or it cannot be read as a URL).
    public let routeIndex: Int?
}

/// The ranking key of a candidate: priority, then specificity segment by segment, then
/// registration order (docs/route-file.md, "Matching").
package struct CandidateRank: Comparable {
    package var priority: Int
    package var classes: [SegmentClass]
    package var order: Int

    package init(priority: Int, classes: [SegmentClass], order: Int) {
        self.priority = priority
        self.classes = classes
        self.order = order
    }

    /// `lhs < rhs` means `rhs` wins.
    package static func < (lhs: CandidateRank, rhs: CandidateRank) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
        if lhs.classes != rhs.classes { return lhs.classes.lexicographicallyPrecedes(rhs.classes) }
        return lhs.order > rhs.order
    }
}
