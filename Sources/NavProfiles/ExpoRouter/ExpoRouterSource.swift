import Foundation
import NavModel
import NavRouting
import NavSupport

/// The `expo_router` profile's routes: the app folder `appDir` names (default `app`), read at
/// load time as expo-router reads it, with the route file's `expoRouter` overrides.
struct ExpoRouterSource: AppSource {
    var topLevelKeys: [String] { ["appDir", "expoRouter", "linking", "routes"] }

    func build(root: JSONNode, base: AppDefinition, options: MatchingOptions, directory: String) throws(AppSourceError) -> SourcedApp {
        var reader = ExpoJSONReader()
        let members = reader.members(of: root, path: "") ?? []
        if let routes = members.first(where: { $0.key == "routes" }) {
            reader.error("\"routes\" is not used under the expo_router profile: the routes are the app folder's files (\"appDir\")",
                         path: "routes", at: routes.keyPosition)
        }
        let appDirMember = members.first { $0.key == "appDir" }
        if let linking = members.first(where: { $0.key == "linking" }) {
            if let appDirMember {
                reader.error("\"linking\" is for an app on React Navigation alone, \"appDir\" for an expo-router app: give one of them",
                             path: "linking", at: appDirMember.keyPosition)
            }
            if let settings = members.first(where: { $0.key == "expoRouter" }) {
                reader.error("\"expoRouter\" configures an app folder; a \"linking\" app has none", path: "expoRouter", at: settings.keyPosition)
            }
            let config = reader.linking(linking.value)
            if !reader.diagnostics.isEmpty { throw AppSourceError(reader.diagnostics) }
            return try ReactNavigationApp.build(config, at: linking.value.position, base: base, options: options)
        }
        let appDir = appDirMember.flatMap { reader.string($0.value, path: "appDir") } ?? "app"
        let appDirPosition = appDirMember?.value.position ?? root.position
        let settings = members.first { $0.key == "expoRouter" }.map { reader.settings($0.value) } ?? ExpoRouterSettings()
        if !reader.diagnostics.isEmpty { throw AppSourceError(reader.diagnostics) }

        let folder = appDir.hasPrefix("/") ? appDir : (directory as NSString).appendingPathComponent(appDir)
        func fail(_ message: String) -> AppSourceError {
            AppSourceError([ConfigDiagnostic(severity: .error, message: message, jsonPath: "appDir", position: appDirPosition)])
        }
        let files: [String]
        do throws(ExpoAppFolder.Problem) { files = try ExpoAppFolder.routeFiles(in: folder) } catch { throw fail(error.message) }
        if files.isEmpty { throw fail("the app folder \(appDir) has no route files (.js, .jsx, .ts, .tsx)") }

        // Read every layout and route file once; an unreadable one is an error naming it.
        var sources: [String: String] = [:]
        for file in files {
            do throws(ExpoAppFolder.Problem) { sources[file] = try ExpoAppFolder.read(file, in: folder) } catch {
                throw fail("\(appDir)/\(file): \(error.message)")
            }
        }
        var notes: [String] = []
        // Each simulated platform reads its own variants (`x.ios.tsx`, `x.android.tsx`, `x.native.tsx`).
        var trees: [(platform: Platform, tree: ExpoRouteNode)] = []
        for platform in Platform.allCases {
            let builder = ExpoRouteTreeBuilder(
                platform: platform.rawValue,
                layout: { file in
                    var declaration = sources[file].map { ExpoLayoutReader.read($0, file: appDir + "/" + file) } ?? ExpoLayoutDeclaration()
                    if let override = settings.layouts[file] { declaration = override.applied(to: declaration) }
                    for note in declaration.notUnderstood where !notes.contains(note) { notes.append(note) }
                    return declaration
                },
                redirect: { file in sources[file].flatMap(ExpoLayoutReader.unconditionalRedirect) })
            switch builder.build(files: files) {
            case .success(let built): trees.append((platform, built))
            case .failure(let problem):
                throw fail(problem.file.isEmpty ? problem.message : "\(appDir)/\(problem.file): \(problem.message)")
            }
            if let last = trees.last?.tree, let duplicate = ExpoLinkingConfigs(root: last).duplicate() {
                // The files of the two screens, as the app folder names them.
                let files = [duplicate.first, duplicate.second].compactMap { last.node(id: $0.nodeID).map { appDir + "/" + $0.file.dropFirst(2) } }
                throw fail((files.isEmpty ? "" : files.joined(separator: " and ") + ": ") + duplicate.message)
            }
        }
        let tree = trees[0].tree
        var missing: [ConfigDiagnostic] = []
        let named: [(key: String, file: String)] = settings.layouts.keys.sorted().map { ("layouts", $0) }
            + settings.redirects.keys.sorted().map { ("redirects", $0) }
        for (key, file) in named where !files.contains(file) {
            missing.append(ConfigDiagnostic(severity: .error, message: "\(appDir) has no file \"\(file)\"", jsonPath: "expoRouter.\(key).\(file)",
                                            position: members.first { $0.key == "expoRouter" }?.value.position))
        }
        if !missing.isEmpty { throw AppSourceError(missing) }
        let configs = ExpoLinkingConfigs(root: tree)

        // The table lists the leaf routes in the order getStateFromPath tries them.
        var specs: [RouteSpec] = []
        var routeIndex: [String: Int] = [:]
        var earlier: [(stripped: String, groups: Set<String>)] = []
        for config in configs.configs where !config.hasChildren && routeIndex[config.nodeID] == nil {
            routeIndex[config.nodeID] = specs.count
            // A group is optional (`(g)?`) unless an earlier route of the same path lacks it: then
            // only a URL naming the group reaches this copy (a route shared by `(a,b)`).
            let segments = config.pattern.split(separator: "/").map(String.init)
            let groups = Set(segments.filter { ExpoRouteName.groupName($0) != nil })
            let stripped = ExpoRouteName.strippingGroups(config.pattern)
            let rivals = earlier.filter { $0.stripped == stripped }
            let path = segments.map { segment in
                guard groups.contains(segment) else { return segment }
                return rivals.contains { !$0.groups.contains(segment) } ? segment : segment + "?"
            }.joined(separator: "/")
            earlier.append((stripped, groups))
            specs.append(RouteSpec(path: "/" + path, screen: config.nodeID, index: specs.count))
        }
        let table: RouteTable
        do { table = try RouteTable(routes: specs, options: options) } catch {
            throw fail("the routes of \(appDir) do not compile: \(error.errors.map(\.message).joined(separator: "; "))")
        }
        // The table (routes, match, lint) is the iOS app's; navigation follows the simulated platform.
        let primary = ExpoRouterNavigator(root: tree, settings: settings, app: base, routeIndex: routeIndex)
        var navigators: [Platform: ExpoRouterNavigator] = [trees[0].platform: primary]
        for (platform, other) in trees.dropFirst() {
            navigators[platform] = ExpoRouterNavigator(root: other, settings: settings, app: base, routeIndex: routeIndex)
        }
        let navigator = ExpoPlatformNavigator(navigators: navigators, primary: primary)
        return SourcedApp(app: base, table: table, navigator: navigator,
                          watchedFiles: ExpoAppFolder.watchedPaths(in: folder),
                          notes: notes.map { ConfigDiagnostic(severity: .note, message: "not understood: \($0)", jsonPath: "appDir", position: appDirPosition) })
    }
}

