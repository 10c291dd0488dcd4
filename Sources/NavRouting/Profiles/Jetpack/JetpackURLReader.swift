import Foundation

extension RouteRequest {
    /// A URI as android.net.Uri reads it for `NavDeepLinkRequest`: the scheme, the host and the
    /// path segments decoded, the query items decoded (`+` kept), the fragment. The matcher
    /// reads the whole URI string itself (NavDeepLink matches its regex against `uri.toString()`).
    package static func parseJetpack(_ text: Substring, input: String) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        // The host is the first component, as a deep link's concrete pattern starts with it
        // (`jetpackPattern`), so explanations compare like with like.
        let host = parts.authority.map { String(URLParts.host(of: $0)).lowercased() }.flatMap { $0.isEmpty ? nil : $0 }
        let components = (host.map { [$0] } ?? []) + parts.path.split(separator: "/").map { PercentDecoding.decode($0) }
        let query = parts.query.map { parseQuery($0, plusAsSpace: false) } ?? []
        return .success(RouteRequest(input: input, scheme: parts.scheme.map { $0.lowercased() }, droppedHost: nil,
                                     components: components, query: query, fragment: parts.fragment.map { PercentDecoding.decode($0) }))
    }
}
