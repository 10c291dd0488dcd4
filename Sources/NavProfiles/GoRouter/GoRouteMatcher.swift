/// go_router's matching (`RouteConfiguration.findMatch`, `RouteMatchBase._matchByNavigatorKey`):
/// top-level routes are tried in order and the first complete match wins; a GoRoute that
/// matches a prefix tries its sub-routes in order, and is no match when none completes; a
/// match is placed on the navigator its `parentNavigatorKey` names, else on its scope's.
struct GoRouteMatcher: Sendable {
    let tree: GoRouteTree

    /// The root navigator's key (GoRouter's `navigatorKey`).
    static let rootKey = "root"

    /// The match list of `uri`, or the error list `no routes for location: URI`.
    func findMatch(_ uri: GoLocation, extra: String? = nil) -> GoMatchList {
        var parameters: [String: String] = [:]
        for top in tree.topLevel {
            var search = Search(tree: tree, uriPath: uri.path)
            let found = search.match(top, matchedPath: "", remaining: uri.path, matchedLocation: "", scope: Self.rootKey,
                                     parameters: &parameters)
            if let matches = found[nil], !matches.isEmpty {
                return GoMatchList(matches: matches, uri: uri, pathParameters: parameters, error: nil, extra: extra)
            }
        }
        return .failure(uri, "no routes for location: \(uri)", extra: extra)
    }

    /// One walk of the tree for one location.
    private struct Search {
        let tree: GoRouteTree
        let uriPath: String
        /// Matches by the navigator they go on; `nil`: the scope's navigator.
        typealias Placed = [String?: [GoMatch]]

        mutating func match(_ id: Int, matchedPath: String, remaining: String, matchedLocation: String, scope: String,
                            parameters: inout [String: String]) -> Placed {
            var result = tree[id].kind == .route
                ? matchRoute(id, matchedPath: matchedPath, remaining: remaining, matchedLocation: matchedLocation, scope: scope,
                             parameters: &parameters)
                : matchShell(id, matchedPath: matchedPath, remaining: remaining, matchedLocation: matchedLocation, scope: scope,
                             parameters: &parameters)
            if let scoped = result.removeValue(forKey: scope) {
                result[nil, default: []].append(contentsOf: scoped)
            }
            return result
        }

        private mutating func matchShell(_ id: Int, matchedPath: String, remaining: String, matchedLocation: String, scope: String,
                                         parameters: inout [String: String]) -> Placed {
            let node = tree[id]
            let parentKey = node.parentNavigatorKey == scope ? nil : node.parentNavigatorKey
            for child in tree.children(of: id) {
                let key = tree.navigatorKey(ofShell: id, forChild: child)
                var found = match(child, matchedPath: matchedPath, remaining: remaining, matchedLocation: matchedLocation, scope: key,
                                  parameters: &parameters)
                guard !found.isEmpty else { continue }
                guard let inner = found.removeValue(forKey: nil), !inner.isEmpty else { return found }
                let branch = node.kind == .statefulShell ? tree.branch(of: id, holding: child) : nil
                let shell = GoShellMatch(node: id, branch: branch, navigatorKey: key, matchedLocation: remaining, matches: inner)
                found[parentKey, default: []].insert(.shell(shell), at: 0)
                return found
            }
            return [:]
        }

        private mutating func matchRoute(_ id: Int, matchedPath: String, remaining: String, matchedLocation: String, scope: String,
                                         parameters: inout [String: String]) -> Placed {
            let node = tree[id]
            guard let pattern = node.pattern, let encoded = pattern.matchAsPrefix(remaining) else { return [:] }
            let parentKey = node.parentNavigatorKey == scope ? nil : node.parentNavigatorKey
            let decoded = encoded.mapValues(GoLocation.decodedComponent)
            let location = GoRoutePattern.concatenate(matchedLocation, GoRoutePattern.fill(node.path, with: encoded))
            let fullPath = GoRoutePattern.concatenate(matchedPath, node.path)
            let here = GoMatch.route(GoRouteMatch(node: id, matchedLocation: location, pageKey: fullPath))
            let comparedLocation = node.caseSensitive ? location : location.lowercased()
            let comparedPath = node.caseSensitive ? uriPath : uriPath.lowercased()
            if comparedLocation == comparedPath {
                parameters.merge(decoded) { $1 }
                return [parentKey: [here]]
            }
            guard comparedPath.hasPrefix(comparedLocation), !node.routes.isEmpty else { return [:] }
            let consumed = location.count + (location == "/" ? 0 : 1)
            let rest = consumed < uriPath.count ? String(uriPath.dropFirst(consumed)) : ""
            for child in node.routes {
                var found = match(child, matchedPath: fullPath, remaining: rest, matchedLocation: location, scope: scope,
                                  parameters: &parameters)
                guard !found.isEmpty else { continue }
                parameters.merge(decoded) { $1 }
                found[parentKey, default: []].insert(here, at: 0)
                return found
            }
            return [:]
        }
    }
}
