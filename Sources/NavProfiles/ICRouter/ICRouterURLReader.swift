import Foundation
import NavRouting
import NavSyntax

extension RouteRequest {
    /// ICRouter `pathFromURL:`: the host, then the path (NSURLComponents, so both are
    /// percent-decoded), as `pathComponents` (empty ones vanish). The scheme, the query and
    /// the fragment are not read: every URL goes to the one table.
    package static func parseICRouter(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        var components: [String] = []
        if let authority = parts.authority {
            let host = URLParts.host(of: authority)
            if !host.isEmpty { components.append(PercentDecoding.decode(host)) }
        }
        for piece in parts.path.split(separator: "/", omittingEmptySubsequences: true) {
            components.append(PercentDecoding.decode(piece))
        }
        return .success(RouteRequest(input: input, scheme: options.defaultScheme?.lowercased(), components: components))
    }
}
