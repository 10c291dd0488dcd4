import NavRouting
import NavSyntax

extension EndpointMatcher {
    /// ICRouter's regular expression (`{name}` → `(.*?)`, then `$`, searched, not anchored at
    /// the start), on whole components: the leftmost start from which the pattern reaches the
    /// end of the path; a parameter takes one or more components, as few as it can.
    package func matchICRouter(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let components = request.components
        let segments = endpoint.pattern.segments.map(\.segment)
        func attempt(_ segment: Int, _ component: Int, _ values: [(name: String, value: String)]) -> [(name: String, value: String)]? {
            if segment == segments.count { return component == components.count ? values : nil }
            switch segments[segment] {
            case .parameter(let name):
                guard component < components.count else { return nil }
                for end in (component + 1)...components.count {
                    let value = components[component..<end].joined(separator: "/")
                    if let found = attempt(segment + 1, end, values + [(name, value)]) { return found }
                }
                return nil
            case .literal(let text):
                guard component < components.count, components[component] == text else { return nil }
                return attempt(segment + 1, component + 1, values)
            default:
                return nil
            }
        }
        let lastStart = segments.isEmpty ? components.count : max(0, components.count - 1)
        for start in 0...lastStart {
            if let values = attempt(0, start, []) {
                var capture = Capture()
                capture.pathValues = values
                capture.classes = segments.map(\.specificity) + [.end]
                return .success(capture)
            }
        }
        return .failure(.noEnding(pattern: endpoint.pattern.text, rule: "ICRouter matches the end of the path"))
    }
}
