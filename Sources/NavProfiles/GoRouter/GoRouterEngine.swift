/// go_router's navigation over a ``GoRouterSession``: launch, `go`, `push`, `replace`, the
/// system Back, and `goBranch` on the tab shell, each with go_router's redirects and errors.
struct GoRouterEngine: Sendable {
    let tree: GoRouteTree
    let settings: GoRouterSettings

    private var matcher: GoRouteMatcher { GoRouteMatcher(tree: tree) }

    /// How a navigation's final match list is applied (`NavigatingType`).
    enum Mode {
        case go, push, replace
        /// A branch's list restored: kept when the redirects leave its location as it was.
        case restore(GoMatchList, instances: [String: Int])
    }

    // MARK: launch

    /// The location the app starts at (`GoRouter._effectiveInitialLocation`): the link the app
    /// is launched by, unless it is `/` or `overridePlatformDefaultLocation` is set; an empty
    /// path is `/`. Without a link, `initialLocation`.
    func launchLocation(link: String?) -> String {
        guard let link, !settings.overridePlatformDefaultLocation else { return settings.initialLocation }
        guard var uri = try? GoLocation.parse(link) else { return link }
        if uri.path.isEmpty { uri.path = "/" }
        let platformDefault = uri.description
        return platformDefault == "/" ? settings.initialLocation : platformDefault
    }

    /// Launches the app by `link` (`nil`: from the home screen).
    func launch(link: String?, flags: [String: Bool], counter: inout GoInstanceCounter) -> (GoRouterSession, GoNavigationOutcome) {
        var session = GoRouterSession.empty
        var outcome = go(launchLocation(link: link), extra: nil, session: &session, flags: flags, counter: &counter)
        if outcome.refusal != nil, session.current.matches.isEmpty, session.current.error == nil {
            // Nothing to show: the error page (a FormatException, a redirect-only route at the end).
            let failed = GoMatchList.failure(session.current.uri, outcome.error ?? outcome.refusal ?? "")
            apply(failed, mode: .go, session: &session, counter: &counter)
            outcome.refusal = nil
        }
        return (session, outcome)
    }

    // MARK: go, push, replace

    /// `GoRouter.go`: the match list is replaced.
    func go(_ text: String, extra: String?, session: inout GoRouterSession, flags: [String: Bool],
            counter: inout GoInstanceCounter) -> GoNavigationOutcome {
        navigate(text, extra: extra, mode: .go, session: &session, flags: flags, counter: &counter)
    }

    /// `context.push`: a page of its own above the current ones, inside the current shell when
    /// the location goes through it; the location stays.
    func push(_ text: String, session: inout GoRouterSession, flags: [String: Bool], counter: inout GoInstanceCounter) -> GoNavigationOutcome {
        navigate(text, extra: nil, mode: .push, session: &session, flags: flags, counter: &counter)
    }

    /// `context.replace`: the top page is replaced by the location's page, keeping its key.
    func replace(_ text: String, session: inout GoRouterSession, flags: [String: Bool],
                 counter: inout GoInstanceCounter) -> GoNavigationOutcome {
        navigate(text, extra: nil, mode: .replace, session: &session, flags: flags, counter: &counter)
    }

