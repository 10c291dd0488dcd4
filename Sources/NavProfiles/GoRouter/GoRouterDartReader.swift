import Foundation
import NavSupport

/// `navsim init` on a Flutter project: the literal `GoRouter(...)` call of the app's `.dart`
/// files, its `GoRoute`, `ShellRoute` and `StatefulShellRoute` tree, written as the route
/// file's `routes` and `goRouter`. A redirect that is a constant (or interpolates only path
/// parameters) becomes its template; any other is code, imported as no redirect and reported.
struct GoRouterDartReader: ProjectSourceReader {
    func reads(fileNamed name: String) -> Bool { name.hasSuffix(".dart") }
    var skippedFolders: Set<String> { [".dart_tool", ".pub-cache"] }

    func read(_ files: [(path: String, contents: Data)]) -> ProjectSourceReading {
        var reading = ProjectSourceReading()
        var found: (file: String, call: DartExpression, lists: [String: DartExpression])?
        for file in files {
            let text = String(decoding: file.contents, as: UTF8.self)
            guard text.contains("GoRouter") || text.contains("GoRoute") else { continue }
            let tokens: DartTokens
            do {
                tokens = try DartTokens(text)
            } catch {
                reading.notUnderstood.append((file.path, error.line, "\(error.message) (column \(error.column)): the file is not read"))
                continue
            }
            let scan = Self.scan(tokens.tokens)
            for line in scan.typedRoutes {
                reading.notUnderstood.append((file.path, line, "TypedGoRoute (go_router_builder) routes are generated code: write them in the route file"))
            }
            for call in scan.routers {
                if let first = found {
                    reading.notUnderstood.append((file.path, call.line, "a second GoRouter (the first is at \(first.file):\(first.call.line)): not imported"))
                } else {
                    found = (file.path, call, scan.lists)
                }
            }
        }
        guard let found else { return reading }
        var converter = Converter(file: found.file, lists: found.lists)
        converter.rootKey = found.call.argument("navigatorKey").flatMap(Converter.keyName)
        let members = converter.router(found.call)
        reading.members = members
        reading.routes = converter.routes
        reading.notUnderstood += converter.notUnderstood
        return reading
    }

