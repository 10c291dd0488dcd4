import NavModel
import NavRouting
import NavSupport

/// go_router's navigation in the simulator: the launch (the platform's initial route), `go`
/// for every later link, `:push`, `:replace`, the system Back and `goBranch` on the tab shell,
/// with go_router's redirects and errors. The container tree shows the current match list's
/// pages; `open --json` adds the match list, the query and the launch.
struct GoRouterNavigator: AppNavigator {
    let engine: GoRouterEngine
    let tabs: GoRouterTabs

    private var tree: GoRouteTree { engine.tree }

    /// What the navigator keeps in the simulator's state.
    struct Memory: Sendable, Equatable {
        var session: GoRouterSession
        /// How the app was launched, for `open --json`'s `launch`.
        var launch: LaunchRecord
    }

    /// `launch` in `open --json`.
    struct LaunchRecord: Sendable, Equatable {
        var link: String?
        var location: String
        var outcome: GoNavigationOutcome
    }

    // MARK: AppNavigator

    func launch(link: String?, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        // A launch starts the app afresh: nothing was shown before, numbering starts over.
        let before: [ScreenInstance] = []
        var counter = GoInstanceCounter(next: 1)
        let (session, outcome) = engine.launch(link: link, flags: state.flags, counter: &counter)
        let location = session.current.uri.description
        commit(session, launch: LaunchRecord(link: link, location: location, outcome: outcome), counter: counter,
               simulator: simulator, on: &state)
        guard let link else { return nil }
        var report = report(input: link, outcome, before: before, state: state)
        report.events.insert(.note("launched by \(link): the app starts at \(location)"), at: 0)
        return report
    }

