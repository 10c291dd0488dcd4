/// One navigator's state, as React Navigation keeps it under expo-router: its routes (the
/// entries of a Stack, the tabs of a Tabs navigator), the focused one, and for Tabs and Drawer
/// the history Back walks.
struct ExpoNavigatorState: Sendable, Equatable {
    /// `root` (the container), `stack`, `tab`, `drawer` or `slot`.
    var type: String
    /// The id of the layout whose navigator this is; `nil` for the container.
    var layoutID: String?
    var routeNames: [String]
    var routes: [ExpoStateRoute]
    var index: Int
    /// Route names, for Tabs and Drawer.
    var history: [String]?

    var focused: ExpoStateRoute { routes[index] }

    /// Whether the navigator keeps entries as a Stack does (a Stack, a Slot, the container).
    var stacksEntries: Bool { history == nil }

    /// Whether this navigator itself can go back.
    var canGoBackHere: Bool { stacksEntries ? routes.count > 1 : (history?.count ?? 0) > 1 }
}

/// One route in a navigator's state.
struct ExpoStateRoute: Sendable, Equatable {
    var name: String
    /// The route node's id (its route path from the app folder); the container's `__root` has the root layout's.
    var nodeID: String
    var params: ExpoParams?
    /// The path it was reached by (from getStateFromPath), `nil` for an anchor, a default route or a tab not linked.
    var path: String?
    /// A number unique in the session (navsim's screen instance).
    var instance: Int
    /// The nested navigator's state (0 or 1 element): a layout's navigator once it exists.
    var nested: [ExpoNavigatorState] = []

    var state: ExpoNavigatorState? {
        get { nested.first }
        set { nested = newValue.map { [$0] } ?? [] }
    }
}

/// The navigator's whole state inside navsim's simulator state.
struct ExpoSession: Sendable, Equatable {
    var container: ExpoNavigatorState

    /// The focused routes from the container down, with each one's navigator.
    var focusedChain: [(navigator: ExpoNavigatorState, route: ExpoStateRoute)] {
        var chain: [(ExpoNavigatorState, ExpoStateRoute)] = []
        var level: ExpoNavigatorState? = container
        while let navigator = level {
            chain.append((navigator, navigator.focused))
            level = navigator.focused.state
        }
        return chain
    }
}
