import Foundation
import NavSupport
import NavModel
import NavRouting
import NavProfiles

/// A route file made ready to run: the compiled route table, the app definition the
/// simulator reads, and the file it came from (for positions in messages).
public struct CompiledApp: Sendable {
    public let file: LoadedRouteFile
    public let table: RouteTable
    public let app: AppDefinition
    /// The profile's own navigation, when its library has one (``AppSource``); `nil` otherwise.
    public let navigator: (any AppNavigator)?
    /// Files the app was read from besides the route file (an app folder); the UI's live reload watches them.
    public let sourceFiles: [String]

    /// The simulator for this app.
    public var simulator: Simulator { Simulator(app: app, table: table, navigator: navigator) }

    /// Compiles a loaded route file. Pattern errors, invalid `where` expressions and the like
    /// are reported together, each with its JSON path and the position of its route.
    public init(_ loaded: LoadedRouteFile) throws(RouteFileError) {
        let file = loaded.routeFile
        if let source = file.matching.profile.appSource {
            let base = Self.definition(of: file, routes: [])
            let directory = folder(of: loaded.path)
            let root = loaded.sourceRoot ?? JSONNode(.object([]), at: SourcePosition(line: 1, column: 1))
            let built: SourcedApp
            do {
                built = try source.build(root: root, base: base, options: Self.matchingOptions(of: file), directory: directory)
            } catch {
                throw RouteFileError(path: loaded.path, diagnostics: loaded.warnings + error.diagnostics)
            }
            var withNotes = loaded
            withNotes.warnings += built.notes
            self.file = withNotes
            table = built.table
            app = built.app
            navigator = built.navigator
            sourceFiles = built.watchedFiles
            return
        }
        let options = Self.matchingOptions(of: file)
        let routes = file.routes.enumerated().map { index, route in
            var compiled = route.value
            compiled.index = index
            // `"parents": "none"`: a route without `parent` has none.
            if file.parents == ParentsDefault.none, compiled.parent == .implicit { compiled.parent = .none }
            // A route of a profile that reads the app's files keeps the scheme its files' routes keep.
            if let filesSource = file.matching.profile.appFilesSource, compiled.scheme == nil {
                compiled.scheme = filesSource.scheme(ofPattern: route.path)
            }
            return compiled
        }
        let specs = routes.map(\.matching)
        var screenDefaults: [String: [String: String]] = [:]
        for (id, screen) in file.screens where !screen.defaults.isEmpty {
            screenDefaults[id] = screen.defaults.dictionary
        }
        var schemes: [String: SchemeSettings] = [:]
        for (name, settings) in file.schemes { schemes[name] = SchemeSettings(fallbackToGlobal: settings.fallbackToGlobal) }
        do {
            table = try RouteTable(routes: specs, options: options, schemes: schemes, screenDefaults: screenDefaults)
        } catch {
            let diagnostics = error.errors.map { problem -> ConfigDiagnostic in
                let route = file.routes.indices.contains(problem.routeIndex) ? file.routes[problem.routeIndex] : nil
                // The route's own position; the message names the column inside the path string.
                let position = route?.location.position
                let field = problem.message.hasPrefix("where.") ? "" : ".path"
                let path = route.map { $0.location.jsonPath + field } ?? "routes"
                return ConfigDiagnostic(severity: .error, message: problem.message, jsonPath: path, position: position)
            }
            // A route the app's files give is an error in its file, at its element.
            if let first = error.errors.first, file.routes.indices.contains(first.routeIndex),
               let element = file.routes[first.routeIndex].graphElement {
                let cited = file.routes[first.routeIndex].location
                throw RouteFileError(path: element.file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: first.message + " (\(file.appFilesKey ?? cited.jsonPath), \(loaded.path):\(cited.position))", position: element.position)])
            }
            throw RouteFileError(path: loaded.path, diagnostics: loaded.warnings + diagnostics)
        }
        self.file = loaded
        app = Self.definition(of: file, routes: routes)
        navigator = nil
        sourceFiles = []
    }

    /// How the file's URLs are read and matched.
    static func matchingOptions(of file: RouteFile) -> MatchingOptions {
        MatchingOptions(
            profile: file.matching.profile,
            caseSensitive: file.matching.caseSensitive,
            decodePlus: file.matching.decodePlus,
            treatHostAsPath: file.matching.treatHostAsPath,
            defaultScheme: file.scheme,
            // A linked domain routes like one in `domains`; whether the OS hands a URL over is NavLinks' question.
            domains: file.domains + (file.links?.linkedDomains ?? []).filter { domain in
                !file.domains.contains { $0.lowercased() == domain.lowercased() }
            })
    }

    /// The navigation layer's view of the file.
    static func definition(of file: RouteFile, routes: [RouteBehavior]) -> AppDefinition {
        var screens: [String: ScreenDefinition] = [:]
        for (id, screen) in file.screens { screens[id] = screen.value }
        var guards: [String: GuardDefinition] = [:]
        for (flag, guardDefinition) in file.guards {
            guards[flag] = GuardDefinition(redirect: guardDefinition.redirect)
            guards[flag]?.keep = guardDefinition.keep
        }
        var state: [String: Bool] = [:]
        for (flag, value) in file.state { state[flag] = value }
        // Flags a guard or route names but `state` does not list start false.
        for entry in file.routes.flatMap(\.requires) + file.screens.values.flatMap(\.requires) + Array(file.guards.keys)
            + file.tabs.flatMap(\.requires) + file.shortcuts.flatMap(\.requires) + file.routes.flatMap(\.when) + file.requires
        where state[FlagCondition.flag(of: entry)] == nil { state[FlagCondition.flag(of: entry)] = false }
        var app = AppDefinition(
            name: file.name ?? "App", scheme: file.scheme,
            tabs: file.tabs.map(\.value),
            screens: screens, parameterScreens: Dictionary(uniqueKeysWithValues: file.parameterScreens.map { ($0.key, $0.value) }),
            routes: routes, guards: guards, initialState: state,
            shortcuts: file.shortcuts.map(\.value), spotlight: file.spotlight.map(\.value),
            pendingOnCancel: file.pendingOnCancel ?? .drop)
        app.container = file.container ?? (file.tabs.isEmpty ? .stack : .tabs)
        app.dispatch = file.dispatch ?? .first
        app.unmatched = file.unmatched ?? .refuse
        app.onModal = file.onModal ?? .dismiss
        app.requires = file.requires
        app.resetOn = file.resetOn
        if !file.appFiles.isEmpty, let filesSource = file.appFilesSource {
            app.linkTask = filesSource.linkTask { file.appFilesSettings[$0] }
        }
        return app
    }

    /// Loads and compiles the file at `path`.
    /// A dangling reference (a route's unknown `tab`) is an error here as in `navsim check`: one
    /// answer for the UI at start, a live reload, and every headless command.
    public static func load(path: String) throws(RouteFileError) -> CompiledApp {
        try CompiledApp(RouteFileLoader.load(path: path))
    }
}

/// Two compiled apps are equal when they come from equal files under the same options: the
/// table is compiled from those alone.
extension CompiledApp: Equatable {
    public static func == (lhs: CompiledApp, rhs: CompiledApp) -> Bool {
        lhs.file == rhs.file && lhs.app == rhs.app && lhs.table.options == rhs.table.options
    }
}
