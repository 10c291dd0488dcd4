import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// `unfilled-placeholder`: a `{name}` in a route's `alert`, `redirect` or `dependencies`, or in a
/// screen's `title`, that nothing can fill, so the app would show it as written (a redirect to
/// `insta://reels/{reel_id}` opens `…/%7Breel_id%7D` when the parameter is `reelID`).
///
/// A route's templates are filled by its pattern's parameters, its `defaults`, and, in an alert,
/// `{wildcard}` when the pattern ends in `*`; a screen's title by the parameters of every route
/// that shows the screen, under their names and their `mapping` names, and the screen's
/// `defaults`. A query parameter fills a placeholder only when the URL has it, so it does not
/// count (give it a default to say the placeholder is meant), unless the route's `where` requires
/// the query item: the route then declines every URL without it.
///
/// The profile decides what else reaches a screen or a handler. Where the library hands the
/// whole link (query included) to every screen and handler (`wholeLinkToEveryScreen`,
/// `parameterScreensReplaceHandler`), an alert or title placeholder may be meant for a query item, so only a near miss of a
/// known name (a typo) is reported there. Where dependencies receive the matched route's
/// parameters (`dependenciesPushedAsOwnStack`), a screen shown as a dependency may be filled by any route that has
/// dependencies.
enum TemplateRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let file = context.file
        let rules = context.table.options.profile.navigation
        let queryReachesEveryScreen = rules.rule(of: .wholeLinkToEveryScreen) != nil || rules.rule(of: .parameterScreensReplaceHandler) != nil
        var findings: [LintFinding] = []
        var broughtToScreen: [String: Set<String>] = [:]
        let endpointsByRoute = file.routes.indices.map { index in
            (context.endpointsByRoute[index] ?? []).map { context.table.endpoints[$0] }
        }
        let namesByRoute = zip(file.routes, endpointsByRoute).map { route, endpoints in
            // A `host` placeholder (`{lang}.wikipedia.org`) is a parameter of every URL the route takes,
            // and so is a query item its `where` requires: the route declines a URL without it.
            Set(endpoints.flatMap(\.pattern.parameterNames)).union(route.defaults.keys).union(endpoints.first?.host?.placeholderNames ?? [])
                .union(requiredQueryItems(endpoints))
        }
        let broughtByDependents = zip(file.routes, namesByRoute).filter { !$0.0.dependencies.isEmpty }
            .reduce(into: Set<String>()) { $0.formUnion($1.1) }
        for (index, route) in file.routes.enumerated() {
            let endpoints = endpointsByRoute[index], names = namesByRoute[index]
            let hasWildcard = endpoints.contains { $0.pattern.segments.contains { $0.segment.isWildcard } }
            for screen in context.screensShown(byRoute: index) { broughtToScreen[screen, default: []].formUnion(names) }
            func check(_ template: String?, _ field: String, _ fillable: Set<String>, path: Bool) {
                guard let template else { return }
                for name in placeholders(in: template, pathSegments: path) where !fillable.contains(name.name) {
                    // `{+name}` carries a URL the link itself brings, most often as a query item.
                    if name.written.hasPrefix("{+") { continue }
                    if queryReachesEveryScreen, !path, closestMatch(to: name.name, among: fillable.sorted()) == nil { continue }
                    findings.append(context.finding(
                        .unfilledPlaceholder, .error, route: index, field: field,
                        "\(name.written) in \(field.split(separator: "[").first ?? "") \(quotedJSONString(template)) is never filled: "
                            + "\(context.label(index)) has no parameter, default or wildcard named \(quotedJSONString(name.name))"
                            + hint(name.name, fillable)))
                }
            }
            check(route.alert, "alert", names.union(hasWildcard ? ["wildcard"] : []), path: false)
            check(route.redirect, "redirect", names, path: true)
            for (offset, dependency) in route.dependencies.enumerated() {
                check(dependency, "dependencies[\(offset)]", names, path: true)
            }
        }
        for tab in file.tabs where broughtToScreen[tab.root] == nil { broughtToScreen[tab.root] = [] }
        for (id, screen) in file.screens {
            guard let title = screen.title, let brought = broughtToScreen[id] else { continue }
            let mapped = brought.map { screen.mapping[$0] ?? $0 }
            var fillable = brought.union(mapped).union(screen.defaults.keys)
            if rules.rule(of: .dependenciesPushedAsOwnStack) != nil { fillable.formUnion(broughtByDependents) }
            for name in placeholders(in: title, pathSegments: false) where !fillable.contains(name.name) {
                if queryReachesEveryScreen, closestMatch(to: name.name, among: fillable.sorted()) == nil { continue }
                let path = JSONPath.root.appending("screens").appending(id).appending("title").description
                findings.append(LintFinding(
                    rule: .unfilledPlaceholder, severity: .error,
                    message: "\(name.written) in the title \(quotedJSONString(title)) is never filled: no route showing "
                        + "\(quotedJSONString(id)) brings a parameter or default named \(quotedJSONString(name.name))" + hint(name.name, fillable),
                    jsonPath: path, position: screen.location.position))
            }
        }
        return findings
    }

    /// The query items every endpoint's `where` requires (each is present in every URL the route takes).
    private static func requiredQueryItems(_ endpoints: [Endpoint]) -> Set<String> {
        let perEndpoint = endpoints.map { Set($0.constraints.filter { $0.target == .query }.map(\.name)) }
        guard let first = perEndpoint.first else { return [] }
        return perEndpoint.dropFirst().reduce(first) { $0.intersection($1) }
    }

    /// `; did you mean {x}?`, else `; it has {a}, {b}`, else nothing.
    private static func hint(_ name: String, _ fillable: Set<String>) -> String {
        let names = fillable.sorted()
        if let suggestion = closestMatch(to: name, among: names) { return "; did you mean {\(suggestion)}?" }
        return names.isEmpty ? "" : "; it has " + names.map { "{\($0)}" }.joined(separator: ", ")
    }

    /// A placeholder as written (`{reel_id}`, or `:reel_id` as a path segment) and the name in it.
    struct Placeholder: Equatable {
        var written: String
        var name: String
    }

    /// The `{name}` placeholders of `template` as ``Interpolation`` fills them, and with
    /// `pathSegments` the `:name` segments of a URL path too.
    static func placeholders(in template: String, pathSegments: Bool) -> [Placeholder] {
        var found: [Placeholder] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            // `{+name}` (a redirect's reserved expansion) is filled from the parameter `name`.
            found.append(Placeholder(written: "{\(name)}", name: name.hasPrefix("+") ? String(name.dropFirst()) : name))
            rest = rest[rest.index(after: close)...]
        }
        if pathSegments {
            let afterScheme = template.range(of: "://").map { String(template[$0.upperBound...]) } ?? template
            let path = afterScheme.prefix { $0 != "?" && $0 != "#" }
            for piece in path.split(separator: "/") where piece.hasPrefix(":") && piece.count > 1 {
                found.append(Placeholder(written: String(piece), name: String(piece.dropFirst())))
            }
        }
        return found
    }
}

extension PatternSegment {
    /// Whether the segment is `*` (what an alert's `{wildcard}` is filled from).
    var isWildcard: Bool {
        switch self {
        case .anyOne, .rest: true
        default: false
        }
    }
}
