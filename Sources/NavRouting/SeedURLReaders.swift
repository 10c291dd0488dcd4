/// How the JLRoutes and WAAppRouting profiles read a URL; each follows its library's source
/// (see docs/profiles.md for the quoted lines).
extension RouteRequest {
    /// JLRoutes 2.x (`JLRRouteRequest`): the host is a path component when
    /// `treatHostAsPath` says so (auto: a host without a dot that is not `localhost`);
    /// leading and trailing `/` are stripped, then the path is split on `/`; components
    /// stay percent-encoded (variables are decoded when captured); query items without
    /// a value are dropped; a fragment is read as extra path or as query items.
    static func parseJLRoutes(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        let scheme = parts.scheme.map { $0.lowercased() } ?? options.defaultScheme?.lowercased()
        var path = String(parts.path)
        var droppedHost: String?
        if let authority = parts.authority {
            let host = String(URLParts.host(of: authority))
            let hostIsPath: Bool
            switch options.treatHostAsPath {
            case .always: hostIsPath = !host.isEmpty
            case .never: hostIsPath = false
            case .auto: hostIsPath = !host.isEmpty && host != "localhost" && !host.contains(".")
            }
            if hostIsPath {
                path = "/" + host + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
            } else if !host.isEmpty {
                droppedHost = host
            }
        }
        var query = parts.query.map { parseQuery($0, plusAsSpace: false) } ?? []
        if let fragment = parts.fragment, !fragment.isEmpty {
            let fragmentParts = URLParts(fragment)
            let fragmentQuery = fragmentParts.query ?? fragmentParts.path
            let items = parseQuery(fragmentQuery, plusAsSpace: false)
            let containsQuery = !(items.first?.value ?? "").isEmpty
            if containsQuery { query += items }
            if !fragmentParts.path.isEmpty, !containsQuery || fragmentParts.path != fragmentQuery {
                path += "#" + fragmentParts.path
            }
        }
        if path.hasPrefix("/") { path.removeFirst() }
        if path.hasSuffix("/") { path.removeLast() }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if options.decodesPlus {
            query = query.map { QueryItem(name: $0.name, value: $0.value.map { $0.replacingOccurrences(of: "+", with: " ") }) }
        }
        return .success(RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                     query: query, fragment: parts.fragment.map(String.init)))
    }

    /// WAAppRouting 0.0.5 (`WAAppRouteMatcher`): for http(s) the host is dropped, otherwise it is
    /// the first component; components are the URL's decoded path components; the query is
    /// split naively on `&` and `=` without decoding.
    static func parseWAAppRouting(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        let scheme = parts.scheme.map { $0.lowercased() } ?? options.defaultScheme?.lowercased()
        var components: [String] = []
        var droppedHost: String?
        if let authority = parts.authority {
            let host = String(URLParts.host(of: authority))
            if scheme == "http" || scheme == "https" || options.treatHostAsPath == .never {
                droppedHost = host.isEmpty ? nil : host
            } else if !host.isEmpty {
                components.append(PercentDecoding.decode(host))
            }
        }
        for piece in parts.path.split(separator: "/") { components.append(PercentDecoding.decode(piece)) }
        var query: [QueryItem] = []
        for piece in (parts.query ?? "").split(separator: "&") {
            let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            query.append(QueryItem(name: String(pair[0]), value: pair.count > 1 ? String(pair[1]) : nil))
        }
        return .success(RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                     query: query, fragment: parts.fragment.map(String.init)))
    }
}
