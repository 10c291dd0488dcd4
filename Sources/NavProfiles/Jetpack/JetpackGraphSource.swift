import Foundation
import NavModel
import NavRouting
import NavSupport

/// Where the jetpack profile's routes come from: the app's navigation graphs the route file
/// names (`navGraphs`) give its screens, routes and tab roots (docs/profiles.md): each
/// destination is a screen titled by its label; each `<deepLink app:uri>` a VIEW intent can
/// reach is a route, in document order, before the file's own; each route's stack below its
/// screen is the graph's back stack for it.
struct JetpackGraphSource: AppFilesSource {
    var filesKey: String { "navGraphs" }
    var filesDescription: String { "Android navigation graphs" }
    var fileKind: String { "navigation graph" }
    var filesShortName: String { "graphs" }
    var linkKind: String { "deep link" }

    /// `newTask`: whether a link from outside starts a new task.
    private static let newTask = ProfileSetting(
        name: "newTask", defaultValue: true,
        meaning: "a link from outside starts a new task (FLAG_ACTIVITY_NEW_TASK): the back stack is rebuilt from the graph; false: the destination alone")

    var settings: [ProfileSetting] { [Self.newTask] }

    func linkTask(setting: (String) -> Bool?) -> LinkTask {
        startsNewTask(setting) ? .restartsTask : .destinationAlone
    }

    private func startsNewTask(_ setting: (String) -> Bool?) -> Bool { setting(Self.newTask.name) ?? Self.newTask.defaultValue }

    /// A deep link written in the file keeps its own scheme, as a graph's does
    /// (`https://a.example.com/x/{id}` is written back with https); one without a scheme takes https.
    func scheme(ofPattern pattern: String) -> String {
        DeepLinkPattern.schemeSeparator(in: Substring(pattern)).map { String(pattern[..<$0.lowerBound]).lowercased() } ?? "https"
    }

    /// Two deep links of one shape: a repeat or a tie (``NavGraphDeepLinkCheck``).
    func isSameLink(_ pattern: String, _ other: String) -> Bool {
        NavGraphDeepLinkCheck.shape(of: pattern) == NavGraphDeepLinkCheck.shape(of: other)
    }

