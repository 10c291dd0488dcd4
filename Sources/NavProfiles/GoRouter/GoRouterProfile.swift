import Foundation
import NavRouting
import NavSupport
import NavSyntax

/// go_router (flutter/packages, 17.5.0): only a location's path is matched, against the route
/// tree, depth first in declaration order, the first complete match winning
/// (`RouteConfiguration.findMatch`). The table holds one route per GoRoute, its full path as
/// its pattern, in that order; ``tree`` is the tree itself when the app's route source built
/// the profile (a table built from routes alone is matched as a tree of top-level routes).
/// Navigation is the profile's navigator (``GoRouterNavigator``). docs/profiles.md states
/// each rule with its source.
struct GoRouterProfile: LibraryProfile {
    /// The route tree the table's routes come from, when known.
    let tree: GoRouteTree?

    var name: String { "go_router" }
    var library: String { "go_router 17.5.0 (Flutter)" }

    /// Dart's `Uri.parse` then `normalizeUri`; the components are the path's segments, each
    /// `Uri.decodeComponent`ed; a custom scheme's host is never a component.
    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let location: GoLocation
        do {
            location = try GoLocation.parse(String(text))
        } catch {
            return .failure(RequestError(error.message))
        }
        let components = location.path.split(separator: "/").map { GoLocation.decodedComponent(String($0)) }
        let query = location.queryParameters.flatMap { item in item.values.map { QueryItem(name: item.name, value: $0) } }
        return .success(RouteRequest(input: input, scheme: location.scheme ?? options.defaultScheme?.lowercased(),
                                     droppedHost: location.authority.flatMap { $0.isEmpty ? nil : $0 }, components: components,
                                     query: query, fragment: location.fragment))
    }
    // Dart's `Uri.queryParameters` form-decodes: `+` is a space.
    var decodesPlusByDefault: Bool { true }
    // `queryParametersAll` keeps every value.
    var repeatedQueryKeysAsList: Bool { true }

    /// A full path as a concrete pattern for display, witnesses and the linter: `:name` and
    /// `:name(re)` segments are parameters, anything else literal text.
    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        guard !source.isEmpty else { throw PatternError(pattern: source, column: 1, message: "GoRoute path cannot be empty") }
        do {
            _ = try GoRoutePattern(source, caseSensitive: true)
        } catch {
            throw PatternError(pattern: source, column: 1, message: error.message)
        }
        let segments = source.split(separator: "/").map { piece -> MarkedSegment in
            let segment = String(piece)
            let placeholders = GoRoutePattern.parameters(in: segment)
            if placeholders.count == 1, let only = placeholders.first, only.range == segment.startIndex..<segment.endIndex {
                // A digits-only expression is an integer segment, so witnesses are numbers.
                if let expression = only.expression, [#"\d+"#, "[0-9]+"].contains(expression) { return MarkedSegment(.typed(only.name, .int)) }
                return MarkedSegment(.parameter(only.name))
            }
            return MarkedSegment(.literal(String(piece)))
        }
        return [ConcretePattern(segments: segments)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchNavsim(endpoint, request)
    }

    var ranking: Ranking { .firstInPriorityOrder }
    var matcher: any RouteMatcher { GoRouterTableMatcher(tree: tree) }

    func witnessComponent(_ component: String) -> String { GoLocation.encodedComponent(component) }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { false }
    func writeBack(_ value: String, from part: URLValuePart) -> String { GoLocation.encodedComponent(value) }

    func winnerRule(priority: Int) -> String {
        "first complete match, depth first in declaration order (go_router has no specificity ranking)"
    }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) is declared first and takes every location \(loser) matches (go_router tries routes in declaration order)"
    }

    var navigation: NavigationRules {
        NavigationRules(steps: NavigationStepSetting.standard, planSteps: [
            PlanStepSetting(.implicitParentRefused,
                            rule: "go_router builds the stack from the route's parent GoRoutes (sub-routes), not URL prefixes"),
        ])
    }
}

extension MatchingProfile {
    /// go_router's route tree matching and navigation (the route tree comes from the route
    /// file's `routes` through the profile's app source).
    public static let goRouter = MatchingProfile(GoRouterProfile(tree: nil))

    /// go_router matching over `tree`.
    static func goRouter(_ tree: GoRouteTree) -> MatchingProfile { MatchingProfile(GoRouterProfile(tree: tree)) }
}

extension ProfileRegistration {
    /// go_router: the route tree in the route file's `goRouter`; `init` reads it from Dart.
    static let goRouter = ProfileRegistration(.goRouter, appSource: GoRouterSource(), projectReader: GoRouterDartReader())
}

/// The table's matcher: the tree's match for the location, reported as the table's route of
/// the deepest GoRoute matched.
struct GoRouterTableMatcher: RouteMatcher {
    let tree: GoRouteTree?
    var profile: MatchingProfile { .goRouter }

    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        guard let uri = try? GoLocation.parse(String(request.input.trimmingWhitespace())) else { return nil }
        let tree = tree ?? GoRouteTree.topLevel(table.routes)
        let found = GoRouteMatcher(tree: tree).findMatch(uri)
        guard let last = found.lastRoute else { return nil }
        let routeNumber = tree.goRoutes.firstIndex { $0.id == last.node } ?? last.node
        guard routeNumber < table.routes.count else { return nil }
        let routeIndex = table.routes[routeNumber].index
        guard let endpoint = table.endpoints.first(where: { $0.routeIndex == routeIndex }) else { return nil }
        let parameters = GoRouterParameters.merged(path: found.pathParameters, order: tree[last.node].fullPath, query: uri)
        return RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: nil, request: request)
    }
}

/// A location's parameters as navsim shows them: the path parameters in the order the full
/// path names them (source `path`), then each query parameter not among them (`query`, a list
/// when repeated).
enum GoRouterParameters {
    static func merged(path: [String: String], order fullPath: String?, query uri: GoLocation) -> [MatchedParameter] {
        let order = fullPath.map { GoRoutePattern.parameters(in: $0).map(\.name) } ?? []
        var parameters = path.sorted { $0.key < $1.key }.map { MatchedParameter(name: $0.key, value: .single($0.value), source: .path) }
        parameters.sort { (order.firstIndex(of: $0.name) ?? .max) < (order.firstIndex(of: $1.name) ?? .max) }
        for item in uri.queryParameters where !parameters.contains(where: { $0.name == item.name }) {
            parameters.append(MatchedParameter(name: item.name, value: item.values.count == 1 ? .single(item.values[0]) : .list(item.values),
                                               source: .query))
        }
        return parameters
    }
}

extension GoRouteTree {
    /// A tree of top-level GoRoutes, one per table route (a table that did not come from a
    /// route tree).
    static func topLevel(_ routes: [RouteSpec]) -> GoRouteTree {
        let nodes = routes.enumerated().map { number, route in
            GoRouteNode(id: number, kind: .route, at: "routes[\(route.index)]", position: .init(line: 0, column: 0), topIndex: route.index,
                        parent: nil, path: route.path, fullPath: GoRoutePattern.concatenate("", route.path), screen: route.screen,
                        name: nil, caseSensitive: true, parentNavigatorKey: nil, navigatorKey: nil, redirect: nil, isModal: false,
                        routes: [], branches: [], pattern: try? GoRoutePattern(route.path, caseSensitive: true))
        }
        return GoRouteTree(nodes: nodes, topLevel: nodes.map(\.id))
    }
}
