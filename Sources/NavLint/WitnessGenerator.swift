import NavModel
import NavRouting
import Foundation
import NavRouteFile

/// The kinds of URL tried for an endpoint, in order: the linter calls an endpoint dead only
/// when it wins none of them.
public enum WitnessVariant: CaseIterable, Sendable {
    /// One readable value per parameter (its name, when no literal or `where` stands in the
    /// way), one component for a trailing `*`.
    case typical
    /// The next acceptable value per parameter, two components for a trailing `*`.
    case alternate
    /// Numbers for untyped parameters (what a `where` such as `^[0-9]+$` wants).
    case numeric
    /// No component for a trailing `*` (navsim and JLRoutes accept none).
    case bare
    /// More components for a trailing `*` than any other pattern of the table has, so a `*`
    /// route is tried with URLs only it takes (`:server/*` beside `:server/:user/:statusID`).
    case deep
}

/// Generates, for any endpoint of a route table, a URL that reaches it: a witness. The linter
/// uses witnesses to prove that a route can or cannot win; `navsim routes --witness` prints them.
///
/// Values are chosen to stay out of the way of other routes: never a literal of the table,
/// always accepted by the endpoint's `where` constraints and typed parameters.
public struct WitnessGenerator: Sendable {
    /// The table the URLs are for.
    public let table: RouteTable
    private let literals: Set<String>
    /// The most segments any pattern of the table has.
    private let longestPattern: Int

    /// Prepares witnesses for `table`.
    public init(table: RouteTable) {
        self.table = table
        var literals = Set<String>()
        for endpoint in table.endpoints {
            for marked in endpoint.pattern.segments {
                if case .literal(let text) = marked.segment { literals.insert(text.lowercased()) }
            }
            if case .literal(let text)? = endpoint.pattern.fragment { literals.insert(text.lowercased()) }
        }
        self.literals = literals
        self.longestPattern = table.endpoints.lazy.map(\.pattern.segments.count).max() ?? 0
    }

    /// A URL that reaches `endpoint`: the first variant the table gives to the endpoint itself,
    /// or `nil` when none does (another route always wins, or no sample value fits).
    public func witness(for endpoint: Endpoint) -> String? {
        for variant in WitnessVariant.allCases {
            guard let url = url(for: endpoint, variant: variant) else { continue }
            if table.winner(for: url)?.order == endpoint.order { return url }
        }
        return nil
    }

    /// Every endpoint of the table with its witness (`nil` where there is none), in registration order.
    public func witnesses() -> [(endpoint: Endpoint, url: String?)] {
        table.endpoints.map { ($0, witness(for: $0)) }
    }

    /// Every endpoint's witness keyed by the endpoint's registration order (`Endpoint.order`);
    /// endpoints without one are left out.
    public func witnessesByOrder() -> [Int: String] {
        var result: [Int: String] = [:]
        for (endpoint, url) in witnesses() { result[endpoint.order] = url }
        return result
    }

