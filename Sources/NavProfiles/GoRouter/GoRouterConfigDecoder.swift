import Foundation
import NavSupport

/// A problem in the route file's go_router keys: the message (go_router's own for its
/// configuration assertions), the JSON path and the position.
struct GoConfigProblem: Sendable, Equatable {
    var message: String
    var at: String
    var position: SourcePosition
}

/// Reads the route file's `routes` tree and `goRouter` object into a ``GoRouteTree`` and
/// ``GoRouterSettings``, collecting every problem: unknown keys, wrong types, other profiles'
/// route keys, and go_router's configuration assertions (`RouteConfiguration`, `GoRoute`,
/// `GoRouter`).
struct GoRouterConfigDecoder {
    private(set) var problems: [GoConfigProblem] = []
    private var nodes: [GoRouteNode] = []
    private var names: [String: String] = [:]

    /// Keys each kind of node may have.
    static let routeKeys = ["path", "screen", "name", "caseSensitive", "parentNavigatorKey", "redirect", "presentation", "routes"]
    static let shellKeys = ["shell", "navigatorKey", "parentNavigatorKey", "redirect", "routes"]
    static let statefulShellKeys = ["statefulShell", "redirect", "branches"]
    static let branchKeys = ["navigatorKey", "initialLocation", "preload", "routes"]
    static let settingKeys = ["initialLocation", "overridePlatformDefaultLocation", "redirectLimit", "redirect", "errorBuilder",
                              "errorPageBuilder", "onException"]
    static let ruleKeys = ["when", "where", "unless", "to", "throw"]
    /// Route keys of the other profiles, refused with a pointer to what go_router has instead.
    static let foreignRouteKeys: [String: String] = [
        "tab": "the branches of a \"statefulShell\" are the tabs",
        "priority": "go_router tries routes in declaration order",
        "policy": "go_router navigates by go, :push and :replace",
        "dependencies": "sub-routes (\"routes\") build the stack",
        "requires": "write a \"redirect\" rule with \"when\"",
        "scheme": "go_router matches the path only",
        "where": "write the parameter's expression in the path, :name(regex)",
        "alert": "go_router has no block routes",
        "set": "go_router routes do not set flags",
        "defaults": "go_router has no parameter defaults",
        "popToRoot": "go replaces the whole match list",
        "parent": "sub-routes (\"routes\") build the stack",
        "host": "go_router matches the path only",
    ]

    /// Decodes `routes` (the top-level array) and `goRouter` (the top-level object, or `nil`).
    mutating func decode(routes: JSONNode?, settings: JSONNode?) -> (tree: GoRouteTree, settings: GoRouterSettings) {
        var topLevel: [Int] = []
        if let routes {
            if case .array(let items) = routes.value {
                for (index, item) in items.enumerated() {
                    if let id = node(item, at: "routes[\(index)]", topIndex: index, parent: nil, parentPath: "") { topLevel.append(id) }
                }
            } else {
                problem("expected an array of routes, found \(routes.value.summary)", "routes", routes.position)
            }
        }
        let tree = GoRouteTree(nodes: nodes, topLevel: topLevel)
        var decodedSettings = GoRouterSettings()
        if let settings { decodedSettings = self.settings(settings) }
        if problems.isEmpty {
            checkParentNavigatorKeys(tree.topLevel, allowed: [GoRouteMatcher.rootKey], in: tree)
            checkDuplicateParameters(tree.topLevel, used: [:], in: tree)
            checkBranchLocations(in: tree)
            if let location = settings.flatMap({ member("initialLocation", of: $0) }), case .string(let text) = location.value,
               (try? GoLocation.parse(text)) == nil {
                problem("FormatException: initialLocation \"\(text)\" is not a URI", "goRouter.initialLocation", location.position)
            }
        }
        return (tree, decodedSettings)
    }

    // MARK: nodes

