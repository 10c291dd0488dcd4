/// `requires` on tabs and shortcuts: a tab is in the tab bar, and a shortcut is offered and
/// accepted, only while every flag it requires is true (Kickstarter's Dashboard tab exists for
/// creators only).
extension Simulator {
    /// Whether every entry of `requires` holds in `flags` (`!flag`: the flag is false).
    static func allTrue(_ requires: [String], in flags: [String: Bool]) -> Bool {
        requires.allSatisfy { FlagCondition.holds($0, in: flags) }
    }

    /// The shortcuts offered with `flags` (the quick-actions menu, hotkeys, names typed).
    public func offeredShortcuts(flags: [String: Bool]) -> [Shortcut] {
        app.shortcuts.filter { Self.allTrue($0.requires, in: flags) }
    }

    /// The tabs in the tab bar with `flags`: those whose flags are all true. When none is,
    /// the first tab stays, so the app always has a stack.
    public func visibleTabs(flags: [String: Bool]) -> [TabDefinition] {
        let tabs = app.effectiveTabs
        let visible = tabs.filter { Self.allTrue($0.requires, in: flags) }
        return visible.isEmpty ? Array(tabs.prefix(1)) : visible
    }

    /// Brings the tab bar in line with the flags: a tab whose flags turned true appears (at its
    /// root), one whose flag turned false leaves with its stack; the selected tab stays
    /// selected while it is there, else the first tab is.
    func syncTabs(on state: inout SimulatorState, events: inout [NavigationEvent]) {
        // Most apps have no conditional tab: nothing to compare after every input.
        guard app.tabs.contains(where: { !$0.requires.isEmpty }) else { return }
        let wanted = visibleTabs(flags: state.flags)
        let current = state.tree.tabs
        guard wanted.map(\.id) != current.map(\.id) else { return }
        let selectedID = current.indices.contains(state.tree.selectedTab) ? current[state.tree.selectedTab].id : nil
        var tabs: [TabState] = []
        for tab in wanted {
            if let kept = current.first(where: { $0.id == tab.id }) {
                tabs.append(kept)
            } else {
                let root = makeInstance(PlannedScreen(screen: tab.root, parameters: [], origin: nil), state: &state)
                tabs.append(TabState(id: tab.id, title: tab.title, icon: tab.icon, stack: NavigationStack([root])))
                events.append(.note("tab \(tab.id) appears: " + tab.requires.map { FlagCondition.value(of: $0, in: state.flags) }.joined(separator: ", ")))
            }
        }
        for tab in current where !tabs.contains(where: { $0.id == tab.id }) {
            let defined = definition(of: tab)
            let failing = (defined?.requires ?? []).filter { !FlagCondition.holds($0, in: state.flags) }
            events.append(.note("tab \(tab.id) leaves the tab bar: " + failing.map { FlagCondition.value(of: $0, in: state.flags) }.joined(separator: ", ")))
        }
        state.tree.tabs = tabs
        state.tree.selectedTab = tabs.firstIndex { $0.id == selectedID } ?? 0
    }
}
