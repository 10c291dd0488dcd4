import NavSupport

/// The app's `GoRouter(routes: …)` tree as the route file writes it, flattened: every node
/// (GoRoute, ShellRoute, StatefulShellRoute) has an id, its position in ``nodes``, numbered
/// depth first in declaration order.
struct GoRouteTree: Sendable {
    /// Every node, depth first in declaration order (a node's `id` is its index).
    var nodes: [GoRouteNode]
    /// The ids of `GoRouter.routes`, in order.
    var topLevel: [Int]

    subscript(id: Int) -> GoRouteNode { nodes[id] }

    /// The GoRoutes, depth first: the table `match`, `routes` and lint read.
    var goRoutes: [GoRouteNode] { nodes.filter { $0.kind == .route } }

    /// The node's children in declaration order: a GoRoute's sub-routes, a ShellRoute's
    /// routes, every branch's routes of a StatefulShellRoute.
    func children(of id: Int) -> [Int] {
        let node = nodes[id]
        return node.kind == .statefulShell ? node.branches.flatMap(\.routes) : node.routes
    }

    /// The node and its descendants, depth first.
    func subtree(_ id: Int) -> [Int] {
        [id] + children(of: id).flatMap(subtree)
    }

    /// The first StatefulShellRoute in declaration order, depth first: the tab shell.
    var tabShell: Int? { nodes.first { $0.kind == .statefulShell }?.id }

    /// The branch of the StatefulShellRoute `shell` that holds `id` (a direct child), or `nil`.
    func branch(of shell: Int, holding id: Int) -> Int? {
        nodes[shell].branches.firstIndex { $0.routes.contains(id) }
    }

    /// The navigator key the sub-route `child` of the shell `shell` is placed on
    /// (`ShellRouteBase.navigatorKeyForSubRoute`).
    func navigatorKey(ofShell shell: Int, forChild child: Int) -> String {
        let node = nodes[shell]
        if node.kind == .shell { return node.navigatorKey ?? "" }
        return branch(of: shell, holding: child).map { node.branches[$0].navigatorKey } ?? ""
    }

    /// The first GoRoute of a branch, depth first (`StatefulShellBranch.defaultRoute`).
    func defaultRoute(of branch: GoBranch) -> Int? {
        branch.routes.flatMap(subtree).first { nodes[$0].kind == .route }
    }

    /// The branch's effective initial location: its `initialLocation`, else its default
    /// route's full path filled with `parameters` (the shell's current path parameters).
    func initialLocation(of branch: GoBranch, parameters: [String: String] = [:]) -> String? {
        if let written = branch.initialLocation { return written }
        guard let route = defaultRoute(of: branch) else { return nil }
        return GoRoutePattern.fill(nodes[route].fullPath, with: parameters)
    }
}

/// What kind of `RouteBase` a node is.
enum GoRouteKind: String, Sendable {
    /// `GoRoute`: a page (or a redirect only) at a path.
    case route
    /// `ShellRoute`: a container page with a navigator of its own.
    case shell
    /// `StatefulShellRoute`: one navigator per branch.
    case statefulShell
}

/// One node of the route tree.
struct GoRouteNode: Sendable {
    var id: Int
    var kind: GoRouteKind
    /// The node's JSON path in the route file (`routes[2].branches[0].routes[1]`).
    var at: String
    /// Where the node starts in the route file.
    var position: SourcePosition
    /// The entry of `GoRouter.routes` the node is under.
    var topIndex: Int
    /// The enclosing node, `nil` at the top level.
    var parent: Int?
    /// A GoRoute's path as written; empty for shells.
    var path: String
    /// The full path: the enclosing GoRoutes' paths joined (`concatenatePaths`); a shell's is its parent's.
    var fullPath: String
    /// A GoRoute's page (`nil`: redirect-only, no page); a shell's builder screen.
    var screen: String?
    /// `GoRoute.name`.
    var name: String?
    /// `GoRoute.caseSensitive`.
    var caseSensitive: Bool
    /// The navigator this node's page goes on when not its scope's (`"root"` or an ancestor's key).
    var parentNavigatorKey: String?
    /// A ShellRoute's own navigator key (written or made up from `at`).
    var navigatorKey: String?
    /// The node's redirect callback, `nil` when it has none.
    var redirect: GoRedirect?
    /// `presentation: "modal"` (a `fullscreenDialog` page; display only).
    var isModal: Bool
    /// A GoRoute's sub-routes, a ShellRoute's routes (ids).
    var routes: [Int]
    /// A StatefulShellRoute's branches.
    var branches: [GoBranch]
    /// The compiled path of a GoRoute.
    var pattern: GoRoutePattern?

    /// A GoRoute without a page: it only redirects (`GoRoute.redirectOnly`).
    var isRedirectOnly: Bool { kind == .route && screen == nil }
}

/// A `StatefulShellBranch`.
struct GoBranch: Sendable {
    /// The branch's JSON path.
    var at: String
    var position: SourcePosition
    /// Its navigator key (written, or made up from `at`).
    var navigatorKey: String
    /// Whether the key was written in the route file (tab ids use it).
    var hasWrittenKey: Bool
    var initialLocation: String?
    var preload: Bool
    /// The branch's routes (ids).
    var routes: [Int]
}

/// `GoRouter`'s arguments other than `routes`.
struct GoRouterSettings: Sendable {
    var initialLocation: String = "/"
    var overridePlatformDefaultLocation = false
    var redirectLimit = 5
    var redirect: GoRedirect?
    /// The screen of `errorBuilder` / `errorPageBuilder`, `nil` for go_router's default error screen.
    var errorScreen: String?
    /// `onException`, when given.
    var onException: GoExceptionHandler?
}

/// `onException`: what the handler does with an error (`{}` does nothing).
struct GoExceptionHandler: Sendable, Equatable {
    /// A location template the handler `go`es to (`{error}`, `{uri}` and state fields filled), or `nil`.
    var go: String?
    /// The `extra` handed with it.
    var extra: String?
}
