import Foundation
/// Why one endpoint did not take a request: the first thing that failed.
public enum Mismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// Segment `index` (0-based) should be the literal `expected`.
    case literal(index: Int, expected: String, found: String)
    /// The URL ends before the pattern does.
    case missing(index: Int, expected: String)
    /// The URL goes on after the pattern ends.
    case extra(index: Int, found: String)
    /// A typed parameter's value does not convert.
    case type(index: Int, name: String, type: ParameterType, found: String)
    /// The pattern's `#fragment` part does not fit the URL's fragment.
    case fragment(expected: String, found: String?)
    /// A `where` constraint declined the value.
    case declined(name: String, value: String, regex: String)
    /// A `where` names a query item the URL does not have.
    case missingQueryItem(name: String, regex: String)
    /// The route's `host` does not take the URL's host (`nil`: the host is a path component, or there is none).
    case host(expected: String, found: String?)
    /// The route always declines (a handler returning NO).
    case declinesAlways
    /// The route's `when` does not hold: `entry` is the flag condition that fails, `value` the flag's value.
    case condition(entry: String, value: String)
    /// A trailing `*` that needs at least one component got none.
    case emptyWildcard(index: Int)
    /// No ending of the path fits the pattern, under a profile whose patterns match the end of
    /// the path, not its start; `rule` names that rule.
    case noEnding(pattern: String, rule: String)

    public var description: String {
        switch self {
        case .literal(let index, let expected, let found):
            return "segment \(index + 1): expected '\(expected)', found '\(found)'"
        case .missing(let index, let expected):
            return "segment \(index + 1): the URL ends where the pattern expects '\(expected)'"
        case .extra(let index, let found):
            return "segment \(index + 1): the pattern ends but the URL goes on with '\(found)'"
        case .type(let index, let name, let type, let found):
            return "segment \(index + 1): '\(found)' is not a \(type.rawValue) (for <\(type.rawValue):\(name)>)"
        case .fragment(let expected, let found):
            return found.map { "fragment: expected '\(expected)', found '\($0)'" } ?? "fragment: expected '#\(expected)', the URL has none"
        case .declined(let name, let value, let regex):
            return "declined: \(name)='\(value)' does not match where /\(regex)/"
        case .missingQueryItem(let name, let regex):
            return "declined: the query has no '\(name)' (where /\(regex)/ needs it)"
        case .host(let expected, let found):
            return found.map { "host: '\($0)' does not fit '\(expected)'" } ?? "host: the route takes \(expected) and the URL has no host apart from its path"
        case .declinesAlways:
            return "declined: the route's handler declines every URL"
        case .condition(let entry, let value):
            return "declined: \"when\" \(entry) does not hold (\(value))"
        case .emptyWildcard(let index):
            return "segment \(index + 1): '*' needs at least one component here"
        case .noEnding(let pattern, let rule):
            return "no ending of the path fits \(pattern) (\(rule))"
        }
    }
}

/// What a successful endpoint match captured, before query and defaults are merged.
package struct Capture {
    /// The path parameters' values, in pattern order.
    package var pathValues: [(name: String, value: String)] = []
    /// What `*` took, or `nil` when the pattern has none.
    package var wildcard: [String]?
    /// Each segment's class, for ranking.
    package var classes: [SegmentClass] = []

    package init() {}
}

