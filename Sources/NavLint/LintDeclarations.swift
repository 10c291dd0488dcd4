import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavSupport
import NavProfiles

/// `unknown-screen`, `unreached-screen`, `unused-declaration`: screens, routables and scheme
/// tables that are named in one place and missing, or declared and never used.
///
/// A screen a route names exists even when `screens` does not declare it (docs/route-file.md), so
/// an undeclared screen is only suspicious in a file that declares screens: there it is most
/// often a typo, and the screen silently gets its id as title and no defaults.
enum DeclarationRule {
    /// A place that names a screen.
    private struct ScreenReference {
        var screen: String
        var jsonPath: String
        var position: SourcePosition?
        var routeIndex: Int?
    }

    static func findings(_ context: LintContext) -> [LintFinding] {
        let references = screenReferences(context)
        return unknownScreens(references, context) + unreachedScreens(references, context)
            + unusedParameterScreens(context) + unusedSchemes(context)
    }

    private static func screenReferences(_ context: LintContext) -> [ScreenReference] {
        let file = context.file
        var references: [ScreenReference] = []
        // A tab without a root gets its stack from the profile's route source.
        for tab in file.tabs where !tab.root.isEmpty {
            references.append(ScreenReference(screen: tab.root, jsonPath: tab.location.jsonPath + ".root",
                                              position: tab.location.position))
        }

        for (index, route) in file.routes.enumerated() {
            var named = Set<String>()
            for endpoint in (context.endpointsByRoute[index] ?? []).map({ context.table.endpoints[$0] }) {
                for screen in endpoint.pattern.segments.compactMap(\.mark?.screen) where named.insert(screen).inserted {
                    references.append(ScreenReference(screen: screen, jsonPath: route.location.jsonPath + ".path",
                                                      position: route.location.position, routeIndex: index))
                }
            }
            if let screen = route.screen {
                references.append(ScreenReference(screen: screen, jsonPath: route.location.jsonPath + ".screen",
                                                  position: route.location.position, routeIndex: index))
            }
        }
        // Routes a profile's route source built (the file's `routes` are its own tree): their screens.
        if file.routes.isEmpty {
            for route in context.app.app.routes {
                guard let screen = route.screen else { continue }
                references.append(ScreenReference(screen: screen, jsonPath: "routes", position: nil, routeIndex: route.index))
            }
        }
        for screen in usedRoutableScreens(context) {
            references.append(ScreenReference(screen: screen, jsonPath: "parameterScreens", position: nil))
        }
        return references
    }

    /// The `parameterScreens` screens some route builds its stack from (IKRouter Routables):
    /// routes that name no screen and whose every parameter has a routable.
    private static func usedRoutableScreens(_ context: LintContext) -> [String] {
        let routables = context.file.parameterScreens
        guard !routables.isEmpty else { return [] }
        var used: [String] = []
        for (index, route) in context.file.routes.enumerated() where route.screen == nil {
            for endpointIndex in context.endpointsByRoute[index] ?? [] {
                let pattern = context.table.endpoints[endpointIndex].pattern
                let names = pattern.segments.compactMap(\.segment.parameterName)
                guard !pattern.segments.contains(where: { $0.mark != nil }), !names.isEmpty,
                      names.allSatisfy({ routables[$0] != nil }) else { continue }
                used += names.compactMap { routables[$0] }
            }
        }
        return used
    }

    private static func unknownScreens(_ references: [ScreenReference], _ context: LintContext) -> [LintFinding] {
        let declared = context.file.screens
        guard !declared.isEmpty else { return [] }
        var findings: [LintFinding] = []
        var seen = Set<[String]>()
        for reference in references where declared[reference.screen] == nil {
            guard seen.insert([reference.screen, reference.jsonPath]).inserted else { continue }
            var message = "screen \(quotedJSONString(reference.screen)) is not declared in \"screens\", so it has no title template, "
                + "defaults or requirements"
            if let suggestion = closestMatch(to: reference.screen, among: declared.keys) {
                message += "; did you mean \(quotedJSONString(suggestion))?"
            }
            findings.append(LintFinding(rule: .unknownScreen, severity: .note, message: message, jsonPath: reference.jsonPath,
                                        position: reference.position, routeIndex: reference.routeIndex))
        }
        return findings
    }

    private static func unreachedScreens(_ references: [ScreenReference], _ context: LintContext) -> [LintFinding] {
        var named = Set(references.map(\.screen))
        // The root an app without tabs gets (`Root`, or the `/` route's screen), and the screen a
        // link may put below a tab's root.
        for tab in context.app.app.effectiveTabs { named.formUnion([tab.root] + (tab.screenBelowRoot.map { [$0] } ?? [])) }
        // A graph's deep link builds its back stack from the start destinations around it.
        for route in context.app.app.routes { if case .screens(let stack) = route.parent { named.formUnion(stack) } }
        // A screen the app's files lead to in-app from a shown one (a graph's `<action>`) is reached in the app.
        let shown = context.app.file.appFilesFacts.reached(from: named)
        return context.file.screens.values.filter { !shown.contains($0.id) }.map { screen in
            LintFinding(rule: .unreachedScreen, severity: .warning,
                        message: "screen \(quotedJSONString(screen.id)) is declared but no route, tab or routable shows it",
                        jsonPath: screen.location.jsonPath, position: screen.location.position)
        }
    }

    private static func unusedParameterScreens(_ context: LintContext) -> [LintFinding] {
        var bound = Set<String>()
        for endpoint in context.table.endpoints { bound.formUnion(endpoint.pattern.parameterNames) }
        return context.file.parameterScreens.filter { !bound.contains($0.key) }.map { entry in
            LintFinding(rule: .unusedDeclaration, severity: .warning,
                        message: "no route has a parameter \(quotedJSONString(entry.key)), so the routable screen "
                            + "\(quotedJSONString(entry.value)) is never built",
                        jsonPath: JSONPath.root.appending("parameterScreens").appending(entry.key).description)
        }
    }

    private static func unusedSchemes(_ context: LintContext) -> [LintFinding] {
        let used = Set(context.table.endpoints.compactMap(\.scheme))
        let defaultScheme = context.file.scheme?.lowercased()
        return context.file.schemes.filter { entry in
            let name = entry.key.lowercased()
            return name != defaultScheme && !entry.value.fallbackToGlobal && !used.contains(name)
        }.map { entry in
            LintFinding(rule: .unusedDeclaration, severity: .warning,
                        message: "the scheme table \(quotedJSONString(entry.key)) has no routes and does not fall back to the "
                            + "global table, so no \(entry.key):// URL matches anything",
                        jsonPath: JSONPath.root.appending("schemes").appending(entry.key).description)
        }
    }
}
