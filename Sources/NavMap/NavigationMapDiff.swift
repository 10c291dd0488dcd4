extension NavigationMap {
    /// One map of `old` and `new` for a pull request: everything in `new`, then what only `old`
    /// has; tabs, screens, entries (by pattern or name) and edges only in `new` are
    /// ``Change/added``, those only in `old` ``Change/removed``.
    public static func difference(from old: NavigationMap, to new: NavigationMap) -> NavigationMap {
        var result = new
        result.tabs = merged(old.tabs, new.tabs, key: \.id, change: \.change)
        result.screens = merged(old.screens, new.screens, key: \.id, change: \.change)
        result.entries = merged(old.entries, new.entries, key: \.key, change: \.change)
        result.edges = merged(old.edges, new.edges, key: \.identity, change: \.change)
        return result
    }

    /// `new`'s elements (those `old` lacks marked added), then `old`'s that `new` lacks, marked removed.
    private static func merged<Element, Key: Hashable>(_ old: [Element], _ new: [Element], key: (Element) -> Key,
                                                      change: WritableKeyPath<Element, Change>) -> [Element] {
        let oldKeys = Set(old.map(key)), newKeys = Set(new.map(key))
        var result = new
        for index in result.indices where !oldKeys.contains(key(result[index])) { result[index][keyPath: change] = .added }
        for var element in old where !newKeys.contains(key(element)) {
            element[keyPath: change] = .removed
            result.append(element)
        }
        return result
    }

    /// How many elements each change marks, for a one-line summary.
    public var changeCounts: (added: Int, removed: Int) {
        let changes = tabs.map(\.change) + screens.map(\.change) + entries.map(\.change) + edges.map(\.change)
        return (changes.filter { $0 == .added }.count, changes.filter { $0 == .removed }.count)
    }
}
