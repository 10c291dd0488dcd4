import Foundation
import NavRouting
import NavSyntax

extension EndpointMatcher {
    /// JLRoutes `routeVariablesForRequest:`: the counts must agree unless the pattern has `*`;
    /// literals compare with the still-encoded component; a variable is percent-decoded, loses
    /// one trailing `#`, then `+` becomes a space; `*` takes the raw rest, zero or more.
    package func matchJLRoutes(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let components = request.components
        let segments = endpoint.pattern.segments
        let hasWildcard = segments.contains { $0.segment == .rest }
        if components.count != segments.count, !hasWildcard {
            return components.count > segments.count
                ? .failure(.extra(index: segments.count, found: components[segments.count]))
                : .failure(.missing(index: components.count, expected: segments[components.count].segment.text))
        }
        var capture = Capture()
        for (index, marked) in segments.enumerated() {
            if marked.segment == .rest {
                capture.wildcard = Array(components[min(index, components.count)...])
                break
            }
            guard index < components.count else { return .failure(.missing(index: index, expected: marked.segment.text)) }
            let component = components[index]
            switch marked.segment {
            case .parameter(let name):
                guard var value = PercentDecoding.decodeStrictly(component) else { continue }
                if value.count > 1, value.hasSuffix("#") { value.removeLast() }
                if decodePlus { value = value.replacingOccurrences(of: "+", with: " ") }
                capture.pathValues.append((name, value))
            case .literal(let text):
                guard equal(text, component) else { return .failure(.literal(index: index, expected: text, found: component)) }
            default:
                break
            }
        }
        return .success(capture)
    }
}
