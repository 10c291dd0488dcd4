import NavRouting

extension RouteTable {
    /// The routes whose pattern takes `request` but that declined it on a condition (a `where`
    /// on a value, a query item a `where` requires), each as `routes[0] mastodon://search declined:
    /// REASON`, at most `limit`, in registration order: why a URL that looks routed is refused.
    public func declinedRoutes(for request: RouteRequest, limit: Int = 3) -> [String] {
        let consulted = consultedTables(for: request)
        let rules = endpointMatcher
        var lines: [String] = []
        var seen = Set<Int>()
        for endpoint in endpoints where consulted.contains(where: { $0 == endpoint.scheme }) && !seen.contains(endpoint.routeIndex) {
            guard case .failure(let mismatch) = rules.match(endpoint, request) else { continue }
            switch mismatch {
            case .declined, .missingQueryItem, .declinesAlways:
                seen.insert(endpoint.routeIndex)
                lines.append("routes[\(endpoint.routeIndex)] \(endpoint.label(defaultScheme: options.defaultScheme)) \(mismatch)")
            default:
                continue
            }
            if lines.count == limit { break }
        }
        return lines
    }

    /// `no route matches URL`, followed by the routes that took its shape but declined it (their
    /// `where`), so that a refusal says why and not only that nothing matched.
    public func unmatchedReason(_ url: String, _ request: RouteRequest) -> String {
        let declined = declinedRoutes(for: request)
        return "no route matches \(url)" + (declined.isEmpty ? "" : ": " + declined.joined(separator: "; "))
    }
}