/// Reading the app folder from disk.
enum ExpoAppFolder {
    struct Problem: Error { var message: String }

    /// Every file under `folder`, relative paths, sorted; folders starting with `.` and
    /// `node_modules` skipped.
    static func allFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path), isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted(by: ExpoRouteTreeBuilder.contextOrder)
    }

    /// The folder, its sub-folders (a file added or removed changes them) and its files, as paths.
    static func watchedPaths(in folder: String) -> [String] {
        var paths = [folder]
        for file in allFiles(in: folder) {
            var parent = NavSupport.folder(of: file)
            var parents: [String] = []
            while !parent.isEmpty, !paths.contains((folder as NSString).appendingPathComponent(parent)) {
                parents.insert((folder as NSString).appendingPathComponent(parent), at: 0)
                parent = NavSupport.folder(of: parent)
            }
            paths += parents + [(folder as NSString).appendingPathComponent(file)]
        }
        return paths
    }

    /// The route and layout files of the app folder at `folder`.
    static func routeFiles(in folder: String) throws(Problem) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(message: "the app folder \(folder) does not exist (\"appDir\" names the folder of the app's routes, relative to the route file)")
        }
        return allFiles(in: folder).filter(ExpoRouteTreeBuilder.isRouteFile)
    }

    /// The text of one file of the app folder.
    static func read(_ file: String, in folder: String) throws(Problem) -> String {
        let path = (folder as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(message: "the file cannot be read (permissions?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(message: "the file is not UTF-8 text")
        }
        return text
    }
}
