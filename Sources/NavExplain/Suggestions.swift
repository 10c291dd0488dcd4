import NavRouting

/// The routes nearest to an unmatched URL, for "did you mean" messages.
extension RouteTable {
    /// Up to `limit` endpoint patterns closest to `request`, nearest first: segment by segment,
    /// a literal costs its edit distance to the component, a parameter is free, a missing or
    /// extra component costs its length.
    public func suggestions(for request: RouteRequest, limit: Int = 3) -> [String] {
        let components = request.components.map { $0.lowercased() }
        let budget = 2 + components.joined(separator: "/").count / 2
        var scored: [(cost: Int, order: Int, text: String)] = []
        var seen = Set<String>()
        for endpoint in endpoints {
            let text = endpoint.label(defaultScheme: options.defaultScheme)
            guard seen.insert(text).inserted else { continue }
            var segments = endpoint.pattern.segments.map(\.segment)
            // A mistyped host (`mastodon://serch`) reads as a path component: a host route is
            // compared with its host in front (`search`), as the URL that reaches it is written.
            if let host = endpoint.host, host.isLiteral, request.droppedHost == nil { segments.insert(.literal(host.source), at: 0) }
            var cost = Self.distance(components, segments)
            // A URL with a host prefers the host routes whose host is nearest to it.
            if let host = endpoint.host, let dropped = request.droppedHost, !host.accepts(dropped.lowercased()) {
                cost += host.isLiteral ? editDistance(dropped.lowercased(), host.source.lowercased()) : 1
            }
            if cost <= budget { scored.append((cost, endpoint.order, text)) }
        }
        return scored.sorted { ($0.cost, $0.order) < ($1.cost, $1.order) }.prefix(limit).map(\.text)
    }

    static func distance(_ components: [String], _ segments: [PatternSegment]) -> Int {
        var cost = 0
        for index in 0..<max(components.count, segments.count) {
            let component = index < components.count ? components[index] : nil
            let segment = index < segments.count ? segments[index] : nil
            switch (component, segment) {
            case (let component?, .literal(let text)?): cost += editDistance(component, text.lowercased())
            case (let component?, .typed(_, let type)?): cost += type.accepts(Substring(component)) ? 0 : 1
            case (_?, .parameter?), (_?, .anyOne?): break
            case (_, .rest?): return cost
            case (nil, let segment?): cost += max(2, segment.text.count)
            case (let component?, nil): cost += max(2, component.count)
            case (nil, nil): break
            }
        }
        return cost
    }
}
