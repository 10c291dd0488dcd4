import NavExplain
import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// `dead-link`: URLs written in the file that no route takes: shortcuts, spotlight entries,
/// guard redirects, route redirects, dependencies and `parent` paths (the last three with
/// `{param}` filled from the route's witness values). In the app each would do nothing, or
/// refuse with an error; a `parent` no route takes leaves the route without a parent.
enum DeadLinkRule {
    /// A URL written somewhere in the file.
    private struct Link {
        var what: String
        var url: String
        var jsonPath: String
        var position: SourcePosition?
        var routeIndex: Int?
    }

    static func findings(_ context: LintContext) -> [LintFinding] {
        links(context).compactMap { link in
            guard let problem = problem(with: link.url, context) else { return nil }
            return LintFinding(rule: .deadLink, severity: .error, message: "\(link.what) \(quotedJSONString(link.url)), which \(problem)",
                               jsonPath: link.jsonPath, position: link.position, routeIndex: link.routeIndex)
        }
    }

    private static func links(_ context: LintContext) -> [Link] {
        let file = context.file
        var links: [Link] = []
        for shortcut in file.shortcuts where shortcut.actions.isEmpty {
            links.append(Link(what: "shortcut \(quotedJSONString(shortcut.name)) opens", url: shortcut.url,
                              jsonPath: shortcut.location.jsonPath + ".url", position: shortcut.location.position))
        }
        for entry in file.spotlight {
            links.append(Link(what: "spotlight entry \(quotedJSONString(entry.title)) opens", url: entry.url,
                              jsonPath: entry.location.jsonPath + ".url", position: entry.location.position))
        }
        // An https redirect is handed to the browser (the app falls back to the web): no route needs to take it.
        for (flag, guardEntry) in file.guards where !guardEntry.redirect.lowercased().hasPrefix("https://") {
            links.append(Link(what: "the guard of \(quotedJSONString(flag)) redirects to", url: guardEntry.redirect,
                              jsonPath: JSONPath.root.appending("guards").appending(flag).appending("redirect").description))
        }
        for (index, route) in file.routes.enumerated() where route.redirect != nil || !route.dependencies.isEmpty || route.parent != .implicit {
            let samples = context.sampleParameters(ofRoute: index)
            let scheme = route.scheme ?? file.scheme
            let profile = context.table.options.profile
            // `{+name}` takes the target from the link itself (a URL carried in a parameter): only the link decides it.
            if let redirect = route.redirect, !redirect.contains("{+") {
                links.append(Link(what: "\(context.label(index)) redirects to", url: Interpolation.fillPath(redirect, with: samples),
                                  jsonPath: route.location.jsonPath + ".redirect", position: route.location.position, routeIndex: index))
            }
            for (position, dependency) in route.dependencies.enumerated() {
                links.append(Link(what: "\(context.label(index)) depends on", url: Interpolation.fillLink(dependency, with: samples, scheme: scheme, profile: profile),
                                  jsonPath: route.location.jsonPath + ".dependencies[\(position)]",
                                  position: route.location.position, routeIndex: index))
            }
            if case .route(let parent) = route.parent {
                links.append(Link(what: "\(context.label(index)) names the parent", url: Interpolation.fillLink(parent, with: samples, scheme: scheme, profile: profile),
                                  jsonPath: route.location.jsonPath + ".parent", position: route.location.position, routeIndex: index))
            }
        }
        return links
    }

    /// Why `url` reaches nothing, or `nil` when a route takes it.
    private static func problem(with url: String, _ context: LintContext) -> String? {
        let table = context.table
        switch table.request(url) {
        case .failure(let error):
            return "is not a URL navsim can read: \(error.message)"
        case .success(let request):
            if context.table.winner(for: request) != nil { return nil }
            if table.consultedTables(for: request).isEmpty, let scheme = request.scheme {
                let known = ([context.file.scheme].compactMap { $0 } + context.file.schemes.keys).map(quotedJSONString)
                return "matches no route: the scheme \(quotedJSONString(scheme)) is neither the app's scheme nor declared in "
                    + "\"schemes\"" + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))")
            }
            let suggestions = table.suggestions(for: request)
            return "matches no route" + (suggestions.isEmpty ? "" : "; nearest: " + suggestions.joined(separator: ", "))
        }
    }
}
