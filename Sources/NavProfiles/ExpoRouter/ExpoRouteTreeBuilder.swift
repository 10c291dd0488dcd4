import Foundation

/// A problem expo-router reports while reading the app folder, with the file it names.
struct ExpoRouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the app folder (empty when the problem is the whole folder).
    var file: String
    var message: String
    var description: String { message }
}

/// expo-router's `getRoutes` (`getRoutesCore.ts`): the app folder's file paths become a tree of
/// layouts and routes. Array groups are expanded, platform variants chosen, routes in folders
/// without a layout hoisted to the nearest one and named relative to it, and a root layout,
/// `_sitemap` and `+not-found` generated when the app has none.
struct ExpoRouteTreeBuilder {
    /// The platform whose variants (`x.ios.tsx`) replace their plain siblings.
    var platform: String
    /// What each layout file declares (by file path relative to the app folder).
    var layout: (String) -> ExpoLayoutDeclaration
    /// The href a route file redirects to unconditionally, if any.
    var redirect: (String) -> String?

    static let extensions = [".tsx", ".ts", ".jsx", ".js"]
    private static let platforms: Set<String> = ["android", "ios", "native", "web"]

    /// Whether `path` (relative to the app folder) is a file expo-router reads as a route or layout.
    static func isRouteFile(_ path: String) -> Bool {
        guard extensions.contains(where: { path.hasSuffix($0) }), !path.hasSuffix(".d.ts") else { return false }
        let name = removingExtension(path)
        if path.split(separator: "/").count == 1, name == "+html" || name == "+native-intent" { return false }
        if name.hasSuffix("+api") || name.hasSuffix("+middleware") { return false }
        // Files under folders whose names start with a dot, and test folders, are not in the require context.
        return !path.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "__tests__" }
    }

    static func removingExtension(_ path: String) -> String {
        for ext in extensions where path.hasSuffix(ext) { return String(path.dropLast(ext.count)) }
        return path
    }

    private final class Directory {
        var layouts: [Int: ExpoRouteNode] = [:]
        var files: [(key: String, nodes: [Int: ExpoRouteNode])] = []
        var subdirectories: [(name: String, directory: Directory)] = []

        func subdirectory(_ name: String) -> Directory {
            if let found = subdirectories.first(where: { $0.name == name }) { return found.directory }
            let made = Directory()
            subdirectories.append((name, made))
            return made
        }
    }

    /// The root layout of the app whose route files are `files` (paths relative to the app
    /// folder, in require.context's order; other files are skipped).
    func build(files: [String]) -> Result<ExpoRouteNode, ExpoRouteError> {
        do { return .success(try buildThrowing(files: files.filter(Self.isRouteFile))) }
        catch let error as ExpoRouteError { return .failure(error) }
        catch { return .failure(ExpoRouteError(file: "", message: "\(error)")) }
    }

    /// The order of require.context's keys: paths compared as strings.
    static func contextOrder(_ a: String, _ b: String) -> Bool { Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }

    private func buildThrowing(files: [String]) throws -> ExpoRouteNode {
        let root = Directory()
        var hasRoutes = false
        for file in files {
            let contextKey = "./" + file
            let meta = try fileMeta(file)
            guard meta.specificity >= 0 else { continue }
            for route in try Self.extrapolatingGroups(meta.route, contextKey: contextKey) {
                var directory = root
                let parts = route.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                for part in parts.dropLast() { directory = directory.subdirectory(part) }
                if meta.isLayout {
                    if let existing = directory.layouts[meta.specificity] {
                        throw ExpoRouteError(file: file, message: "The layouts \"\(contextKey)\" and \"\(existing.file)\" conflict on the route \"/\(route)\". Remove or rename one of these files.")
                    }
                    let folder = ExpoRouteName.droppingSuffix("/", from: String(route.dropLast("_layout".count)))
                    directory.layouts[meta.specificity] = ExpoRouteNode(
                        kind: .layout, route: folder, file: contextKey, id: ExpoRouteNode.layoutID(folder: folder), dynamic: nil,
                        layout: layout(file))
                } else {
                    let index: Int
                    if let found = directory.files.firstIndex(where: { $0.key == route }) { index = found }
                    else { directory.files.append((route, [:])); index = directory.files.count - 1 }
                    if let existing = directory.files[index].nodes[meta.specificity] {
                        throw ExpoRouteError(file: file, message: "The route files \"\(contextKey)\" and \"\(existing.file)\" conflict on the route \"/\(route)\". Remove or rename one of these files.")
                    }
                    hasRoutes = true
                    directory.files[index].nodes[meta.specificity] = ExpoRouteNode(
                        kind: .route, route: route, file: contextKey, id: route, dynamic: nil, redirect: redirect(file))
                }
            }
        }
        if root.layouts.isEmpty {
            var generated = ExpoRouteNode(kind: .layout, route: "", file: "expo-router/build/views/Navigator.js", id: ExpoRouteNode.layoutID(folder: ""),
                                          dynamic: nil, generated: true, isInternal: true, layout: ExpoLayoutDeclaration())
            generated.layout?.navigator = .stack
            root.layouts[0] = generated
        }
        if hasRoutes, !root.files.contains(where: { $0.key == "_sitemap" }) {
            root.files.append(("_sitemap", [0: ExpoRouteNode(kind: .route, route: "_sitemap", file: "expo-router/build/views/Sitemap.js",
                                                              id: "_sitemap", dynamic: nil, generated: true, isInternal: true)]))
        }
        if !root.files.contains(where: { $0.key == "+not-found" }) {
            root.files.append(("+not-found", [0: ExpoRouteNode(kind: .route, route: "+not-found", file: "expo-router/build/views/Unmatched.js",
                                                                id: "+not-found", dynamic: nil, generated: true, isInternal: true)]))
        }
        var tree = try flatten(root, layout: nil, pathToRemove: "")
        try resolveAnchors(&tree)
        return tree
    }

    private struct FileMeta { var route: String; var specificity: Int; var isLayout: Bool }

    /// `getFileMeta`: the route name, whether it is a layout, and how specific its platform is
    /// (-1: another platform's file, skipped).
    private func fileMeta(_ file: String) throws -> FileMeta {
        let contextKey = "./" + file
        var route = Self.removingExtension(file)
        let parts = file.split(separator: "/").map(String.init)
        let filename = parts.last ?? file
        let nameParts = Self.removingExtension(filename).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let base = nameParts.first ?? ""
        let platformExtension = nameParts.count > 1 ? nameParts[1] : nil
        if base.hasPrefix("("), base.hasSuffix(")") {
            throw ExpoRouteError(file: file, message: "Invalid route \(contextKey). Routes cannot end with '(group)' syntax")
        }
        if filename.hasPrefix("+"), base != "+not-found" {
            let renamed = (parts.dropLast() + [String(filename.dropFirst())]).joined(separator: "/")
            throw ExpoRouteError(file: file, message: "Invalid route \(contextKey). Route nodes cannot start with the '+' character. \"Rename it to \(renamed)\"")
        }
        var specificity = 0
        if let platformExtension, Self.platforms.contains(platformExtension) {
            if platformExtension == platform { specificity = 2 }
            else if platformExtension == "native", platform != "web" { specificity = 1 }
            else { specificity = -1 }
            route = String(route.dropLast(platformExtension.count + 1))
        }
        return FileMeta(route: route, specificity: specificity, isLayout: base == "_layout")
    }

    /// `extrapolateGroups`: `(a,b)/x` is `(a)/x` and `(b)/x`, every array group expanded.
    static func extrapolatingGroups(_ key: String, contextKey: String) throws -> [String] {
        let segments = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let position = segments.firstIndex(where: { ExpoRouteName.groupName($0)?.contains(",") == true }),
              let inner = ExpoRouteName.groupName(segments[position]) else { return [key] }
        let groups = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if Set(groups).count != groups.count {
            throw ExpoRouteError(file: String(contextKey.dropFirst(2)),
                                 message: "Array syntax cannot contain duplicate group name \"\(inner)\" in \"\(key)\".")
        }
        var keys: [String] = []
        for group in groups {
            var replaced = segments
            replaced[position] = "(" + group.filter { $0 != " " } + ")"
            for expanded in try extrapolatingGroups(replaced.joined(separator: "/"), contextKey: contextKey) where !keys.contains(expanded) {
                keys.append(expanded)
            }
        }
        return keys
    }

    /// `getMostSpecific`: the most specific variant; a platform variant needs a plain sibling.
    private func mostSpecific(_ nodes: [Int: ExpoRouteNode]) throws -> ExpoRouteNode {
        guard let best = nodes.keys.max(), let node = nodes[best] else {
            throw ExpoRouteError(file: "", message: "Expo Router Internal Error: empty route")
        }
        if nodes[0] == nil {
            throw ExpoRouteError(file: String(node.file.dropFirst(2)),
                                 message: "The file \(node.file) does not have a fallback sibling file without a platform extension.")
        }
        return node
    }

    /// `flattenDirectoryTreeToRoutes`: routes hoisted to the nearest layout, named relative to it.
    private func flatten(_ directory: Directory, layout parent: ExpoRouteNode?, pathToRemove: String) throws -> ExpoRouteNode {
        var current = parent
        var pathToRemove = pathToRemove
        var ownLayout = false
        if !directory.layouts.isEmpty {
            var layout = try mostSpecific(directory.layouts)
            let absolute = layout.route
            layout.route = ExpoRouteName.removingFirst(pathToRemove, from: absolute)
            pathToRemove = absolute.isEmpty ? "" : absolute + "/"
            layout.dynamic = ExpoRouteName.dynamicSegments(layout.file)
            current = layout
            ownLayout = true
        }
        guard var node = current else { throw ExpoRouteError(file: "", message: "Expo Router Internal Error: No nearest layout") }
        for (_, nodes) in directory.files {
            var route = try mostSpecific(nodes)
            route.route = ExpoRouteName.removingFirst(pathToRemove, from: route.route)
            route.dynamic = ExpoRouteName.dynamicSegments(route.route)
            node.children.append(route)
        }
        for (_, subdirectory) in directory.subdirectories {
            node = try flatten(subdirectory, layout: node, pathToRemove: pathToRemove)
        }
        guard ownLayout, var parentNode = parent else { return node }
        parentNode.children.append(node)
        return parentNode
    }

    /// The anchor of every layout (`getLayoutAnchor`), checked against its children.
    private func resolveAnchors(_ node: inout ExpoRouteNode) throws {
        guard node.kind == .layout else { return }
        let group = node.lastGroupName
        var anchor = group.flatMap { name in node.children.first { ExpoRouteName.droppingSuffix("/index", from: $0.route) == name }?.route }
        var anchorGroup: String?
        if let settings = node.layout {
            if let general = settings.anchor { anchor = general }
            if let group, let specific = settings.groupAnchors[group] {
                anchor = specific
                anchorGroup = group
            }
        }
        if let name = anchor {
            guard let found = node.child(named: name) ?? node.child(named: name + "/index") else {
                let available = node.children.filter { !$0.generated }.map { "\"\($0.route)\"" }.joined(separator: ", ")
                let groupText = anchorGroup.map { " for group \"\($0)\"" } ?? ""
                throw ExpoRouteError(file: String(node.file.dropFirst(2)),
                                     message: "The initial route name \"\(name)\"\(groupText) was not found in the layout at \"\(node.file)\". "
                                         + "Available routes are: \(available). Set `unstable_settings.anchor` to the name of a route in this layout.")
            }
            node.anchor = found.route
        }
        for index in node.children.indices { try resolveAnchors(&node.children[index]) }
    }
}

extension ExpoRouteName {
    /// `text` without the first occurrence of `part` (JavaScript's `replace` with a string).
    static func removingFirst(_ part: String, from text: String) -> String {
        guard !part.isEmpty, let range = text.range(of: part) else { return text }
        var copy = text
        copy.removeSubrange(range)
        return copy
    }

    /// `text` without `suffix` at its end.
    static func droppingSuffix(_ suffix: String, from text: String) -> String {
        text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
    }
}
