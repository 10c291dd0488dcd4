import Foundation
import NavModel
import NavRouting
import NavRouteFile
import NavProfiles

/// What scenarios exercised in one route file: the routes that matched an input, the screens
/// that appeared in the tree, the shortcuts used (`navsim test --coverage`).
public struct ScenarioCoverage: Sendable, Equatable {
    /// Route indices that matched some input (redirect targets and guards' redirects included).
    public private(set) var matchedRoutes = Set<Int>()
    /// Screen ids that appeared anywhere in the tree after some step.
    public private(set) var shownScreens = Set<String>()
    /// Shortcut names used, by name or with `:shortcut NAME`.
    public private(set) var usedShortcuts = Set<String>()

    /// Nothing exercised yet.
    public init() {}

    /// Records one step: its input, what it did, and the state it left.
    public mutating func record(input: String?, report: StepReport?, state: SimulatorState, app: AppDefinition) {
        for event in report?.events ?? [] {
            if case .matched(let routeIndex, _, _, _) = event { matchedRoutes.insert(routeIndex) }
        }
        for tab in state.tree.tabs { shownScreens.formUnion(tab.stack.screens.map(\.screen)) }
        for modal in state.tree.modals { shownScreens.formUnion(modal.screens.map(\.screen)) }
        if let input, report?.isRefused == false {
            let typed = input.trimmingCharacters(in: .whitespaces)
            let name = typed.hasPrefix(":shortcut ") ? typed.dropFirst(":shortcut ".count).trimmingCharacters(in: .whitespaces) : typed
            if app.shortcuts.contains(where: { $0.name == name }) { usedShortcuts.insert(name) }
        }
    }

    /// What both coverages exercised.
    public mutating func merge(_ other: ScenarioCoverage) {
        matchedRoutes.formUnion(other.matchedRoutes)
        shownScreens.formUnion(other.shownScreens)
        usedShortcuts.formUnion(other.usedShortcuts)
    }

    /// The coverage measured against everything `app` has.
    public func summary(for app: CompiledApp) -> CoverageSummary {
        var firstEndpoint: [Int: Endpoint] = [:]
        for endpoint in app.table.endpoints where firstEndpoint[endpoint.routeIndex] == nil { firstEndpoint[endpoint.routeIndex] = endpoint }
        // A host route is named by its URL (`mastodon://search`), not by its path `/` alone.
        // A profile's route source builds routes the file does not list flat: the app holds them.
        let routes = app.file.routeFile.routes.isEmpty ? app.app.routes.map { (index: $0.index, path: $0.path) }
            : app.file.routeFile.routes.enumerated().map { index, route in
                (index: index, path: route.host != nil ? firstEndpoint[index]?.label(defaultScheme: app.table.options.defaultScheme) ?? route.path : route.path)
            }
        let screens = Self.allScreens(of: app)
        // A screen the app's files lead to in-app from a shown one (a graph's `<action>`) is reached
        // in the app, where no link shows it.
        let reachedScreens = app.file.appFilesFacts.reached(from: shownScreens)
        return CoverageSummary(
            routesPath: app.file.path,
            routes: routes.count, untouchedRoutes: routes.filter { !matchedRoutes.contains($0.index) },
            screens: screens.count, untouchedScreens: screens.filter { !reachedScreens.contains($0) },
            shortcuts: app.app.shortcuts.count, untouchedShortcuts: app.app.shortcuts.map(\.name).filter { !usedShortcuts.contains($0) })
    }

    /// Every screen the app can show: declared ones, tab roots, screens routes and routables name.
    static func allScreens(of app: CompiledApp) -> [String] {
        let file = app.file.routeFile
        // A tab without a root (a profile whose tabs are its own routes, e.g. an app folder's) names none.
        var screens = file.screens.keys + file.tabs.map(\.root).filter { !$0.isEmpty }
        for endpoint in app.table.endpoints { screens += endpoint.pattern.segments.compactMap(\.mark?.screen) }
        screens += (file.routes.isEmpty ? app.app.routes.compactMap(\.screen) : file.routes.compactMap(\.screen)) + file.parameterScreens.values
        var seen = Set<String>()
        return screens.filter { seen.insert($0).inserted }
    }
}

/// Coverage counts and the never-touched routes, screens and shortcuts of one route file.
public struct CoverageSummary: Sendable, Equatable {
    /// The route file.
    public var routesPath: String
    /// How many routes the file has.
    public var routes: Int
    /// Routes no input matched, with their paths.
    public var untouchedRoutes: [(index: Int, path: String)]
    /// How many screens the app can show.
    public var screens: Int
    /// Screens that never appeared.
    public var untouchedScreens: [String]
    /// How many shortcuts the file has.
    public var shortcuts: Int
    /// Shortcuts never used.
    public var untouchedShortcuts: [String]

    public static func == (lhs: CoverageSummary, rhs: CoverageSummary) -> Bool {
        lhs.routesPath == rhs.routesPath && lhs.routes == rhs.routes && lhs.screens == rhs.screens
            && lhs.shortcuts == rhs.shortcuts && lhs.untouchedScreens == rhs.untouchedScreens
            && lhs.untouchedShortcuts == rhs.untouchedShortcuts
            && lhs.untouchedRoutes.elementsEqual(rhs.untouchedRoutes, by: { $0 == $1 })
    }

    /// Whether some route, screen or shortcut was never touched (`--require-all` fails).
    public var hasGaps: Bool { !untouchedRoutes.isEmpty || !untouchedScreens.isEmpty || !untouchedShortcuts.isEmpty }

    /// `FILE: 2 routes, 1 screen, 0 shortcuts untouched`.
    public var gapSummary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(routesPath): \(count(untouchedRoutes.count, "route")), \(count(untouchedScreens.count, "screen")), "
            + "\(count(untouchedShortcuts.count, "shortcut")) untouched"
    }

    /// `coverage of FILE: routes 20/25, screens 28/30, shortcuts 3/4`, then one line per kind
    /// listing what was never touched.
    public var textLines: [String] {
        func ratio(_ total: Int, _ untouched: Int) -> String { "\(total - untouched)/\(total)" }
        var lines = ["coverage of \(routesPath): routes \(ratio(routes, untouchedRoutes.count)), "
            + "screens \(ratio(screens, untouchedScreens.count)), shortcuts \(ratio(shortcuts, untouchedShortcuts.count))"]
        if !untouchedRoutes.isEmpty {
            lines.append("  routes never matched: " + untouchedRoutes.map { "routes[\($0.index)] \($0.path)" }.joined(separator: ", "))
        }
        if !untouchedScreens.isEmpty { lines.append("  screens never shown: " + untouchedScreens.joined(separator: ", ")) }
        if !untouchedShortcuts.isEmpty { lines.append("  shortcuts never used: " + untouchedShortcuts.joined(separator: ", ")) }
        return lines
    }
}
