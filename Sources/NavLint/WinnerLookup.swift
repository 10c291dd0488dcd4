import NavSyntax
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// Finds the endpoint a URL reaches, exactly as `RouteTable.match` does, but without trying
/// every endpoint under the scanning profiles (jlroutes, waapprouting): endpoints are bucketed
/// by table, segment count and first literal, so only those that could take the URL are tried,
/// in scan order. The linter asks this for every endpoint's witness, so a 10,000-route table
/// costs thousands of small lookups instead of millions of comparisons. The navsim profile
/// already answers through its trie and is used as it is.
public struct WinnerLookup: Sendable {
    /// The table looked up.
    public let table: RouteTable
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
        /// The first segment's literal (case-folded when matching ignores case); `nil` when the
        /// first segment is not a literal or there is none.
        var firstLiteral: String?
    }

    /// Indexes `table`'s endpoints.
    public init(table: RouteTable) {
        self.table = table
        var fixedLength: [BucketKey: [Int]] = [:]
        var variableLength: [BucketKey: [Int]] = [:]
        if table.options.profile.ranking == .firstInPriorityOrder {
            let caseSensitive = table.options.isCaseSensitive
            for (index, endpoint) in table.endpoints.enumerated() {
                let segments = endpoint.pattern.segments
                var first: String?
                if case .literal(let text)? = segments.first?.segment {
                    first = caseSensitive ? text : text.lowercased()
                }
                if segments.contains(where: { $0.segment == .rest }) {
                    variableLength[BucketKey(scheme: endpoint.scheme, count: 0, firstLiteral: first), default: []].append(index)
                } else {
                    fixedLength[BucketKey(scheme: endpoint.scheme, count: segments.count, firstLiteral: first), default: []].append(index)
                }
            }
        }
        self.fixedLength = fixedLength
        self.variableLength = variableLength
        self.priorities = table.endpoints.map(\.priority)
    }

    /// The endpoint that wins `url`, or `nil` when the URL is unreadable or nothing matches.
    public func winner(for url: String) -> Endpoint? {
        guard case .success(let request) = table.request(url) else { return nil }
        return winner(for: request)
    }

    /// The endpoint that wins `request`, or `nil`.
    public func winner(for request: RouteRequest) -> Endpoint? {
        // One witness is one input: its expressions share one budget, as a URL's do in `match`.
        RegexBudget.perInput { scan(request) }
    }

    private func scan(_ request: RouteRequest) -> Endpoint? {
        if table.options.profile.ranking != .firstInPriorityOrder { return table.matcher.match(request, in: table)?.endpoint }
        let caseSensitive = table.options.isCaseSensitive
        let componentLists = [request.components] + (request.wholeURLComponents.map { [$0] } ?? [])
        let endpoints = table.endpoints
        for scheme in table.consultedTables(for: request) {
            var candidates: [Int] = []
            for components in componentLists {
                let first = components.first.map { caseSensitive ? $0 : $0.lowercased() }
                for firstLiteral in first == nil ? [nil] : [first, nil] {
                    candidates += fixedLength[BucketKey(scheme: scheme, count: components.count, firstLiteral: firstLiteral)] ?? []
                    candidates += variableLength[BucketKey(scheme: scheme, count: 0, firstLiteral: firstLiteral)] ?? []
                }
            }
            // Scan order: priority, then registration order (an endpoint's index is its order).
            candidates.sort { lhs, rhs in priorities[lhs] != priorities[rhs] ? priorities[lhs] > priorities[rhs] : lhs < rhs }
            if let found = candidates.first(where: { table.accepts(endpoints[$0], request) }) { return endpoints[found] }
        }
        return nil
    }
}
