import Foundation
import NavSupport

extension ExpoProjectSourceReader {
    /// `check --against` on an Expo project: the route file reads the routes folder live, so its
    /// routes drift only when `appDir` names another folder (each route file added or removed
    /// between the two is a difference); and what the route file names in the folder must be
    /// there: `expoRouter.layouts` and `redirects` files, `tabs` route names, `screens` ids. A
    /// layout override that contradicts the navigator the layout renders literally is a
    /// difference too. Schemes, domains and the Android package are compared as for every project.
    func drift(in root: JSONNode, reading: ProjectSourceReading, routeFile: String?) -> [ProjectSourceDrift]? {
        guard let project = reading.items.first(where: { $0.kind == "appDir" })?.fact else { return nil }
        let projectFolder = Self.resolved(project.value, from: FileManager.default.currentDirectoryPath)
        let projectFiles = ExpoAppFolder.allFiles(in: projectFolder).filter(ExpoRouteTreeBuilder.isRouteFile)
        let shownProject = project.value
        var drifts: [ProjectSourceDrift] = []
        let members: [JSONMember]
        if case .object(let list) = root.value { members = list } else { members = [] }
        func member(_ key: String, in list: [JSONMember]) -> JSONMember? { list.first { $0.key == key } }
        func objectMembers(_ node: JSONNode?) -> [JSONMember] {
            if case .object(let list)? = node?.value { return list }
            return []
        }

        // The folder appDir names against the project's routes folder.
        let appDirMember = member("appDir", in: members)
        var written = "app"
        if case .string(let text)? = appDirMember?.value.value { written = text }
        let routeFileDirectory = routeFile.map { folder(of: $0) } ?? ""
        let named = Self.resolved(written, from: Self.resolved(routeFileDirectory.isEmpty ? "." : routeFileDirectory,
                                                                 from: FileManager.default.currentDirectoryPath))
        if named != projectFolder {
            let position = appDirMember?.value.position
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: named, isDirectory: &isDirectory) || !isDirectory.boolValue {
                drifts.append(ProjectSourceDrift(message: "appDir \(quotedJSONString(written)) names no folder; the app's routes are in \(shownProject)"
                                                     + (project.line.map { " (\(project.file):\($0))" } ?? " (\(project.file))"),
                                                 jsonPath: "appDir", position: position))
            } else {
                let namedFiles = Set(ExpoAppFolder.allFiles(in: named).filter(ExpoRouteTreeBuilder.isRouteFile))
                for file in projectFiles where !namedFiles.contains(file) {
                    drifts.append(ProjectSourceDrift(message: "route \(quotedJSONString(file)) is in the app (\(shownProject)) and not in the folder appDir names (\(written))",
                                                     jsonPath: "appDir", position: position))
                }
                for file in namedFiles.sorted(by: ExpoRouteTreeBuilder.contextOrder) where !projectFiles.contains(file) {
                    drifts.append(ProjectSourceDrift(message: "route \(quotedJSONString(file)) is in the folder appDir names (\(written)) and not in the app (\(shownProject))",
                                                     jsonPath: "appDir", position: position))
                }
            }
        }

        // What the route file names in the folder.
        let settings = objectMembers(member("expoRouter", in: members)?.value)
        for key in ["layouts", "redirects"] {
            for entry in objectMembers(member(key, in: settings)?.value) where !projectFiles.contains(entry.key) {
                drifts.append(ProjectSourceDrift(message: "expoRouter.\(key) names \(quotedJSONString(entry.key)), which is not in the app's routes folder (\(shownProject))",
                                                 jsonPath: "expoRouter.\(key).\(entry.key)", position: entry.keyPosition))
            }
        }
        for entry in objectMembers(member("layouts", in: settings)?.value) where projectFiles.contains(entry.key) {
            guard case .string(let given)? = member("navigator", in: objectMembers(entry.value))?.value.value,
                  let source = try? ExpoAppFolder.read(entry.key, in: projectFolder) else { continue }
            let literal = ExpoLayoutReader.read(source, file: entry.key)
            if literal.navigatorIsLiteral, literal.navigator.rawValue != given {
                drifts.append(ProjectSourceDrift(
                    message: "expoRouter.layouts says \(entry.key) renders a \(given); the file renders a \(literal.navigator.rawValue) "
                        + "(\((shownProject as NSString).appendingPathComponent(entry.key)))",
                    jsonPath: "expoRouter.layouts.\(entry.key).navigator", position: member("navigator", in: objectMembers(entry.value))?.value.position))
            }
        }
        // Tab ids are route names of a layout, screen ids are routes' file paths with groups expanded.
        let builder = ExpoRouteTreeBuilder(platform: "ios", layout: { _ in ExpoLayoutDeclaration() }, redirect: { _ in nil })
        if case .success(let tree) = builder.build(files: projectFiles) {
            var names: Set<String> = [], ids: Set<String> = []
            func visit(_ node: ExpoRouteNode) {
                names.insert(node.route)
                ids.insert(node.id)
                node.children.forEach(visit)
            }
            visit(tree)
            if case .array(let tabs)? = member("tabs", in: members)?.value.value {
                for (index, tab) in tabs.enumerated() {
                    guard let id = member("id", in: objectMembers(tab)), case .string(let name) = id.value.value, !names.contains(name) else { continue }
                    drifts.append(ProjectSourceDrift(message: "tab \(quotedJSONString(name)) names no route of the app's routes folder (\(shownProject))",
                                                     jsonPath: "tabs[\(index)].id", position: id.value.position))
                }
            }
            for entry in objectMembers(member("screens", in: members)?.value) where !ids.contains(entry.key) {
                drifts.append(ProjectSourceDrift(message: "screen \(quotedJSONString(entry.key)) is no route of the app's routes folder (\(shownProject))",
                                                 jsonPath: "screens.\(entry.key)", position: entry.keyPosition))
            }
        }
        return drifts
    }

    /// `path` absolute (from `directory`), `.` and `..` and symbolic links resolved.
    static func resolved(_ path: String, from directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path as NSString).standardizingPath
    }
}
