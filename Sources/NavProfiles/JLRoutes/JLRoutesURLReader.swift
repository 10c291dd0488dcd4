import Foundation
import NavRouting
import NavSyntax

/// How the JLRoutes profile reads a URL, following the library's source (docs/profiles.md quotes
/// the lines).
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
}
