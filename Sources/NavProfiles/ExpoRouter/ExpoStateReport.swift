import NavSupport

/// What `open --json` and `match --json` say about an expo-router state: React Navigation's
/// state as JSON, `usePathname()`, `useSegments()` and the URL `getPathFromState` writes.
struct ExpoStateReport {
    let engine: ExpoNavigationEngine
    let baseUrl: String?

    /// A navigator's state: `type`, `index`, `routeNames`, `routes`, and `history` for Tabs and Drawer.
    func json(_ state: ExpoNavigatorState) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("type", .string(state.type)),
            ("index", .int(state.index)),
            ("routeNames", .array(state.routeNames.map { .string($0) })),
            ("routes", .array(state.routes.map { route in
                var fields: [(String, JSONOutput)] = [("name", .string(route.name))]
                if let params = route.params { fields.append(("params", Self.paramsJSON(params))) }
                if let path = route.path { fields.append(("path", .string(path))) }
                if let nested = route.state { fields.append(("state", json(nested))) }
                return .object(fields)
            })),
        ]
        if let history = state.history { members.append(("history", .array(history.map { .string($0) }))) }
        return .object(members)
    }

    /// getStateFromPath's result as expo-router returns it (keys left out when absent, no `index`).
    static func parsedJSON(_ state: ExpoParsedState) -> JSONOutput {
        let routes: [JSONOutput] = state.routes.map { route in
            var fields: [(String, JSONOutput)] = [("name", .string(route.name))]
            if let params = route.params { fields.append(("params", paramsJSON(params))) }
            if let path = route.path { fields.append(("path", .string(path))) }
            if let nested = route.state { fields.append(("state", parsedJSON(nested))) }
            return .object(fields)
        }
        return .object((state.index.map { [("index", JSONOutput.int($0))] } ?? []) + [("routes", .array(routes))])
    }

    static func paramsJSON(_ params: ExpoParams) -> JSONOutput {
        .object(params.entries.map { entry in
            switch entry.value {
            case .string(let value): return (entry.name, .string(value))
            case .list(let values): return (entry.name, .array(values.map { .string($0) }))
            case .bool(let flag): return (entry.name, .bool(flag))
            case .null: return (entry.name, .null)
            case .number(let number): return (entry.name, .number(number))
            }
        })
    }

    private func focused(_ session: ExpoSession) -> ExpoStateRoute? { session.focusedChain.last?.route }

    /// `useSegments()`: the focused route's file path, groups kept, a last `index` dropped.
    func segments(_ session: ExpoSession) -> [String] {
        guard let route = focused(session) else { return [] }
        var parts = route.nodeID.split(separator: "/").map(String.init)
        if parts.last == "index" { parts.removeLast() }
        return parts
    }

    /// `usePathname()`: the path the focused route was reached by, without query and groups; a
    /// route reached without one is written from its file path and params.
    func pathname(_ session: ExpoSession) -> String {
        guard let route = focused(session) else { return "/" }
        if let path = route.path {
            var text = Substring(path)
            if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
            let clean = ExpoRouteName.strippingGroups(String(text)).split(separator: "/", omittingEmptySubsequences: false)
                .filter { !$0.isEmpty }.joined(separator: "/")
            return "/" + clean
        }
        var parts: [String] = []
        for part in route.nodeID.split(separator: "/").map(String.init) where ExpoRouteName.groupName(part) == nil {
            if part == "+not-found" { parts += values(route.params?["not-found"]); continue }
            if let name = ExpoRouteName.deepDynamicName(part) { parts += values(route.params?[name]); continue }
            if let name = ExpoRouteName.dynamicName(part) { parts += values(route.params?[name]).prefix(1); continue }
            parts.append(part)
        }
        if parts.last == "index" { parts.removeLast() }
        return "/" + parts.joined(separator: "/")
    }

    /// The focused route's path written from its file path and params, groups kept (so a route
    /// shared by groups is reached again in its own group), `index` dropped, and its query.
    func linkPath(_ session: ExpoSession) -> String {
        guard let route = focused(session) else { return "" }
        var parts: [String] = []
        for part in route.nodeID.split(separator: "/").map(String.init) {
            if part == "+not-found" { parts += values(route.params?["not-found"]); continue }
            if let name = ExpoRouteName.deepDynamicName(part) { parts += values(route.params?[name]); continue }
            if let name = ExpoRouteName.dynamicName(part) { parts += values(route.params?[name]).prefix(1); continue }
            parts.append(part)
        }
        if parts.last == "index" { parts.removeLast() }
        return parts.joined(separator: "/") + query(route)
    }

    private func values(_ value: ExpoParamValue?) -> [String] {
        (value?.texts ?? []).map(ExpoURLText.encodeURIComponent)
    }

    /// The URL `getPathFromState` writes: base URL, pathname, the focused route's query.
    func url(_ session: ExpoSession) -> String {
        guard let route = focused(session) else { return "/" }
        var base = baseUrl ?? ""
        if !base.isEmpty, !base.hasPrefix("/") { base = "/" + base }
        let path = pathname(session)
        let joined = base.isEmpty ? path : (path == "/" ? base : base + path)
        return joined + query(route)
    }

    /// `?name=value&…` of the route's params that are not path parameters (nor the fragment).
    private func query(_ route: ExpoStateRoute) -> String {
        let pathNames = engine.pathParameterNames(of: route.nodeID)
        var items: [String] = []
        for entry in route.params?.entries ?? [] where entry.name != "#" && !pathNames.contains(entry.name) {
            let key = ExpoURLText.encodeURIComponent(entry.name)
            if entry.value == .null { items.append(key); continue }
            items += entry.value.texts.map { key + "=" + ExpoURLText.encodeURIComponent($0) }
        }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }
}

extension ExpoRouteNode {
    /// The node as `routes --json` prints it: getRoutes' fields, and on a layout its group,
    /// navigator, anchor and children.
    var json: JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("route", .string(route)),
            ("type", .string(kind.rawValue)),
            ("file", .string(file)),
            ("dynamic", dynamic.map { segments in
                .array(segments.map { .object([("name", .string($0.name)), ("deep", .bool($0.deep)), ("notFound", .bool($0.notFound))]) })
            } ?? .null),
            ("generated", .bool(generated)),
            ("internal", .bool(isInternal)),
        ]
        if kind == .layout {
            members += [
                ("groupName", .optional(lastGroupName)),
                ("navigator", .string(layout?.navigator.rawValue ?? ExpoNavigatorKind.stack.rawValue)),
                ("anchor", .optional(anchor)),
                ("children", .array(children.map(\.json))),
            ]
        }
        return .object(members)
    }
}
