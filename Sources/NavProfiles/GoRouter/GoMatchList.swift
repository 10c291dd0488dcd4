/// One entry of a `RouteMatchList`.
indirect enum GoMatch: Sendable, Equatable {
    /// A GoRoute (`RouteMatch`).
    case route(GoRouteMatch)
    /// A ShellRoute or StatefulShellRoute with the matches of its navigator (`ShellRouteMatch`).
    case shell(GoShellMatch)
    /// A page `push` placed (`ImperativeRouteMatch`), with the match list of its location.
    case pushed(GoPushedMatch)
}

/// A GoRoute in a match list.
struct GoRouteMatch: Sendable, Equatable {
    var node: Int
    var matchedLocation: String
    /// The page key: the route's full path pattern (`/family/:fid`).
    var pageKey: String
}

/// A shell in a match list.
struct GoShellMatch: Sendable, Equatable {
    var node: Int
    /// The branch of a StatefulShellRoute; `nil` for a ShellRoute.
    var branch: Int?
    /// The navigator holding ``matches``.
    var navigatorKey: String
    var matchedLocation: String
    var matches: [GoMatch]
}

/// A pushed page: its own page key and its location's match list.
struct GoPushedMatch: Sendable, Equatable {
    /// A key of its own (go_router makes a random one; `replace` keeps the replaced page's).
    var pageKey: String
    var list: GoMatchList
}

/// `RouteMatchList`: the matches, the location, the path parameters, the error of an error
/// list, and the `extra` the location was opened with.
struct GoMatchList: Sendable, Equatable {
    var matches: [GoMatch]
    var uri: GoLocation
    var pathParameters: [String: String]
    var error: String?
    var extra: String?

    var isError: Bool { error != nil }

    /// An error list: no matches, the location and the message (`_errorRouteMatchList`).
    static func failure(_ uri: GoLocation, _ message: String, extra: String? = nil) -> GoMatchList {
        GoMatchList(matches: [], uri: uri, pathParameters: [:], error: message, extra: extra)
    }

    /// The last GoRoute match, inside shells (`RouteMatchList.last`); a pushed page's own route.
    var lastRoute: GoRouteMatch? {
        Self.lastRoute(in: matches)
    }

    private static func lastRoute(in matches: [GoMatch]) -> GoRouteMatch? {
        switch matches.last {
        case .route(let match): return match
        case .shell(let shell): return lastRoute(in: shell.matches)
        case .pushed(let pushed): return pushed.list.lastRoute
        case nil: return nil
        }
    }

    /// `RouteMatchList.fullPath`: the matched GoRoutes' paths joined, pushed pages left out.
    func fullPath(in tree: GoRouteTree) -> String {
        Self.fullPath(of: matches, in: tree)
    }

    static func fullPath(of matches: [GoMatch], in tree: GoRouteTree) -> String {
        var path = ""
        for match in matches {
            switch match {
            case .route(let route): path = GoRoutePattern.concatenate(path, tree[route.node].path)
            case .shell(let shell): path = GoRoutePattern.concatenate(path, fullPath(of: shell.matches, in: tree))
            case .pushed: continue
            }
        }
        return path
    }

    /// Every GoRoute and shell match, parent first, pushed pages' own lists left out
    /// (`visitRouteMatches`, which redirects walk).
    var routeAndShellMatches: [GoMatch] {
        Self.flattened(matches)
    }

    private static func flattened(_ matches: [GoMatch]) -> [GoMatch] {
        matches.flatMap { match -> [GoMatch] in
            if case .shell(let shell) = match { return [match] + flattened(shell.matches) }
            return [match]
        }
    }
}