    private mutating func node(_ json: JSONNode, at: String, topIndex: Int, parent: Int?, parentPath: String) -> Int? {
        guard case .object(let members) = json.value else {
            problem("expected a route object, found \(json.value.summary)", at, json.position)
            return nil
        }
        let keys = Set(members.map(\.key))
        let kind: GoRouteKind = keys.contains("statefulShell") ? .statefulShell : keys.contains("shell") ? .shell : .route
        let allowed: [String] = switch kind {
        case .route: Self.routeKeys
        case .shell: Self.shellKeys
        case .statefulShell: Self.statefulShellKeys
        }
        for member in members where !allowed.contains(member.key) {
            if kind == .route, let instead = Self.foreignRouteKeys[member.key] {
                problem("\"\(member.key)\" is not a go_router route key: \(instead)", at + "." + member.key, member.keyPosition)
            } else {
                problem("unknown key \"\(member.key)\" in a \(kind.label) (allowed: \(allowed.joined(separator: ", ")))",
                        at + "." + member.key, member.keyPosition)
            }
        }
        let id = nodes.count
        var made = GoRouteNode(id: id, kind: kind, at: at, position: json.position, topIndex: topIndex, parent: parent, path: "",
                               fullPath: parentPath, screen: nil, name: nil, caseSensitive: true, parentNavigatorKey: nil,
                               navigatorKey: nil, redirect: nil, isModal: false, routes: [], branches: [], pattern: nil)
        made.parentNavigatorKey = string("parentNavigatorKey", in: json, at: at)
        if let redirect = member("redirect", of: json) { made.redirect = self.redirect(redirect, at: at + ".redirect") }
        nodes.append(made)
        switch kind {
        case .route: decodeRoute(id, json, at: at, parentPath: parentPath)
        case .shell:
            nodes[id].screen = string("shell", in: json, at: at)
            nodes[id].navigatorKey = string("navigatorKey", in: json, at: at) ?? "shell@" + at
            let children = childNodes(json, key: "routes", at: at, topIndex: topIndex, parent: id, parentPath: parentPath)
            if children.isEmpty {
                problem("a ShellRoute needs at least one route (ShellRoute: routes.isNotEmpty)", at, json.position)
            }
            nodes[id].routes = children
        case .statefulShell:
            nodes[id].screen = string("statefulShell", in: json, at: at)
            nodes[id].branches = branches(json, at: at, topIndex: topIndex, parent: id, parentPath: parentPath)
        }
        return id
    }

    private mutating func decodeRoute(_ id: Int, _ json: JSONNode, at: String, parentPath: String) {
        let path = string("path", in: json, at: at)
        let screen = string("screen", in: json, at: at)
        let name = string("name", in: json, at: at)
        let caseSensitive = bool("caseSensitive", in: json, at: at) ?? true
        nodes[id].screen = screen
        nodes[id].name = name
        nodes[id].caseSensitive = caseSensitive
        if let presentation = member("presentation", of: json) {
            switch presentation.value {
            case .string("modal"): nodes[id].isModal = true
            case .string("push"): break
            default: problem("presentation must be \"push\" or \"modal\", found \(presentation.value.summary)", at + ".presentation",
                             presentation.position)
            }
        }
        let place = member("path", of: json)?.position ?? json.position
        if let path {
            if path.isEmpty {
                problem("GoRoute path cannot be empty", at + ".path", place)
            } else if path != "/", path.hasSuffix("/") {
                problem("route path may not end with \"/\" except for the top \"/\" route. Found: \(Self.describe(path: path, name: name))",
                        at + ".path", place)
            } else if path.contains("{") {
                problem("\"{Screen}\" segments are not go_router syntax: a GoRoute's page is its \"screen\"", at + ".path", place)
            }
            nodes[id].path = path
            nodes[id].fullPath = GoRoutePattern.concatenate(parentPath, path)
            do {
                nodes[id].pattern = try GoRoutePattern(path, caseSensitive: caseSensitive)
            } catch {
                problem(error.message, at + ".path", place)
            }
        } else if member("path", of: json) == nil {
            problem("a GoRoute needs \"path\" (or \"shell\" / \"statefulShell\" for a shell)", at, json.position)
        }
        if name == "" { problem("GoRoute name cannot be empty", at + ".name", member("name", of: json)?.position ?? place) }
        if let name, !name.isEmpty {
            if let earlier = names[name] {
                problem("duplication fullpaths for name \"\(name)\":\(earlier), \(nodes[id].fullPath)", at + ".name",
                        member("name", of: json)?.position ?? place)
            } else {
                names[name] = nodes[id].fullPath
            }
        }
        if screen == nil, member("redirect", of: json) == nil {
            problem("builder, pageBuilder, or redirect must be provided", at, json.position)
        }
        nodes[id].routes = childNodes(json, key: "routes", at: at, topIndex: nodes[id].topIndex, parent: id,
                                      parentPath: nodes[id].fullPath)
    }

