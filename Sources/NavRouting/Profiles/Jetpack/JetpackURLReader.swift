import Foundation

extension RouteRequest {
    /// A URI as android.net.Uri reads it for `NavDeepLinkRequest`: the scheme, the host, the
    /// path segments decoded, the query items decoded (`+` kept), the fragment. The matcher
    /// reads the whole URI string itself (NavDeepLink matches its regex against `uri.toString()`).
    package static func parseJetpack(_ text: Substring, input: String) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        let host = parts.authority.map { String(URLParts.host(of: $0)).lowercased() }
        let components = parts.path.split(separator: "/").map { PercentDecoding.decode($0) }
        let query = parts.query.map { parseQuery($0, plusAsSpace: false) } ?? []
        return .success(RouteRequest(input: input, scheme: parts.scheme.map { $0.lowercased() }, droppedHost: host,
                                     components: components, query: query, fragment: parts.fragment.map { PercentDecoding.decode($0) }))
    }
}