    /// The URL of one variant for `endpoint`, built from its pattern; `nil` when some parameter
    /// has no acceptable sample value. The endpoint is not checked to win it.
    public func url(for endpoint: Endpoint, variant: WitnessVariant) -> String? {
        // Only a trailing `*` takes more components; for any other pattern `deep` is `typical` again.
        if variant == .deep, endpoint.pattern.segments.last?.segment != .rest { return nil }
        guard let values = parameterValues(for: endpoint, variant: variant) else { return nil }
        var components: [String] = []
        let segments = endpoint.pattern.segments
        for (index, marked) in segments.enumerated() {
            switch marked.segment {
            case .literal(let text):
                // A WAAppRouting `/` component (a pattern's leading or trailing slash): no real URL has one.
                if text == "/" { return nil }
                components.append(text)
            case .parameter(let name):
                components.append(values[name] ?? name)
            case .typed(let name, let type):
                let value = values[name] ?? name
                components += type == .path ? value.split(separator: "/").map(String.init) : [value]
            case .anyOne:
                components.append(freeValue(preferring: ["x", "y", "z"], skip: variant == .alternate ? 1 : 0) ?? "x\(index)")
            case .rest:
                let count = switch variant {
                case .bare: 0
                case .alternate: 2
                case .deep: max(3, longestPattern + 1 - index)
                case .typical, .numeric: 1
                }
                if variant == .deep {
                    components += (0..<count).map { freeValue(preferring: ["x\($0)", "y\($0)", "z\($0)"], skip: 0) ?? "x\($0)" }
                    continue
                }
                components += ["x", "y"].prefix(count).map { freeValue(preferring: [$0, $0 + "1", $0 + "2"], skip: 0) ?? $0 }
            }
        }
        var fragment: String?
        switch endpoint.pattern.fragment {
        case .literal(let text)?: fragment = text
        case .parameter(let name)?, .typed(let name, _)?: fragment = values[name]
        default: break
        }
        guard let query = queryItems(for: endpoint, variant: variant) else { return nil }
        // A route's `host`: its placeholders filled, any subdomain for `*.`.
        let host = endpoint.host.map { pattern in
            (pattern.anySubdomain ? "a." : "") + pattern.labels.map { label -> String in
                switch label {
                case .literal(let text): return text
                case .placeholder(let name): return values[name] ?? name
                }
            }.joined(separator: ".")
        }
        return assemble(components: components, scheme: endpoint.scheme, host: host, query: query, fragment: fragment)
    }

    /// `name=value` for each `where` on a query item of `endpoint`, with a value it accepts;
    /// `nil` when some condition accepts no sample value.
    private func queryItems(for endpoint: Endpoint, variant: WitnessVariant) -> [String]? {
        var items: [String] = []
        for constraint in endpoint.constraints where constraint.target == .query {
            let candidates = Self.literalAlternatives(of: constraint.source) + [constraint.name] + Self.untypedSamples + [""]
            guard let value = candidates.first(where: constraint.accepts) else { return nil }
            items.append(URLEncoding.encodeComponent(constraint.name) + "=" + URLEncoding.encodeComponent(value))
        }
        return items
    }

    /// The value each parameter of `endpoint` takes in the URL of `variant`, by name; `nil` when
    /// some parameter has no acceptable sample value.
    public func parameterValues(for endpoint: Endpoint, variant: WitnessVariant) -> [String: String]? {
        var values: [String: String] = [:]
        var bound = endpoint.pattern.segments.map(\.segment)
        if let fragment = endpoint.pattern.fragment { bound.append(fragment) }
        for segment in bound {
            switch segment {
            case .parameter(let name):
                guard let value = value(for: name, type: nil, endpoint: endpoint, variant: variant) else { return nil }
                values[name] = value
            case .typed(let name, let type):
                guard let value = value(for: name, type: type, endpoint: endpoint, variant: variant) else { return nil }
                values[name] = value
            default: break
            }
        }
        for name in endpoint.host?.placeholderNames ?? [] {
            guard let value = value(for: name, type: nil, endpoint: endpoint, variant: variant) else { return nil }
            values[name] = value
        }
        return values
    }

    // MARK: values

    private static let typedSamples: [ParameterType: [String]] = [
        .int: ["1", "2", "7", "42"],
        .float: ["1.5", "2.5", "1", "0.5"],
        .uuid: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"],
        .path: ["a/b", "c/d", "a"],
    ]
    private static let untypedSamples = ["x", "1", "42", "yes", "abc", "true", "0", "a"]
    private static let numericSamples = ["1", "2", "42", "0", "7"]

