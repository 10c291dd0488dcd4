/// React Navigation 7's routers as expo-router drives them: the state a link rehydrates into
/// (anchors below their targets, every tab of a Tabs navigator), `router.push`, `navigate` and
/// `replace` at the navigator where the current state and the href's state diverge, and Back.
struct ExpoNavigationEngine: Sendable {
    let root: ExpoRouteNode
    /// Whether the root node's navigator is the container itself (a `linking` config's root
    /// navigator), rather than a layout under the container's `__root` slot.
    let rootIsContainer: Bool
    private let nodes: [String: ExpoRouteNode]

    init(root: ExpoRouteNode, rootIsContainer: Bool = false) {
        self.root = root
        self.rootIsContainer = rootIsContainer
        var nodes: [String: ExpoRouteNode] = [:]
        func visit(_ node: ExpoRouteNode) {
            nodes[node.id] = node
            node.children.forEach(visit)
        }
        visit(root)
        self.nodes = nodes
    }

    func node(_ id: String) -> ExpoRouteNode? { nodes[id] }

    /// The container's route names: the root slot, then the generated routes.
    var containerRouteNames: [String] {
        ["__root"] + ["+not-found", "_sitemap"].filter { name in root.children.contains { $0.generated && $0.route == name } }
    }

    /// The child node `name` of a navigator's layout (`nil`: the container).
    func child(named name: String, of layoutID: String?) -> ExpoRouteNode? {
        guard let layoutID else { return name == "__root" ? root : root.children.first { $0.generated && $0.route == name } }
        return nodes[layoutID]?.child(named: name)
    }

    // MARK: building state

    /// The container's state for a parsed state (a launch, or a navigator an action creates):
    /// `anchors` seeds each Stack's anchor below its target, as a launch and `withAnchor` do.
    func containerState(for parsed: ExpoParsedState?, anchors: Bool, counter: inout Int) -> ExpoNavigatorState {
        if rootIsContainer { return navigatorState(layoutID: root.id, target: parsed?.routes.last, anchors: anchors, counter: &counter) }
        return navigatorState(layoutID: nil, target: parsed?.routes.last ?? ExpoParsedRoute(name: "__root"), anchors: anchors, counter: &counter)
    }

    /// A navigator's state holding `target` (its default route when `nil`).
    func navigatorState(layoutID: String?, target: ExpoParsedRoute?, anchors: Bool, counter: inout Int) -> ExpoNavigatorState {
        let layout = layoutID.flatMap { nodes[$0] }
        let kind = layout?.layout?.navigator ?? .stack
        let routeNames = layout?.routeNames ?? containerRouteNames
        // Without a target the navigator shows its initialRouteName (the anchor), else its first route.
        let name = target?.name ?? layout?.anchor ?? routeNames.first ?? "__root"
        // The anchor below the target is created first (it is the older screen).
        var below: ExpoStateRoute?
        if anchors, !kind.switchesRoutes, let anchor = layout?.anchor, anchor != name {
            below = entry(named: anchor, of: layoutID, from: nil, anchors: anchors, counter: &counter)
            // expo-router gives the anchor the target's params; React Navigation's initialRouteName has none.
            if !rootIsContainer { below?.params = target?.params }
        }
        let targetEntry = entry(named: name, of: layoutID, from: target, anchors: anchors, counter: &counter)
        let type = layoutID == nil ? "root" : kind.stateType
        if kind.switchesRoutes {
            var routes: [ExpoStateRoute] = []
            for routeName in routeNames {
                if routeName == name { routes.append(targetEntry); continue }
                routes.append(ExpoStateRoute(name: routeName, nodeID: child(named: routeName, of: layoutID)?.id ?? routeName,
                                             params: nil, path: nil, instance: take(&counter)))
            }
            if !routeNames.contains(name) { routes.append(targetEntry) }
            let index = routes.firstIndex { $0.name == name } ?? 0
            return ExpoNavigatorState(type: type, layoutID: layoutID, routeNames: routeNames, routes: routes, index: index,
                                      history: Self.history(routes: routes, index: index))
        }
        let routes = (below.map { [$0] } ?? []) + [targetEntry]
        return ExpoNavigatorState(type: type, layoutID: layoutID, routeNames: layoutID == nil ? containerRouteNames : routeNames,
                                  routes: routes, index: routes.count - 1, history: nil)
    }

    /// `backBehavior: 'firstRoute'`: the first route, then the focused one.
    static func history(routes: [ExpoStateRoute], index: Int) -> [String] {
        index == 0 ? [routes[0].name] : [routes[0].name, routes[index].name]
    }

