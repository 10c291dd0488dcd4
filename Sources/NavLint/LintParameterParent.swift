import NavSupport
import NavModel
import NavRouteFile
import NavRouting

/// `parameter-parent`: a route gets an implicit parent through a segment that is only a
/// parameter. `:username{Profile}` is the longest prefix of `p/:postID`, so the post opens over
/// a Profile whose username is `p` (Root > Profile > Post); a bogus `@accounts` profile sits
/// under every login sheet. The witness URL shows the stack; `"parent": false` or
/// `"parent": "PATH"` on the route says what it should start with.
enum ParameterParentRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let simulator = context.app.simulator
        var findings: [LintFinding] = []
        for (index, route) in context.app.app.routes.enumerated() where route.parent == .implicit {
            guard let first = context.endpointsByRoute[index]?.first else { continue }
            let endpoint = context.table.endpoints[first]
            guard let url = context.witnesses.witness(for: endpoint), let match = context.table.match(url).match,
                  match.routeIndex == index, let parent = simulator.parents(of: match).first else { continue }
            let own = endpoint.pattern.segments.map(\.segment)
            // The parent's endpoint that took the longest URL prefix (the one the stack came from).
            let parentEndpoints = (1..<max(1, match.request.components.count)).reversed().lazy.compactMap { count -> Endpoint? in
                var prefix = match.request
                prefix.components = Array(prefix.components[..<count])
                prefix.query = []
                prefix.fragment = nil
                let found = context.table.matcher.match(prefix, in: context.table)
                return found?.routeIndex == parent ? found?.endpoint : nil
            }.prefix(1)
            // The parent's segment that took this route's literal, or its `*` that took this route's segments.
            let through = parentEndpoints.lazy.compactMap { parentEndpoint -> (text: String, catchAll: Bool)? in
                for (position, segment) in parentEndpoint.pattern.segments.map(\.segment).enumerated() where position < own.count {
                    if segment.isWildcard { return (segment.text, true) }
                    if segment.parameterName != nil, case .literal = own[position] { return (segment.text, false) }
                }
                return nil
            }.first
            guard let through else { continue }
            let modal = context.route(parent)?.presentation == .modal ? " (presented modally, so this route is pushed inside it)" : ""
            let how = through.catchAll
                ? "whose '\(through.text)' is a catch-all and takes this route's segments\(modal)"
                : "whose segment '\(through.text)' is only a parameter and takes this route's literal"
            findings.append(context.finding(
                .parameterParent, .warning, route: index, field: "path",
                "\(context.label(index)) starts its stack with \(context.label(parent)), \(how) "
                    + "(\(url) opens \(context.label(parent))'s screens first); "
                    + "add \"parent\": false, or \"parent\": \"PATH\" naming the route it should start with",
                witness: url, related: [parent]))
        }
        return findings
    }
}