    private func navigate(_ text: String, extra: String?, mode: Mode, session: inout GoRouterSession, flags: [String: Bool],
                          counter: inout GoInstanceCounter, handlingException: Bool = false) -> GoNavigationOutcome {
        let uri: GoLocation
        do {
            uri = try GoLocation.parse(text)
        } catch {
            return .refused(error.message, error: error.message)
        }
        var chain = GoRedirectChain(tree: tree, settings: settings, flags: flags)
        let found = matcher.findMatch(uri, extra: extra)
        let final = chain.run(found)
        var outcome = GoNavigationOutcome(refusal: nil, error: final.error, redirects: chain.calls)
        outcome.matched = ([found] + chain.history).compactMap { $0.lastRoute?.node }
        if let error = final.error {
            if let handler = settings.onException {
                outcome.notes.append("onException: \(error)")
                guard let target = handler.go, !handlingException else {
                    outcome.refusal = handlingException ? "onException's go failed again: \(error)" : error
                    return outcome
                }
                let state = GoRedirectState(uri: final.uri, matchedLocation: final.uri.path, fullPath: "", name: nil, pathParameters: [:],
                                            flags: flags, error: error, extra: final.extra)
                let location = state.fill(target)
                var next = navigate(location, extra: handler.extra.map(state.fill), mode: .go, session: &session, flags: flags,
                                    counter: &counter, handlingException: true)
                next.notes.insert(contentsOf: outcome.notes + ["onException goes to \(location)"], at: 0)
                next.redirects = outcome.redirects + next.redirects
                next.error = error
                return next
            }
            outcome.notes.append("error page: \(error)")
        } else if let last = final.lastRoute, tree[last.node].isRedirectOnly {
            let message = "A redirect-only route must redirect to location different from itself."
            return .refused("\(message) The offending route: \(GoRouterConfigDecoder.describe(tree[last.node]))", error: message,
                            redirects: chain.calls)
        }
        switch mode {
        case .go, .restore:
            apply(final, mode: mode, session: &session, counter: &counter)
        case .push:
            let pushed = GoPushedMatch(pageKey: "push:\(session.nextPushKey)", list: final)
            session.nextPushKey += 1
            apply(session.current.pushing(pushed), mode: .push, session: &session, counter: &counter)
        case .replace:
            guard let top = session.current.lastPageKey else {
                apply(final, mode: .go, session: &session, counter: &counter)
                return outcome
            }
            let base = session.current.removing(key: top, in: tree)
            let replaced = base.matches.isEmpty ? final : base.pushing(GoPushedMatch(pageKey: top, list: final))
            apply(replaced, mode: .replace, session: &session, counter: &counter)
        }
        return outcome
    }

    // MARK: Back

    /// The system Back: the innermost current navigator holding more than one page pops its
    /// top page (with the redirect-only GoRoutes just below it, and a shell left empty).
    func back(session: inout GoRouterSession, counter: inout GoInstanceCounter) -> GoNavigationOutcome {
        guard session.current.error == nil, let key = popTarget(session.current.matches) else {
            return .refused("Back leaves the app: no navigator can pop (SystemNavigator.pop)")
        }
        let popped = session.current.removing(key: key, in: tree)
        apply(popped, mode: .go, session: &session, counter: &counter)
        return GoNavigationOutcome(refusal: nil, error: nil, notes: ["pop \(key)"])
    }

    private func popTarget(_ matches: [GoMatch]) -> String? {
        guard let last = matches.last else { return nil }
        if case .shell(let shell) = last, let inner = popTarget(shell.matches) { return inner }
        let pages = matches.compactMap(pageKey)
        return pages.count > 1 ? pages.last : nil
    }

    /// The key of the page a match builds on its navigator, `nil` for a redirect-only GoRoute.
    private func pageKey(_ match: GoMatch) -> String? {
        switch match {
        case .route(let route): tree[route.node].isRedirectOnly ? nil : route.pageKey
        case .shell(let shell): GoShellMatch.pageKey(of: shell.node)
        case .pushed(let pushed): pushed.pageKey
        }
    }

    // MARK: branches

    /// `StatefulNavigationShell.goBranch(index)` on the tab shell: a visited branch is restored
    /// (redirects run again), an unvisited one is a `go` to its initial location filled with
    /// the current path parameters.
    func goBranch(_ index: Int, session: inout GoRouterSession, flags: [String: Bool],
                  counter: inout GoInstanceCounter) -> GoNavigationOutcome {
        guard let shell = tree.tabShell else { return .refused("the app has no StatefulShellRoute: no branch to go to") }
        let branches = tree[shell].branches
        guard branches.indices.contains(index) else {
            return .refused("goBranch(\(index)): the StatefulShellRoute has \(branches.count) branches (0...\(branches.count - 1))")
        }
        guard Self.shellMatch(shell, in: session.current.matches) != nil else {
            return .refused("goBranch(\(index)): the StatefulShellRoute is not showing at \(session.current.uri)")
        }
        if let stored = session.branchLists[index], !stored.matches.isEmpty {
            var chain = GoRedirectChain(tree: tree, settings: settings, flags: flags)
            let final = chain.run(matcher.findMatch(stored.uri, extra: stored.extra))
            if final.error == nil, final.uri == stored.uri {
                apply(stored, mode: .restore(stored, instances: session.branchInstances[index] ?? [:]), session: &session, counter: &counter)
                return GoNavigationOutcome(refusal: nil, error: nil, redirects: chain.calls, notes: ["restore branch \(index) at \(stored.uri)"])
            }
            var outcome = navigate(stored.uri.description, extra: stored.extra, mode: .go, session: &session, flags: flags, counter: &counter)
            outcome.notes.insert("restore branch \(index) at \(stored.uri)", at: 0)
            return outcome
        }
        guard let location = tree.initialLocation(of: branches[index], parameters: session.current.pathParameters) else {
            return .refused("goBranch(\(index)): the branch has no initial location")
        }
        var outcome = go(location, extra: nil, session: &session, flags: flags, counter: &counter)
        outcome.notes.insert("branch \(index) not visited yet: go to its initial location \(location)", at: 0)
        return outcome
    }

