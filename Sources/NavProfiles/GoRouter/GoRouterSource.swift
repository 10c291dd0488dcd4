import NavModel
import NavRouting
import NavSupport

/// The go_router profile's routes: the route file's `routes` tree and `goRouter` object,
/// read with go_router's configuration errors; the table holds one route per GoRoute (its
/// full path), depth first in declaration order.
struct GoRouterSource: AppSource {
    var topLevelKeys: [String] { ["routes", "goRouter"] }

    func build(root: JSONNode, base: AppDefinition, options: MatchingOptions, directory: String) throws(AppSourceError) -> SourcedApp {
        let routes = Self.member("routes", of: root)
        guard let routes else {
            throw AppSourceError([ConfigDiagnostic(severity: .error, message: "missing required key \"routes\" (GoRouter.routes)",
                                                   position: root.position)])
        }
        var decoder = GoRouterConfigDecoder()
        let (tree, settings) = decoder.decode(routes: routes, settings: Self.member("goRouter", of: root))
        var diagnostics = decoder.problems.map { ConfigDiagnostic(severity: .error, message: $0.message, jsonPath: $0.at, position: $0.position) }
        diagnostics += Self.tabProblems(base: base, tree: tree, root: root)
        guard diagnostics.isEmpty else { throw AppSourceError(diagnostics) }

        var matching = options
        matching.profile = .goRouter(tree)
        let specs = tree.goRoutes.enumerated().map { number, node in RouteSpec(path: node.fullPath, screen: node.screen, index: number) }
        let table: RouteTable
        do {
            table = try RouteTable(routes: specs, options: matching)
        } catch {
            let goRoutes = tree.goRoutes
            throw AppSourceError(error.errors.map { problem in
                let node = goRoutes.indices.contains(problem.routeIndex) ? goRoutes[problem.routeIndex] : nil
                return ConfigDiagnostic(severity: .error, message: problem.message, jsonPath: node.map { $0.at + ".path" } ?? "routes",
                                        position: node?.position ?? root.position)
            })
        }
        var app = base
        app.routes = tree.goRoutes.enumerated().map { number, node in
            RouteBehavior(path: node.fullPath, screen: node.screen, presentation: node.isModal ? .modal : .push,
                          redirect: node.redirect.flatMap(\.constantTarget), index: number)
        }
        let tabs = GoRouterTabs(tree: tree, declared: base.tabs)
        app.tabs = tabs.definitions
        let navigator = GoRouterNavigator(engine: GoRouterEngine(tree: tree, settings: settings), tabs: tabs)
        return SourcedApp(app: app, table: table, navigator: navigator)
    }

    /// `tabs` names the tab shell's branches, in order: one per branch, and only with a tab shell.
    private static func tabProblems(base: AppDefinition, tree: GoRouteTree, root: JSONNode) -> [ConfigDiagnostic] {
        guard !base.tabs.isEmpty else { return [] }
        let place = member("tabs", of: root)?.position ?? root.position
        guard let shell = tree.tabShell else {
            return [ConfigDiagnostic(severity: .error, message: "\"tabs\" names the branches of a StatefulShellRoute, and the routes have none",
                                     jsonPath: "tabs", position: place)]
        }
        let branches = tree[shell].branches.count
        guard base.tabs.count == branches else {
            return [ConfigDiagnostic(severity: .error,
                                     message: "\"tabs\" has \(base.tabs.count) entries; the StatefulShellRoute at \(tree[shell].at) has \(branches) branches",
                                     jsonPath: "tabs", position: place)]
        }
        return []
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension GoRedirect {
    /// The location a redirect always answers, for the route table's listing; `nil` for rules.
    var constantTarget: String? {
        if case .always(let target) = self { return target }
        return nil
    }
}

/// The tabs of a go_router app: one per branch of the tab shell (the first StatefulShellRoute),
/// named by `tabs[i]`, else the branch's navigator key, else its initial location; one `main`
/// tab without a tab shell.
struct GoRouterTabs: Sendable {
    struct Tab: Sendable {
        var id: String
        var title: String
        var icon: String?
    }

    let tabs: [Tab]
    let hasTabShell: Bool

    init(tree: GoRouteTree, declared: [TabDefinition]) {
        guard let shell = tree.tabShell else {
            tabs = [Tab(id: TabDefinition.implicitID, title: TabDefinition.implicitID, icon: nil)]
            hasTabShell = false
            return
        }
        hasTabShell = true
        tabs = tree[shell].branches.enumerated().map { index, branch in
            if declared.indices.contains(index) {
                return Tab(id: declared[index].id, title: declared[index].title, icon: declared[index].icon)
            }
            let id = branch.hasWrittenKey ? branch.navigatorKey : (tree.initialLocation(of: branch) ?? "branch\(index + 1)")
            return Tab(id: id, title: id, icon: nil)
        }
    }

    /// The tabs as the app definition holds them (the UI's tab bar, `:tab ID`).
    var definitions: [TabDefinition] {
        hasTabShell ? tabs.map { TabDefinition(id: $0.id, title: $0.title, root: "", icon: $0.icon) } : []
    }

    /// The branch `selector` names: a position from 1, or an id or title (case-insensitive).
    func branch(_ selector: TabSelector) -> Int? {
        switch selector {
        case .position(let number): return number - 1
        case .name(let name):
            return tabs.firstIndex { $0.id.lowercased() == name.lowercased() } ?? tabs.firstIndex { $0.title.lowercased() == name.lowercased() }
        }
    }
}
