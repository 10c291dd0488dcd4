extension NavigationMap {
    /// One map of `old` and `new` for a pull request: everything in `new`, then what only `old`
    /// has; tabs, screens, entries (by pattern or name) and edges only in `new` are
    /// ``Change/added``, those only in `old` ``Change/removed``.
    public static func difference(from old: NavigationMap, to new: NavigationMap) -> NavigationMap {
        var result = new
        let oldTabs = Set(old.tabs.map(\.id)), newTabs = Set(new.tabs.map(\.id))
        for index in result.tabs.indices where !oldTabs.contains(result.tabs[index].id) { result.tabs[index].change = .added }
        for var tab in old.tabs where !newTabs.contains(tab.id) {
            tab.change = .removed
            result.tabs.append(tab)
        }
        let oldScreens = Set(old.screens.map(\.id)), newScreens = Set(new.screens.map(\.id))
        for index in result.screens.indices where !oldScreens.contains(result.screens[index].id) { result.screens[index].change = .added }
        for var screen in old.screens where !newScreens.contains(screen.id) {
            screen.change = .removed
            result.screens.append(screen)
        }
        let oldEntries = Set(old.entries.map(\.key)), newEntries = Set(new.entries.map(\.key))
        for index in result.entries.indices where !oldEntries.contains(result.entries[index].key) { result.entries[index].change = .added }
        for var entry in old.entries where !newEntries.contains(entry.key) {
            entry.change = .removed
            result.entries.append(entry)
        }
        let oldEdges = Set(old.edges.map(\.identity)), newEdges = Set(new.edges.map(\.identity))
        for index in result.edges.indices where !oldEdges.contains(result.edges[index].identity) { result.edges[index].change = .added }
        for var edge in old.edges where !newEdges.contains(edge.identity) {
            edge.change = .removed
            result.edges.append(edge)
        }
        return result
    }

    /// How many elements each change marks, for a one-line summary.
    public var changeCounts: (added: Int, removed: Int) {
        let changes = tabs.map(\.change) + screens.map(\.change) + entries.map(\.change) + edges.map(\.change)
        return (changes.filter { $0 == .added }.count, changes.filter { $0 == .removed }.count)
    }
}