    /// The `GoRouter(` calls of a file, its top-level list variables (`final routes = <RouteBase>[…]`)
    /// and the lines of its `@TypedGoRoute` annotations.
    private static func scan(_ tokens: [DartTokens.Token]) -> (routers: [DartExpression], lists: [String: DartExpression], typedRoutes: [Int]) {
        var routers: [DartExpression] = []
        var lists: [String: DartExpression] = [:]
        var typed: [Int] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            if token.kind == .identifier, token.text == "TypedGoRoute", previous == "@" { typed.append(token.line) }
            if token.kind == .identifier, token.text == "GoRouter", previous != ".", previous != "@",
               index + 1 < tokens.count, tokens[index + 1].text == "(" {
                var parser = DartExpressionParser(tokens: tokens, index: index)
                let call = parser.expression()
                if case .call = call { routers.append(call) }
                index = max(parser.index, index + 1)
                continue
            }
            if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "=" {
                var parser = DartExpressionParser(tokens: tokens, index: index + 2)
                let value = parser.expression()
                if case .list = value { lists[token.text] = value }
            }
            index += 1
        }
        return (routers, lists, typed)
    }

    /// From Dart expressions to route-file JSON, collecting the report.
    private struct Converter {
        let file: String
        let lists: [String: DartExpression]
        var rootKey: String?
        var routes: [(label: String, file: String, line: Int)] = []
        var notUnderstood: [(file: String, line: Int?, what: String)] = []

        /// Wrappers whose `child:` is the page's widget.
        static let pageWrappers: Set<String> = ["MaterialPage", "CupertinoPage", "NoTransitionPage", "CustomTransitionPage", "Page"]
        /// GoRouter arguments that are UI or logging only.
        static let uiArguments: Set<String> = ["debugLogDiagnostics", "observers", "restorationScopeId", "requestFocus", "routerNeglect",
                                                "initialExtra", "extraCodec", "navigatorKey"]

        static func keyName(_ expression: DartExpression) -> String? {
            guard case .name(let name, _) = expression else { return nil }
            return name.split(separator: ".").last.map(String.init)
        }

        private mutating func report(_ line: Int, _ what: String) {
            notUnderstood.append((file, line, what))
        }

        mutating func router(_ call: DartExpression) -> [(String, JSONOutput)] {
            guard case .call(_, let arguments, let line) = call else { return [] }
            var settings: [(String, JSONOutput)] = []
            var tree: [JSONOutput] = []
            for argument in arguments {
                guard let name = argument.name else { continue }
                let value = argument.value
                switch name {
                case "routes": tree = nodes(value, parentPath: "")
                case "initialLocation":
                    if let location = value.literal { settings.append((name, .string(location))) } else { report(value.line, "initialLocation is not a literal: left out") }
                case "redirectLimit":
                    if case .number(let text, _) = value, let limit = Int(text) { settings.append((name, .int(limit))) } else { report(value.line, "redirectLimit is not a literal: left out") }
                case "overridePlatformDefaultLocation":
                    if case .bool(let flag, _) = value { settings.append((name, .bool(flag))) } else { report(value.line, "\(name) is not a literal: left out") }
                case "errorBuilder", "errorPageBuilder":
                    if let screen = screen(of: value) { settings.append((name, .string(screen))) } else { report(value.line, "\(name): the page it builds is not one constructor call: left out") }
                case "onException":
                    settings.append((name, .object([])))
                    report(value.line, "onException is code: write what it does (\"go\") in goRouter.onException")
                case "redirect": settings.append((name, redirect(value, owner: "GoRouter")))
                case "refreshListenable", "onEnter":
                    report(value.line, "\(name) is not modelled: navsim re-runs redirects only on the next navigation")
                default:
                    if !Self.uiArguments.contains(name) { report(value.line, "GoRouter(\(name): …) is not read") }
                }
            }
            if tree.isEmpty { report(line, "GoRouter without literal routes: nothing imported") }
            var members: [(String, JSONOutput)] = []
            if !settings.isEmpty { members.append(("goRouter", .object(settings))) }
            if !tree.isEmpty { members.append(("routes", .array(tree))) }
            return members
        }

        /// A `routes:` list (or a variable holding one in the same file) as route nodes.
        private mutating func nodes(_ value: DartExpression, parentPath: String) -> [JSONOutput] {
            var list = value
            if case .name(let variable, _) = value, let held = lists[variable] { list = held }
            guard case .list(let elements, _) = list else {
                report(value.line, "routes are not a list literal in this file: not imported")
                return []
            }
            return elements.compactMap { node($0, parentPath: parentPath) }
        }

        private mutating func node(_ expression: DartExpression, parentPath: String) -> JSONOutput? {
            guard case .call(let name, _, let line) = expression else {
                report(expression.line, "a route built by code (a function call, a loop, a spread): not imported")
                return nil
            }
            switch name {
            case "GoRoute": return goRoute(expression, parentPath: parentPath)
            case "ShellRoute":
                var fields: [(String, JSONOutput)] = [("shell", .string(shellScreen(expression) ?? "Shell\(line)"))]
                routes.append(("shell \(fields[0].1.stringValue ?? "")", file, line))
                if let key = expression.argument("navigatorKey").flatMap(Self.keyName) { fields.append(("navigatorKey", .string(key))) }
                if let key = expression.argument("parentNavigatorKey").flatMap(Self.keyName) { fields.append(("parentNavigatorKey", .string(keyName(key)))) }
                if let value = expression.argument("redirect") { fields.append(("redirect", redirect(value, owner: "ShellRoute"))) }
                fields.append(("routes", .array(expression.argument("routes").map { nodes($0, parentPath: parentPath) } ?? [])))
                return .object(fields)
            case "StatefulShellRoute", "StatefulShellRoute.indexedStack", "StatefulShellRoute.nestedNavigation":
                var fields: [(String, JSONOutput)] = [("statefulShell", .string(shellScreen(expression) ?? "StatefulShell\(line)"))]
                routes.append(("statefulShell \(fields[0].1.stringValue ?? "")", file, line))
                if let value = expression.argument("redirect") { fields.append(("redirect", redirect(value, owner: "StatefulShellRoute"))) }
                var branches: [JSONOutput] = []
                if case .list(let elements, _)? = expression.argument("branches") {
                    for element in elements {
                        guard case .call("StatefulShellBranch", _, _) = element else {
                            report(element.line, "a branch that is not a StatefulShellBranch(…) call: not imported")
                            continue
                        }
                        var branch: [(String, JSONOutput)] = []
                        if let key = element.argument("navigatorKey").flatMap(Self.keyName) { branch.append(("navigatorKey", .string(key))) }
                        if let location = element.argument("initialLocation") {
                            if let text = location.literal { branch.append(("initialLocation", .string(text))) } else { report(location.line, "initialLocation is not a literal: left out") }
                        }
                        if case .bool(let flag, _)? = element.argument("preload") { branch.append(("preload", .bool(flag))) }
                        branch.append(("routes", .array(element.argument("routes").map { nodes($0, parentPath: parentPath) } ?? [])))
                        branches.append(.object(branch))
                    }
                } else {
                    report(line, "StatefulShellRoute branches are not a list literal: not imported")
                }
                fields.append(("branches", .array(branches)))
                return .object(fields)
            default:
                report(line, "\(name)(…) in a route list is not a GoRoute, ShellRoute or StatefulShellRoute: not imported")
                return nil
            }
        }

        private func keyName(_ key: String) -> String { key == rootKey ? "root" : key }

        private mutating func goRoute(_ call: DartExpression, parentPath: String) -> JSONOutput? {
            guard let pathValue = call.argument("path"), let path = pathValue.literal else {
                report(call.line, "GoRoute path is not a literal: route not imported")
                return nil
            }
            let fullPath = GoRoutePattern.concatenate(parentPath, path)
            let name = call.argument("name")?.literal
            routes.append((fullPath + (name.map { " (\($0))" } ?? ""), file, call.line))
            var fields: [(String, JSONOutput)] = [("path", .string(path))]
            if let name { fields.append(("name", .string(name))) }
            let builder = call.argument("builder") ?? call.argument("pageBuilder")
            if let builder {
                if let screen = screen(of: builder) {
                    fields.append(("screen", .string(screen)))
                } else {
                    let fallback = name ?? "Screen\(call.line)"
                    fields.append(("screen", .string(fallback)))
                    report(builder.line, "the page of \(fullPath) is not one constructor call: screen \"\(fallback)\" written in its place")
                }
                if case .closure(_, .expression(let body), _) = builder, Self.isFullscreenDialog(body) {
                    fields.append(("presentation", .string("modal")))
                }
            }
            if case .bool(let flag, _)? = call.argument("caseSensitive") { fields.append(("caseSensitive", .bool(flag))) }
            if let key = call.argument("parentNavigatorKey").flatMap(Self.keyName) { fields.append(("parentNavigatorKey", .string(keyName(key)))) }
            if let value = call.argument("redirect") { fields.append(("redirect", redirect(value, owner: fullPath))) }
            if let children = call.argument("routes") {
                let nodes = nodes(children, parentPath: fullPath)
                if !nodes.isEmpty { fields.append(("routes", .array(nodes))) }
            }
            return .object(fields)
        }

        private static func isFullscreenDialog(_ body: DartExpression) -> Bool {
            if case .bool(true, _)? = body.argument("fullscreenDialog") { return true }
            return false
        }

        /// The widget class a builder returns when its body is one constructor call (through a page wrapper's `child:`).
        private func screen(of builder: DartExpression) -> String? {
            guard case .closure(_, .expression(let body), _) = builder else { return nil }
            return Self.widget(body)
        }

        private static func widget(_ expression: DartExpression) -> String? {
            guard case .call(let name, _, _) = expression else { return nil }
            let base = String(name.split(separator: ".").first ?? "")
            if pageWrappers.contains(base) { return expression.argument("child").flatMap(widget) }
            return base.first?.isUppercase == true ? base : nil
        }

        /// A shell's builder (or pageBuilder) screen.
        private func shellScreen(_ call: DartExpression) -> String? {
            (call.argument("builder") ?? call.argument("pageBuilder")).flatMap(screen)
        }

        /// A constant redirect as its template; any other as no redirect, reported.
        private mutating func redirect(_ value: DartExpression, owner: String) -> JSONOutput {
            if case .closure(let parameters, .expression(let body), _) = value {
                if case .null = body { return .array([]) }
                if case .string(let parts, _) = body, let template = Self.template(parts, state: parameters.last ?? "state") {
                    return .string(template)
                }
            }
            report(value.line, "redirect of \(owner) is code: write its rules (imported as [], which never redirects)")
            return .array([])
        }

        /// A string whose interpolations all read `STATE.pathParameters['x']`, as `…{x}…`.
        private static func template(_ parts: [DartTokens.StringPart], state: String) -> String? {
            var out = ""
            for part in parts {
                switch part {
                case .text(let text): out += text
                case .interpolation(let source):
                    var code = source.replacingOccurrences(of: " ", with: "")
                    if code.hasSuffix("!") { code.removeLast() }
                    let prefix = state + ".pathParameters["
                    guard code.hasPrefix(prefix), code.hasSuffix("]") else { return nil }
                    let key = code.dropFirst(prefix.count).dropLast()
                    guard key.count >= 2, let quote = key.first, quote == "'" || quote == "\"", key.last == quote else { return nil }
                    out += "{" + key.dropFirst().dropLast() + "}"
                }
            }
            return out
        }
    }
}

private extension JSONOutput {
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

extension GoRouterDartReader {
    /// The labels ``read(_:)`` gives the routes (full path and name, shells by their screen), of
    /// the route file's tree.
    func routeLabels(in root: JSONNode) -> [(label: String, jsonPath: String, position: SourcePosition)] {
        guard case .object(let members) = root.value else { return [] }
        var decoder = GoRouterConfigDecoder()
        let (tree, _) = decoder.decode(routes: members.first { $0.key == "routes" }?.value, settings: nil)
        return tree.nodes.map { node in (Self.label(node), node.at, node.position) }
    }

    /// `/shop/category/:id (category)`, `statefulShell ScaffoldWithNavBar`.
    static func label(_ node: GoRouteNode) -> String {
        switch node.kind {
        case .route: node.fullPath + (node.name.map { " (\($0))" } ?? "")
        case .shell, .statefulShell: "\(node.kind.rawValue) \(node.screen ?? "")"
        }
    }
}