    func open(_ url: String, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport {
        navigate(input: input, simulator: simulator, on: &state) { session, flags, counter in
            engine.go(url, extra: nil, session: &session, flags: flags, counter: &counter)
        }
    }

    func perform(_ command: SimulatorCommand, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        switch command {
        case .back:
            return navigate(input: input, simulator: simulator, on: &state) { session, _, counter in
                engine.back(session: &session, counter: &counter)
            }
        case .tab(let selector):
            guard let branch = tabs.branch(selector), tabs.hasTabShell else {
                let reason = tabs.hasTabShell ? "no tab \(selector.text): the tabs are " + tabs.tabs.map(\.id).joined(separator: ", ")
                    : "the app has no StatefulShellRoute: no branch to go to"
                return StepReport(input: input, outcome: .refused(reason: reason, suggestions: []))
            }
            return navigate(input: input, simulator: simulator, on: &state) { session, flags, counter in
                engine.goBranch(branch, session: &session, flags: flags, counter: &counter)
            }
        case .push(let url), .replace(let url), .navigate(let url):
            guard !url.isEmpty else {
                return StepReport(input: input, outcome: .refused(reason: "usage: \(command.text.split(separator: " ")[0]) URL", suggestions: []))
            }
            return navigate(input: input, simulator: simulator, on: &state) { session, flags, counter in
                switch command {
                case .push: engine.push(url, session: &session, flags: flags, counter: &counter)
                case .replace: engine.replace(url, session: &session, flags: flags, counter: &counter)
                default: engine.go(url, extra: nil, session: &session, flags: flags, counter: &counter)
                }
            }
        case .relaunch(let url):
            let platform = state.platform
            state = simulator.coldStart()
            state.platform = platform
            var report = launch(link: url, simulator: simulator, on: &state)
                ?? StepReport(input: input, outcome: .applied)
            report.input = input
            return report
        default:
            return nil
        }
    }

    func jsonDetails(of state: SimulatorState) -> [(String, JSONOutput)] {
        guard let memory = state.navigatorState?.value(as: Memory.self) else { return [] }
        let current = memory.session.current
        return [
            ("query", GoRouterJSON.query(current.uri)),
            ("matches", GoRouterJSON.matches(current.matches, in: tree)),
            ("launch", .object([
                ("link", .optional(memory.launch.link)), ("location", .string(memory.launch.location)),
                ("outcome", .string(memory.launch.outcome.refusal == nil ? "applied" : "refused")),
                ("error", .optional(memory.launch.outcome.error)),
                ("redirects", GoRouterJSON.redirects(memory.launch.outcome.redirects)),
            ])),
        ]
    }

    func matchJSON(_ input: String, simulator: Simulator) -> (json: JSONOutput, matched: Bool)? {
        GoRouterJSON.match(input, tree: tree)
    }

    func currentURL(of state: SimulatorState) -> String? {
        state.navigatorState?.value(as: Memory.self)?.session.current.uri.description
    }

    func routesJSON(simulator: Simulator) -> JSONOutput? {
        GoRouterJSON.routes(tree)
    }

    // MARK: applying a navigation

    private func navigate(input: String, simulator: Simulator, on state: inout SimulatorState,
                          _ step: (inout GoRouterSession, [String: Bool], inout GoInstanceCounter) -> GoNavigationOutcome) -> StepReport {
        guard var memory = state.navigatorState?.value(as: Memory.self) else {
            return StepReport(input: input, outcome: .refused(reason: "the app has not been launched", suggestions: []))
        }
        let before = pages(in: state)
        var counter = GoInstanceCounter(next: state.nextInstance)
        let outcome = step(&memory.session, state.flags, &counter)
        if outcome.refusal == nil {
            commit(memory.session, launch: memory.launch, counter: counter, simulator: simulator, on: &state)
        }
        return report(input: input, outcome, before: before, state: state)
    }

    private func commit(_ session: GoRouterSession, launch: LaunchRecord, counter: GoInstanceCounter, simulator: Simulator,
                        on state: inout SimulatorState) {
        state.navigatorState = NavigatorState(Memory(session: session, launch: launch))
        state.nextInstance = counter.next
        state.createdByLastInput = counter.created
        state.tree = containerTree(session, app: simulator.app)
    }

    /// The report of a navigation: its outcome, the pages it popped and pushed, the redirects it
    /// ran, and `error` and `redirects` for `open --json`.
    private func report(input: String, _ outcome: GoNavigationOutcome, before: [ScreenInstance], state: SimulatorState) -> StepReport {
        var events: [NavigationEvent] = []
        let goRoutes = tree.goRoutes.map(\.id)
        for node in outcome.matched {
            guard let number = goRoutes.firstIndex(of: node) else { continue }
            events.append(.matched(routeIndex: number, path: tree[node].fullPath, pattern: tree[node].fullPath,
                                   rule: "go_router: first complete match, declared at \(tree[node].at)"))
        }
        for call in outcome.redirects {
            let whose = call.redirect.map { "\($0).redirect" } ?? "GoRouter.redirect"
            switch call.answer {
            case .location(let target): events.append(.redirected(to: target, reason: "\(whose) at \(call.matchedLocation)"))
            case .thrown(let message): events.append(.note("\(whose) at \(call.matchedLocation) throws: \(message)"))
            case .none: continue
            }
        }
        events += outcome.notes.map { NavigationEvent.note($0) }
        if outcome.refusal == nil {
            let after = pages(in: state)
            let kept = Set(after.map(\.instance))
            let old = Set(before.map(\.instance))
            events += before.reversed().filter { !kept.contains($0.instance) }.map { .popped(screen: $0.screen, instance: $0.instance) }
            events += after.filter { !old.contains($0.instance) }.map { .pushed(screen: $0.screen, instance: $0.instance) }
        }
        var report = StepReport(input: input, outcome: outcome.refusal.map { .refused(reason: $0, suggestions: []) } ?? .applied,
                                events: events)
        report.details = StepDetails([("error", .optional(outcome.error)), ("redirects", GoRouterJSON.redirects(outcome.redirects))])
        return report
    }

    /// The current pages (the selected tab's stack).
    private func pages(in state: SimulatorState) -> [ScreenInstance] {
        guard state.navigatorState != nil, state.tree.tabs.indices.contains(state.tree.selectedTab) else { return [] }
        return state.tree.tabs[state.tree.selectedTab].stack.screens
    }

    // MARK: the container tree

    /// The tabs (the tab shell's branches, or one `main` tab) with the current pages as the
    /// selected tab's stack and each other branch's restorable pages as its stack.
    func containerTree(_ session: GoRouterSession, app: AppDefinition) -> ContainerTree {
        let current = screens(of: session.current, instances: session.instances, app: app)
        guard let shell = tree.tabShell else {
            let tab = TabState(id: tabs.tabs[0].id, title: app.name, icon: nil, stack: NavigationStack(current))
            return ContainerTree(tabs: [tab], selectedTab: 0, modals: [], hasTabBar: false)
        }
        let selected = session.selectedBranch
        let states = tabs.tabs.enumerated().map { index, tab in
            let stack: [ScreenInstance] = if index == selected {
                current
            } else {
                session.branchLists[index].map { screens(of: $0, instances: session.branchInstances[index] ?? [:], app: app) } ?? []
            }
            return TabState(id: tab.id, title: tab.title, icon: tab.icon, stack: NavigationStack(stack))
        }
        let topInShell = session.current.pages(in: tree).last?.shells.contains { $0.node == shell } ?? false
        return ContainerTree(tabs: states, selectedTab: selected, modals: [], hasTabBar: topInShell)
    }

    private func screens(of list: GoMatchList, instances: [String: Int], app: AppDefinition) -> [ScreenInstance] {
        list.pages(in: tree).map { page in
            let parameters = GoRouterParameters.merged(path: page.pathParameters, order: page.node.map { tree[$0].fullPath }, query: page.uri)
            let screen: String
            let title: String
            if let node = page.node, let own = tree[node].screen {
                screen = own
                title = app.screens[own]?.title.map { Interpolation.fill($0, with: parameters) } ?? own
            } else if let errorScreen = engine.settings.errorScreen {
                screen = errorScreen
                title = app.screens[errorScreen]?.title.map { Interpolation.fill($0, with: parameters) } ?? errorScreen
            } else {
                screen = "ErrorScreen"
                title = "Page Not Found"
            }
            var instance = ScreenInstance(screen: screen, title: title, parameters: parameters, instance: instances[page.key] ?? 0)
            var details: [(String, JSONOutput)] = [("shells", .array(page.shells.map { shell in
                var members: [(String, JSONOutput)] = [("shell", .optional(tree[shell.node].screen))]
                if let branch = shell.branch { members.append(("branch", .int(branch))) }
                return .object(members)
            }))]
            if let extra = page.extra { details.append(("extra", .string(extra))) }
            if let error = page.error { details.append(("error", .string(error))) }
            instance.details = StepDetails(details)
            return instance
        }
    }
}
