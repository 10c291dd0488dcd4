import NavApp
import NavRouting
import NavProfiles
import NavRouteFile
import NavSupport

/// One difference between a route file and the app's own files.
public struct Drift: Sendable, Hashable {
    /// What differs, naming the app's file and line, or the folders read.
    public var message: String
    /// The route file's JSON path of the value (or of the key where it would go).
    public var jsonPath: String
    /// Where in the route file, when the value (or its key) is written there.
    public var position: SourcePosition?
    /// The app's files cannot tell (a `${placeholder}` no build file resolves hides the value):
    /// not a difference, a note.
    public var cannotTell = false
}

/// `navsim check --against`: every scheme, domain, quick action, package and route that the app
/// has and the route file does not, or the other way round. Routes compare by their
/// ``PatternShape`` and scheme, when the app registers any; everything else by value, ignoring
/// case where the platform does.
public enum DriftCheck {
    /// The differences between `file` (parsed as `document`, for positions) and `app`, read from `folders`.
    /// - Parameter routeFile: the route file's path, for the folders it names (an app folder).
    public static func differences(file: RouteFile, document: JSONDocument?, app: ImportedApp, folders: [String], routeFile: String? = nil) -> [Drift] {
        var drifts: [Drift] = []
        let place = folders.joined(separator: ", ")
        let positions = Positions(root: document?.root)
        func missingInFile(_ kind: String, _ value: String, _ source: ImportSource, key: String) {
            drifts.append(Drift(message: "\(kind) \(quotedJSONString(value)) is in the app (\(source)) and not in the route file",
                                jsonPath: key, position: positions.position(of: [.key(key)])))
        }
        func missingInApp(_ kind: String, _ value: String, path: [PathKey], hiddenBy hidden: String? = nil) {
            // A placeholder the build files do not resolve may hide the value: cannot tell.
            if let hidden, app.unresolvedKinds.contains(hidden) {
                let names = app.unresolvedPlaceholders.map { "${\($0.value)} (\($0.source))" }.joined(separator: ", ")
                drifts.append(Drift(message: "cannot tell whether \(kind) \(quotedJSONString(value)) is in the app: its files leave "
                                        + (names.isEmpty ? "a value" : names) + " unresolved",
                                    jsonPath: describe(path), position: positions.position(of: path), cannotTell: true))
                return
            }
            drifts.append(Drift(message: "\(kind) \(quotedJSONString(value)) is in the route file and not in the app (read from \(place))",
                                jsonPath: describe(path), position: positions.position(of: path)))
        }

        // Schemes: the default one and the `schemes` tables.
        let fileSchemes = Set(((file.scheme.map { [$0] } ?? []) + file.schemes.keys).map { $0.lowercased() })
        let appSchemes = Set(app.schemes.map(\.value))
        for scheme in app.schemes where !fileSchemes.contains(scheme.value) {
            missingInFile("scheme", scheme.value, scheme.source, key: file.scheme == nil ? "scheme" : "schemes")
        }
        let routeSchemes = Set(app.routes.compactMap(\.scheme))
        if let scheme = file.scheme, !appSchemes.contains(scheme.lowercased()) {
            missingInApp("scheme", scheme, path: ["scheme"], hiddenBy: "scheme")
        }
        // A scheme only the app's own widgets and extensions open (`"declared": false`) is in no Info.plist or manifest.
        for (scheme, options) in file.schemes
        where options.declared && !appSchemes.contains(scheme.lowercased()) && !routeSchemes.contains(scheme.lowercased()) {
            missingInApp("scheme", scheme, path: ["schemes", .key(scheme)], hiddenBy: "scheme")
        }

        // Domains.
        let fileDomains = Set(file.domains.map { $0.lowercased() })
        let appDomains = Set(app.domains.map(\.value))
        for domain in app.domains where !fileDomains.contains(domain.value) {
            missingInFile("domain", domain.value, domain.source, key: "domains")
        }
        for (index, domain) in file.domains.enumerated() where !appDomains.contains(domain.lowercased()) {
            missingInApp("domain", domain, path: ["domains", .index(index)], hiddenBy: "host")
        }

        // Quick actions, by name (the plist gives no URL to compare), when an Info.plist was read.
        let fileShortcuts = Set(file.shortcuts.map(\.name)), appShortcuts = Set(app.shortcuts.map(\.name))
        for shortcut in app.shortcuts where !fileShortcuts.contains(shortcut.name) {
            missingInFile("quick action", shortcut.name, shortcut.source, key: "shortcuts")
        }
        // A shortcut the app registers in code (`"dynamic": true`) is in no Info.plist or shortcuts.xml.
        let readShortcuts = app.readInfoPlist || app.readShortcutsFile
        for (index, shortcut) in file.shortcuts.enumerated()
        where readShortcuts && !shortcut.dynamic && !appShortcuts.contains(shortcut.name) {
            missingInApp("quick action", shortcut.name, path: ["shortcuts", .index(index), "name"])
        }

        // The Android package: compared when either side can have links.android (the app's
        // side needs the signing fingerprint an assetlinks.json gives).
        let filePackage = file.links?.android?.package
        if app.unresolvedKinds.contains("package"), let filePackage, filePackage != app.package?.value {
            drifts.append(Drift(message: "cannot tell whether package \(quotedJSONString(filePackage)) is the app's: its build files give the"
                                    + " application id as an expression navsim does not evaluate",
                                jsonPath: "links.android.package", position: positions.position(of: ["links", "android", "package"]), cannotTell: true))
        } else if let package = app.package, filePackage != package.value, filePackage != nil || app.fingerprint != nil {
            if let filePackage {
                drifts.append(Drift(message: "package \(quotedJSONString(filePackage)) differs from the app's \(quotedJSONString(package.value)) (\(package.source))",
                                    jsonPath: "links.android.package", position: positions.position(of: ["links", "android", "package"])))
            } else {
                missingInFile("package", package.value, package.source, key: "links")
            }
        } else if let filePackage, app.package == nil {
            missingInApp("package", filePackage, path: ["links", "android", "package"], hiddenBy: "package")
        }

        // The routes the files a route file lists give (they come first, each located at its file's
        // entry) against the links the app's files declare (``ImportedApp/filesReading``).
        let listings = MatchingProfile.appFilesSources.sorted { $0.key < $1.key }.map(\.value)
        let listedRoutes = file.routes.prefix { route in listings.contains { route.location.jsonPath.hasPrefix($0.filesKey) } }
        let ownRoutes = Array(file.routes.dropFirst(listedRoutes.count))
        for source in listings {
            let fileRoutes = listedRoutes.filter { $0.location.jsonPath.hasPrefix(source.filesKey) }
            let appLinks = app.filesReading.flatMap { reading in reading.members.contains { $0.0 == source.filesKey } ? reading.routes : nil }
            guard appLinks != nil || !fileRoutes.isEmpty else { continue }
            let fileLinks = Set(fileRoutes.map { PatternShape.normalised($0.path).lowercased() })
            for link in appLinks ?? [] where !fileLinks.contains(PatternShape.normalised(link.label).lowercased()) {
                missingInFile(source.linkKind, link.label, ImportSource(file: link.file, line: link.line), key: source.filesKey)
            }
            let inApp = Set((appLinks ?? []).map { PatternShape.normalised($0.label).lowercased() })
            for route in fileRoutes where !inApp.contains(PatternShape.normalised(route.path).lowercased()) {
                drifts.append(Drift(message: "\(source.linkKind) \(quotedJSONString(route.path)) is in the route file's \(source.filesShortName)"
                                        + " and not in the app (read from \(place))",
                                    jsonPath: route.location.jsonPath, position: route.location.position))
            }
        }

        // A route structure a profile's own reader read from the app's code: compared by its labels.
        if let reading = app.sourceReading, let profile = app.profile?.value, let reader = MatchingProfile.projectSourceReaders[profile] {
            // A reader that compares the route file with the app's files itself (a routes folder it names).
            if let root = document?.root, let own = reader.drift(in: root, reading: reading, routeFile: routeFile) {
                return drifts + own.map { Drift(message: $0.message, jsonPath: $0.jsonPath, position: $0.position) }
            }
            let fileLabels = document.map { reader.routeLabels(in: $0.root) } ?? []
            let inFile = Set(fileLabels.map(\.label))
            for route in reading.routes where !inFile.contains(route.label) {
                missingInFile("route", route.label, ImportSource(file: route.file, line: route.line), key: "routes")
            }
            let inApp = Set(reading.routes.map(\.label))
            for label in fileLabels where !inApp.contains(label.label) {
                drifts.append(Drift(message: "route \(quotedJSONString(label.label)) is in the route file and not in the app (read from \(place))",
                                    jsonPath: label.jsonPath, position: label.position))
            }
            return drifts
        }

        // Routes, by scheme and normalised pattern: only when the app's files register routes
        // at all (an app routing in code navsim does not read has no route table to compare).
        guard !app.routes.isEmpty else { return drifts }
        func key(_ pattern: String, _ scheme: String?) -> String {
            let scheme = scheme?.lowercased() ?? file.scheme?.lowercased() ?? ""
            return scheme + " " + PatternShape.normalised(pattern)
        }
        let fileRoutes = Set(ownRoutes.map { key($0.path, $0.scheme) })
        let appDefault = app.defaultScheme
        for route in app.routes where !fileRoutes.contains(key(route.pattern, route.scheme == appDefault ? nil : route.scheme)) {
            missingInFile("route", route.label, route.source, key: "routes")
        }
        let appRoutes = Set(app.routes.map { key($0.pattern, $0.scheme == appDefault ? nil : $0.scheme) })
        for (index, route) in ownRoutes.enumerated() where !appRoutes.contains(key(route.path, route.scheme)) {
            missingInApp("route", route.scheme.map { "\($0):\(route.path)" } ?? route.path, path: ["routes", .index(index), "path"])
        }
        return drifts
    }

    /// A step of a JSON path.
    enum PathKey: ExpressibleByStringLiteral {
        case key(String)
        case index(Int)
        init(stringLiteral value: String) { self = .key(value) }
    }

    private static func describe(_ path: [PathKey]) -> String {
        var components: [JSONPath.Component] = []
        for step in path {
            switch step {
            case .key(let key): components.append(.key(key))
            case .index(let index): components.append(.index(index))
            }
        }
        return JSONPath(components: components).description
    }

    /// Positions of values in the route file's JSON.
    private struct Positions {
        let root: JSONNode?

        /// The position of the value at `path`, or of the deepest key on the way that is written.
        func position(of path: [PathKey]) -> SourcePosition? {
            guard var node = root else { return nil }
            var found: SourcePosition?
            for step in path {
                switch (step, node.value) {
                case (.key(let key), .object(let members)):
                    guard let member = members.first(where: { $0.key == key }) else { return found }
                    found = member.keyPosition
                    node = member.value
                case (.index(let index), .array(let elements)) where index < elements.count:
                    node = elements[index]
                    found = node.position
                default:
                    return found
                }
            }
            return node.position
        }
    }
}
