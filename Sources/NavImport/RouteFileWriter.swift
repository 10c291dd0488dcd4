import NavProfiles
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavProfiles
import NavRouteFile
import NavRouting
import NavSupport
import NavSyntax

/// The route file `navsim init` writes, its report, and the import it was made from (without
/// what the loader refused).
public struct ImportedRouteFile: Sendable {
    /// The import, less anything the route file could not hold.
    public var app: ImportedApp
    /// The route file's text (JSON, two-space indented, ending in a newline).
    public var text: String
    /// What was imported (with sources) and what was not understood.
    public var report: ImportReport
}

/// Writes an ``ImportedApp`` as a route file that loads: each value goes where the route file
/// format puts it (docs/import.md), and anything the loader refuses (a pattern the profile
/// cannot read, say) is left out and reported, so the file written always loads.
public enum RouteFileWriter {
    /// The route file for `app`, whose platform-file paths are written relative to `directory`
    /// (the route file's folder; absolute) from the current directory `currentDirectory`.
    public static func write(_ app: ImportedApp, directory: String, currentDirectory: String) -> ImportedRouteFile {
        var app = app
        var problems = dropRoutesPastTheExpansionLimit(&app)
        var dropped: Set<String> = []
        // Each round drops at least one refused entry or key, so the rounds are bounded by what
        // the import holds; a round that drops nothing ends the loop.
        while true {
            let members = self.members(app, dropped: dropped, directory: directory, currentDirectory: currentDirectory)
            let text = render(members)
            let errors = loadErrors(text, directory: directory)
            if errors.isEmpty {
                var report = ImportReport()
                report.imported = app.importedItems
                report.notUnderstood = NotUnderstood.grouped(app.notUnderstood + problems)
                return ImportedRouteFile(app: app, text: text, report: report)
            }
            // Drop each refused entry (from the last, so indices hold) and try again.
            var routeIndices: Set<Int> = [], shortcutIndices: Set<Int> = []
            var progress = false
            for error in errors {
                if let index = index(in: error.jsonPath, of: "routes"), index < app.routes.count {
                    if routeIndices.insert(index).inserted {
                        problems.append(NotUnderstood(source: app.routes[index].source,
                                                      what: "route \(quotedJSONString(app.routes[index].label)) does not load: \(error.message): not imported"))
                    }
                } else if let index = index(in: error.jsonPath, of: "shortcuts"), index < app.shortcuts.count {
                    if shortcutIndices.insert(index).inserted {
                        problems.append(NotUnderstood(source: app.shortcuts[index].source,
                                                      what: "quick action \(app.shortcuts[index].name) does not load: \(error.message): not imported"))
                    }
                } else {
                    let key = String(error.jsonPath.prefix { $0 != "." && $0 != "[" })
                    let source = source(ofKey: key, in: app)
                    if Self.droppableKeys.contains(key) || isFilesMember(key, of: app), dropped.insert(key).inserted {
                        progress = true
                        problems.append(NotUnderstood(source: source, what: "\"\(key)\" does not load: \(error.message): left out"))
                    }
                }
            }
            progress = progress || !routeIndices.isEmpty || !shortcutIndices.isEmpty
            guard progress else {
                return emptyRouteFile(app, problems: problems, errors: errors)
            }
            for index in routeIndices.sorted(by: >) { app.routes.remove(at: index) }
            for index in shortcutIndices.sorted(by: >) { app.shortcuts.remove(at: index) }
            if dropped.contains("links") { app.appID = nil; app.fingerprint = nil; app.associations = []; app.assetlinks = []; app.manifest = nil }
            if dropped.contains("profile") { app.profile = nil }
            if let reading = app.filesReading, reading.members.contains(where: { dropped.contains($0.0) }) { app.filesReading = nil }
            if dropped.contains("parameterScreens") { app.parameterScreens = [] }
        }
    }

    /// The keys the writer can leave out of the route file whole, beside the members of ``ImportedApp/filesReading``.
    private static let droppableKeys: Set<String> = ["links", "profile", "parameterScreens"]

    /// Whether `key` is a member of the files a profile's reader lists (left out with its reading).
    private static func isFilesMember(_ key: String, of app: ImportedApp) -> Bool {
        app.filesReading?.members.contains { $0.0 == key } ?? false
    }

    /// The route file when what the loader refuses is nothing the writer can leave out: an empty
    /// route list, and a report that says so and claims nothing imported.
    private static func emptyRouteFile(_ app: ImportedApp, problems: [NotUnderstood], errors: [ConfigDiagnostic]) -> ImportedRouteFile {
        var report = ImportReport()
        report.notUnderstood = app.notUnderstood + problems + errors.map { error in
            NotUnderstood(source: ImportSource(file: error.jsonPath.isEmpty ? "the route file" : error.jsonPath),
                          what: "the route file does not load: \(error.message): nothing imported")
        }
        var empty = ImportedApp()
        empty.notUnderstood = app.notUnderstood
        let text = JSONOutput.object([("routes", .array([]))]).rendered() + "\n"
        return ImportedRouteFile(app: empty, text: text, report: report)
    }