    private mutating func childNodes(_ json: JSONNode, key: String, at: String, topIndex: Int, parent: Int, parentPath: String) -> [Int] {
        guard let list = member(key, of: json) else { return [] }
        guard case .array(let items) = list.value else {
            problem("expected an array of routes, found \(list.value.summary)", at + "." + key, list.position)
            return []
        }
        return items.enumerated().compactMap { index, item in
            node(item, at: "\(at).\(key)[\(index)]", topIndex: topIndex, parent: parent, parentPath: parentPath)
        }
    }

    private mutating func branches(_ json: JSONNode, at: String, topIndex: Int, parent: Int, parentPath: String) -> [GoBranch] {
        guard let list = member("branches", of: json), case .array(let items) = list.value, !items.isEmpty else {
            problem("a StatefulShellRoute needs \"branches\": a non-empty array (StatefulShellRoute: branches.isNotEmpty)",
                    at + ".branches", member("branches", of: json)?.position ?? json.position)
            return []
        }
        var result: [GoBranch] = []
        var keys: Set<String> = []
        for (index, item) in items.enumerated() {
            let branchAt = "\(at).branches[\(index)]"
            guard case .object(let members) = item.value else {
                problem("expected a branch object, found \(item.value.summary)", branchAt, item.position)
                continue
            }
            for member in members where !Self.branchKeys.contains(member.key) {
                problem("unknown key \"\(member.key)\" in a branch (allowed: \(Self.branchKeys.joined(separator: ", ")))",
                        branchAt + "." + member.key, member.keyPosition)
            }
            let written = string("navigatorKey", in: item, at: branchAt)
            if let written, !keys.insert(written).inserted {
                problem("Navigator keys must be unique", branchAt + ".navigatorKey", self.member("navigatorKey", of: item)?.position ?? item.position)
            }
            let routes = childNodes(item, key: "routes", at: branchAt, topIndex: topIndex, parent: parent, parentPath: parentPath)
            if routes.isEmpty { problem("a StatefulShellBranch needs at least one route", branchAt, item.position) }
            result.append(GoBranch(at: branchAt, position: item.position, navigatorKey: written ?? "branch@" + branchAt,
                                   hasWrittenKey: written != nil, initialLocation: string("initialLocation", in: item, at: branchAt),
                                   preload: bool("preload", in: item, at: branchAt) ?? false, routes: routes))
        }
        return result
    }

    // MARK: settings and redirects

    private mutating func settings(_ json: JSONNode) -> GoRouterSettings {
        var result = GoRouterSettings()
        guard case .object(let members) = json.value else {
            problem("expected an object of GoRouter arguments, found \(json.value.summary)", "goRouter", json.position)
            return result
        }
        for member in members where !Self.settingKeys.contains(member.key) {
            let hint = member.key == "routes" ? " (the route tree is the top-level \"routes\")" : ""
            problem("unknown key \"\(member.key)\" in goRouter\(hint) (allowed: \(Self.settingKeys.joined(separator: ", ")))",
                    "goRouter." + member.key, member.keyPosition)
        }
        if let location = string("initialLocation", in: json, at: "goRouter") { result.initialLocation = location }
        result.overridePlatformDefaultLocation = bool("overridePlatformDefaultLocation", in: json, at: "goRouter") ?? false
        if let limit = member("redirectLimit", of: json) {
            if case .number(let value, _) = limit.value, value >= 0, value == value.rounded(), value < 1_000_000 {
                result.redirectLimit = Int(value)
            } else {
                problem("expected a non-negative integer, found \(limit.value.summary)", "goRouter.redirectLimit", limit.position)
            }
        }
        if let redirect = member("redirect", of: json) { result.redirect = self.redirect(redirect, at: "goRouter.redirect") }
        let handlers = ["onException", "errorPageBuilder", "errorBuilder"].filter { member($0, of: json) != nil }
        if handlers.count > 1, let second = member(handlers[1], of: json) {
            problem("Only one of onException, errorPageBuilder, or errorBuilder can be provided.", "goRouter." + handlers[1], second.position)
        }
        result.errorScreen = string("errorBuilder", in: json, at: "goRouter") ?? string("errorPageBuilder", in: json, at: "goRouter")
        if let handler = member("onException", of: json) {
            if case .object(let members) = handler.value {
                for member in members where !["go", "extra"].contains(member.key) {
                    problem("unknown key \"\(member.key)\" in onException (allowed: go, extra)", "goRouter.onException." + member.key,
                            member.keyPosition)
                }
                result.onException = GoExceptionHandler(go: string("go", in: handler, at: "goRouter.onException"),
                                                        extra: string("extra", in: handler, at: "goRouter.onException"))
            } else {
                problem("expected an object ({\"go\": LOCATION} or {}), found \(handler.value.summary)", "goRouter.onException",
                        handler.position)
            }
        }
        return result
    }

