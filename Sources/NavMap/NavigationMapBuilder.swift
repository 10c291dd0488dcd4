import NavLint
import NavModel
import NavRouteFile
import NavRouting

extension NavigationMap {
    /// The map of `compiled`: every registered pattern is opened with a URL that reaches it (its
    /// witness) and the plan the app's profile makes for it gives the stack drawn, so parents,
    /// dependencies, `parameterScreens` and a navigation graph's start destinations are drawn as
    /// the simulator applies them. A pattern no URL reaches is drawn from its `{Screen}` marks.
    public init(of compiled: CompiledApp) {
        var builder = NavigationMapBuilder(app: compiled.app, table: compiled.table)
        self = builder.build()
    }
}

/// The stack a way in asks for: the tab, the screens under the modal layer (the tab's root
/// first when the tab is known) and each presentation's screens.
struct PlannedChain {
    var tab: String?
    var stack: [String]
    var modals: [[String]]
    /// The screen shown on top.
    var top: String? { modals.last?.last ?? stack.last }
}

/// Collects the nodes and edges of a ``NavigationMap``, each once, in the order first met.
struct NavigationMapBuilder {
    let app: AppDefinition
    let table: RouteTable
    let simulator: Simulator
    /// The app's tabs, or the one implicit tab of an app without them (computed once: finding
    /// the implicit root reads every route).
    let tabs: [TabDefinition]
    private var screens: [NavigationMap.Screen] = []
    private var screenIndex: [String: Int] = [:]
    private var entries: [NavigationMap.Entry] = []
    private var entryKeys: Set<String> = []
    private var edges: [NavigationMap.Edge] = []
    private var edgeIndex: Set<EdgeIdentity> = []

    init(app: AppDefinition, table: RouteTable) {
        self.app = app
        self.table = table
        simulator = Simulator(app: app, table: table)
        tabs = app.effectiveTabs
    }

    mutating func build() -> NavigationMap {
        let hasTabBar = !app.tabs.isEmpty
        for tab in tabs {
            if let below = tab.screenBelowRoot { addScreen(below, tab: tab.id) }
            addScreen(tab.root, tab: tab.id, isRoot: true)
        }
        var keyOfEndpoint: [Int: String] = [:]
        var redirects: [(from: String, match: RouteMatch, template: String)] = []
        for (endpoint, url) in WitnessGenerator(table: table).witnesses() {
            let behavior = app.routes.indices.contains(endpoint.routeIndex) ? app.routes[endpoint.routeIndex] : nil
            let match = url.flatMap { table.match($0).match }.flatMap { $0.routeIndex == endpoint.routeIndex ? $0 : nil }
            let plan = match.flatMap { simulator.plan(for: $0) }
            let chain = plan.map(chain(of:)) ?? staticChain(of: endpoint, behavior: behavior)
            let target = place(chain)
            let key = uniqueKey("route " + label(of: endpoint))
            var details: [String] = []
            if let host = endpoint.host { details.append("host \(host.source)") }
            details += requirements(plan?.requires ?? staticRequirements(of: endpoint, behavior: behavior))
            if endpoint.priority != 0 { details.append("priority \(endpoint.priority)") }
            if let behavior, !endpoint.isPrefix {
                for (name, expression) in behavior.where.sorted(by: { $0.key < $1.key }) {
                    details.append("where \(name) \(expression)")
                }
                if let redirect = behavior.redirect {
                    details.append("⇒ \(redirect)")
                    if let match { redirects.append((key, match, redirect)) }
                }
                if let alert = behavior.alert { details.append("alert “\(alert)”") }
            }
            keyOfEndpoint[endpoint.order] = key
            addEntry(NavigationMap.Entry(key: key, kind: .route(index: endpoint.routeIndex), label: label(of: endpoint),
                                         details: details, target: target))
        }
        for redirect in redirects {
            let url = Interpolation.fillRedirect(redirect.template, with: redirect.match.parameters)
            if let target = table.match(url).match, let key = keyOfEndpoint[target.endpoint.order] {
                addEdge(.entry(redirect.from), .entry(key), .redirect)
            }
        }
        for shortcut in app.shortcuts { addShortcut(shortcut, keyOfEndpoint: keyOfEndpoint) }
        for id in app.screens.keys.sorted() { addScreen(id, tab: nil) }
        for id in Set(app.parameterScreens.values).sorted() { addScreen(id, tab: nil) }
        let drawnTabs = hasTabBar ? app.tabs.map { NavigationMap.Tab(id: $0.id, title: $0.title) } : []
        return NavigationMap(name: app.name, tabs: drawnTabs, screens: screens, entries: entries, edges: edges)
    }

    // MARK: stacks

    /// The chain a plan draws: its tab (its own, else the tab whose root its stack starts with,
    /// else the one stack of an app without tabs) with that tab's root below the stack.
    private func chain(of plan: NavigationPlan) -> PlannedChain {
        chain(tab: plan.tab, stack: plan.stack.map(\.screen), modals: plan.modals.map { $0.map(\.screen) })
    }

    private func chain(tab: String?, stack: [String], modals: [[String]]) -> PlannedChain {
        let definition = tab.flatMap { id in tabs.first { $0.id == id } }
            ?? stack.first.flatMap { first in tabs.first { $0.root == first || $0.screenBelowRoot == first } }
            ?? (app.tabs.isEmpty ? tabs.first : nil)
        var stack = stack
        if let definition, !stack.isEmpty || !modals.isEmpty, stack.first != definition.root, stack.first != definition.screenBelowRoot {
            stack.insert(definition.root, at: 0)
        }
        return PlannedChain(tab: definition?.id, stack: stack, modals: modals)
    }