    /// A value for parameter `name`: one the endpoint's constraint accepts and no literal uses.
    private func value(for name: String, type: ParameterType?, endpoint: Endpoint, variant: WitnessVariant) -> String? {
        let constraint = endpoint.constraints.first { $0.name == name }
        var candidates: [String]
        if let type {
            candidates = Self.typedSamples[type] ?? []
        } else {
            let readable = variant == .numeric ? Self.numericSamples : [name, name + "1"] + Self.untypedSamples
            // A `where` that starts with a literal (`^@`: a Mastodon handle) gets the name behind that literal too.
            let prefixed = constraint.map { Self.literalPrefix(of: $0.source) }.flatMap { $0.isEmpty ? nil : [$0 + name, $0 + "1"] } ?? []
            candidates = (constraint.map { Self.literalAlternatives(of: $0.source) } ?? []) + prefixed + readable + Self.numericSamples
        }
        let acceptable = candidates.filter { candidate in
            !literals.contains(candidate.lowercased()) && (constraint?.accepts(candidate) ?? true)
                && (type?.accepts(Substring(candidate)) ?? true)
        }
        let skip = variant == .alternate ? 1 : 0
        return acceptable.dropFirst(skip).first ?? acceptable.first
    }

    /// The first of `preferring` (after skipping `skip`) that no literal of the table uses.
    private func freeValue(preferring: [String], skip: Int) -> String? {
        preferring.filter { !literals.contains($0.lowercased()) }.dropFirst(skip).first
    }

    /// The literal text an anchored `where` expression starts with (`^@` → `@`, `^v[0-9]` → `v`).
    static func literalPrefix(of regex: String) -> String {
        guard regex.hasPrefix("^") else { return "" }
        var prefix = ""
        for character in regex.dropFirst() {
            if ".*+?[](){}|\\$^".contains(character) { break }
            prefix.append(character)
        }
        // A quantifier after the last literal makes it optional: keep the literals before it only.
        if let next = regex.dropFirst(1 + prefix.count).first, "*?{".contains(next) { prefix = String(prefix.dropLast()) }
        return prefix
    }

    /// Literal words a simple `where` expression spells out: `^yes$` → `yes`,
    /// `^(joker|batman)$` → `joker`, `batman`.
    static func literalAlternatives(of regex: String) -> [String] {
        var body = Substring(regex)
        if body.hasPrefix("^") { body = body.dropFirst() }
        if body.hasSuffix("$") { body = body.dropLast() }
        if body.hasPrefix("("), body.hasSuffix(")") { body = body.dropFirst().dropLast() }
        if body.hasPrefix("?:") { body = body.dropFirst(2) }
        let words = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let plain = words.filter { word in !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.~".contains($0) } }
        return plain.count == words.count ? plain : []
    }

    // MARK: assembling

    /// `scheme://a/b#fragment`, or `scheme:///a/b` when the first component would not survive as
    /// a host under the profile, or `/a/b` when the app has no scheme.
    /// With a `host` (a route that says one), `scheme://host/a/b`, or `https://host/a/b` when the app has no scheme.
    private func assemble(components: [String], scheme endpointScheme: String?, host: String? = nil, query: [String] = [],
                          fragment: String?) -> String {
        let options = table.options
        let rules = options.profile.rules
        let encoded = components.map { rules.witnessComponent($0) }
        var url: String
        let path = encoded.joined(separator: "/")
        if let host {
            url = (endpointScheme ?? options.defaultScheme ?? "https") + "://" + host + "/" + path
        } else if let scheme = endpointScheme ?? options.defaultScheme {
            url = scheme + "://" + (hostSurvives(components.first, scheme: scheme) ? "" : "/") + path
        } else {
            url = "/" + path
        }
        if !query.isEmpty { url += "?" + query.joined(separator: "&") }
        if let fragment { url += "#" + rules.witnessComponent(fragment) }
        return url
    }

    /// Whether `first`, written as the URL's host, is read back as the first path component.
    private func hostSurvives(_ first: String?, scheme: String) -> Bool {
        guard let first else { return true }
        return table.options.profile.rules.hostIsReadAsPath(first, scheme: scheme, options: table.options)
    }
}