    private mutating func redirect(_ json: JSONNode, at: String) -> GoRedirect? {
        switch json.value {
        case .string(let location): return .always(location)
        case .array(let items):
            var rules: [GoRedirectRule] = []
            for (index, item) in items.enumerated() {
                if let rule = rule(item, at: "\(at)[\(index)]") { rules.append(rule) }
            }
            return .rules(rules)
        default:
            problem("expected a location or an array of redirect rules, found \(json.value.summary)", at, json.position)
            return nil
        }
    }

    private mutating func rule(_ json: JSONNode, at: String) -> GoRedirectRule? {
        guard case .object(let members) = json.value else {
            problem("expected a redirect rule object, found \(json.value.summary)", at, json.position)
            return nil
        }
        for member in members where !Self.ruleKeys.contains(member.key) {
            problem("unknown key \"\(member.key)\" in a redirect rule (allowed: \(Self.ruleKeys.joined(separator: ", ")))",
                    at + "." + member.key, member.keyPosition)
        }
        var when: [String] = []
        if let list = member("when", of: json) {
            if case .array(let items) = list.value, items.allSatisfy({ if case .string = $0.value { true } else { false } }) {
                when = items.compactMap { if case .string(let flag) = $0.value { flag } else { nil } }
            } else {
                problem("expected an array of flag names, found \(list.value.summary)", at + ".when", list.position)
            }
        }
        let conditions = valueConditions("where", in: json, at: at)
        let exceptions = valueConditions("unless", in: json, at: at)
        let to = string("to", in: json, at: at)
        let thrown = string("throw", in: json, at: at)
        switch (to, thrown) {
        case (let target?, nil): return GoRedirectRule(when: when, conditions: conditions, exceptions: exceptions, outcome: .to(target))
        case (nil, let message?): return GoRedirectRule(when: when, conditions: conditions, exceptions: exceptions, outcome: .throw(message))
        case (nil, nil):
            if member("to", of: json) == nil, member("throw", of: json) == nil {
                problem("a redirect rule needs \"to\" (a location) or \"throw\" (a message)", at, json.position)
            }
            return nil
        case (_?, _?):
            problem("a redirect rule has either \"to\" or \"throw\", not both", at + ".throw", member("throw", of: json)?.position ?? json.position)
            return nil
        }
    }

    private mutating func valueConditions(_ key: String, in json: JSONNode, at: String) -> [GoValueCondition] {
        guard let object = member(key, of: json) else { return [] }
        guard case .object(let members) = object.value else {
            problem("expected an object of NAME: regular expression, found \(object.value.summary)", at + "." + key, object.position)
            return []
        }
        return members.compactMap { member in
            guard case .string(let source) = member.value.value else {
                problem("expected a regular expression, found \(member.value.value.summary)", "\(at).\(key).\(member.key)", member.value.position)
                return nil
            }
            guard let expression = try? NSRegularExpression(pattern: source) else {
                problem("invalid regular expression \"\(source)\"", "\(at).\(key).\(member.key)", member.value.position)
                return nil
            }
            return GoValueCondition(name: member.key, expression: expression)
        }
    }

    // MARK: go_router's configuration assertions

    /// `_debugCheckParentNavigatorKeys`: a `parentNavigatorKey` names the root navigator or an
    /// enclosing shell's; below it only that navigator and those above it may be named.
    private mutating func checkParentNavigatorKeys(_ ids: [Int], allowed: [String], in tree: GoRouteTree) {
        for id in ids {
            let node = tree[id]
            var scope = allowed
            if let key = node.parentNavigatorKey {
                if let index = allowed.firstIndex(of: key) {
                    if node.kind == .route { scope = Array(allowed[...index]) }
                } else {
                    problem("parentNavigatorKey \(key) must refer to an ancestor ShellRoute's navigatorKey or GoRouter's navigatorKey "
                            + "(\"root\"; here: \(allowed.joined(separator: ", ")))", node.at + ".parentNavigatorKey", node.position)
                }
            }
            switch node.kind {
            case .route: checkParentNavigatorKeys(node.routes, allowed: scope, in: tree)
            case .shell: checkParentNavigatorKeys(node.routes, allowed: scope + [node.navigatorKey ?? ""], in: tree)
            case .statefulShell:
                for branch in node.branches {
                    if scope.contains(branch.navigatorKey) {
                        problem("StatefulShellBranch must not reuse an ancestor navigatorKey (\(branch.navigatorKey))",
                                branch.at + ".navigatorKey", branch.position)
                    }
                    checkParentNavigatorKeys(branch.routes, allowed: scope + [branch.navigatorKey], in: tree)
                }
            }
        }
    }

