import NavRouting
import NavSyntax

/// The route table of a `linking` app (`match`, `routes`, the linter) matched as React
/// Navigation matches the config: the path after the first prefix, then `getStateFromPath`;
/// the table's route is the one of the config that took it.
struct ReactNavigationTableMatcher: RouteMatcher, Sendable {
    let config: ReactNavigationStateFromPath
    let prefixes: [String]

    var profile: MatchingProfile { .expoRouter }

    /// The table's path of a config: its segments as written, from the root.
    static func tablePath(_ segments: [String]) -> String { "/" + segments.joined(separator: "/") }

    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        guard let path = ReactNavigationURLPath.path(of: String(request.input.trimmingWhitespace()), prefixes: prefixes),
              let found = config.state(for: path), let matched = found.config,
              let position = table.routes.firstIndex(where: { $0.path == Self.tablePath(matched.segments) }),
              let endpoint = ExpoTableMatcher().endpoint(of: table.routes[position].index, for: request, in: table) else { return nil }
        // Each level's path params (a parent's go to its route), then the focused route's query.
        let pathNames = Set(matched.params.map(\.name))
        var parameters: [MatchedParameter] = []
        for route in found.state.chain {
            for entry in route.params?.entries ?? [] where !parameters.contains(where: { $0.name == entry.name }) {
                let source: ParameterSource = pathNames.contains(entry.name) ? .path : .query
                if case .list(let values) = entry.value {
                    parameters.append(MatchedParameter(name: entry.name, value: .list(values), source: source))
                } else {
                    parameters.append(MatchedParameter(name: entry.name, value: .single(entry.value.texts.first ?? ""), source: source))
                }
            }
        }
        return RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: nil, request: request)
    }
}

extension RoutePattern {
    /// A React Navigation path pattern (`user/:id(\d+)/:tab?`, `*`): `:x` one segment, `:x?` one
    /// segment or none, `*` the remaining ones; a param's regex is left to the matcher.
    package static func reactNavigationPattern(_ text: String) throws(PatternError) -> [ConcretePattern] {
        let parts: [ReactNavigationPattern.Part]
        do throws(ReactNavigationPattern.Problem) { parts = try ReactNavigationPattern.parts(of: text) } catch {
            throw PatternError(pattern: text, column: 1, message: error.message)
        }
        var expansions: [[MarkedSegment]] = [[]]
        for part in parts {
            let segment: PatternSegment = part.segment == "*" ? .rest : part.param.map { .parameter($0) } ?? .literal(part.segment)
            let with = expansions.map { $0 + [MarkedSegment(segment, mark: nil)] }
            expansions = part.optional ? with + expansions : with
        }
        if expansions.count > RoutePattern.maximumExpansions {
            throw PatternError(pattern: text, column: 1, message: "more than \(RoutePattern.maximumExpansions) optional param combinations")
        }
        return expansions.map { ConcretePattern(segments: $0) }
    }
}
