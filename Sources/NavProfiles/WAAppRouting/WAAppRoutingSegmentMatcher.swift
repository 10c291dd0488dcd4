import NavRouting
import NavSyntax

extension EndpointMatcher {
    /// WAAppRouting `WAAppRouteMatcher`: the pattern is tried against the whole URL (without the
    /// query), then against host + path; parameters always come from host + path, by position.
    package func matchWAAppRouting(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let segments = endpoint.pattern.segments
        let hostAndPath = request.components
        var result = waapMatches(segments, hostAndPath)
        if let whole = request.wholeURLComponents, case .failure = result, case .success = waapMatches(segments, whole) {
            result = .success(())
        }
        if case .failure(let mismatch) = result { return .failure(mismatch) }
        var capture = Capture()
        for (index, marked) in segments.enumerated() {
            if case .parameter(let name) = marked.segment, index < hostAndPath.count {
                capture.pathValues.append((name, hostAndPath[index]))
            }
        }
        return .success(capture)
    }

    /// `WARoutePattern -matchesRoute:`.
    private func waapMatches(_ segments: [MarkedSegment], _ components: [String]) -> Result<Void, Mismatch> {
        let hasWildcard = segments.contains { $0.segment == .rest || $0.segment == .anyOne }
        if components.count < segments.count {
            if segments.last?.segment == .rest, components.count == segments.count - 1 {
                return .failure(.emptyWildcard(index: components.count))
            }
            return .failure(.missing(index: components.count, expected: segments[components.count].segment.text))
        }
        if components.count != segments.count, !hasWildcard {
            return .failure(.extra(index: segments.count, found: components[segments.count]))
        }
        for (index, component) in components.enumerated() {
            guard index < segments.count else {
                // The library reads past the pattern here unless it ends with `*` (a crash); navsim declines.
                return segments.last?.segment == .rest ? .success(()) : .failure(.extra(index: index, found: component))
            }
            switch segments[index].segment {
            case .parameter, .anyOne, .rest: continue
            case .literal(let text):
                if !equal(text, component) { return .failure(.literal(index: index, expected: text, found: component)) }
            case .typed: continue
            }
        }
        return .success(())
    }
}
