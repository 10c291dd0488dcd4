import Foundation
import NavSupport

/// go_router's JSON: `match --json`, a match list, the query, the redirects run, `routes --json`.
enum GoRouterJSON {
    /// `navsim match INPUT --json`: matching only, no redirect.
    static func match(_ input: String, tree: GoRouteTree) -> (json: JSONOutput, matched: Bool) {
        let list: GoMatchList
        do {
            list = GoRouteMatcher(tree: tree).findMatch(try GoLocation.parse(input.trimmingCharacters(in: .whitespaces)))
        } catch {
            return (.object([
                ("input", .string(input)), ("matched", false), ("url", nil), ("route", nil), ("screen", nil), ("params", .object([])),
                ("sources", .object([])), ("query", .object([])), ("matches", .array([])), ("error", .string(error.message)),
                ("profile", "go_router"),
            ]), false)
        }
        var route: JSONOutput = nil
        var screen: JSONOutput = nil
        if let last = list.lastRoute {
            let node = tree[last.node]
            route = .object([("path", .string(node.path)), ("pattern", .string(node.fullPath)), ("index", .int(node.topIndex)),
                             ("name", .optional(node.name)), ("at", .string(node.at))])
            screen = .optional(node.screen)
        }
        var params: [(String, JSONOutput)] = []
        var sources: [(String, JSONOutput)] = []
        let order = list.lastRoute.map { GoRoutePattern.parameters(in: tree[$0.node].fullPath).map(\.name) } ?? []
        for name in list.pathParameters.keys.sorted(by: { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }) {
            params.append((name, .string(list.pathParameters[name] ?? "")))
            sources.append((name, "path"))
        }
        for item in list.uri.queryParameters where list.pathParameters[item.name] == nil {
            params.append((item.name, value(item.values)))
            sources.append((item.name, "query"))
        }
        return (.object([
            ("input", .string(input)), ("matched", .bool(!list.isError)), ("url", .string(list.uri.description)), ("route", route),
            ("screen", screen), ("params", .object(params)), ("sources", .object(sources)), ("query", query(list.uri)),
            ("matches", matches(list.matches, in: tree)), ("error", .optional(list.error)), ("profile", "go_router"),
        ]), !list.isError)
    }

    /// Every query parameter, a list when repeated.
    static func query(_ uri: GoLocation) -> JSONOutput {
        .object(uri.queryParameters.map { ($0.name, value($0.values)) })
    }

    private static func value(_ values: [String]) -> JSONOutput {
        values.count == 1 ? .string(values[0]) : .array(values.map { .string($0) })
    }

    /// A match list, top level first; a shell holds its navigator's matches.
    static func matches(_ matches: [GoMatch], in tree: GoRouteTree) -> JSONOutput {
        .array(matches.map { match in
            switch match {
            case .route(let route):
                let node = tree[route.node]
                return .object([("route", .string(node.at)), ("screen", .optional(node.screen)), ("name", .optional(node.name)),
                                ("path", .string(node.path)), ("pattern", .string(node.fullPath)),
                                ("matchedLocation", .string(route.matchedLocation))])
            case .shell(let shell):
                let node = tree[shell.node]
                var members: [(String, JSONOutput)] = [("route", .string(node.at)), ("shell", .optional(node.screen))]
                if let branch = shell.branch { members.append(("branch", .int(branch))) }
                members.append(("matches", self.matches(shell.matches, in: tree)))
                return .object(members)
            case .pushed(let pushed):
                return .object([("route", .optional(pushed.list.lastRoute.map { tree[$0.node].at })), ("pushed", true),
                                ("location", .string(pushed.list.uri.description)),
                                ("matches", self.matches(pushed.list.matches, in: tree))])
            }
        })
    }

    /// Every redirect callback run: `{"redirect": "top" | AT, "matchedLocation", "result"}`
    /// (and `throws` when it threw).
    static func redirects(_ calls: [GoRedirectCall]) -> JSONOutput {
        .array(calls.map { call in
            var members: [(String, JSONOutput)] = [("redirect", .string(call.redirect ?? "top")),
                                                   ("matchedLocation", .string(call.matchedLocation))]
            switch call.answer {
            case .location(let target): members.append(("result", .string(target)))
            case .none: members.append(("result", nil))
            case .thrown(let message): members += [("result", nil), ("throws", .string(message))]
            }
            return .object(members)
        })
    }

    /// `navsim routes --json`: every node depth first, a StatefulShellRoute with its branches
    /// and their effective initial locations.
    static func routes(_ tree: GoRouteTree) -> JSONOutput {
        .array(tree.nodes.map { node in
            var members: [(String, JSONOutput)] = [("at", .string(node.at)), ("kind", .string(node.kind.rawValue))]
            switch node.kind {
            case .route:
                members += [("path", .string(node.path)), ("pattern", .string(node.fullPath)), ("screen", .optional(node.screen)),
                            ("name", .optional(node.name))]
            case .shell, .statefulShell:
                members += [("path", nil), ("pattern", nil), ("screen", .optional(node.screen)), ("name", nil)]
            }
            if node.kind == .statefulShell {
                members.append(("branches", .array(node.branches.map { branch in
                    .object([("at", .string(branch.at)), ("navigatorKey", .string(branch.navigatorKey)),
                             ("initialLocation", .optional(tree.initialLocation(of: branch)))])
                })))
            }
            return .object(members)
        })
    }
}
