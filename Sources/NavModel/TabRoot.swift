/// Where a tab's root is in its stack (docs/navigation.md, "The container tree"): at the bottom,
/// or, in a tab that allows it (``TabDefinition/screenBelowRoot``), right above that one screen.
extension Simulator {
    /// The definition of the tab `tab` is in the tree.
    func definition(of tab: TabState) -> TabDefinition? {
        app.effectiveTabs.first { $0.id == tab.id }
    }

    /// The screen id of `tab`'s root, from its definition.
    func rootScreen(of tab: TabState) -> String {
        definition(of: tab)?.root ?? tab.stack.screens.first?.screen ?? ""
    }

    /// How many screens of `tab`'s stack are the root and what lies below it: 2 when the stack
    /// starts with the screen the tab allows below its root and then the root, else 1.
    func rootEnd(of tab: TabState) -> Int {
        let screens = tab.stack.screens
        guard screens.count > 1, screens[0].screen == definition(of: tab)?.screenBelowRoot else { return 1 }
        return screens[1].screen == rootScreen(of: tab) ? 2 : 1
    }

    /// The tree's invariant for one tab (docs/navigation.md): its root is at the bottom of its
    /// stack, or, in a tab with a ``TabDefinition/screenBelowRoot``, that screen is at the bottom,
    /// alone (Back went past the root) or with the root right above it.
    public func keepsItsRoot(_ tab: TabState) -> Bool {
        let screens = tab.stack.screens.map(\.screen)
        guard let defined = definition(of: tab), let bottom = screens.first else { return false }
        if bottom == defined.root { return true }
        // Without a new task a link leaves its destination alone on the back stack.
        if app.linkTask == .destinationAlone { return true }
        return bottom == defined.screenBelowRoot && (screens.count == 1 || screens[1] == defined.root)
    }

    /// Pops `tab`'s stack down to its root; a stack left holding only the screen below the root
    /// (Back went past it) gets the root pushed again, as selecting the tab navigates to its graph.
    func popToRoot(tab index: Int, on state: inout SimulatorState, events: inout [NavigationEvent]) {
        // A destination a link left alone (no new task) is not the root: the whole stack goes.
        let bottom = state.tree.tabs[index].stack.screens.first?.screen
        let keepsBottom = bottom == rootScreen(of: state.tree.tabs[index]) || bottom == definition(of: state.tree.tabs[index])?.screenBelowRoot
        let end = keepsBottom ? rootEnd(of: state.tree.tabs[index]) : 0
        while state.tree.tabs[index].stack.screens.count > end, let top = state.tree.tabs[index].stack.screens.popLast() {
            events.append(.popped(screen: top.screen, instance: top.instance))
        }
        let root = rootScreen(of: state.tree.tabs[index])
        guard state.tree.tabs[index].stack.screens.last?.screen != root else { return }
        let instance = makeInstance(PlannedScreen(screen: root, parameters: [], origin: nil), state: &state)
        state.tree.tabs[index].stack.screens.append(instance)
        events.append(.pushed(screen: instance.screen, instance: instance.instance))
    }
}
