/// One dynamic segment of a route's name, as expo-router's `generateDynamic` describes it:
/// `[id]` (one segment), `[...rest]` (`deep`: the remaining segments), `+not-found` (deep, `notFound`).
struct ExpoDynamicSegment: Sendable, Equatable {
    var name: String
    var deep: Bool
    var notFound: Bool
}

/// The navigator a layout's default export renders.
enum ExpoNavigatorKind: String, Sendable, Equatable, CaseIterable {
    case stack = "Stack", tabs = "Tabs", slot = "Slot", drawer = "Drawer"

    /// The name of its state's `type` in React Navigation (`open --json`).
    var stateType: String {
        switch self {
        case .stack: return "stack"
        case .tabs: return "tab"
        case .slot: return "slot"
        case .drawer: return "drawer"
        }
    }

    /// Whether it switches between its routes (Tabs, Drawer) rather than stacking them.
    var switchesRoutes: Bool { self == .tabs || self == .drawer }
}

/// The options of one screen a layout can state literally (`<Stack.Screen options={{…}}>`).
struct ExpoScreenOptions: Sendable, Equatable {
    var title: String?
    var presentation: String?

    /// Whether `presentation` shows the screen modally.
    var isModal: Bool {
        ["modal", "fullScreenModal", "formSheet", "transparentModal", "containedModal", "containedTransparentModal"]
            .contains(presentation ?? "")
    }
}

/// What a `_layout` file says about its navigator, read from its source or given in the route file.
struct ExpoLayoutDeclaration: Sendable, Equatable {
    var navigator: ExpoNavigatorKind = .stack
    /// Whether the source renders the navigator literally (an element imported from expo-router).
    var navigatorIsLiteral = false
    /// `unstable_settings.anchor`, else `.initialRouteName`.
    var anchor: String?
    /// `unstable_settings["group"].anchor` (or `.initialRouteName`) by group name.
    var groupAnchors: [String: String] = [:]
    /// `<X.Screen name>` in declared order.
    var screens: [String] = []
    /// Literal options by screen name.
    var options: [String: ExpoScreenOptions] = [:]
    /// The navigator's literal `screenOptions`.
    var screenOptions = ExpoScreenOptions()
    /// What the reader saw but could not read as a literal (for `check` and `init`).
    var notUnderstood: [String] = []
}

/// One node of the route tree expo-router's `getRoutes` builds from the app folder.
struct ExpoRouteNode: Sendable, Equatable {
    enum Kind: String, Sendable { case layout, route }

    var kind: Kind
    /// The name relative to the nearest layout (`index`, `[id]`, `blog/[...rest]`, `(tabs)`).
    var route: String
    /// The file, `./` and the path relative to the app folder; a generated node names expo-router's view.
    var file: String
    /// The route's path from the app folder without extension, groups expanded (`(tabs)/home/[id]`):
    /// navsim's screen id.
    var id: String
    var dynamic: [ExpoDynamicSegment]?
    var generated: Bool = false
    var isInternal: Bool = false
    /// The layout's navigator and settings (layouts only).
    var layout: ExpoLayoutDeclaration?
    /// The anchor route name, resolved against the children (layouts only).
    var anchor: String?
    /// The href the route file's default export redirects to (`<Redirect href>` alone).
    var redirect: String?
    var children: [ExpoRouteNode] = []
    /// The names of the path params of a screen of a `linking` config (its own and its
    /// parents'); `nil` for an app folder's route, whose file path names them.
    var pathParameters: Set<String>?

    /// The last group of the route (`(tabs)` of `(app)/(tabs)`), without parentheses.
    var lastGroupName: String? {
        route.split(separator: "/").last.flatMap { ExpoRouteName.groupName(String($0)) }
    }

    /// The children in the order of the navigator's `routeNames`: declared screens first, then
    /// the anchor, then expo-router's `sortRoutes` (index and groups, static by length, dynamic last).
    var routeNames: [String] {
        let visible = children.filter { !$0.generated }
        let sorted = ExpoRouteSorting.sorted(visible, anchor: anchor).map(\.route)
        let declared = (layout?.screens ?? []).filter { sorted.contains($0) }
        return declared + sorted.filter { !declared.contains($0) }
    }

    /// A layout's id: its folder and `_layout` (a route file may share the folder's name).
    static func layoutID(folder: String) -> String { folder.isEmpty ? "_layout" : folder + "/_layout" }

    /// The child named `name`.
    func child(named name: String) -> ExpoRouteNode? { children.first { $0.route == name } }

    /// The node whose id is `id`, this one or below.
    func node(id: String) -> ExpoRouteNode? {
        if self.id == id { return self }
        for child in children { if let found = child.node(id: id) { return found } }
        return nil
    }
}