/// Matches one endpoint against one request, segment by segment. This is the reference
/// semantics: the scanning profiles use it directly and the navsim trie must agree with it.
package struct EndpointMatcher {
    var profile: MatchingProfile = .navsim
    var caseSensitive: Bool
    /// `+` is a space in path variables, for the profiles that decode it there.
    package var decodePlus: Bool = false

    /// Matches under the profile's own rules.
    package func match(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let result = profile.rules.matchSegments(endpoint, request, rules: self)
        guard case .success(let capture) = result else { return result }
        if endpoint.declines { return .failure(.declinesAlways) }
        if let host = endpoint.host, !(request.droppedHost.map(host.accepts) ?? false) {
            return .failure(.host(expected: host.source, found: request.droppedHost))
        }
        let hostValues = request.droppedHost.flatMap { endpoint.host?.captures($0) } ?? []
        for constraint in endpoint.constraints {
            if let refusal = constraint.refusal(pathValues: capture.pathValues, hostValues: hostValues, wildcard: capture.wildcard,
                                                query: request.query) {
                return .failure(refusal)
            }
        }
        return result
    }

    /// Whether a literal segment takes `component`, with the table's case sensitivity.
    package func equal(_ literal: String, _ component: String) -> Bool {
        caseSensitive ? literal == component : literal.lowercased() == component.lowercased()
    }

    /// navsim: components are decoded; `*` at the end takes zero or more, in the middle one.
    package func matchNavsim(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let components = request.components
        let segments = endpoint.pattern.segments
        var capture = Capture()
        capture.classes.reserveCapacity(components.count + 2)
        var index = 0
        var endedOnRest = false
        for segment in segments.map(\.segment) {
            if segment.consumesRest {
                let remaining = Array(components[min(index, components.count)...])
                if case .typed(let name, _) = segment {
                    guard !remaining.isEmpty else { return .failure(.missing(index: index, expected: segment.text)) }
                    capture.pathValues.append((name, remaining.joined(separator: "/")))
                } else {
                    capture.wildcard = (capture.wildcard ?? []) + remaining
                }
                capture.classes += Array(repeating: .wildcard, count: remaining.count)
                index = components.count
                endedOnRest = true
                break
            }
            guard index < components.count else { return .failure(.missing(index: index, expected: segment.text)) }
            let component = components[index]
            switch segment {
            case .literal(let text):
                guard equal(text, component) else { return .failure(.literal(index: index, expected: text, found: component)) }
            case .parameter(let name):
                capture.pathValues.append((name, component))
            case .typed(let name, let type):
                guard type.accepts(Substring(component)) else {
                    return .failure(.type(index: index, name: name, type: type, found: component))
                }
                capture.pathValues.append((name, component))
            case .anyOne:
                capture.wildcard = (capture.wildcard ?? []) + [component]
            case .rest:
                break
            }
            capture.classes.append(segment.specificity)
            index += 1
        }
        if index < components.count { return .failure(.extra(index: index, found: components[index])) }
        capture.classes.append(endedOnRest ? .wildcard : .end)
        if let fragment = endpoint.pattern.fragment {
            guard let found = request.fragment, !found.isEmpty else { return .failure(.fragment(expected: fragment.text, found: nil)) }
            switch fragment {
            case .literal(let text):
                guard equal(text, found) else { return .failure(.fragment(expected: text, found: found)) }
            case .typed(let name, let type):
                guard type.accepts(Substring(found)) else { return .failure(.fragment(expected: fragment.text, found: found)) }
                capture.pathValues.append((name, found))
            case .parameter(let name):
                capture.pathValues.append((name, found))
            default: break
            }
            capture.classes.append(fragment.specificity)
        } else {
            capture.classes.append(.wildcard)
        }
        return .success(capture)
    }
}

extension RouteMatch {
    /// Merges path values, query items and defaults (path > query > default), each name once.
    init(endpoint: Endpoint, pathValues: [(name: String, value: String)], wildcard: [String]?,
         request: RouteRequest, emptyValueForBareKeys: Bool, repeatedKeysAsList: Bool = true) {
        var parameters: [MatchedParameter] = []
        parameters.reserveCapacity(pathValues.count + request.query.count + endpoint.defaults.count)
        for (name, value) in pathValues {
            parameters.append(MatchedParameter(name: name, value: .single(value), source: .path))
        }
        if let host = endpoint.host, let hostName = request.droppedHost, let captures = host.captures(hostName) {
            parameters += captures.map { MatchedParameter(name: $0.name, value: .single($0.value), source: .host) }
        }
        Self.merge(query: request.query, defaults: endpoint.defaults, into: &parameters,
                   emptyValueForBareKeys: emptyValueForBareKeys, repeatedKeysAsList: repeatedKeysAsList)
        self.init(endpoint: endpoint, parameters: parameters, wildcard: wildcard, request: request)
    }

    /// Appends the query items, then the defaults, to the path parameters in `parameters`
    /// (path > query > default; a repeated query key becomes a list unless `repeatedKeysAsList` is off).
    static func merge(query: [QueryItem], defaults: [(name: String, value: String)], into parameters: inout [MatchedParameter],
                      emptyValueForBareKeys: Bool, repeatedKeysAsList: Bool = true) {
        let queryStart = parameters.count
        for item in query {
            guard let value = item.value ?? (emptyValueForBareKeys ? "" : nil) else { continue }
            if let existing = parameters.firstIndex(where: { $0.name == item.name }) {
                guard existing >= queryStart else { continue }
                guard repeatedKeysAsList else {
                    parameters[existing].value = .single(value)
                    continue
                }
                switch parameters[existing].value {
                case .single(let first): parameters[existing].value = .list([first, value])
                case .list(let values): parameters[existing].value = .list(values + [value])
                }
            } else {
                parameters.append(MatchedParameter(name: item.name, value: .single(value), source: .query))
            }
        }
        for (name, value) in defaults where !parameters.contains(where: { $0.name == name }) {
            parameters.append(MatchedParameter(name: name, value: .single(value), source: .default))
        }
    }
}
