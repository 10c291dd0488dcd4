import Foundation
import NavModel
import NavProfiles
import NavRouting
import NavSupport

/// A route file that names navigation graphs (`navGraphs`) gets its screens, routes and tab
/// roots from them (docs/profiles.md): each destination is a screen titled by its label; each
/// `<deepLink app:uri>` a VIEW intent can reach is a route, in document order, before the
/// file's own; each route's stack below its screen is the graph's back stack for it.
package enum NavGraphRoutes {
    /// The graphs read and the file with their routes added. What `check` reports in the
    /// graphs' deep links (``NavGraphDeepLinkCheck``) is left to it when `checking`; otherwise a
    /// repeated deep link, which fails the app's build (the manifest merger), is an error, and
    /// the rest joins the warnings (the graph loads).
    package static func expand(_ loaded: LoadedRouteFile, checking: Bool = false) throws(RouteFileError) -> LoadedRouteFile {
        var file = loaded.routeFile
        guard !file.navGraphs.isEmpty else { return loaded }
        let directory = (loaded.path as NSString).deletingLastPathComponent
        let applicationId = file.links?.android?.package
        // Graph files are checked as route files are (a FIFO, a directory, the size).
        func contents(_ path: String) -> Result<Data, NavGraphFileProblem> {
            do throws(RouteFileError) {
                return .success(try RouteFileLoader.contents(ofFileAt: path, kind: "navigation graph"))
            } catch {
                return .failure(NavGraphFileProblem(error.diagnostics.first?.message ?? "cannot be read"))
            }
        }
        var warnings = loaded.warnings
        var roots: [NavGraphNode] = []
        for named in file.navGraphs {
            let path = named.path.hasPrefix("/") || directory.isEmpty ? named.path : directory + "/" + named.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw RouteFileError(path: loaded.path, diagnostics: warnings + [ConfigDiagnostic(
                    severity: .error, message: "no navigation graph file \(path)" + (isDirectory.boolValue ? " (a directory)" : ""),
                    jsonPath: named.location.jsonPath, position: named.location.position)])
            }
            // Includes and `@string` labels resolve across the project's modules, as Android merges them.
            let reader = NavGraphReader(applicationId: applicationId, resources: AndroidResources.around(graph: path))
            let reading = reader.read(path: path, contents: contents)
            if let first = reading.errors.first {
                let cited = " (navGraphs, \(loaded.path):\(named.location.position))"
                var diagnostics: [ConfigDiagnostic] = []
                for problem in reading.errors {
                    // Problems in another file of the graph name it in the message.
                    diagnostics.append(problem.file == first.file
                        ? ConfigDiagnostic(severity: .error, message: problem.message + cited, position: problem.position)
                        : ConfigDiagnostic(severity: .error, message: problem.description))
                }
                throw RouteFileError(path: first.file, diagnostics: diagnostics)
            }
            warnings += reading.diagnostics.map { ConfigDiagnostic(severity: .warning, message: $0.description, jsonPath: named.location.jsonPath,
                                                                   position: named.location.position) }
            if let root = reading.root { roots.append(root) }
        }
        let newTask = file.matching.profile.linksStartNewTask { file.graphSettings[$0] }
        var problems: [ConfigDiagnostic] = []
        var tabNodes: [(tab: Int, node: NavGraphNode)] = []
        for (index, tab) in file.tabs.enumerated() {
            guard let root = roots.first(where: { $0.child(tab.id) != nil }), let node = root.child(tab.id) else {
                let topLevel = roots.flatMap { $0.children.map(\.id) }
                // A typo gets "did you mean"; a long list is cut (Firefox's graph has 73 top-level destinations).
                let listing = closestMatch(to: tab.id, among: topLevel).map { "did you mean \"\($0)\"?" }
                    ?? "top level: " + topLevel.prefix(12).joined(separator: ", ") + (topLevel.count > 12 ? ", … (\(topLevel.count) in all)" : "")
                problems.append(ConfigDiagnostic(severity: .error, message: "no top-level graph or destination \"\(tab.id)\" in navGraphs "
                                                 + "(\(listing))",
                                                 jsonPath: tab.location.jsonPath + ".id", position: tab.location.position))
                continue
            }
            if tab.root.isEmpty { file.tabs[index].root = node.landingDestination.id }
            // A new task into another top-level graph keeps the root start destination at the bottom.
            let rootStart = root.landingDestination.id
            if newTask, rootStart != file.tabs[index].root { file.tabs[index].screenBelowRoot = rootStart }
            tabNodes.append((index, node))
        }
        guard problems.isEmpty else { throw RouteFileError(path: loaded.path, diagnostics: warnings + problems) }
        if file.tabs.isEmpty, let root = roots.first {
            // One stack whose root is the start destination (no tab bar).
            file.tabs = [RouteFile.Tab(id: TabDefinition.implicitID, title: file.name, root: root.landingDestination.id,
                                       location: file.navGraphs[0].location)]
            file.container = file.container ?? .stack
        }
        var routes: [RouteFile.Route] = []
        // The tab of each top-level graph, by id (the first tab naming it).
        let tabs = Dictionary(tabNodes.map { ($0.node.id, file.tabs[$0.tab].id) }, uniquingKeysWith: { first, _ in first })
        for (rootIndex, root) in roots.enumerated() {
            let location = file.navGraphs[rootIndex].location
            walk(root, around: Enclosing(), tabs: tabs) { node, enclosing in
                if node.kind != .navigation, file.screens[node.id] == nil {
                    var screen = RouteFile.Screen(id: node.id, title: node.label, location: location)
                    // A label shows an argument's value as text: `@null` reads "null" (NavDestination.fillInLabel).
                    for argument in node.arguments {
                        if let value = argument.defaultValue ?? (argument.defaultsToNull ? "null" : nil) { screen.defaults[argument.name] = value }
                    }
                    file.screens[node.id] = screen
                }
                let target = node.landingDestination
                // The whole back stack, root graph's start destination first.
                var stack = enclosing.stack
                if stack.last != target.id { stack.append(target.id) }
                let tab = enclosing.tab ?? tabs[node.id]
                let arguments = node.arguments.map { DeepLinkArgument(name: $0.name, type: $0.type, isRequired: $0.isRequired) }
                for deepLink in node.deepLinks {
                    // A browser or `adb` VIEW intent carries no MIME type and the VIEW action; a link
                    // lacking a required argument opens nothing (androidx throws, or it never matches).
                    guard NavGraphDeepLinkCheck.missingRequiredArguments(of: deepLink, in: node).isEmpty,
                          let uri = deepLink.uri, deepLink.mimeType == nil,
                          deepLink.action == nil || deepLink.action == "android.intent.action.VIEW" else { continue }
                    var route = RouteFile.Route(path: DeepLinkPattern.typed(uri, arguments: arguments), screen: target.id,
                                                tab: tab, policy: .replace, location: location)
                    route.graphElement = GraphElement(file: deepLink.file, position: deepLink.position)
                    for argument in node.arguments { if let value = argument.defaultValue { route.defaults[argument.name] = value } }
                    route.parent = newTask ? .screens(Array(stack.dropLast())) : .none
                    // The URL written back (the address bar) keeps the link's scheme; a pattern without one takes https.
                    route.scheme = DeepLinkPattern.schemeSeparator(in: Substring(uri)).map { String(uri[..<$0.lowerBound]).lowercased() } ?? "https"
                    routes.append(route)
                }
            }
        }
        file.routes = routes + file.routes
        for (rootIndex, root) in roots.enumerated() where !checking {
            let location = file.navGraphs[rootIndex].location
            let findings = NavGraphDeepLinkCheck.findings(in: [root])
            if let repeated = findings.first(where: { $0.kind == .repeatedDeepLink }) {
                throw RouteFileError(path: repeated.file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: repeated.message + " (navGraphs, \(loaded.path):\(location.position))", position: repeated.position)])
            }
            for finding in findings {
                warnings.append(ConfigDiagnostic(severity: .warning, message: finding.description + " (navsim check reports it)",
                                                 jsonPath: location.jsonPath, position: location.position))
            }
        }
        var result = LoadedRouteFile(path: loaded.path, routeFile: file, warnings: warnings)
        result.navGraphs = roots
        return result
    }

    /// What a node's enclosing graphs give it: their start destinations, root first, each once
    /// in a row (a graph that starts with a graph lands where that one does), and the tab of the
    /// top-level graph it is in.
    private struct Enclosing {
        var stack: [String] = []
        var tab: String?
    }

    /// Visits `node` and its descendants in document order with what their enclosing graphs give
    /// them; each graph's start destination is found once, however many children it has.
    private static func walk(_ node: NavGraphNode, around enclosing: Enclosing, tabs: [String: String],
                             _ visit: (NavGraphNode, Enclosing) -> Void) {
        visit(node, enclosing)
        guard !node.children.isEmpty else { return }
        var inner = enclosing
        let landing = node.landingDestination.id
        if inner.stack.last != landing { inner.stack.append(landing) }
        inner.tab = inner.tab ?? tabs[node.id]
        for child in node.children { walk(child, around: inner, tabs: tabs, visit) }
    }
}