    /// The chain of a pattern no URL reaches: its `{Screen}` marks (a `!` one starting a
    /// presentation), then the route's `screen`.
    private func staticChain(of endpoint: Endpoint, behavior: RouteBehavior?) -> PlannedChain {
        var stack: [String] = []
        var modals: [[String]] = []
        func place(_ screen: String, modal: Bool) {
            if modal { modals.append([screen]) } else if modals.isEmpty { stack.append(screen) } else { modals[modals.count - 1].append(screen) }
        }
        for mark in endpoint.pattern.segments.compactMap(\.mark) { place(mark.screen, modal: mark.modal) }
        if !endpoint.isPrefix, let screen = behavior?.screen { place(screen, modal: behavior?.presentation == .modal) }
        return chain(tab: behavior?.tab, stack: stack, modals: modals)
    }

    /// Adds the chain's screens and edges; returns the screen on top.
    private mutating func place(_ chain: PlannedChain) -> String? {
        for screen in chain.stack { addScreen(screen, tab: chain.tab) }
        for (below, above) in zip(chain.stack, chain.stack.dropFirst()) { addEdge(.screen(below), .screen(above), .push) }
        var below = chain.stack.last
        for group in chain.modals {
            guard let first = group.first else { continue }
            addScreen(first, tab: chain.tab, isModal: true)
            for screen in group.dropFirst() { addScreen(screen, tab: chain.tab) }
            if let below { addEdge(.screen(below), .screen(first), .modal) }
            for (lower, upper) in zip(group, group.dropFirst()) { addEdge(.screen(lower), .screen(upper), .push) }
            below = group.last
        }
        return chain.top
    }

    // MARK: labels

    /// The pattern as a user writes the link: with its table's scheme (else the app's).
    private func label(of endpoint: Endpoint) -> String {
        NavigationMapBuilder.label(pattern: endpoint.pattern.text, scheme: endpoint.scheme ?? app.scheme)
    }

    static func label(pattern: String, scheme: String?) -> String {
        guard let scheme, !pattern.contains("://") else { return pattern }
        return scheme + "://" + (pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern)
    }

    /// The flags of a route and its screens when no plan could be made.
    private func staticRequirements(of endpoint: Endpoint, behavior: RouteBehavior?) -> [String] {
        var flags = behavior?.requires ?? []
        let screens = endpoint.pattern.segments.compactMap(\.mark?.screen) + [behavior?.screen].compactMap { $0 }
        for screen in screens { flags += app.screen(screen).requires.filter { !flags.contains($0) } }
        return flags
    }

    /// `requires loggedIn → hotels://signin`: each flag with the redirect of its guard.
    private func requirements(_ flags: [String]) -> [String] {
        flags.map { flag in
            let name = flag.hasPrefix("!") ? String(flag.dropFirst()) : flag
            return "requires \(flag)" + (app.guards[name]?.redirect.map { " → \($0)" } ?? "")
        }
    }

    // MARK: shortcuts

    private mutating func addShortcut(_ shortcut: Shortcut, keyOfEndpoint: [Int: String]) {
        let key = uniqueKey("shortcut " + shortcut.name)
        var details = [shortcut.title, shortcut.url] + requirements(shortcut.requires)
        if details.first == shortcut.name { details.removeFirst() }
        let match = table.match(shortcut.url).match
        let plan = match.flatMap { simulator.plan(for: $0) }
        let target = plan.flatMap { $0.navigates ? place(chain(of: $0)) : nil }
        let label = "shortcut " + shortcut.name + (shortcut.key.map { " (\($0))" } ?? "")
        addEntry(NavigationMap.Entry(key: key, kind: .shortcut, label: label, details: details, target: target))
        if target == nil, let match, let route = keyOfEndpoint[match.endpoint.order] { addEdge(.entry(key), .entry(route), .redirect) }
    }

    // MARK: collecting

    private mutating func addScreen(_ id: String, tab: String?, isRoot: Bool = false, isModal: Bool = false) {
        if let index = screenIndex[id] {
            if screens[index].tab == nil { screens[index].tab = tab }
            screens[index].isModal = screens[index].isModal || isModal
            return
        }
        let title = app.screens[id]?.title.flatMap { $0 == id ? nil : $0 }
        screenIndex[id] = screens.count
        screens.append(NavigationMap.Screen(id: id, title: title, tab: tab, isRoot: isRoot, isModal: isModal))
    }

    private mutating func addEntry(_ entry: NavigationMap.Entry) {
        entryKeys.insert(entry.key)
        entries.append(entry)
        if let target = entry.target { addEdge(.entry(entry.key), .screen(target), .opens) }
    }

    private mutating func addEdge(_ from: NavigationMap.Node, _ to: NavigationMap.Node, _ kind: NavigationMap.Edge.Kind) {
        guard from != to, edgeIndex.insert(EdgeIdentity(from: from, to: to, kind: kind)).inserted else { return }
        edges.append(NavigationMap.Edge(from: from, to: to, kind: kind))
    }

    /// `key`, or `key #2`, `key #3`… when an entry already has it (two routes with one pattern).
    private func uniqueKey(_ key: String) -> String {
        guard entryKeys.contains(key) else { return key }
        var count = 2
        while entryKeys.contains("\(key) #\(count)") { count += 1 }
        return "\(key) #\(count)"
    }
}