/// expo-router's file-name conventions (`matchers.tsx`).
enum ExpoRouteName {
    /// `(name)` → `name`.
    static func groupName(_ segment: String) -> String? {
        guard segment.count > 2, segment.hasPrefix("("), segment.hasSuffix(")") else { return nil }
        let inner = segment.dropFirst().dropLast()
        return inner.contains("/") ? nil : String(inner)
    }

    /// `[name]` → `name` (not `[...name]`, no brackets or dots inside).
    static func dynamicName(_ segment: String) -> String? {
        guard segment.count > 2, segment.hasPrefix("["), segment.hasSuffix("]") else { return nil }
        let inner = segment.dropFirst().dropLast()
        if inner.contains(where: { "[]().".contains($0) }) { return nil }
        return String(inner)
    }

    /// `[...name]` → `name`.
    static func deepDynamicName(_ segment: String) -> String? {
        guard segment.hasPrefix("[..."), segment.hasSuffix("]"), segment.count > 5 else { return nil }
        let inner = segment.dropFirst(4).dropLast()
        return inner.contains("/") ? nil : String(inner)
    }

    /// `generateDynamic`: the dynamic segments of a route name, `nil` when it has none.
    static func dynamicSegments(_ route: String) -> [ExpoDynamicSegment]? {
        let parts = route.split(separator: "/", omittingEmptySubsequences: false).compactMap { part -> ExpoDynamicSegment? in
            let part = String(part)
            if part == "+not-found" { return ExpoDynamicSegment(name: "+not-found", deep: true, notFound: true) }
            if let name = deepDynamicName(part) { return ExpoDynamicSegment(name: name, deep: true, notFound: false) }
            if let name = dynamicName(part) { return ExpoDynamicSegment(name: name, deep: false, notFound: false) }
            return nil
        }
        return parts.isEmpty ? nil : parts
    }

    /// `stripGroupSegmentsFromPath`: the path without its `(group)` segments.
    static func strippingGroups(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).filter { groupName(String($0)) == nil }
            .joined(separator: "/")
    }

    /// A route name's linking pattern (`convertDynamicRouteToReactNavigation` per segment):
    /// `[x]` → `:x`, `[...x]` → `*x`, `index` → nothing, `+not-found` → `*not-found`; groups kept.
    static func pattern(of route: String) -> String {
        route.split(separator: "/", omittingEmptySubsequences: false).compactMap { part -> String? in
            let part = String(part)
            if part == "index" { return nil }
            if part == "+not-found" { return "*not-found" }
            if let name = deepDynamicName(part) { return "*" + name }
            if let name = dynamicName(part) { return ":" + name }
            return part
        }.filter { !$0.isEmpty }.joined(separator: "/")
    }
}

/// expo-router's `sortRoutes` and `sortRoutesWithInitial`: the order of a navigator's routes.
enum ExpoRouteSorting {
    static func sorted(_ nodes: [ExpoRouteNode], anchor: String?) -> [ExpoRouteNode] {
        ExpoStableSort.sorted(nodes) { a, b in
            if let anchor {
                if a.route == anchor { return -1 }
                if b.route == anchor { return 1 }
            }
            return compare(a, b)
        }
    }

    /// Negative when `a` comes first.
    static func compare(_ a: ExpoRouteNode, _ b: ExpoRouteNode) -> Int {
        switch (a.dynamic, b.dynamic) {
        case (.some, nil): return 1
        case (nil, .some): return -1
        case (.some(let left), .some(let right)):
            if left.count != right.count { return right.count - left.count }
            for (x, y) in zip(left, right) {
                if x.deep && !y.deep { return 1 }
                if !x.deep && y.deep { return -1 }
            }
            return 0
        case (nil, nil):
            let aIndex = a.route == "index" || ExpoRouteName.groupName(a.route) != nil
            let bIndex = b.route == "index" || ExpoRouteName.groupName(b.route) != nil
            if aIndex && !bIndex { return -1 }
            if !aIndex && bIndex { return 1 }
            return a.route.utf16.count - b.route.utf16.count
        }
    }
}

/// A stable sort by a three-way comparator, as JavaScript's `Array.prototype.sort` (binary
/// insertion, which V8 uses for the short arrays routes make) orders equal elements.
enum ExpoStableSort {
    static func sorted<Element>(_ items: [Element], by compare: (Element, Element) -> Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for item in items {
            var low = 0, high = result.count
            while low < high {
                let middle = (low + high) / 2
                if compare(item, result[middle]) < 0 { high = middle } else { low = middle + 1 }
            }
            result.insert(item, at: low)
        }
        return result
    }
}
