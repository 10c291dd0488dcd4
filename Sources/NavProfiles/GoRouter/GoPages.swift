/// A page a match list builds: a GoRoute with a screen, a pushed page, or the error page.
struct GoPage: Sendable, Equatable {
    /// The page key (a GoRoute's full path pattern, a pushed page's own key, `error`).
    var key: String
    /// The GoRoute building it; `nil` for the error page.
    var node: Int?
    var matchedLocation: String
    /// The shells around the page, outermost first, with the branch of a StatefulShellRoute.
    var shells: [(node: Int, branch: Int?)]
    /// The path parameters and location of the match list the page belongs to.
    var pathParameters: [String: String]
    var uri: GoLocation
    var extra: String?
    /// The error of the error page.
    var error: String?

    static func == (lhs: GoPage, rhs: GoPage) -> Bool {
        lhs.key == rhs.key && lhs.node == rhs.node && lhs.matchedLocation == rhs.matchedLocation
            && lhs.shells.map(\.node) == rhs.shells.map(\.node) && lhs.shells.map(\.branch) == rhs.shells.map(\.branch)
            && lhs.pathParameters == rhs.pathParameters && lhs.uri == rhs.uri && lhs.extra == rhs.extra && lhs.error == rhs.error
    }
}

extension GoMatchList {
    /// The pages in navigator order: the root navigator's first to last, a shell replaced by
    /// its navigator's pages; a redirect-only GoRoute builds none. An error list builds the
    /// error page alone.
    func pages(in tree: GoRouteTree) -> [GoPage] {
        if let error {
            return [GoPage(key: "error", node: nil, matchedLocation: uri.path, shells: [], pathParameters: [:], uri: uri, extra: extra,
                           error: error)]
        }
        return Self.pages(of: matches, shells: [], list: self, in: tree)
    }

    private static func pages(of matches: [GoMatch], shells: [(node: Int, branch: Int?)], list: GoMatchList,
                              in tree: GoRouteTree) -> [GoPage] {
        matches.flatMap { match -> [GoPage] in
            switch match {
            case .route(let route):
                guard tree[route.node].screen != nil else { return [] }
                return [GoPage(key: route.pageKey, node: route.node, matchedLocation: route.matchedLocation, shells: shells,
                               pathParameters: list.pathParameters, uri: list.uri, extra: list.extra, error: nil)]
            case .shell(let shell):
                return pages(of: shell.matches, shells: shells + [(shell.node, shell.branch)], list: list, in: tree)
            case .pushed(let pushed):
                if let error = pushed.list.error {
                    return [GoPage(key: pushed.pageKey, node: nil, matchedLocation: pushed.list.uri.path, shells: shells, pathParameters: [:],
                                   uri: pushed.list.uri, extra: pushed.list.extra, error: error)]
                }
                guard let last = pushed.list.lastRoute else { return [] }
                return [GoPage(key: pushed.pageKey, node: last.node, matchedLocation: last.matchedLocation, shells: shells,
                               pathParameters: pushed.list.pathParameters, uri: pushed.list.uri, extra: pushed.list.extra, error: nil)]
            }
        }
    }

    /// `RouteMatchList.push`: the pushed page goes inside the current shells as long as the
    /// pushed location's matches go through the same shell, else at the level where they part.
    func pushing(_ pushed: GoPushedMatch) -> GoMatchList {
        var copy = self
        copy.matches = pushed.list.isError ? matches + [.pushed(pushed)] : Self.inserting(pushed, into: matches, along: pushed.list.matches)
        return copy
    }

    private static func inserting(_ pushed: GoPushedMatch, into current: [GoMatch], along other: [GoMatch]) -> [GoMatch] {
        if case .shell(let otherShell)? = other.last, case .shell(var currentShell)? = current.last, otherShell.node == currentShell.node {
            currentShell.matches = inserting(pushed, into: currentShell.matches, along: otherShell.matches)
            return current.dropLast() + [.shell(currentShell)]
        }
        guard let last = other.last else { return current + [.pushed(pushed)] }
        return current + [wrapping(pushed, in: last)]
    }

    /// The pushed page inside copies of the shells its own matches end in.
    private static func wrapping(_ pushed: GoPushedMatch, in branch: GoMatch) -> GoMatch {
        if case .shell(var shell) = branch, let last = shell.matches.last {
            shell.matches = [wrapping(pushed, in: last)]
            return .shell(shell)
        }
        return .pushed(pushed)
    }

    /// The key of the top page's match (`RouteMatchList.last`), `nil` when there is none.
    var lastPageKey: String? {
        Self.lastKey(in: matches)
    }

    private static func lastKey(in matches: [GoMatch]) -> String? {
        switch matches.last {
        case .route(let route): route.pageKey
        case .shell(let shell): lastKey(in: shell.matches)
        case .pushed(let pushed): pushed.pageKey
        case nil: nil
        }
    }

    /// `RouteMatchList.remove` of the match whose page key is `key`: the redirect-only GoRoutes
    /// just before it go with it, a shell left empty goes too, and when the full path changes
    /// the location's path is rebuilt from it (query and fragment kept).
    func removing(key: String, in tree: GoRouteTree) -> GoMatchList {
        let remaining = Self.removing(key: key, from: matches, in: tree)
        guard remaining != matches else { return self }
        var copy = self
        copy.matches = remaining
        let newFullPath = Self.fullPath(of: remaining, in: tree)
        guard newFullPath != fullPath(in: tree) else { return copy }
        guard !remaining.isEmpty else { return GoMatchList(matches: [], uri: uri, pathParameters: [:], error: nil, extra: nil) }
        let valid = Set(GoRoutePattern.parameters(in: newFullPath).map(\.name))
        copy.pathParameters = pathParameters.filter { valid.contains($0.key) }
        copy.uri = uri.replacingPath(GoRoutePattern.fill(newFullPath, with: copy.pathParameters))
        return copy
    }

    private static func removing(key: String, from matches: [GoMatch], in tree: GoRouteTree) -> [GoMatch] {
        for index in matches.indices.reversed() {
            let found: Bool
            switch matches[index] {
            case .route(let route): found = route.pageKey == key
            case .pushed(let pushed): found = pushed.pageKey == key
            case .shell(let shell): found = key == GoShellMatch.pageKey(of: shell.node)
            }
            if found {
                var start = index
                while start > 0, case .route(let before) = matches[start - 1], tree[before.node].isRedirectOnly { start -= 1 }
                return Array(matches[..<start])
            }
            if case .shell(var shell) = matches[index] {
                let inner = removing(key: key, from: shell.matches, in: tree)
                guard inner != shell.matches else { continue }
                shell.matches = inner
                return Array(matches[..<index]) + (inner.isEmpty ? [] : [.shell(shell)])
            }
        }
        return matches
    }
}

extension GoShellMatch {
    /// The key of a shell's own page (`ShellRouteMatch.pageKey`), for popping it whole.
    static func pageKey(of node: Int) -> String { "shell:\(node)" }
}
