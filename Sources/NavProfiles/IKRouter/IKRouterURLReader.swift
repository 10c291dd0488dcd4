import Foundation
import NavRouting
import NavSyntax

extension RouteRequest {
    /// IKRouter `RouteComponents(url:)`: the scheme is what precedes `://` (required, as
    /// written); the rest splits on `?`; the path on `/` with empty segments kept (the host is
    /// the first); each query pair must split on `=` into exactly two parts or the URL is
    /// invalid; a repeated key keeps its last value. Nothing is percent-decoded.
    /// The file's scheme, written as declared, is the table's (lowercased) scheme; the same
    /// letters in another case are refused, as IKRouter compares schemes with `!=`.
    package static func parseIKRouter(_ text: Substring, input: String, declaredScheme: String? = nil) -> Result<RouteRequest, RequestError> {
        let pieces = text.components(separatedBy: "://")
        guard pieces.count > 1, var scheme = pieces.first else {
            return .failure(RequestError("IKRouter needs a URL with a scheme (RouteComponents: no '://' makes the URL invalid)"))
        }
        if let declaredScheme, scheme.lowercased() == declaredScheme.lowercased() {
            guard scheme == declaredScheme else {
                return .failure(RequestError("IKRouter compares schemes case-sensitively (Route.swift): \(scheme) is not \(declaredScheme)"))
            }
            scheme = declaredScheme.lowercased()
        }
        let rest = pieces[pieces.count - 1]
        let pathAndQuery = rest.components(separatedBy: "?")
        let components = pathAndQuery[0].components(separatedBy: "/")
        var query: [QueryItem] = []
        if pathAndQuery.count > 1 {
            for pair in pathAndQuery[pathAndQuery.count - 1].components(separatedBy: "&") {
                let parts = pair.components(separatedBy: "=")
                guard parts.count == 2 else {
                    return .failure(RequestError("IKRouter refuses the URL: the query item '\(pair)' is not one key=value pair "
                                                 + "(RouteComponents: a pair that does not split into two makes the URL invalid)"))
                }
                query.removeAll { $0.name == parts[0] }
                query.append(QueryItem(name: parts[0], value: parts[1]))
            }
        }
        return .success(RouteRequest(input: input, scheme: scheme, components: components, query: query))
    }
}