    /// `_debugVerifyNoDuplicatePathParameter`: a parameter name used twice along one chain of
    /// GoRoutes (go_router walks GoRoutes only: shells and what they hold are not checked).
    private mutating func checkDuplicateParameters(_ ids: [Int], used: [String: Int], in tree: GoRouteTree) {
        for id in ids where tree[id].kind == .route {
            var here = used
            for name in tree[id].pattern?.parameters ?? [] {
                if let earlier = here[name] {
                    let routes = earlier == id ? Self.describe(tree[id]) : "\(Self.describe(tree[earlier])), and \(Self.describe(tree[id]))"
                    problem("duplicate path parameter, '\(name)' found in \(routes)", tree[id].at + ".path", tree[id].position)
                    return
                }
                here[name] = id
            }
            checkDuplicateParameters(tree[id].routes, used: here, in: tree)
        }
    }

    /// `_debugCheckStatefulShellBranchDefaultLocations`.
    private mutating func checkBranchLocations(in tree: GoRouteTree) {
        let matcher = GoRouteMatcher(tree: tree)
        for node in tree.nodes where node.kind == .statefulShell {
            for branch in node.branches {
                if let written = branch.initialLocation {
                    guard let uri = try? GoLocation.parse(written) else {
                        problem("FormatException: initialLocation \"\(written)\" is not a URI", branch.at + ".initialLocation", branch.position)
                        continue
                    }
                    let found = matcher.findMatch(uri)
                    if found.isError {
                        problem("initialLocation (\(uri)) of StatefulShellBranch must be a valid location", branch.at + ".initialLocation",
                                branch.position)
                    } else if !Self.routes(of: found.matches).contains(where: { branch.routes.contains($0) })
                                || !Self.routes(of: found.matches).contains(node.id) {
                        problem("The initialLocation (\(written)) of StatefulShellBranch must match a descendant route of the branch",
                                branch.at + ".initialLocation", branch.position)
                    }
                } else if let route = tree.defaultRoute(of: branch) {
                    if !(tree[route].pattern?.parameters.isEmpty ?? true) {
                        problem("The default location of a StatefulShellBranch cannot be a parameterized route", branch.at, branch.position)
                    }
                } else {
                    problem("The default location of a StatefulShellBranch must be derivable from GoRoute descendant", branch.at,
                            branch.position)
                }
            }
        }
    }

    private static func routes(of matches: [GoMatch]) -> [Int] {
        matches.flatMap { match -> [Int] in
            switch match {
            case .route(let route): [route.node]
            case .shell(let shell): [shell.node] + routes(of: shell.matches)
            case .pushed: []
            }
        }
    }

    // MARK: reading values

    static func describe(_ node: GoRouteNode) -> String { describe(path: node.path, name: node.name) }

    static func describe(path: String, name: String?) -> String {
        "GoRoute(" + (name.map { "name: \"\($0)\", " } ?? "") + "path: \"\(path)\")"
    }

    private func member(_ key: String, of json: JSONNode) -> JSONNode? {
        guard case .object(let members) = json.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private mutating func string(_ key: String, in json: JSONNode, at: String) -> String? {
        guard let value = member(key, of: json) else { return nil }
        if case .string(let text) = value.value { return text }
        problem("expected a string, found \(value.value.summary)", at + "." + key, value.position)
        return nil
    }

    private mutating func bool(_ key: String, in json: JSONNode, at: String) -> Bool? {
        guard let value = member(key, of: json) else { return nil }
        if case .bool(let flag) = value.value { return flag }
        problem("expected true or false, found \(value.value.summary)", at + "." + key, value.position)
        return nil
    }

    private mutating func problem(_ message: String, _ at: String, _ position: SourcePosition) {
        problems.append(GoConfigProblem(message: message, at: at, position: position))
    }
}

extension GoRouteKind {
    /// The library's name for the kind, in messages.
    var label: String {
        switch self {
        case .route: "GoRoute"
        case .shell: "ShellRoute"
        case .statefulShell: "StatefulShellRoute"
        }
    }
}
