/// The matcher of every profile that tries routes in its ranking's order and takes the first
/// that matches (`Ranking.firstInPriorityOrder` or `.lastRegisteredFirst`), with the profile's
/// own segment matcher, in the order its ``ScanIndex`` gives.
public struct ScanningMatcher: RouteMatcher {
    public let profile: MatchingProfile
    public init(profile: MatchingProfile) { self.profile = profile }

    public func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        guard let index = table.matcherIndex as? ScanIndex else { return table.firstScanned(request, bareKeysAsEmpty: false) }
        for scheme in table.consultedTables(for: request) {
            for position in index.candidates(for: request, scheme: scheme) {
                if let match = table.matchEndpoint(table.endpoints[position], request) { return match }
            }
        }
        return nil
    }
}

/// A scanning matcher's endpoints in scan order, computed once per table.
///
/// Under `Ranking.firstInPriorityOrder` (priority, then registration order) they are bucketed
/// by table, segment count and first literal, so that a request is tried only against those
/// that could take it: a 10,000-route table costs a few comparisons per URL, not 10,000. That
/// holds for the profiles whose segment matcher takes a request only when the segment counts
/// agree (a trailing `*` takes any count from its own on) and the first literal equals the
/// first component, compared case-folded: those of that ranking that match with
/// ``ScanningMatcher``. Under `.lastRegisteredFirst` (priority, then the last registered route
/// first: a library that matches the end of the path) each table's endpoints are in one list,
/// sorted once rather than for every URL.
public struct ScanIndex: Sendable {
    /// Under `.lastRegisteredFirst`: each table's endpoints in scan order; `nil` under the
    /// other ranking, which reads the buckets.
    private let orderByTable: [String?: [Int]]?
    /// Endpoints of a fixed segment count, by table, count and first literal.
    private let fixedLength: [BucketKey: [Int]]
    /// Endpoints with a trailing `*` (any count from theirs on), by table and first literal.
    private let variableLength: [BucketKey: [Int]]
    /// Each endpoint's priority, by index, for sorting candidates into scan order.
    private let priorities: [Int]

    private struct BucketKey: Hashable {
        var scheme: String?
        /// The segment count; 0 for the variable-length buckets.
        var count: Int
        /// The first segment's literal, lowercased; `nil` when the first segment is not a
        /// literal or there is none.
        var firstLiteral: String?
    }

    /// Indexes `endpoints` (a table's, in registration order) for a scanning `ranking`.
    public init(endpoints: [Endpoint], ranking: Ranking) {
        self.priorities = endpoints.map(\.priority)
        guard ranking != .lastRegisteredFirst else {
            var orderByTable: [String?: [Int]] = [:]
            for (index, endpoint) in endpoints.enumerated() { orderByTable[endpoint.scheme, default: []].append(index) }
            for scheme in orderByTable.keys {
                orderByTable[scheme]?.sort { lhs, rhs in
                    if endpoints[lhs].priority != endpoints[rhs].priority { return endpoints[lhs].priority > endpoints[rhs].priority }
                    if endpoints[lhs].routeIndex != endpoints[rhs].routeIndex { return endpoints[lhs].routeIndex > endpoints[rhs].routeIndex }
                    return lhs < rhs
                }
            }
            self.orderByTable = orderByTable
            self.fixedLength = [:]
            self.variableLength = [:]
            return
        }
        orderByTable = nil
        var fixedLength: [BucketKey: [Int]] = [:]
        var variableLength: [BucketKey: [Int]] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            let segments = endpoint.pattern.segments
            var first: String?
            if case .literal(let text)? = segments.first?.segment { first = text.lowercased() }
            if segments.contains(where: { $0.segment == .rest }) {
                variableLength[BucketKey(scheme: endpoint.scheme, count: 0, firstLiteral: first), default: []].append(index)
            } else {
                fixedLength[BucketKey(scheme: endpoint.scheme, count: segments.count, firstLiteral: first), default: []].append(index)
            }
        }
        self.fixedLength = fixedLength
        self.variableLength = variableLength
    }

    /// The positions of the endpoints of `scheme`'s table that could take `request`, in scan
    /// order. The request's components and, when the library reads it so, the whole URL's
    /// (`RouteRequest.wholeURLComponents`) are both looked up.
    public func candidates(for request: RouteRequest, scheme: String?) -> [Int] {
        if let orderByTable { return orderByTable[scheme] ?? [] }
        var candidates: [Int] = []
        let componentLists = [request.components] + (request.wholeURLComponents.map { [$0] } ?? [])
        for components in componentLists {
            let first = components.first?.lowercased()
            for firstLiteral in first == nil ? [nil] : [first, nil] {
                candidates += fixedLength[BucketKey(scheme: scheme, count: components.count, firstLiteral: firstLiteral)] ?? []
                candidates += variableLength[BucketKey(scheme: scheme, count: 0, firstLiteral: firstLiteral)] ?? []
            }
        }
        // Scan order: priority, then registration order (an endpoint's index is its order).
        candidates.sort { lhs, rhs in priorities[lhs] != priorities[rhs] ? priorities[lhs] > priorities[rhs] : lhs < rhs }
        // The whole URL's components may land in a bucket the path's did.
        guard componentLists.count > 1 else { return candidates }
        var seen = Set<Int>()
        return candidates.filter { seen.insert($0).inserted }
    }
}
