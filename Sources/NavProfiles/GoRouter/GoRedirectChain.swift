/// go_router's redirection of one navigation (`RouteConfiguration.redirect`): the top-level
/// redirect runs on the match list (an error list included) and again on every new location
/// until it answers `null` or the current location; then the route-level redirects of the
/// matched chain, parent first and shells included, the first answer winning; a new location
/// starts over. Every target joins the history: a match list already in it is a loop, a
/// history already holding `redirectLimit` targets is too many redirects.
struct GoRedirectChain {
    let tree: GoRouteTree
    let settings: GoRouterSettings
    let flags: [String: Bool]
    /// The targets so far (the starting location is not one).
    private(set) var history: [GoMatchList] = []
    /// Every redirect callback run, in order.
    private(set) var calls: [GoRedirectCall] = []

    init(tree: GoRouteTree, settings: GoRouterSettings, flags: [String: Bool]) {
        self.tree = tree
        self.settings = settings
        self.flags = flags
    }

    private var matcher: GoRouteMatcher { GoRouteMatcher(tree: tree) }

    /// The match list `list` ends at.
    mutating func run(_ list: GoMatchList) -> GoMatchList {
        routeLevel(topLevel(list))
    }

    private mutating func topLevel(_ list: GoMatchList) -> GoMatchList {
        guard let redirect = settings.redirect else { return list }
        let state = GoRedirectState(uri: list.uri, matchedLocation: list.uri.path, fullPath: list.fullPath(in: tree), name: nil,
                                    pathParameters: list.pathParameters, flags: flags, error: list.error)
        let answer = redirect.answer(state)
        calls.append(GoRedirectCall(redirect: nil, matchedLocation: list.uri.path, answer: answer))
        switch answer {
        case .none: return list
        case .thrown(let message): return .failure(list.uri, "Exception during redirect: \(message)", extra: list.extra)
        case .location(let target):
            guard target != list.uri.description else { return list }
            let next = newMatches(target, from: list.uri)
            return next.isError ? next : topLevel(next)
        }
    }

    private mutating func routeLevel(_ list: GoMatchList) -> GoMatchList {
        let fullPath = list.fullPath(in: tree)
        for match in list.routeAndShellMatches {
            let node: Int, matchedLocation: String, name: String?
            switch match {
            case .route(let route): (node, matchedLocation, name) = (route.node, route.matchedLocation, tree[route.node].name)
            case .shell(let shell): (node, matchedLocation, name) = (shell.node, shell.matchedLocation, nil)
            case .pushed: continue
            }
            guard let redirect = tree[node].redirect else { continue }
            let state = GoRedirectState(uri: list.uri, matchedLocation: matchedLocation, fullPath: fullPath, name: name,
                                        pathParameters: list.pathParameters, flags: flags, error: nil)
            let answer = redirect.answer(state)
            calls.append(GoRedirectCall(redirect: tree[node].at, matchedLocation: matchedLocation, answer: answer))
            switch answer {
            case .none: continue
            case .thrown(let message): return .failure(list.uri, "Exception during route redirect: \(message)", extra: list.extra)
            case .location(let target):
                guard target != list.uri.description else { return list }
                let next = newMatches(target, from: list.uri)
                return next.isError ? next : run(next)
            }
        }
        return list
    }

    /// `_getNewMatches`: the target read and matched; a successful match joins the history,
    /// which refuses a loop and a history past the limit (both errors at `previous`).
    private mutating func newMatches(_ target: String, from previous: GoLocation) -> GoMatchList {
        let uri: GoLocation
        do {
            uri = try GoLocation.parse(target)
        } catch {
            return .failure(previous, "Exception during redirect: \(error.message)")
        }
        let found = matcher.findMatch(uri)
        guard !found.isError else { return found }
        let chain = (history + [found]).map(\.uri.description).joined(separator: " => ")
        if history.contains(found) { return .failure(previous, "redirect loop detected \(chain)") }
        if history.count >= settings.redirectLimit { return .failure(previous, "too many redirects \(chain)") }
        history.append(found)
        return found
    }
}

/// One redirect callback run: whose (`nil`: GoRouter's top-level one, else the node's JSON
/// path), the location it saw and what it answered.
struct GoRedirectCall: Sendable, Equatable {
    var redirect: String?
    var matchedLocation: String
    var answer: GoRedirectAnswer
}
