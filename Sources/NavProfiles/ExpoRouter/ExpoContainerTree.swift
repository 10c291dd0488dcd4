import NavModel
import NavRouting

/// navsim's container tree for a React Navigation state: the first Tabs (or Drawer) navigator
/// on the focused chain is the tab bar; the selected tab's stack is the focused chain, bottom
/// first (each Stack's entries, a layout entry replaced by its navigator's content); entries
/// from one presented modally on form the modal layer.
struct ExpoContainerTree {
    let engine: ExpoNavigationEngine
    /// Tab titles from the route file's `tabs`, by route name.
    let tabTitles: [String: String]
    let tabIcons: [String: String]
    /// Screen titles from the route file's `screens`, by screen id.
    let screenTitles: [String: String]

    /// One flattened entry with its presentation.
    struct Entry {
        var screen: ScreenInstance
        var modal: Bool
    }

    func tree(_ container: ExpoNavigatorState) -> ContainerTree {
        if let tabs = firstSwitcher(container) {
            var tabStates: [TabState] = []
            for (position, route) in tabs.routes.enumerated() {
                let entries: [Entry]
                if position == tabs.index {
                    entries = flatten(container)
                } else {
                    entries = route.state.map { flatten($0) } ?? (engine.node(route.nodeID)?.kind == .layout ? [] : [entry(route, in: tabs)])
                }
                tabStates.append(TabState(id: route.name, title: tabTitle(route, in: tabs), icon: tabIcons[route.name],
                                          stack: NavigationStack(entries.map(\.screen))))
            }
            var tree = ContainerTree(tabs: tabStates, selectedTab: tabs.index, hasTabBar: true)
            split(flatten(container), into: &tree, tab: tabs.index)
            return tree
        }
        var tree = ContainerTree(tabs: [TabState(id: TabDefinition.implicitID, title: TabDefinition.implicitID, icon: nil, stack: NavigationStack([]))],
                                 hasTabBar: false)
        split(flatten(container), into: &tree, tab: 0)
        return tree
    }

    /// Entries up to the first modal one stay in the tab; each modal entry starts a presentation.
    private func split(_ entries: [Entry], into tree: inout ContainerTree, tab: Int) {
        var base: [ScreenInstance] = []
        var modals: [[ScreenInstance]] = []
        for entry in entries {
            if entry.modal { modals.append([entry.screen]) }
            else if modals.isEmpty { base.append(entry.screen) }
            else { modals[modals.count - 1].append(entry.screen) }
        }
        tree.tabs[tab].stack = NavigationStack(base)
        tree.modals = modals.map(NavigationStack.init)
    }

    /// The first Tabs or Drawer navigator on the focused chain; when a Stack above it shows
    /// another entry (a modal over the tabs), the nearest one below that entry.
    private func firstSwitcher(_ state: ExpoNavigatorState) -> ExpoNavigatorState? {
        if state.history != nil { return state }
        let order = state.stacksEntries ? Array((0...state.index).reversed()) : [state.index]
        for position in order {
            if let nested = state.routes[position].state, let found = firstSwitcher(nested) { return found }
        }
        return nil
    }

    /// The entries of a navigator's content, bottom first: a Stack's entries (each layout entry
    /// replaced by its content), a Tabs navigator's focused tab.
    func flatten(_ state: ExpoNavigatorState) -> [Entry] {
        let shown: [ExpoStateRoute] = state.stacksEntries ? Array(state.routes[0...state.index]) : [state.focused]
        var out: [Entry] = []
        for route in shown {
            if let nested = route.state {
                var content = flatten(nested)
                if isModal(route, in: state), !content.isEmpty { content[0].modal = true }
                out += content
            } else {
                out.append(entry(route, in: state))
            }
        }
        return out
    }

    func entry(_ route: ExpoStateRoute, in navigator: ExpoNavigatorState) -> Entry {
        let title = options(of: route, in: navigator).title ?? screenTitles[route.nodeID] ?? route.name
        let screen = ScreenInstance(screen: route.nodeID, title: title, parameters: parameters(route), instance: route.instance)
        return Entry(screen: screen, modal: isModal(route, in: navigator))
    }

    /// The route's literal options in its layout (`<X.Screen options>` over `screenOptions`).
    func options(of route: ExpoStateRoute, in navigator: ExpoNavigatorState) -> ExpoScreenOptions {
        guard let layout = navigator.layoutID.flatMap(engine.node)?.layout else { return ExpoScreenOptions() }
        let own = layout.options[route.name] ?? ExpoScreenOptions()
        return ExpoScreenOptions(title: own.title ?? layout.screenOptions.title, presentation: own.presentation ?? layout.screenOptions.presentation)
    }

    func isModal(_ route: ExpoStateRoute, in navigator: ExpoNavigatorState) -> Bool {
        navigator.stacksEntries && navigator.layoutID != nil && options(of: route, in: navigator).isModal
    }

    private func tabTitle(_ route: ExpoStateRoute, in tabs: ExpoNavigatorState) -> String {
        tabTitles[route.name] ?? options(of: route, in: tabs).title ?? route.name
    }

    /// The params with their sources: a dynamic segment of the route or a layout above it is a
    /// path parameter; the rest came from the query (`#` from the fragment).
    func parameters(_ route: ExpoStateRoute) -> [MatchedParameter] {
        let pathNames = engine.pathParameterNames(of: route.nodeID)
        return (route.params?.entries ?? []).map { entry in
            let source: ParameterSource = pathNames.contains(entry.name) ? .path : .query
            if case .list(let values) = entry.value { return MatchedParameter(name: entry.name, value: .list(values), source: source) }
            return MatchedParameter(name: entry.name, value: .single(entry.value.texts.first ?? ""), source: source)
        }
    }
}

extension ExpoNavigationEngine {
    /// The names of the path parameters of a route: its dynamic segments and its layouts'.
    func pathParameterNames(of id: String) -> Set<String> {
        if let names = node(id)?.pathParameters { return names }
        return Set(id.split(separator: "/").compactMap { part -> String? in
            let part = String(part)
            if part == "+not-found" { return "not-found" }
            return ExpoRouteName.deepDynamicName(part) ?? ExpoRouteName.dynamicName(part)
        })
    }
}
