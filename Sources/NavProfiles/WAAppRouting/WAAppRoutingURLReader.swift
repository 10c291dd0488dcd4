import Foundation
import NavRouting
import NavSyntax

/// How the WAAppRouting profile reads a URL, following the library's source (docs/profiles.md
/// quotes the lines).
extension RouteRequest {
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
