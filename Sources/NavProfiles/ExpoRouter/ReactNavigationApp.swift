import Foundation
import NavModel
import NavRouting
import NavSupport

/// An app on React Navigation alone (`"linking"` instead of `"appDir"`): its screens become a
/// tree of Stack navigators (a screen with `screens` a navigator whose anchor is its
/// `initialRouteName`), matched by React Navigation's `getStateFromPath`.
enum ReactNavigationApp {
    /// The app `linking` describes.
    static func build(_ linking: ReactNavigationLinking, at position: SourcePosition?, base: AppDefinition,
                      options: MatchingOptions) throws(AppSourceError) -> SourcedApp {
        func fail(_ message: String) -> AppSourceError {
            AppSourceError([ConfigDiagnostic(severity: .error, message: message, jsonPath: "linking.config", position: position)])
        }
        let resolved: ReactNavigationStateFromPath
        do throws(ReactNavigationStateFromPath.Problem) { resolved = try ReactNavigationStateFromPath(linking) } catch { throw fail(error.message) }
        var root = ExpoRouteNode(kind: .layout, route: "", file: "linking.config", id: "", dynamic: nil,
                                 layout: ExpoLayoutDeclaration(navigator: .stack, screens: (linking.screens ?? []).map(\.name)))
        root.children = (linking.screens ?? []).map { node(for: $0, parentID: nil, inherited: []) }
        root.anchor = linking.initialRouteName

        // The table lists the configs in the order getStateFromPath tries them: the empty path
        // first (it is looked up before any regex), then one config per pattern (a screen and
        // its nested screen of the same path are one route: the deeper one wins).
        var specs: [RouteSpec] = []
        var routeIndex: [String: Int] = [:]
        var seen: Set<[String]> = []
        let ordered = resolved.configs.filter { $0.segments.isEmpty }.prefix(1) + resolved.configs.filter { !$0.segments.isEmpty }
        for config in ordered where seen.insert(config.segments).inserted {
            let id = config.routeNames.joined(separator: "/")
            if routeIndex[id] == nil { routeIndex[id] = specs.count }
            // A param's regex is its `where`, whole-value (the linter's sample values obey it).
            var constraints: [String: String] = [:]
            for param in config.params {
                if let pattern = param.regex?.pattern { constraints[param.name] = pattern }
            }
            specs.append(RouteSpec(path: ReactNavigationTableMatcher.tablePath(config.segments), constraints: constraints, screen: id, index: specs.count))
        }
        // The table is matched as React Navigation matches the config.
        var matching = options
        matching.profile = MatchingProfile(ExpoRouterProfile(linking: ReactNavigationTableMatcher(config: resolved, prefixes: linking.prefixes)))
        let table: RouteTable
        do { table = try RouteTable(routes: specs, options: matching) } catch {
            throw fail("the linking config's paths do not compile: \(error.errors.map(\.message).joined(separator: "; "))")
        }
        let navigator = ExpoRouterNavigator(root: root, settings: ExpoRouterSettings(), app: base, routeIndex: routeIndex,
                                            linking: (resolved, linking.prefixes))
        return SourcedApp(app: base, table: table, navigator: navigator)
    }

    /// A screen's node: a Stack navigator when it has `screens`, else a route; its id is its
    /// route names joined by `/`.
    private static func node(for screen: ReactNavigationLinking.Screen, parentID: String?, inherited: Set<String>) -> ExpoRouteNode {
        let id = parentID.map { $0 + "/" + screen.name } ?? screen.name
        let own = ((try? ReactNavigationPattern.parts(of: screen.path ?? "")) ?? []).compactMap(\.param)
        let names = (screen.exact ? [] : inherited).union(own)
        let dynamic = own.isEmpty ? nil : own.map { ExpoDynamicSegment(name: $0, deep: false, notFound: false) }
        guard let screens = screen.screens else {
            return ExpoRouteNode(kind: .route, route: screen.name, file: "", id: id, dynamic: dynamic, pathParameters: names)
        }
        var node = ExpoRouteNode(kind: .layout, route: screen.name, file: "", id: id, dynamic: dynamic,
                                 layout: ExpoLayoutDeclaration(navigator: .stack, screens: screens.map(\.name)), pathParameters: names)
        node.children = screens.map { self.node(for: $0, parentID: id, inherited: names) }
        node.anchor = screen.initialRouteName
        return node
    }
}