    // MARK: applying a match list

    /// Makes `list` current: pages keep their instance while their key stays (from the current
    /// pages, or a restored branch's), others get new ones; the tab shell's branches follow.
    private func apply(_ list: GoMatchList, mode: Mode, session: inout GoRouterSession, counter: inout GoInstanceCounter) {
        var known = session.instances
        if case .restore(_, let instances) = mode { known = instances }
        var instances: [String: Int] = [:]
        for page in list.pages(in: tree) {
            instances[page.key] = known[page.key] ?? counter.take()
        }
        session.current = list
        session.instances = instances
        guard let shell = tree.tabShell else { return }
        guard let found = Self.shellMatch(shell, in: list.matches) else {
            // The shell's widget is gone, and the branches' navigators with it.
            session.branchLists = [:]
            session.branchInstances = [:]
            return
        }
        let branch = found.branch ?? 0
        session.selectedBranch = branch
        let portion = Self.portion(of: list, upTo: shell)
        session.branchLists[branch] = portion
        let portionKeys = Set(portion.pages(in: tree).map(\.key))
        session.branchInstances[branch] = instances.filter { portionKeys.contains($0.key) }
        preloadBranches(of: shell, session: &session, counter: &counter)
    }

    /// Builds each `preload` branch not built yet at its initial location (matched, no redirect).
    private func preloadBranches(of shell: Int, session: inout GoRouterSession, counter: inout GoInstanceCounter) {
        for (index, branch) in tree[shell].branches.enumerated() where branch.preload && session.branchLists[index] == nil {
            guard let location = tree.initialLocation(of: branch, parameters: session.current.pathParameters),
                  let uri = try? GoLocation.parse(location) else { continue }
            let list = matcher.findMatch(uri)
            guard !list.isError else { continue }
            session.branchLists[index] = list
            var instances: [String: Int] = [:]
            for page in list.pages(in: tree) { instances[page.key] = counter.take() }
            session.branchInstances[index] = instances
        }
    }

    /// The match of the shell `node` in `matches`, at any depth.
    static func shellMatch(_ node: Int, in matches: [GoMatch]) -> GoShellMatch? {
        for match in matches {
            if case .shell(let shell) = match {
                if shell.node == node { return shell }
                if let inner = shellMatch(node, in: shell.matches) { return inner }
            }
        }
        return nil
    }

    /// `list` without what lies above the shell `node` on outer navigators (a page pushed or
    /// lifted over the whole shell is not part of a branch).
    static func portion(of list: GoMatchList, upTo node: Int) -> GoMatchList {
        var copy = list
        copy.matches = trimmed(list.matches, upTo: node)
        return copy
    }

    private static func trimmed(_ matches: [GoMatch], upTo node: Int) -> [GoMatch] {
        for (index, match) in matches.enumerated() {
            guard case .shell(var shell) = match else { continue }
            if shell.node == node { return Array(matches[...index]) }
            if shellMatch(node, in: shell.matches) != nil {
                shell.matches = trimmed(shell.matches, upTo: node)
                return Array(matches[..<index]) + [.shell(shell)]
            }
        }
        return matches
    }
}