    /// A route entry for `name`, with its navigator when the node is a layout.
    func entry(named name: String, of layoutID: String?, from parsed: ExpoParsedRoute?, anchors: Bool, counter: inout Int) -> ExpoStateRoute {
        let node = child(named: name, of: layoutID)
        var route = ExpoStateRoute(name: name, nodeID: node?.id ?? name, params: parsed?.params, path: parsed?.path, instance: take(&counter))
        if let node, node.kind == .layout {
            route.state = navigatorState(layoutID: node.id, target: parsed?.state?.routes.last, anchors: anchors, counter: &counter)
        }
        return route
    }

    func take(_ counter: inout Int) -> Int {
        defer { counter += 1 }
        return counter
    }

    // MARK: actions

    /// `router.push`, `router.navigate`, `router.replace`.
    enum Action: Sendable, Equatable {
        case push(withAnchor: Bool)
        case navigate
        case replace
    }

    /// Applies `action` towards `target` in the navigator `state` (the container at first).
    func apply(_ action: Action, target: ExpoParsedRoute, to state: inout ExpoNavigatorState, counter: inout Int) {
        let focused = state.focused
        let sameRoute = focused.name == target.name && dynamicParamsAgree(focused, target)
        if sameRoute, let deeper = target.state?.routes.last, var nested = focused.state {
            apply(action, target: deeper, to: &nested, counter: &counter)
            state.routes[state.index].state = nested
            return
        }
        let withAnchor: Bool
        if case .push(let anchor) = action { withAnchor = anchor } else { withAnchor = false }
        if !state.stacksEntries {
            // Tabs and Drawer jump to the tab, then navigate inside it.
            guard let position = state.routes.firstIndex(where: { $0.name == target.name }) else { return }
            state.index = position
            state.history = Self.history(routes: state.routes, index: position)
            if let deeper = target.state?.routes.last, var nested = state.routes[position].state {
                apply(.navigate, target: deeper, to: &nested, counter: &counter)
                state.routes[position].state = nested
            } else if state.routes[position].state == nil, target.state != nil || child(named: target.name, of: state.layoutID)?.kind == .layout {
                let fresh = entry(named: target.name, of: state.layoutID, from: target, anchors: withAnchor, counter: &counter)
                state.routes[position].state = fresh.state
                state.routes[position].params = target.params
                state.routes[position].path = target.path
            } else if target.state == nil {
                state.routes[position].params = target.params
                state.routes[position].path = target.path
            }
            return
        }
        switch action {
        case .push:
            state.routes.append(entry(named: target.name, of: state.layoutID, from: target, anchors: withAnchor, counter: &counter))
        case .replace:
            state.routes[state.routes.count - 1] = entry(named: target.name, of: state.layoutID, from: target, anchors: false, counter: &counter)
        case .navigate:
            if let position = state.routes.lastIndex(where: { $0.name == target.name && dynamicParamsAgree($0, target) }) {
                state.routes.removeSubrange((position + 1)...)
                if let deeper = target.state?.routes.last, var nested = state.routes[position].state {
                    apply(.navigate, target: deeper, to: &nested, counter: &counter)
                    state.routes[position].state = nested
                } else {
                    state.routes[position].params = target.params
                    state.routes[position].path = target.path
                }
            } else {
                state.routes.append(entry(named: target.name, of: state.layoutID, from: target, anchors: false, counter: &counter))
            }
        }
        state.index = state.routes.count - 1
    }

    /// Whether the route's own dynamic segments have the same values in both.
    func dynamicParamsAgree(_ route: ExpoStateRoute, _ target: ExpoParsedRoute) -> Bool {
        guard let dynamic = node(route.nodeID)?.dynamic else { return true }
        return dynamic.allSatisfy { segment in
            let name = segment.notFound ? "not-found" : segment.name
            return route.params?[name] == target.params?[name]
        }
    }

    // MARK: back

    /// Back from the deepest navigator of the focused chain that can go back; `false` when none can.
    func back(_ state: inout ExpoNavigatorState, counter: inout Int) -> Bool {
        if var nested = state.focused.state, back(&nested, counter: &counter) {
            state.routes[state.index].state = nested
            return true
        }
        guard state.canGoBackHere else { return false }
        if state.stacksEntries {
            state.routes.removeLast()
            state.index = state.routes.count - 1
        } else if let history = state.history, history.count > 1 {
            let previous = history[history.count - 2]
            state.index = state.routes.firstIndex { $0.name == previous } ?? 0
            state.history = Array(history.dropLast())
            // A tab shown for the first time creates its navigator.
            if state.focused.state == nil, let node = node(state.focused.nodeID), node.kind == .layout {
                state.routes[state.index].state = navigatorState(layoutID: node.id, target: nil, anchors: false, counter: &counter)
            }
        }
        return true
    }

    /// Whether any navigator of the focused chain can go back (`router.canGoBack()`).
    func canGoBack(_ state: ExpoNavigatorState) -> Bool {
        state.canGoBackHere || (state.focused.state.map(canGoBack) ?? false)
    }
}