    /// Leaves out, before any load, each route whose optional groups would take the table past
    /// ``RouteTable/maximumTableExpansions``: the table stops at the first such route, so finding
    /// them one load at a time took a load per route.
    private static func dropRoutesPastTheExpansionLimit(_ app: inout ImportedApp) -> [NotUnderstood] {
        let profile = app.profile.flatMap { MatchingProfile(rawValue: $0.value) } ?? .navsim
        var total = 0
        var problems: [NotUnderstood] = []
        app.routes = app.routes.filter { route in
            guard let pattern = try? RoutePattern(route.pattern, profile: profile) else { return true }
            guard total + pattern.expansions.count <= RouteTable.maximumTableExpansions else {
                problems.append(NotUnderstood(
                    source: route.source,
                    what: "route \(quotedJSONString(route.label)) does not load: its \(pattern.expansions.count) optional-group expansions take"
                        + " the table past \(RouteTable.maximumTableExpansions) routes: not imported"))
                return false
            }
            total += pattern.expansions.count
            return true
        }
        return problems
    }

    /// The route file's text: two-space indented, each route and shortcut on a line of its own
    /// (`{ "path": "/a/:id", "scheme": "b" }`), as route files are written by hand.
    static func render(_ members: [(String, JSONOutput)]) -> String {
        var lines: [String] = []
        for (index, (key, value)) in members.enumerated() {
            let comma = index < members.count - 1 ? "," : ""
            let name = JSONOutput.string(key).rendered()
            if case .array(let items) = value, key == "routes" || key == "shortcuts", !items.isEmpty {
                lines.append("  \(name): [")
                for (position, item) in items.enumerated() {
                    lines.append("    " + oneLine(item) + (position < items.count - 1 ? "," : ""))
                }
                lines.append("  ]" + comma)
            } else {
                let rendered = value.rendered(pretty: true, compactScalarArrays: true).replacingOccurrences(of: "\n", with: "\n  ")
                lines.append("  \(name): \(rendered)\(comma)")
            }
        }
        return "{\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// A flat object on one line with a space after each `:` and `,`.
    private static func oneLine(_ value: JSONOutput) -> String {
        guard case .object(let fields) = value else { return value.rendered(pretty: false) }
        return "{ " + fields.map { "\(JSONOutput.string($0.0).rendered()): \($0.1.rendered(pretty: false))" }.joined(separator: ", ") + " }"
    }

    /// The loader's and compiler's errors for `text`, as a route file in `directory` (the paths
    /// it names are relative to it).
    private static func loadErrors(_ text: String, directory: String) -> [ConfigDiagnostic] {
        do {
            let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: directory + "/navsim-init.json", unknownKeysAreErrors: true)
            _ = try CompiledApp(loaded)
            return []
        } catch {
            return error.errors
        }
    }

    private static func index(in path: String, of key: String) -> Int? {
        guard path.hasPrefix(key + "[") else { return nil }
        return Int(path.dropFirst(key.count + 1).prefix { $0.isNumber })
    }

    private static func source(ofKey key: String, in app: ImportedApp) -> ImportSource {
        switch key {
        case "links": return app.appID?.source ?? app.fingerprint?.source ?? ImportSource(file: "links")
        case "profile": return app.profile?.source ?? ImportSource(file: "profile")
        case "parameterScreens": return app.parameterScreens.first?.source ?? ImportSource(file: "parameterScreens")
        default:
            // A listed file's key: the first file it lists.
            if isFilesMember(key, of: app), let first = app.filesReading?.items.first { return ImportSource(file: first.fact.file, line: first.fact.line) }
            return app.schemes.first?.source ?? ImportSource(file: key)
        }
    }