    /// The graphs read, and their screens and routes. What `check` reports in the graphs' deep
    /// links (``NavGraphDeepLinkCheck``) is left to it when `checking`; otherwise a repeated
    /// deep link, which fails the app's build (the manifest merger), is an error, and the rest
    /// joins the warnings (the graph loads).
    func read(_ request: AppFilesRequest, contents: (String) -> Result<Data, AppFileProblem>) throws(AppFilesError) -> AppFilesReading {
        let directory = AndroidResources.folder(of: request.routeFilePath)
        func graphContents(_ path: String) -> Result<Data, NavGraphFileProblem> {
            contents(path).mapError { NavGraphFileProblem($0.message) }
        }
        var reading = AppFilesReading()
        var warnings = request.warnings
        var roots: [NavGraphNode] = []
        for named in request.files {
            let path = named.path.hasPrefix("/") || directory.isEmpty ? named.path : directory + "/" + named.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw AppFilesError(path: request.routeFilePath, diagnostics: warnings + [ConfigDiagnostic(
                    severity: .error, message: "no navigation graph file \(path)" + (isDirectory.boolValue ? " (a directory)" : ""),
                    jsonPath: named.jsonPath, position: named.position)])
            }
            // Includes and `@string` labels resolve across the project's modules, as Android merges them.
            let reader = NavGraphReader(applicationId: request.applicationId, resources: AndroidResources.around(graph: path))
            let read = reader.read(path: path, contents: graphContents)
            if let first = read.errors.first {
                let cited = " (navGraphs, \(request.routeFilePath):\(named.position))"
                var diagnostics: [ConfigDiagnostic] = []
                for problem in read.errors {
                    // Problems in another file of the graph name it in the message.
                    diagnostics.append(problem.file == first.file
                        ? ConfigDiagnostic(severity: .error, message: problem.message + cited, position: problem.position)
                        : ConfigDiagnostic(severity: .error, message: problem.description))
                }
                throw AppFilesError(path: first.file, diagnostics: diagnostics)
            }
            warnings += read.diagnostics.map { ConfigDiagnostic(severity: .warning, message: $0.description, jsonPath: named.jsonPath,
                                                                position: named.position) }
            if let root = read.root { roots.append(root) }
        }
        let newTask = startsNewTask { request.settings[$0] }
        var problems: [ConfigDiagnostic] = []
        var tabNodes: [(id: String, node: NavGraphNode)] = []
        for tab in request.tabs {
            guard let root = roots.first(where: { $0.child(tab.id) != nil }), let node = root.child(tab.id) else {
                let topLevel = roots.flatMap { $0.children.map(\.id) }
                // A typo gets "did you mean"; a long list is cut (Firefox's graph has 73 top-level destinations).
                let listing = closestMatch(to: tab.id, among: topLevel).map { "did you mean \"\($0)\"?" }
                    ?? "top level: " + topLevel.prefix(12).joined(separator: ", ") + (topLevel.count > 12 ? ", … (\(topLevel.count) in all)" : "")
                problems.append(ConfigDiagnostic(severity: .error, message: "no top-level graph or destination \"\(tab.id)\" in navGraphs "
                                                 + "(\(listing))",
                                                 jsonPath: tab.jsonPath + ".id", position: tab.position))
                reading.tabs.append((tab.root, nil))
                continue
            }
            let tabRoot = tab.root.isEmpty ? node.landingDestination.id : tab.root
            // A new task into another top-level graph keeps the root start destination at the bottom.
            let rootStart = root.landingDestination.id
            reading.tabs.append((tabRoot, newTask && rootStart != tabRoot ? rootStart : nil))
            tabNodes.append((tab.id, node))
        }
        guard problems.isEmpty else { throw AppFilesError(path: request.routeFilePath, diagnostics: warnings + problems) }
        if request.tabs.isEmpty, let root = roots.first {
            // One stack whose root is the start destination (no tab bar).
            reading.stackRoot = root.landingDestination.id
        }
        // The tab of each top-level graph, by id (the first tab naming it).
        let tabs = Dictionary(tabNodes.map { ($0.node.id, $0.id) }, uniquingKeysWith: { first, _ in first })
        var screens = request.describedScreens
        for (rootIndex, root) in roots.enumerated() {
            walk(root, around: Enclosing(), tabs: tabs) { node, enclosing in
                if node.kind != .navigation, screens.insert(node.id).inserted {
                    // A label shows an argument's value as text: `@null` reads "null" (NavDestination.fillInLabel).
                    let defaults = node.arguments.compactMap { argument in
                        (argument.defaultValue ?? (argument.defaultsToNull ? "null" : nil)).map { (name: argument.name, value: $0) }
                    }
                    reading.screens.append(AppFilesReading.Screen(id: node.id, title: node.label, defaults: defaults, listedFile: rootIndex))
                }
                let target = node.landingDestination
                // The whole back stack, root graph's start destination first.
                var stack = enclosing.stack
                if stack.last != target.id { stack.append(target.id) }
                let tab = enclosing.tab ?? tabs[node.id]
                let arguments = node.arguments.map { DeepLinkArgument(name: $0.name, type: $0.type, isRequired: $0.isRequired) }
                let defaults = node.arguments.compactMap { argument in argument.defaultValue.map { (name: argument.name, value: $0) } }
                for deepLink in node.deepLinks {
                    // A browser or `adb` VIEW intent carries no MIME type and the VIEW action; a link
                    // lacking a required argument opens nothing (androidx throws, or it never matches).
                    guard NavGraphDeepLinkCheck.missingRequiredArguments(of: deepLink, in: node).isEmpty,
                          let uri = deepLink.uri, deepLink.mimeType == nil,
                          deepLink.action == nil || deepLink.action == "android.intent.action.VIEW" else { continue }
                    // The URL written back (the address bar) keeps the link's scheme; a pattern without one takes https.
                    reading.routes.append(AppFilesReading.Route(
                        path: DeepLinkPattern.typed(uri, arguments: arguments), screen: target.id, tab: tab, defaults: defaults,
                        parent: newTask ? .screens(Array(stack.dropLast())) : .none, scheme: scheme(ofPattern: uri),
                        file: deepLink.file, position: deepLink.position, listedFile: rootIndex))
                }
            }
        }
        for (rootIndex, root) in roots.enumerated() {
            let findings = NavGraphDeepLinkCheck.findings(in: [root]).map(Self.finding)
            reading.facts.findings += findings
            guard !request.checking else { continue }
            let listed = request.files[rootIndex]
            if let repeated = findings.first(where: \.stopsLoading) {
                throw AppFilesError(path: repeated.file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: repeated.message + " (navGraphs, \(request.routeFilePath):\(listed.position))",
                    position: repeated.position)])
            }
            for finding in findings {
                warnings.append(ConfigDiagnostic(severity: .warning, message: finding.description + " (navsim check reports it)",
                                                 jsonPath: listed.jsonPath, position: listed.position))
            }
        }
        reading.facts.inAppNavigation = NavGraphReach.actionTargets(in: roots)
        reading.warnings = warnings
        return reading
    }

    var androidResourceType: String { "navigation" }

    /// Every `<deepLink>` of the graph and the graphs it includes, read with the resources of the
    /// Gradle project around it (the manifest merger's `<nav-graph>` expansion).
    func declaredLinks(ofFileAt path: String, applicationId: String?,
                       contents: (String) -> Result<Data, AppFileProblem>) throws(AppFilesError) -> [AppFileLink] {
        let reading = NavGraphReader(applicationId: applicationId, resources: AndroidResources.around(graph: path)).read(path: path) { graphPath in
            contents(graphPath).mapError { NavGraphFileProblem($0.message) }
        }
        if let root = reading.errors.first {
            throw AppFilesError(path: root.file, diagnostics: reading.errors.map {
                ConfigDiagnostic(severity: .error, message: $0.file == root.file ? $0.message : $0.description,
                                 position: $0.file == root.file ? $0.position : nil)
            })
        }
        guard let graph = reading.root else { return [] }
        return graph.allNodes.flatMap(\.deepLinks)
    }

    /// What ``importFiles(_:applicationId:resources:)`` found.
    struct Import {
        /// The graphs the route file lists (those no other includes), with the line of their root element.
        var listed: [(path: String, line: Int)] = []
        /// The deep links they declare, with their file and line, in order.
        var links: [(uri: String, file: String, line: Int)] = []
        /// What could not be read, with its file and line: that graph is not listed.
        var notRead: [(file: String, line: Int, what: String)] = []
    }

    /// `navsim init` (``JetpackProjectReader``): the graphs among the files the walk read (each
    /// path and its bytes, in walk order; an include of a graph outside them is an error of the
    /// including graph). The graphs no other includes are listed; a graph with an error is
    /// reported and left out.
    func importFiles(_ files: [(path: String, contents: Data)], applicationId: String?, resources: AndroidResources) -> Import {
        let contents = Dictionary(files, uniquingKeysWith: { first, _ in first })
        let reader = NavGraphReader(applicationId: applicationId, resources: resources)
        func read(_ path: String) -> Result<Data, NavGraphFileProblem> {
            contents[path].map { .success($0) } ?? .failure(NavGraphFileProblem("not in the folders read"))
        }
        // Only the roots are read whole: reading every file as a root read a chain of 250
        // graphs 125 times over.
        let included = Set(files.flatMap { reader.includedFiles(path: $0.path, contents: read) })
        let readings = files.filter { !included.contains($0.path) }.map { graph in
            (path: graph.path, reading: reader.read(path: graph.path, contents: read))
        }
        var found = Import()
        for (path, reading) in readings {
            guard reading.errors.isEmpty, let root = reading.root else {
                found.notRead += reading.errors.map {
                    (file: $0.file, line: $0.position.line, what: "\($0.message) (column \($0.position.column)): graph \(path) not imported")
                }
                continue
            }
            found.listed.append((path, root.position.line))
            for node in root.allNodes {
                for link in node.deepLinks {
                    guard let uri = link.uri else { continue }
                    found.links.append((uri, link.file, link.position.line))
                }
            }
        }
        return found
    }

    var findingRules: [String] { NavGraphDeepLinkCheck.Kind.allCases.map { Self.rule(of: $0).name } }

    /// `deep-link-missing-argument` (error), `repeated-deep-link` (error) and `tied-deep-links`
    /// (warning), each at the graph file's line and column (docs/lint.md). A graph with ties or
    /// links lacking a required argument still loads in `open` and the UI (such a link makes no
    /// route); one with a repeated deep link does not (the app's build fails), except in
    /// `check`, which reports it.
    private static func rule(of kind: NavGraphDeepLinkCheck.Kind) -> (name: String, severity: ConfigDiagnostic.Severity) {
        switch kind {
        case .missingRequiredArgument: ("deep-link-missing-argument", .error)
        case .repeatedDeepLink: ("repeated-deep-link", .error)
        case .tiedDeepLinks: ("tied-deep-links", .warning)
        }
    }

    private static func finding(_ found: NavGraphDeepLinkCheck.Finding) -> AppFileFinding {
        let (rule, severity) = rule(of: found.kind)
        return AppFileFinding(rule: rule, severity: severity, stopsLoading: found.kind == .repeatedDeepLink, file: found.file,
                              position: found.position, message: found.message)
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
    private func walk(_ node: NavGraphNode, around enclosing: Enclosing, tabs: [String: String],
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
