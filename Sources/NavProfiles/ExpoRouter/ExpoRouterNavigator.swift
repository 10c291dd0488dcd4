import Foundation
import NavModel
import NavRouting
import NavSupport

/// expo-router's navigation: a launch rehydrates the link's state (or the root URL's), a link to
/// the running app navigates (React Navigation's linking listener), `:push`, `:navigate` and
/// `:replace` are `router.push`, `navigate` and `replace`, `:back` is `router.back()`, and a
/// focused route that redirects is replaced by its href.
struct ExpoRouterNavigator: AppNavigator {
    let engine: ExpoNavigationEngine
    let matching: ExpoPathMatching
    let settings: ExpoRouterSettings
    let tree: ExpoContainerTree
    /// The table's route index of each leaf route, by node id.
    let routeIndex: [String: Int]
    /// The app's scheme, for the address bar.
    let scheme: String?

    /// Redirects followed in a row before the input is refused.
    static let maximumRedirects = 10

    /// - Parameter linking: a `linking` config the root node's screens come from; `nil` for an app folder.
    init(root: ExpoRouteNode, settings: ExpoRouterSettings, app: AppDefinition, routeIndex: [String: Int],
         linking: (config: ReactNavigationStateFromPath, prefixes: [String])? = nil) {
        engine = ExpoNavigationEngine(root: root, rootIsContainer: linking != nil)
        matching = linking.map { .linking($0.config, prefixes: $0.prefixes) } ?? .appFolder(ExpoLinkingConfigs(root: root))
        self.settings = settings
        self.routeIndex = routeIndex
        scheme = app.scheme
        tree = ExpoContainerTree(engine: engine,
                                 tabTitles: Dictionary(app.tabs.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first }),
                                 tabIcons: Dictionary(app.tabs.compactMap { tab in tab.icon.map { (tab.id, $0) } }, uniquingKeysWith: { first, _ in first }),
                                 screenTitles: app.screens.compactMapValues(\.title))
    }

    // MARK: from a URL to a path

    /// `redirectSystemPath` (the rules standing in for `+native-intent`), then
    /// `extractExpoPathFromURL` and the base URL; under `linking`, the path after the first
    /// prefix the URL starts with (`nil`: none, the app ignores the link).
    func path(forSystemURL url: String, initial: Bool) -> String? {
        if case .linking(_, let prefixes) = matching { return ReactNavigationURLPath.path(of: url, prefixes: prefixes) }
        var target = url
        if !settings.nativeIntent.isEmpty {
            let pieces = ExpoURLPieces(url)
            let values = ["path": url, "initial": initial ? "true" : "false", "scheme": pieces.scheme, "host": pieces.host,
                          "pathname": pieces.pathname]
            target = ExpoRule.firstTarget(settings.nativeIntent, values: values, flags: [:]) ?? url
        }
        return ExpoURLPath.path(of: target, baseUrl: settings.baseUrl)
    }

    /// An href as `router.push` takes it (a path, `./relative`, or a URL), as the path to match,
    /// and the segments that rank shared routes for a relative href.
    func path(forHref href: String, from state: ExpoNavigatorState?) -> (path: String, previous: [String]) {
        if ExpoURLText.scheme(of: href) != nil {
            if case .linking(_, let prefixes) = matching { return (ReactNavigationURLPath.path(of: href, prefixes: prefixes) ?? href, []) }
            return (ExpoURLPath.path(of: href, baseUrl: settings.baseUrl), [])
        }
        guard href.hasPrefix("."), let state else { return (String(href.drop { $0 == "/" }), []) }
        let current = ExpoStateReport(engine: engine, baseUrl: settings.baseUrl).segments(ExpoSession(container: state))
        var base = Array(current.dropLast())
        var rest = Substring(href)
        var query = ""
        if let mark = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            query = String(rest[mark...])
            rest = rest[..<mark]
        }
        for part in rest.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !base.isEmpty { base.removeLast() }
            default: base.append(String(part))
            }
        }
        return (base.joined(separator: "/") + query, current)
    }

    func match(_ path: String?, previous: [String] = []) -> ExpoPathMatch? {
        guard let path else { return nil }
        switch matching {
        case .appFolder(let configs):
            let ranked = previous.isEmpty ? configs : ExpoLinkingConfigs(root: engine.root, previousSegments: previous)
            return ExpoStateFromPath.match(path, configs: ranked)
        case .linking(let linking, _):
            guard let found = linking.state(for: path) else { return nil }
            let names = found.config?.routeNames ?? found.state.chain.map(\.name)
            let config = ExpoRouteConfig(screen: names.last ?? "", pattern: found.config?.pattern ?? "", path: found.config?.pattern ?? "",
                                         routeNames: names, nodeID: names.joined(separator: "/"), hasChildren: found.config?.hasNestedScreens ?? false)
            return ExpoPathMatch(state: found.state, config: config)
        }
    }

    // MARK: AppNavigator

    func launch(link: String?, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        let path = link == nil && matching.isLinking ? nil : path(forSystemURL: link ?? "/", initial: true)
        var counter = max(state.nextInstance, 1)
        let found = match(path)
        var container = engine.containerState(for: found?.state, anchors: true, counter: &counter)
        var events: [NavigationEvent] = []
        if let found, let path { events.append(matchedEvent(found, path: path)) }
        let redirected = followRedirects(&container, counter: &counter, flags: state.flags, events: &events)
        store(container, counter: counter, on: &state)
        guard let link else { return nil }
        events.insert(.note("launched by \(link)"), at: 0)
        var report = StepReport(input: link, outcome: .applied, events: events)
        if let refusal = redirected { report.outcome = .refused(reason: refusal, suggestions: []) }
        report.details = StepDetails([("path", .optional(path))])
        return report
    }

    func open(_ url: String, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport {
        guard let path = path(forSystemURL: url, initial: false) else {
            return StepReport(input: input, outcome: .refused(reason: "no prefix of linking.prefixes starts \(url): React Navigation ignores the link",
                                                              suggestions: []))
        }
        var report = navigate(.navigate, path: path, previous: [], input: input, on: &state)
        report.details = StepDetails([("path", .string(path))] + report.details.members)
        return report
    }

    func perform(_ command: SimulatorCommand, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        switch command {
        case .back:
            guard var session = session(of: state) else { return nil }
            let before = flattened(session.container)
            var counter = max(state.nextInstance, 1)
            guard engine.back(&session.container, counter: &counter) else {
                return StepReport(input: input, outcome: .refused(reason: "Back leaves the app (no navigator on the focused route can go back)", suggestions: []))
            }
            store(session.container, counter: counter, on: &state)
            return StepReport(input: input, outcome: .applied, events: changes(from: before, to: flattened(session.container)))
        case .push(let argument), .navigate(let argument), .replace(let argument):
            var words = argument.split(separator: " ").map(String.init)
            let withAnchor = words.last == "withAnchor"
            if withAnchor { words.removeLast() }
            guard let href = words.first, words.count == 1 else {
                return StepReport(input: input, outcome: .refused(reason: "usage: :\(command.text.split(separator: " ")[0].dropFirst()) HREF"
                                                                    + (isPush(command) ? " [withAnchor]" : ""), suggestions: []))
            }
            let action: ExpoNavigationEngine.Action
            switch command {
            case .push: action = .push(withAnchor: withAnchor)
            case .replace: action = .replace
            default: action = .navigate
            }
            let (path, previous) = path(forHref: href, from: session(of: state)?.container)
            var report = navigate(action, path: path, previous: previous, input: input, on: &state)
            report.details = StepDetails([("path", .string(path))] + report.details.members)
            return report
        case .relaunch(let url):
            var fresh = simulator.coldStart()
            fresh.platform = state.platform
            guard var report = launch(link: url, simulator: simulator, on: &fresh) else { return nil }
            report.input = input
            state = fresh
            return report
        case .reset:
            // Relaunched on the device simulated now, with that platform's files.
            var fresh = simulator.coldStart()
            fresh.platform = state.platform
            _ = launch(link: nil, simulator: simulator, on: &fresh)
            state = fresh
            return StepReport(input: input, outcome: .applied, events: [.note("reset to a cold start")])
        case .tab(let selector):
            return selectTab(selector, input: input, on: &state)
        default:
            return nil
        }
    }

    private func isPush(_ command: SimulatorCommand) -> Bool {
        if case .push = command { return true }
        return false
    }

    /// Navigates the running app to `path` by `action`, then follows redirects.
    func navigate(_ action: ExpoNavigationEngine.Action, path: String, previous: [String], input: String,
                  on state: inout SimulatorState) -> StepReport {
        guard var session = session(of: state) else {
            return StepReport(input: input, outcome: .refused(reason: "the app has not launched", suggestions: []))
        }
        guard let found = match(path, previous: previous), let target = found.state.routes.last else {
            let table = matching.isLinking ? "screen of the linking config" : "route of the app folder"
            return StepReport(input: input, outcome: .refused(reason: "no \(table) matches \"\(path)\" (getStateFromPath returns undefined)",
                                                              suggestions: []))
        }
        var counter = max(state.nextInstance, 1)
        let before = flattened(session.container)
        if matching.isLinking, action == .navigate {
            engine.navigateByLink(to: target, in: &session.container, counter: &counter)
        } else {
            engine.apply(action, target: target, to: &session.container, counter: &counter)
        }
        var events: [NavigationEvent] = [matchedEvent(found, path: path)]
        if let refusal = followRedirects(&session.container, counter: &counter, flags: state.flags, events: &events) {
            return StepReport(input: input, outcome: .refused(reason: refusal, suggestions: []), events: events)
        }
        store(session.container, counter: counter, on: &state)
        return StepReport(input: input, outcome: .applied, events: events + changes(from: before, to: flattened(session.container)))
    }

    /// Replaces a focused route that redirects by its href (`router.replace`), at most ten times in a row.
    /// - Returns: why the input is refused, or `nil`.
    func followRedirects(_ container: inout ExpoNavigatorState, counter: inout Int, flags: [String: Bool],
                         events: inout [NavigationEvent]) -> String? {
        var seen = 0
        while let href = redirect(of: container, flags: flags) {
            seen += 1
            if seen > Self.maximumRedirects {
                return "more than \(Self.maximumRedirects) redirects in a row (the last to \(href)): check the <Redirect> routes and expoRouter.redirects for a loop"
            }
            let (path, previous) = path(forHref: href, from: container)
            guard let found = match(path, previous: previous), let target = found.state.routes.last else {
                return "the redirect to \(href) matches no route"
            }
            events.append(.redirected(to: href, reason: "\(ExpoSession(container: container).focusedChain.last?.route.nodeID ?? "") renders <Redirect>"))
            engine.apply(.replace, target: target, to: &container, counter: &counter)
        }
        return nil
    }

    /// The href the focused route redirects to, if any.
    func redirect(of container: ExpoNavigatorState, flags: [String: Bool]) -> String? {
        guard let focused = ExpoSession(container: container).focusedChain.last?.route, let node = engine.node(focused.nodeID) else { return nil }
        if let href = node.redirect { return href }
        let file = String(node.file.dropFirst(2))
        guard let rules = settings.redirects[file] else { return nil }
        var values: [String: String] = [:]
        for entry in focused.params?.entries ?? [] {
            values[entry.name] = entry.value.texts.joined(separator: "/")
        }
        return ExpoRule.firstTarget(rules, values: values, flags: flags)
    }

    private func selectTab(_ selector: TabSelector, input: String, on state: inout SimulatorState) -> StepReport? {
        guard var session = session(of: state) else { return nil }
        let names = state.tree.tabs.map(\.id)
        let position: Int?
        switch selector {
        case .position(let number): position = number - 1
        case .name(let name): position = state.tree.tabs.firstIndex { $0.id.lowercased() == name.lowercased() || $0.title.lowercased() == name.lowercased() }
        }
        guard state.tree.hasTabBar, let position, names.indices.contains(position) else { return nil }
        var counter = max(state.nextInstance, 1)
        let before = flattened(session.container)
        jumpToTab(names[position], in: &session.container, counter: &counter)
        store(session.container, counter: counter, on: &state)
        return StepReport(input: input, outcome: .applied, events: changes(from: before, to: flattened(session.container)))
    }

    /// A tab press: the first Tabs navigator on the focused chain jumps to `name`; pressing the
    /// focused tab pops its stack to the top.
    private func jumpToTab(_ name: String, in state: inout ExpoNavigatorState, counter: inout Int) {
        if !state.stacksEntries, let position = state.routes.firstIndex(where: { $0.name == name }) {
            if position == state.index {
                if var nested = state.routes[position].state, nested.stacksEntries, nested.routes.count > 1 {
                    nested.routes = [nested.routes[0]]
                    nested.index = 0
                    state.routes[position].state = nested
                }
            } else {
                state.index = position
                state.history = ExpoNavigationEngine.history(routes: state.routes, index: position)
                if state.routes[position].state == nil, let node = engine.node(state.routes[position].nodeID), node.kind == .layout {
                    state.routes[position].state = engine.navigatorState(layoutID: node.id, target: nil, anchors: false, counter: &counter)
                }
            }
            return
        }
        guard var nested = state.routes[state.index].state else { return }
        jumpToTab(name, in: &nested, counter: &counter)
        state.routes[state.index].state = nested
    }

    func session(of state: SimulatorState) -> ExpoSession? { state.navigatorState?.value(as: ExpoSession.self) }

    private func store(_ container: ExpoNavigatorState, counter: Int, on state: inout SimulatorState) {
        let before = Set(flattened(session(of: state)?.container).map(\.instance))
        state.navigatorState = NavigatorState(ExpoSession(container: container))
        state.tree = tree.tree(container)
        state.nextInstance = max(counter, state.nextInstance)
        state.createdByLastInput = Set(flattened(container).map(\.instance)).subtracting(before)
    }

    private func flattened(_ container: ExpoNavigatorState?) -> [ScreenInstance] {
        guard let container else { return [] }
        return tree.flatten(container).map(\.screen)
    }

    private func changes(from before: [ScreenInstance], to after: [ScreenInstance]) -> [NavigationEvent] {
        let kept = Set(after.map(\.instance))
        let old = Set(before.map(\.instance))
        return before.filter { !kept.contains($0.instance) }.reversed().map { .popped(screen: $0.screen, instance: $0.instance) }
            + after.filter { !old.contains($0.instance) }.map { .pushed(screen: $0.screen, instance: $0.instance) }
    }

    private func matchedEvent(_ found: ExpoPathMatch, path: String) -> NavigationEvent {
        .matched(routeIndex: routeIndex[found.config.nodeID] ?? -1, path: found.config.nodeID,
                 pattern: "/" + found.config.pattern, rule: "getStateFromPath(\"\(path)\")")
    }

    // MARK: JSON

    func jsonDetails(of state: SimulatorState) -> [(String, JSONOutput)] {
        guard let session = session(of: state) else { return [] }
        let report = ExpoStateReport(engine: engine, baseUrl: settings.baseUrl)
        // usePathname, useSegments and the URL written back are expo-router's.
        if matching.isLinking {
            return [("navigationState", report.json(session.container)), ("canGoBack", .bool(engine.canGoBack(session.container)))]
        }
        return [
            ("navigationState", report.json(session.container)),
            ("pathname", .string(report.pathname(session))),
            ("segments", .array(report.segments(session).map { .string($0) })),
            ("canGoBack", .bool(engine.canGoBack(session.container))),
            ("url", .string(report.url(session))),
        ]
    }

    /// The address bar: the focused route's link with the app's scheme (groups kept, so that
    /// opening it again reaches the same copy of a shared route).
    func currentURL(of state: SimulatorState) -> String? {
        guard let session = session(of: state) else { return nil }
        if case .linking(_, let prefixes) = matching {
            // The path the focused screen was linked by, after the first prefix.
            guard let path = session.focusedChain.last?.route.path else { return nil }
            return (prefixes.first ?? (scheme ?? "app") + "://") + path.drop { $0 == "/" }
        }
        var base = (settings.baseUrl ?? "").split(separator: "/").joined(separator: "/")
        if !base.isEmpty { base += "/" }
        let path = ExpoStateReport(engine: engine, baseUrl: settings.baseUrl).linkPath(session)
        return (scheme ?? "app") + "://" + base + path
    }

    func routesJSON(simulator: Simulator) -> JSONOutput? {
        if case .linking(let linking, let prefixes) = matching {
            // The configs in the order getStateFromPath tries them.
            return .object([("profile", .string("expo_router")), ("prefixes", .array(prefixes.map { .string($0) })),
                            ("configs", .array(linking.configs.map { config in
                                .object([("screen", .string(config.screen)), ("pattern", .string(config.pattern)),
                                         ("routeNames", .array(config.routeNames.map { .string($0) }))])
                            }))])
        }
        return .object([("profile", .string("expo_router")), ("root", engine.root.json)])
    }

    func matchJSON(_ input: String, simulator: Simulator) -> (json: JSONOutput, matched: Bool)? {
        let path = path(forSystemURL: input.trimmingCharacters(in: .whitespaces), initial: false)
        let found = match(path)
        var members: [(String, JSONOutput)] = [("input", .string(input)), ("matched", .bool(found != nil)), ("path", .optional(path))]
        guard let found, let node = engine.node(found.config.nodeID) ?? linkedScreen(found) else {
            members += [("route", .null), ("screen", .null), ("name", .null), ("params", .null), ("sources", .null),
                        ("navigationState", .null), ("profile", .string("expo_router"))]
            return (.object(members), false)
        }
        let focused = found.state.chain.last
        let params = focused?.params ?? ExpoParams()
        let pathNames = engine.pathParameterNames(of: node.id)
        members += [
            ("route", .object([("path", node.generated || matching.isLinking ? .null : .string(String(node.file.dropFirst(2)))),
                               ("pattern", .string("/" + found.config.pattern)), ("index", .null)])),
            ("screen", .string(node.id)),
            ("name", .string(focused?.name ?? node.route)),
            ("params", ExpoStateReport.paramsJSON(params)),
            ("sources", .object(params.entries.map { entry in
                (entry.name, .string(entry.name == "#" ? "fragment" : pathNames.contains(entry.name) ? "path" : "query"))
            })),
            ("navigationState", ExpoStateReport.parsedJSON(found.state)),
            ("profile", .string("expo_router")),
        ]
        return (.object(members), true)
    }

    /// A screen a `linking` config without `screens` names by a segment: no node of its own.
    private func linkedScreen(_ found: ExpoPathMatch) -> ExpoRouteNode? {
        guard matching.isLinking, let name = found.state.chain.last?.name else { return nil }
        return ExpoRouteNode(kind: .route, route: name, file: "", id: found.config.nodeID, dynamic: nil, pathParameters: [])
    }
}

/// The parts of a URL `new URL(path)` gives `+native-intent` rules: scheme, host and pathname.
struct ExpoURLPieces {
    var scheme = ""
    var host = ""
    var pathname = ""

    init(_ url: String) {
        guard let scheme = ExpoURLText.scheme(of: url), let colon = url.firstIndex(of: ":") else {
            pathname = url
            return
        }
        self.scheme = scheme
        var rest = url[url.index(after: colon)...]
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2)
            let end = authority.firstIndex(of: "/") ?? authority.endIndex
            host = String(authority[..<end].split(separator: "@").last ?? "")
            if let port = host.lastIndex(of: ":"), !host.hasSuffix("]") { host = String(host[..<port]) }
            rest = authority[end...]
        }
        pathname = String(rest)
    }
}