    private static func members(_ app: ImportedApp, dropped: Set<String>, directory: String, currentDirectory: String)
        -> [(String, JSONOutput)] {
        func path(_ walked: String) -> String {
            relativePath(from: resolvedPath(directory), to: resolvedPath(absolutePath(walked, in: currentDirectory)))
        }
        /// A reader's members, less those dropped, each path (or list of paths) relative to the route file.
        func written(_ reading: ProjectSourceReading) -> [(String, JSONOutput)] {
            reading.members.filter { !dropped.contains($0.0) }.map { name, value in
                guard reading.pathMembers.contains(name) else { return (name, value) }
                switch value {
                case .string(let walked): return (name, .string(path(walked)))
                case .array(let items): return (name, .array(items.map { item in
                    guard case .string(let walked) = item else { return item }
                    return .string(path(walked))
                }))
                default: return (name, value)
                }
            }
        }
        var members: [(String, JSONOutput)] = []
        if let name = app.name { members.append(("name", .string(name))) }
        let defaultScheme = app.defaultScheme
        if let defaultScheme { members.append(("scheme", .string(defaultScheme))) }
        // Every other scheme: declared ones, and the schemes route tables name.
        var otherSchemes = app.schemes.dropFirst().map(\.value)
        var named = Set(otherSchemes)
        for route in app.routes {
            if let scheme = route.scheme, scheme != defaultScheme, named.insert(scheme).inserted { otherSchemes.append(scheme) }
        }
        if !otherSchemes.isEmpty {
            let fallback = Set(app.fallbackSchemes.map(\.value))
            members.append(("schemes", .object(otherSchemes.map { scheme in
                (scheme, .object(fallback.contains(scheme) ? [("fallbackToGlobal", true)] : []))
            })))
        }
        if !app.domains.isEmpty { members.append(("domains", .array(app.domains.map { .string($0.value) }))) }
        if let profile = app.profile, !dropped.contains("profile") { members.append(("profile", .string(profile.value))) }
        if let reading = app.filesReading { members += written(reading) }
        if !app.parameterScreens.isEmpty, !dropped.contains("parameterScreens") {
            members.append(("parameterScreens", .object(app.parameterScreens.map { ($0.parameter, .string($0.screen)) })))
        }
        if let reading = app.sourceReading {
            // A profile's reader wrote its members (its route tree, its routes folder) itself.
            members += written(reading)
        } else {
            members.append(("routes", .array(app.routes.map { route in
                var fields: [(String, JSONOutput)] = [("path", .string(route.pattern))]
                if let scheme = route.scheme, scheme != defaultScheme { fields.append(("scheme", .string(scheme))) }
                return .object(fields)
            })))
        }
        if !app.shortcuts.isEmpty {
            members.append(("shortcuts", .array(app.shortcuts.map { shortcut in
                var fields: [(String, JSONOutput)] = [("name", .string(shortcut.name))]
                if let title = shortcut.title { fields.append(("title", .string(title))) }
                if let subtitle = shortcut.subtitle { fields.append(("subtitle", .string(subtitle))) }
                if let icon = shortcut.icon { fields.append(("icon", .string(icon))) }
                fields.append(("url", .string(shortcut.url ?? placeholderURL(for: shortcut, scheme: defaultScheme))))
                return .object(fields)
            })))
        }
        if !dropped.contains("links") {
            var links: [(String, JSONOutput)] = []
            let domains = Set(app.domains.map(\.value) + app.wildcardDomains.map(\.value))
            let linked = app.associations.filter { domains.contains($0.domain) }
            if let appID = app.appID, !linked.isEmpty {
                links.append(("ios", .object([
                    ("appID", .string(appID.value)),
                    ("associations", .object(linked.map { ($0.domain, .string(path($0.path))) })),
                ])))
            }
            // Whenever a manifest was read: custom schemes need no fingerprint, and without one the
            // link check says which web hosts stay unverified and why.
            // A project config (an Expo app.json) stands for the manifest when no manifest was read.
            if let package = app.package,
               let manifest = app.manifest ?? app.sourceReading?.androidManifest.map({ ImportedFact($0.value, ImportSource(file: $0.file, line: $0.line)) }) {
                var android: [(String, JSONOutput)] = [("package", .string(package.value))]
                if let fingerprint = app.fingerprint { android.append(("fingerprint", .string(fingerprint.value))) }
                android.append(("manifest", .string(path(manifest.value))))
                if !app.manifestPlaceholders.isEmpty {
                    android.append(("placeholders", .object(app.manifestPlaceholders.map { ($0.name, .string($0.value)) })))
                }
                if !app.assetlinks.isEmpty { android.append(("assetlinks", .object(app.assetlinks.map { ($0.domain, .string(path($0.path))) }))) }
                links.append(("android", .object(android)))
            }
            if !links.isEmpty { members.append(("links", .object(links))) }
        }
        return members
    }

    /// The URL written for a quick action whose plist gives none: `SCHEME://shortcut/NAME`, for the user to fill in.
    static func placeholderURL(for shortcut: ImportedShortcut, scheme: String?) -> String {
        let name = shortcut.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "action"
        return "\(scheme ?? "app")://shortcut/\(name)"
    }
}

/// `path` made absolute against `directory`, with `.` and `..` components resolved.
func absolutePath(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
        if component == "." { continue }
        if component == ".." { _ = components.popLast(); continue }
        components.append(component)
    }
    return "/" + components.joined(separator: "/")
}

/// `path` with its symbolic links, `.` and `..` resolved, when it exists: a relative path computed
/// lexically through a linked folder (`outl -> out/deep`) names another file once the system
/// follows the link, so both ends of ``relativePath(from:to:)`` are resolved first.
func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The path from the folder `directory` to `target`, both absolute (`../ios/App/Info.plist`).
func relativePath(from directory: String, to target: String) -> String {
    let from = directory.split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
}
