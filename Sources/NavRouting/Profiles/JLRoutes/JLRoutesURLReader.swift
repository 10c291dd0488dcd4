import Foundation
/// How the JLRoutes and WAAppRouting profiles read a URL; each follows its library's source
/// (see docs/profiles.md for the quoted lines).
extension RouteRequest {
    /// JLRoutes 2.x (`JLRRouteRequest`): the host is a path component when
    /// `treatHostAsPath` says so (auto: a host without a dot that is not `localhost`);
    /// leading and trailing `/` are stripped, then the path is split on `/`; components
    /// stay percent-encoded (variables are decoded when captured); query items without
    /// a value are dropped; a fragment is read as extra path or as query items.
    package static func parseJLRoutes(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
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
                // `stringByAppendingPathComponent:` collapses `//` and drops a trailing `/`.
                path = ([host] + path.split(separator: "/").map(String.init)).joined(separator: "/")
            } else if !host.isEmpty {
                droppedHost = host
            }
        }
        var query = parts.query.map { parseQuery($0, plusAsSpace: false) } ?? []
        if let fragment = parts.fragment {
            // The fragment is read as a URL of its own: `key=value` pairs join the query,
            // anything else is appended to the path after a `#`.
            let fragmentParts = URLParts(fragment)
            let fragmentQuery = fragmentParts.query ?? fragmentParts.path
            let items = parseQuery(fragmentQuery, plusAsSpace: false)
            let containsQuery = !(items.first?.value ?? "").isEmpty
            if containsQuery { query += items }
            if !containsQuery || fragmentParts.path != fragmentQuery {
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

    /// WAAppRouting 0.0.5 (`WAAppRouteMatcher`, `NSURL+WAAdditions`): the components are those of
    /// host + path (http and https: the path only), decoded before splitting; the whole URL
    /// without its query is kept for the library's first match attempt; the query is split on
    /// `=` and `&` with no decoding, the last repeat winning.
    package static func parseWAAppRouting(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        var parts = URLParts(text)
        let defaultScheme = options.defaultScheme?.lowercased()
        let scheme = parts.scheme.map { $0.lowercased() } ?? defaultScheme
        if parts.scheme == nil, parts.authority == nil {
            // A bare path: read it as scheme://path, the way the app would receive it.
            let path = parts.path.drop { $0 == "/" }
            let firstSlash = path.firstIndex(of: "/") ?? path.endIndex
            parts.authority = path[..<firstSlash]
            parts.path = path[firstSlash...]
        }
        let host = parts.authority.map { String(URLParts.host(of: $0)) } ?? ""
        let decodedPath = PercentDecoding.decode(parts.path)
        let hostAndPath: String
        var droppedHost: String?
        if scheme == "http" || scheme == "https" || options.treatHostAsPath == .never {
            droppedHost = host.isEmpty ? nil : host
            hostAndPath = String(decodedPath.drop { $0 == "/" })
        } else {
            hostAndPath = ([PercentDecoding.decode(host)] + decodedPath.split(separator: "/").map(String.init)).joined(separator: "/")
        }
        var whole = (parts.scheme.map(String.init) ?? scheme ?? "") + "://" + (parts.authority.map(String.init) ?? "") + parts.path
        if let fragment = parts.fragment { whole += "#" + fragment }
        var query: [QueryItem] = []
        if let rawQuery = parts.query {
            let pieces = rawQuery.split(omittingEmptySubsequences: false) { $0 == "=" || $0 == "&" }.map(String.init)
            var index = 0
            while index + 1 < pieces.count {
                query.append(QueryItem(name: pieces[index], value: pieces[index + 1]))
                index += 2
            }
        }
        var request = RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost,
                                   components: FoundationPath.components(hostAndPath),
                                   query: query, fragment: parts.fragment.map(String.init))
        request.wholeURLComponents = FoundationPath.components(whole)
        return .success(request)
    }
}
