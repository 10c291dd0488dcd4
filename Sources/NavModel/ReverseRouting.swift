import NavRouting

extension Endpoint {
    /// The route's `host` when it names one host (no `*.`, no placeholder): the host of a URL written for it.
    var literalHost: String? {
        host.flatMap { $0.isLiteral ? $0.source.lowercased() : nil }
    }
}

/// The current URL computed back from the tree: the address bar.
extension Simulator {
    /// The canonical URL of the visible screen: its origin pattern filled with its path values,
    /// its query values (never defaults), with the route's scheme or the app's. A tab root no
    /// route produced gets the URL of a parameterless route that shows it, else `scheme://`.
    public func currentURL(of state: SimulatorState) -> String {
        if let url = navigator?.currentURL(of: state) { return url }
        guard let screen = state.tree.visibleScreen else { return baseURL(scheme: nil) }
        if let origin = screen.origin { return url(for: origin) }
        for endpoint in table.endpoints where endpoint.pattern.parameterNames.isEmpty && endpoint.pattern.fragment == nil {
            let segments = endpoint.pattern.segments
            guard !segments.contains(where: { $0.segment.consumesRest || $0.segment == .anyOne }) else { continue }
            let behavior = app.routes.indices.contains(endpoint.routeIndex) ? app.routes[endpoint.routeIndex] : nil
            let shows = segments.last?.mark.map { $0.screen == screen.screen && !$0.modal }
                ?? (behavior?.screen == screen.screen && behavior?.presentation == .push)
            if shows, behavior?.redirect == nil, behavior?.requires.isEmpty ?? true {
                return url(for: ScreenOrigin(routeIndex: endpoint.routeIndex, scheme: endpoint.scheme, pattern: endpoint.pattern,
                                             pathValues: [:], wildcard: [], query: [], host: endpoint.literalHost))
            }
        }
        return baseURL(scheme: nil)
    }

    /// The canonical form of a matched URL: the matched pattern filled back with the URL's
    /// path values, wildcard and query (what the pending link shows).
    func canonicalURL(of match: RouteMatch) -> String {
        var values: [String: String] = [:]
        for parameter in match.parameters where parameter.source == .path { values[parameter.name] = parameter.value.string }
        return url(for: ScreenOrigin(routeIndex: match.routeIndex, scheme: match.endpoint.scheme, pattern: match.endpoint.pattern,
                                     pathValues: values, wildcard: match.starComponents,
                                     query: match.parameters.filter { $0.source == .query },
                                     host: table.keptHost(of: match), isUniversalLink: match.request.isUniversalLink))
    }

    private func baseURL(scheme: String?) -> String {
        (scheme ?? app.scheme ?? table.options.defaultScheme ?? "app") + "://"
    }

    /// Fills an origin's pattern back into a URL.
    public func url(for origin: ScreenOrigin) -> String {
        let profile = table.options.profile.rules
        var wildcard = origin.wildcard[...]
        var pieces: [String] = []
        for marked in origin.pattern.segments {
            switch marked.segment {
            case .literal(let text): pieces.append(URLEncoding.encodeComponent(text))
            case .parameter(let name): pieces.append(profile.writeBack(origin.pathValues[name] ?? "", from: .pathParameter))
            case .typed(let name, let type):
                let value = origin.pathValues[name] ?? ""
                pieces.append(type == .path
                    ? value.split(separator: "/").map { profile.writeBack(String($0), from: .pathParameter) }.joined(separator: "/")
                    : profile.writeBack(value, from: .pathParameter))
            case .anyOne: pieces.append(profile.writeBack(wildcard.popFirst() ?? "", from: .wildcard))
            case .rest: pieces.append(contentsOf: wildcard.map { profile.writeBack($0, from: .wildcard) }); wildcard = []
            }
        }
        let path = pieces.joined(separator: "/")
        // A host route's URL gets no added trailing slash (`mastodon://post`); a web URL keeps its `/`.
        let base = origin.host.map { host -> String in
            let scheme = origin.isUniversalLink ? "https://" : baseURL(scheme: origin.scheme)
            let isWeb = scheme.hasPrefix("http://") || scheme.hasPrefix("https://")
            return scheme + host + (path.isEmpty && !isWeb ? "" : "/")
        }
        var url = (base ?? baseURL(scheme: origin.scheme)) + path
        var query: [String] = []
        let routePath = table.routes.first { $0.index == origin.routeIndex }?.path ?? ""
        for parameter in origin.query where parameter.source == .query {
            let key = profile.writeBack(profile.queryKey(for: parameter.name, routePath: routePath), from: .query)
            switch parameter.value {
            case .single(let value): query.append(key + "=" + profile.writeBack(value, from: .query))
            case .list(let values): query += values.map { key + "=" + profile.writeBack($0, from: .query) }
            }
        }
        if !query.isEmpty { url += "?" + query.joined(separator: "&") }
        if let fragment = origin.pattern.fragment {
            switch fragment {
            case .literal(let text): url += "#" + URLEncoding.encodeComponent(text)
            case .parameter(let name), .typed(let name, _): url += "#" + URLEncoding.encodeComponent(origin.pathValues[name] ?? "")
            default: break
            }
        }
        return url
    }
}

extension RouteTable {
    /// The host `match`'s link came with, kept in the URL written back wherever it is not a path
    /// component (`localhost` aside): `ksr://www.kickstarter.com/projects/c/p` stays so, and a
    /// universal link is written `https://HOST/…`. A host the profile would read back as the
    /// first path component of `scheme://HOST/…` (WAAppRouting drops a web link's host and
    /// reads its own scheme's) is left out, so that the URL still reaches the same route.
    func keptHost(of match: RouteMatch) -> String? {
        // `icecubesapp:///123` has an empty host: written back so, not as `icecubesapp://123` (host 123).
        if match.request.droppedHost == nil, !match.request.isUniversalLink, let range = match.request.input.firstRange(of: "://"),
           match.request.input[range.upperBound...].hasPrefix("/"),
           !["http", "https"].contains(match.request.scheme?.lowercased() ?? "") {
            return ""
        }
        guard let host = match.request.droppedHost, host != "localhost" else { return nil }
        if match.request.isUniversalLink { return host }
        let scheme = match.endpoint.scheme ?? match.request.scheme ?? options.defaultScheme ?? "app"
        return options.profile.rules.hostIsReadAsPath(host, scheme: scheme, options: options) ? nil : host
    }
}

extension RouteMatch {
    /// The components `*` took, for writing the URL back: the match's wildcard, else (WAAppRouting
    /// hands them to no one, so its matches carry none) the request's components at the `*`.
    var starComponents: [String] {
        if let wildcard { return wildcard }
        var taken: [String] = []
        for (index, marked) in endpoint.pattern.segments.enumerated() where index < request.components.count {
            if marked.segment == .anyOne { taken.append(request.components[index]) }
            if marked.segment == .rest { taken += request.components[index...] }
        }
        return taken
    }
}
